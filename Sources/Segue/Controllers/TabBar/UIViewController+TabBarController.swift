import Foundation

extension UIViewController {
    /// The nearest tab bar controller among the controller's parent,
    /// grandparent, … (UIKit's `tabBarController`): nil when it is in none. A tab
    /// bar controller answers the one it is itself inside, if any. Presentation
    /// does not count: a controller presented from a tab answers nil.
    public var tabBarController: UITabBarController? {
        var node = parent
        while let current = node {
            if let tabs = current as? UITabBarController { return tabs }
            node = current.parent
        }
        return nil
    }
}
