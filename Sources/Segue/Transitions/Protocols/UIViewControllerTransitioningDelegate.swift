import Foundation

/// Vends the objects that run a controller's presentation and dismissal (UIKit's
/// `UIViewControllerTransitioningDelegate`), set as the presented controller's
/// `transitioningDelegate` (held weakly, as UIKit does). Every method is optional:
/// the defaults answer nil, which means UIKit's standard transition.
///
/// The animation controller is asked for first; the interaction controller only
/// when there is one, and with it as the argument. A nil interaction controller
/// runs the animator non-interactively.
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animation controller for presenting `presented`, or nil for the standard
    /// animation of its `modalTransitionStyle`. `presenting` is the controller that will
    /// present it and `source` the one `present(_:animated:completion:)` was called on.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The animation controller for dismissing `dismissed`, or nil for the standard
    /// animation of its `modalTransitionStyle`.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller that drives the presentation `animator` runs, or nil
    /// to run it non-interactively. Asked only when there is a custom animator.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The interaction controller that drives the dismissal `animator` runs, or nil
    /// to run it non-interactively. Asked only when there is a custom animator.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller managing a `.custom` presentation; nil gives a
    /// plain `UIPresentationController`.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Answers nil: the standard presentation animation.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Answers nil: the standard dismissal animation.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    /// Answers nil: the presentation runs non-interactively.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    /// Answers nil: the dismissal runs non-interactively.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
