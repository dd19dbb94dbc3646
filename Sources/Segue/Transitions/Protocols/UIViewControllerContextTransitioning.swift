import Foundation

/// What an animation or interaction controller knows about the transition it runs
/// (UIKit's `UIViewControllerContextTransitioning`). The container creates it;
/// animators read controllers, views and frames from it and report back through it.
///
/// Frames follow UIKit's rules: `initialFrame(for:)` and `finalFrame(for:)` are
/// `.zero` when unknown; the outgoing controller's final frame is `.zero` exactly
/// when its view leaves the window, and a non-zero final frame must be respected. A
/// cancelled transition must leave every view at its initial frame.
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; the animator adds the incoming view to it.
    var containerView: UIView { get }
    /// Whether the transition animates (false for `animated: false` calls).
    var isAnimated: Bool { get }
    /// Whether input is driving the transition right now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (interactively, or by completing with false).
    var transitionWasCancelled: Bool { get }
    /// The modal style of a presentation or dismissal; `.none` for other containers.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation a transition from an orientation change applies; identity otherwise.
    var targetTransform: CGAffineTransform { get }

    /// Reports the interaction's progress, 0…1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the interaction ended and the transition will complete.
    func finishInteractiveTransition()
    /// Reports that the interaction ended and the transition will be cancelled.
    func cancelInteractiveTransition()
    /// Reports that input took an animating transition over again (iOS 10).
    func pauseInteractiveTransition()
    /// Ends the transition; must be called exactly once. `false` cancels it: the
    /// container restores the hierarchy as it was before.
    func completeTransition(_ didComplete: Bool)

    /// The controller for a key, nil when the transition has none for it.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view the animator should animate for a key, or nil when it must leave
    /// that view alone (see `UITransitionContextViewKey`).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where a controller's view is when the transition begins (`.zero` if unknown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where a controller's view must be when the transition ends (`.zero` when it
    /// leaves the window or the container does not know).
    func finalFrame(for vc: UIViewController) -> CGRect
}
