import Foundation

/// The object a `UITabBar` tells about taps (UIKit's `UITabBarDelegate`), held
/// weakly. The bar of a `UITabBarController` reports to its controller instead,
/// which runs UIKit's selection flow (`shouldSelect`, the switch, `didSelect`).
@MainActor
public protocol UITabBarDelegate: AnyObject {
    /// An item was tapped and is now the bar's `selectedItem`. Optional.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
