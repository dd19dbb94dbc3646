import Foundation

/// UIKit's standard `.crossDissolve` animation: presenting, the presented view
/// fades in at its final frame over the presenter; dismissing, it fades out,
/// revealing the presenter underneath. Lasts `duration` (0.4 s) on easeInOut.
/// The dismissed view gets its opacity back before it leaves, so presenting it
/// again starts from the view as it was.
@MainActor
final class CrossDissolveTransitionAnimator: StandardPresentationAnimator {
    /// The standard duration of a cross-dissolve.
    static let duration: TimeInterval = 0.4

    override var standardDuration: TimeInterval { Self.duration }

    override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let (controller, view) = transitionContext.presentedSide(presenting: presenting) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let alpha = view.alpha
        UIView.performWithoutAnimation {
            if presenting {
                view.frame = transitionContext.finalFrame(for: controller)
                view.alpha = 0
                container.addSubview(view)
            }
        }
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut], animations: {
            view.alpha = self.presenting ? alpha : 0
        }, completion: { _ in
            if !self.presenting { UIView.performWithoutAnimation { view.alpha = alpha } }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
