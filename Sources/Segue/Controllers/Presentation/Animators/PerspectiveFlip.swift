import Foundation

/// The card flip the standard `.flipHorizontal` and `.partialCurl` animations
/// share: the outgoing view turns away about an axis in the screen's plane over
/// the first half, edge-on at the middle, and the incoming view turns in from the
/// other side over the second half, each with its own perspective (so it works
/// whichever superview the view is in — the presenter's view lives in the window,
/// not in the container). Either view may be missing (`view(forKey:)` is nil
/// for a presenter that stays): then only the other one turns.
///
/// Both transforms go back to what they were once the flip ends, before the
/// transition completes, so views never leave a presentation turned.
@MainActor
struct PerspectiveFlip {
    /// The rotation axis: (0, 1) flips about the vertical axis, (1, 0) about the
    /// horizontal one.
    let axis: (x: CGFloat, y: CGFloat)
    /// +1 or −1: which way the outgoing view turns.
    let direction: CGFloat
    let duration: TimeInterval

    /// A view's transform turned by `angle` about the axis, seen through a
    /// perspective whose eye is `distance` points away.
    func turned(_ base: CATransform3D, by angle: CGFloat, distance: CGFloat) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / distance
        return CATransform3DConcat(CATransform3DRotate(perspective, angle, axis.x, axis.y, 0), base)
    }

    /// Runs the flip in `transitionContext`: the presented view is added to the
    /// container at its final frame when `presenting`; `completeTransition` is
    /// called with `!transitionWasCancelled` when the flip ends.
    func run(in transitionContext: UIViewControllerContextTransitioning, presenting: Bool) {
        let container = transitionContext.containerView
        let outgoing = transitionContext.view(forKey: .from)
        let incoming = transitionContext.view(forKey: .to)
        let distance = max(container.bounds.width, container.bounds.height, 1) * 2
        let quarter = direction * .pi / 2
        let outgoingBase = outgoing?.layer.transform ?? CATransform3DIdentity
        let incomingBase = incoming?.layer.transform ?? CATransform3DIdentity
        UIView.performWithoutAnimation {
            if presenting, let incoming, let controller = transitionContext.viewController(forKey: .to) {
                incoming.frame = transitionContext.finalFrame(for: controller)
                container.addSubview(incoming)
            }
            outgoing?.layer.transform = turned(outgoingBase, by: 0, distance: distance)
            incoming?.layer.transform = turned(incomingBase, by: -quarter, distance: distance)
        }
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [.calculationModeLinear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                outgoing?.layer.transform = turned(outgoingBase, by: quarter, distance: distance)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                incoming?.layer.transform = turned(incomingBase, by: 0, distance: distance)
            }
        }, completion: { _ in
            UIView.performWithoutAnimation {
                outgoing?.layer.transform = outgoingBase
                incoming?.layer.transform = incomingBase
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
