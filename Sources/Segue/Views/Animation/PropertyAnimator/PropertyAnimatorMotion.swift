import Foundation

/// How a `UIViewPropertyAnimator` moves between two moments: from the fraction
/// (and each block's progress) it had when the motion began toward 1 (forward) or
/// 0 (reversed), on its own clock (media time, one step per tick).
///
/// - Cubic: the fraction moves linearly in time; each block shows the curve at its
///   window fraction, plus the gap it had from the curve at the start, fading out
///   linearly — so starting, reversing or continuing never jumps, and a block that
///   was on the curve simply continues (or retraces) it.
/// - Spring: each block runs a spring from its progress to the target, starting at
///   the velocity it had (or the timing parameters' own, when not zero); the fraction
///   moves linearly until the last spring settles.
struct PropertyAnimatorMotion {
    enum Shape {
        case cubic(UnitBezier)
        case spring
    }

    var shape: Shape
    /// Media time the motion begins (after any start delay).
    var startTime: Double
    /// Seconds from `startTime` to arrival.
    var duration: Double
    var startFraction: Double
    var target: Double

    /// The fraction at media time `time`, and whether the motion has arrived.
    func fraction(at time: Double) -> (fraction: Double, arrived: Bool) {
        let elapsed = time - startTime
        guard elapsed >= 0 else { return (startFraction, false) }
        let u = duration > 0 ? min(elapsed / duration, 1) : 1
        return (startFraction + (target - startFraction) * u, u >= 1)
    }

    /// A block's progress at media time `time` (the fraction from `fraction(at:)`).
    @MainActor
    func progress(of track: PropertyAnimatorTrack, at time: Double, fraction: Double) -> Double {
        switch shape {
        case .cubic(let curve):
            let elapsed = max(time - startTime, 0)
            let remaining = duration > 0 ? max(1 - elapsed / duration, 0) : 0
            return curve.solve(track.windowFraction(at: fraction)) + track.motionOffset * remaining
        case .spring:
            guard let spring = track.spring else { return target }
            let elapsed = time - track.springBegin
            guard elapsed > 0 else { return track.motionStart }
            return track.motionStart + (target - track.motionStart) * spring.value(at: elapsed)
        }
    }
}
