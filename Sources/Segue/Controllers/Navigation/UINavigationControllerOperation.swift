extension UINavigationController {
    /// The kind of stack change a navigation transition animates (UIKit's
    /// `UINavigationController.Operation`), passed to the delegate's
    /// `navigationController(_:animationControllerFor:from:to:)`.
    ///
    /// `setViewControllers(_:animated:)` is a `.push` when the new top controller
    /// was not on the stack and a `.pop` when it was.
    public enum Operation: Int, Sendable {
        /// No change (UIKit never asks for an animator with it; neither does Segue).
        case none = 0
        /// A controller arrives on top of the stack.
        case push = 1
        /// The top controller leaves, uncovering one below it.
        case pop = 2
    }
}
