import Foundation

/// The animator of a transition asked for with `animated: false`: it follows the
/// context's frame rules at once — the incoming view goes into the container at its
/// final frame, the outgoing view leaves when its final frame is `.zero` (or moves
/// to its final frame) — and completes within `animateTransition(using:)`. Every
/// container runs non-animated changes through it, so they get the same callbacks
/// and hierarchy as animated ones, just without time passing.
@MainActor
final class ImmediateTransitionAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        UIView.performWithoutAnimation {
            let container = transitionContext.containerView
            if let to = transitionContext.viewController(forKey: .to), let view = transitionContext.view(forKey: .to) {
                let frame = transitionContext.finalFrame(for: to)
                if frame != .zero { view.frame = frame }
                if view.superview !== container { container.addSubview(view) }
            }
            // The outgoing view goes unless it is also the incoming one (collection
            // view controllers sharing one collection view in a layout-to-layout push or pop).
            if let from = transitionContext.viewController(forKey: .from), let view = transitionContext.view(forKey: .from),
               view !== transitionContext.view(forKey: .to) {
                let frame = transitionContext.finalFrame(for: from)
                if frame == .zero { view.removeFromSuperview() } else { view.frame = frame }
            }
        }
        transitionContext.completeTransition(true)
    }
}
