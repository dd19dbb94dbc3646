import Foundation

extension UIViewController {
    /// The nearest `SlidingViewController` containing this controller, as
    /// ECSlidingViewController's category finds it: starting at the parent (or,
    /// without one, the presenting controller) and walking up parents and
    /// presenters. Nil when there is none; a sliding controller does not answer
    /// itself.
    public var slidingViewController: SlidingViewController? {
        var node = parent ?? presentingViewController
        while let current = node {
            if let sliding = current as? SlidingViewController { return sliding }
            node = current.parent ?? current.presentingViewController
        }
        return nil
    }
}
