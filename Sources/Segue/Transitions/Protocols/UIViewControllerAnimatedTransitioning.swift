import Foundation

/// An animation controller (UIKit's `UIViewControllerAnimatedTransitioning`): the
/// object that animates one transition between two controllers' views.
///
/// Vended by a transitioning delegate, a navigation or tab bar controller's
/// delegate, or a `SlidingViewController`'s delegate. In `animateTransition(using:)`
/// it adds the incoming view to the context's `containerView`, animates between
/// the frames the context gives, and calls `completeTransition(_:)` exactly once
/// when done — `completeTransition(!transitionContext.transitionWasCancelled)` when
/// the transition can be interactive.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's length in seconds. An interactive driver reads it once, at
    /// the start, to map percentages to time.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval

    /// Performs the transition's animations in the context's container view.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)

    /// Called once after the transition ended — after the hierarchy was settled and
    /// the coordinator's completions ran — with whether it completed (`false` when
    /// it was cancelled). Optional: does nothing by default.
    func animationEnded(_ transitionCompleted: Bool)

    /// The interruptible animator driving this transition (iOS 10). When
    /// implemented, an interactive driver scrubs and finishes this animator rather
    /// than the container's clock; it must return the same animator for the whole
    /// transition. Optional: the default implementation answers
    /// `UIViewControllerAnimatedTransitioningDefaults.noInterruptibleAnimator`,
    /// which Segue reads as "not implemented" (UIKit's unimplemented optional method).
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}

    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        UnimplementedInterruptibleAnimator.shared
    }

    /// The animator's interruptible animator, or nil when it does not implement
    /// `interruptibleAnimator(using:)`.
    func implementedInterruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating? {
        let animator = interruptibleAnimator(using: context)
        return animator === UnimplementedInterruptibleAnimator.shared ? nil : animator
    }
}
