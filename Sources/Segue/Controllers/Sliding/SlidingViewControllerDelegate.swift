import Foundation

/// Vends the objects that run a `SlidingViewController`'s transitions
/// (ECSlidingViewController's `ECSlidingViewControllerDelegate`). Both methods
/// are optional; the defaults answer nil.
///
/// What the answers make, as ECSlidingViewController's custom transitions guide
/// lays out:
/// - No animation controller: the default transition — `SlidingAnimationController`
///   slides the top view, and the default interaction drives it when a pan is in
///   progress. The interaction method is not asked.
/// - An animation controller and no interaction controller: its
///   `animateTransition(using:)` runs the transition (the default pan interaction
///   can still drive it).
/// - Both: only the interaction controller's `startInteractiveTransition(_:)` is
///   called; it calls the animator's `animateTransition(using:)` itself if it needs it.
///
/// Transitions asked for with `animated: false` do not consult the delegate.
@MainActor
public protocol SlidingViewControllerDelegate: AnyObject {
    /// The animation controller for a move of the top view, or nil for the default
    /// animation.
    func slidingViewController(_ slidingViewController: SlidingViewController,
                               animationControllerFor operation: SlidingViewController.Operation,
                               topViewController: UIViewController) -> UIViewControllerAnimatedTransitioning?

    /// The interaction controller driving `animationController`, or nil to run it
    /// non-interactively. Asked only when the first method vended an animator.
    func slidingViewController(_ slidingViewController: SlidingViewController,
                               interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension SlidingViewControllerDelegate {
    public func slidingViewController(_ slidingViewController: SlidingViewController,
                                      animationControllerFor operation: SlidingViewController.Operation,
                                      topViewController: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        nil
    }

    public func slidingViewController(_ slidingViewController: SlidingViewController,
                                      interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        nil
    }
}
