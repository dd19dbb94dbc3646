import Foundation

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
