import Foundation

/// The container's layer clock while an interactive transition drives it (the
/// mechanism of UIKit's `UIPercentDrivenInteractiveTransition`, docs/UIKIT-BEHAVIOUR.md, "Interactive transitions"):
/// frozen at the transition's start time t0, set to t0 + p·D as the interaction
/// moves, and handed back running at the end with its local time continuous.
///
/// Where Segue differs: while driven, the container also *holds* ended animations
/// (`CALayer.holdsEndedAnimations`): an animation shorter than the transition, or
/// every animation at p = 1, keeps showing its end value and neither ends nor
/// completes until the transition is decided, so scrubbing back never loses it.
@MainActor
final class TransitionClock {
    /// The container's layer.
    let layer: CALayer
    /// The container's local time when the transition started (t0).
    let startTime: Double
    /// The transition's duration D in the container's time.
    let duration: Double
    private let savedSpeed: Double
    /// Whether `freeze()` stopped the clock and `restore()` has not yet handed it back.
    private var isFrozen = false

    /// Reads t0 from the container's current local time; changes nothing yet.
    init(layer: CALayer, duration: Double) {
        self.layer = layer
        self.duration = duration
        startTime = layer.localTime(atMediaTime: CACurrentMediaTime())
        savedSpeed = layer.timing.speed
    }

    /// The container's local time now.
    var localTime: Double { layer.localTime(atMediaTime: CACurrentMediaTime()) }

    /// Seconds of transition time elapsed since t0.
    var elapsed: Double { localTime - startTime }

    /// Stops the container's clock where it is (speed 0, the offset holding the
    /// current local time) and holds ended animations.
    func freeze() {
        let now = localTime
        isFrozen = true
        layer.timing.speed = 0
        layer.timing.timeOffset = now
        layer.holdsEndedAnimations = true
        CATransaction.ensureOpen()
    }

    /// Shows the transition at progress p (not clamped here): local time t0 + p·D.
    func show(progress: Double) {
        layer.timing.timeOffset = startTime + progress * duration
        CATransaction.ensureOpen()
    }

    /// Lets the clock run again at its old speed from the local time it shows now
    /// (no jump), and releases the held animations. A container that was already
    /// paused before the transition stays paused at that time. Does nothing unless
    /// the clock is frozen, so handing it back twice, or a clock never frozen, never
    /// moves the container's time.
    func restore() {
        guard isFrozen else { return }
        isFrozen = false
        let now = layer.timing.timeOffset
        layer.holdsEndedAnimations = false
        guard savedSpeed != 0 else { return }
        let parentNow = layer.superlayer?.localTime(atMediaTime: CACurrentMediaTime()) ?? CACurrentMediaTime()
        layer.timing.beginTime = parentNow
        layer.timing.timeOffset = now
        layer.timing.speed = savedSpeed
        CATransaction.ensureOpen()
    }
}
