import Foundation

/// What UIKit's standard presentation animators share: a direction (presenting or
/// dismissing) and a fixed duration. Each style subclasses it with its own
/// `duration` and `animateTransition(using:)`; see
/// `UIModalTransitionStyle.standardAnimator(presenting:)`.
@MainActor
class StandardPresentationAnimator: UIViewControllerAnimatedTransitioning {
    /// Whether this animator presents (true) or dismisses (false).
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    /// The style's duration; subclasses answer their own.
    var standardDuration: TimeInterval { 0 }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        standardDuration
    }

    /// Subclasses animate; the base completes at once.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}
