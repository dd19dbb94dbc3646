extension UIViewController {
    /// The nearest navigation controller among this controller's ancestors (its
    /// parent, the parent's parent, …), nil when there is none — UIKit's
    /// `navigationController`. A navigation controller's own property names the
    /// navigation controller containing it, not itself.
    public var navigationController: UINavigationController? {
        var node = parent
        while let current = node {
            if let navigation = current as? UINavigationController { return navigation }
            node = current.parent
        }
        return nil
    }
}
