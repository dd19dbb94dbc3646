import Foundation

/// Release with velocity (Segue; UIKit has no equivalent, and the seed's plain
/// `finish()` / `cancel()` are unchanged). The velocity is in progress per second —
/// for a vertical pan, `velocity(in:).y / view.bounds.height` — positive toward
/// completing.
extension UIPercentDrivenInteractiveTransition {
    /// Finishes on a critically damped spring whose initial velocity continues the
    /// finger's, over (1 − p)·duration / completionSpeed seconds.
    public func finish(velocity: CGFloat) {
        end(finishing: true, velocity: velocity, call: "finish(velocity: \(velocity))")
    }

    /// Cancels on a critically damped spring whose initial velocity continues the
    /// finger's, over p·duration / completionSpeed seconds.
    public func cancel(velocity: CGFloat) {
        end(finishing: false, velocity: velocity, call: "cancel(velocity: \(velocity))")
    }

    /// Where the progress would come to rest if it kept decelerating at
    /// `projectionDecelerationRate` per millisecond from `velocity` (UIScrollView's
    /// projection: p + v/1000 · r/(1 − r)).
    public func projectedPercentComplete(velocity: CGFloat) -> CGFloat {
        let rate = min(max(projectionDecelerationRate, 0), 0.9999)
        return percentComplete + velocity / 1000 * rate / (1 - rate)
    }

    /// Finishes or cancels with the velocity: by the projected position when
    /// `completesByProjection` is set, else by the current one, completing at ≥ 0.5.
    public func complete(velocity: CGFloat) {
        let position = completesByProjection ? projectedPercentComplete(velocity: velocity) : percentComplete
        if position >= 0.5 { finish(velocity: velocity) } else { cancel(velocity: velocity) }
    }

    /// The spring for a release at `from` heading to `to` with `velocity` progress per
    /// second, settling in `duration`; nil when there is nothing left to travel.
    static func releaseSpring(velocity: Double, from: Double, to: Double, duration: Double) -> SpringCurve? {
        let distance = to - from
        guard abs(distance) > 1e-9, duration > 0 else { return nil }
        let relative = clampedRelativeVelocity(velocity, distance: distance)
        return SpringCurve.uiView(duration: max(duration, UIViewSpringMapping.durationRange.lowerBound),
                                  dampingRatio: 1, initialVelocity: relative)
    }

    /// The velocity in distances per second (positive toward the target), bounded so a
    /// tiny remaining distance cannot make it explode.
    static func clampedRelativeVelocity(_ velocity: Double, distance: Double) -> Double {
        min(max(velocity / distance, -50), 50)
    }
}
