import Foundation

/// UIKit's standard `.coverVertical` animation: presenting, the presented view
/// slides up from just below the container's bottom edge to its final frame;
/// dismissing, it slides back down until its top edge is at the bottom edge. The
/// presenter's view does not move.
///
/// It lasts `duration` (0.5 s, about UIKit's) on a critically damped spring, the
/// curve UIKit's iOS 7+ presentations use (no overshoot, a fast start easing into
/// place).
@MainActor
final class CoverVerticalTransitionAnimator: StandardPresentationAnimator {
    /// The standard duration of a cover-vertical presentation or dismissal.
    static let duration: TimeInterval = 0.5

    override var standardDuration: TimeInterval { Self.duration }

    override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let (controller, view) = transitionContext.presentedSide(presenting: presenting) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let shown = presenting ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
        let below = shown.offsetBy(dx: 0, dy: container.bounds.maxY - shown.minY)
        UIView.performWithoutAnimation {
            view.frame = presenting ? below : shown
            if presenting { container.addSubview(view) }
        }
        UIView.animate(withDuration: Self.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [], animations: {
            view.frame = self.presenting ? shown : below
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
