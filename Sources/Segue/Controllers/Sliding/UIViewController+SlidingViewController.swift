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

extension UIViewControllerContextTransitioning {
    /// The top controller of a `SlidingViewController` transition (the `.from`
    /// controller when anchoring, `.to` when resetting), nil for other
    /// transitions. ECSlidingViewController's animators read it with
    /// `ECTransitionContextTopViewControllerKey`; Segue's context keeps UIKit's two
    /// keys, so this finds it through the controllers' container.
    public var slidingTopViewController: UIViewController? {
        for key in [UITransitionContextViewControllerKey.from, .to] {
            guard let controller = viewController(forKey: key),
                  let sliding = controller.parent as? SlidingViewController else { continue }
            return sliding.topViewController
        }
        return nil
    }
}
