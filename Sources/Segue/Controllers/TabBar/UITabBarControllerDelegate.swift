import Foundation

/// The object a `UITabBarController` asks about tab switches (UIKit's
/// `UITabBarControllerDelegate`), held weakly. Every method is optional: the
/// protocol extension gives UIKit's defaults (allow every tap, no custom
/// animation, no interaction).
///
/// As in UIKit, `tabBarController(_:shouldSelect:)` and
/// `tabBarController(_:didSelect:)` are called only for taps on the tab bar, not
/// when code sets `selectedIndex` or `selectedViewController`; the animation
/// controller *is* asked for both. The interaction controller is asked for only
/// when the animation controller is non-nil, and gets it as its argument.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether a tapped tab may become selected (true by default). Also asked when
    /// the tapped tab is already selected.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool

    /// A tapped tab became selected. Called once the switch has started (at once
    /// for the default instant switch, before a custom animation ends), and also
    /// when the tapped tab was already selected, as UIKit documents since iOS 3.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)

    /// The animation controller for a switch between two tabs; nil (the default)
    /// gives UIKit's instant switch.
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?

    /// The interaction controller driving the switch the animation controller
    /// animates; nil (the default) runs the animation on its own.
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }

    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}

    public func tabBarController(_ tabBarController: UITabBarController,
                                 animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        nil
    }

    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        nil
    }
}
