import Foundation

/// The default animation of a `SlidingViewController` (ECSlidingViewController's
/// `ECSlidingAnimationController`): the top view slides linearly from its initial
/// to its final frame while the under view waits underneath.
///
/// It follows the context's rules: an under view whose initial frame is `.zero`
/// is added at its final frame just below the top view before the slide; one whose
/// final frame is `.zero` is removed after it; a cancelled transition puts the top
/// view back at its initial frame (and removes an under view it added) before
/// calling `completeTransition(!transitionWasCancelled)`.
///
/// A delegate can vend one to pair the default animation with a custom
/// interaction controller, as ECSlidingViewController's guide suggests.
@MainActor
public final class SlidingAnimationController: UIViewControllerAnimatedTransitioning {
    /// The animation's length in seconds; nil uses the sliding controller's
    /// `defaultTransitionDuration` (0.25 s when it cannot be found).
    public var duration: TimeInterval?

    /// An animator lasting `duration` seconds, or the sliding controller's default.
    public init(duration: TimeInterval? = nil) {
        self.duration = duration
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        if let duration { return duration }
        let sliding = transitionContext?.slidingTopViewController?.slidingViewController
        return sliding?.defaultTransitionDuration ?? 0.25
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.viewController(forKey: .from),
              let to = transitionContext.viewController(forKey: .to) else {
            SegueDiagnostics.report("SlidingAnimationController: the transition has no from or to controller; completing it at once")
            transitionContext.completeTransition(true)
            return
        }
        // The top controller keeps a frame all along; the under one has a `.zero`
        // frame at one end.
        let top = transitionContext.slidingTopViewController ?? (transitionContext.initialFrame(for: from) != .zero
            && transitionContext.finalFrame(for: from) != .zero ? from : to)
        let under = top === from ? to : from
        let container = transitionContext.containerView
        let topView = transitionContext.view(forKey: top === from ? .from : .to) ?? top.view!
        let underView = transitionContext.view(forKey: under === from ? .from : .to) ?? under.view!
        let topInitial = transitionContext.initialFrame(for: top)
        let topFinal = transitionContext.finalFrame(for: top)
        let addsUnderView = transitionContext.initialFrame(for: under) == .zero
        let removesUnderView = transitionContext.finalFrame(for: under) == .zero

        UIView.performWithoutAnimation {
            topView.frame = topInitial
            if topView.superview !== container { container.addSubview(topView) }
            if addsUnderView {
                underView.frame = transitionContext.finalFrame(for: under)
                container.insertSubview(underView, belowSubview: topView)
            }
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
                       animations: { topView.frame = topFinal },
                       completion: { _ in
                           let cancelled = transitionContext.transitionWasCancelled
                           if cancelled {
                               topView.frame = topInitial
                               if addsUnderView { underView.removeFromSuperview() }
                           } else if removesUnderView {
                               underView.removeFromSuperview()
                           }
                           transitionContext.completeTransition(!cancelled)
                       })
    }
}
