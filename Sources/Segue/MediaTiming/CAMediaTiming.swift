import Foundation

/// The timing properties layers and animations share (Core Animation's `CAMediaTiming`).
///
/// Every object in the timing tree maps its parent's time to its own local time:
/// `t_local = (t_parent − beginTime) · speed + timeOffset`. For animations, `duration`,
/// `repeatCount`, `repeatDuration`, `autoreverses` and `fillMode` then decide where in
/// the simple duration that local time falls (see `MediaTimingParameters`).
public protocol CAMediaTiming {
    /// When the object starts, in its parent's time. For an animation left at 0,
    /// the time of the transaction that adds it.
    var beginTime: CFTimeInterval { get set }
    /// The simple duration in local time. For an animation 0 means the transaction's
    /// duration (0.25 s unless `CATransaction.setAnimationDuration` says otherwise).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's (0 pauses, negative reverses).
    var speed: Float { get set }
    /// An offset added to local time after the speed is applied.
    var timeOffset: CFTimeInterval { get set }
    /// How many times the simple duration repeats; fractions are allowed,
    /// `.infinity` repeats forever. Ignored when `repeatDuration` is non-zero.
    var repeatCount: Float { get set }
    /// How long the animation repeats for, in local time; 0 means use `repeatCount`.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each repetition plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active interval.
    var fillMode: CAMediaTimingFillMode { get set }
}

#if !canImport(Darwin)
/// Core Foundation's time interval type, seconds as a Double.
public typealias CFTimeInterval = Double
#endif
