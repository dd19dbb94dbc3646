import Foundation

/// The object a navigation controller tells about the controllers it shows and
/// asks for custom transitions (UIKit's `UINavigationControllerDelegate`, held
/// weakly by `UINavigationController.delegate`). Every method is optional: the
/// defaults do nothing and answer nil, which gives UIKit's standard slide.
///
/// For a stack change the navigation controller calls, in order:
/// `navigationController(_:willShow:animated:)` (after the appearance callbacks
/// began), `navigationController(_:animationControllerFor:from:to:)` — only for
/// animated changes — and, only when that returned an animator,
/// `navigationController(_:interactionControllerFor:)` with that animator; then,
/// once the transition completed, `navigationController(_:didShow:animated:)`.
/// A cancelled transition does not call `didShow` (as in UIKit, where a cancelled
/// interactive pop leaves the delegate with only the `willShow`).
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// A controller's view is about to be shown (the transition has not started).
    func navigationController(_ navigationController: UINavigationController,
                              willShow viewController: UIViewController, animated: Bool)

    /// A controller's view is shown: the transition completed.
    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool)

    /// The animation controller for an animated push or pop, or nil for the
    /// standard slide.
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?

    /// The interaction controller driving the transition `animationController`
    /// animates, or nil to run it non-interactively. Asked only when the delegate
    /// vended an animation controller.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}

    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}

    /// Nil: the standard slide.
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController,
                                     to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }

    /// Nil: the animator runs non-interactively.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}
