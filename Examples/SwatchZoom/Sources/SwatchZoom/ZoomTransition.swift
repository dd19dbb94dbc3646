import Segue

// An iOS 7-style custom navigation transition: the navigation controller's delegate
// vends an animator that zooms a swatch's page out of its tile (and back into it),
// and, for a pop a finger started, a UIPercentDrivenInteractiveTransition driven by
// a screen-edge pan.

/// Zooms the pushed page out of the selected tile, or the popped page back into it.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    /// Seconds the zoom takes.
    var duration: TimeInterval = 0.45

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        let grid = (operation == .push ? fromVC : toVC) as? SwatchGridViewController
        let page = operation == .push ? toVC.view! : fromVC.view!
        // The page's frame filling the container: where a push ends, where a pop starts.
        let full = operation == .push ? transitionContext.finalFrame(for: toVC) : transitionContext.initialFrame(for: fromVC)
        let tileFrame = grid?.selectedTile.map { $0.convert($0.bounds, to: container) } ?? full.insetBy(dx: full.width / 3, dy: full.height / 3)
        let shrunk = CGAffineTransform(translationX: tileFrame.midX - full.midX, y: tileFrame.midY - full.midY)
            .scaledBy(x: tileFrame.width / full.width, y: tileFrame.height / full.height)

        if operation == .push {
            toVC.view.frame = full
            toVC.view.transform = shrunk
            toVC.view.alpha = 0.4
            container.addSubview(toVC.view)
        } else {
            toVC.view.frame = transitionContext.finalFrame(for: toVC)
            container.insertSubview(toVC.view, belowSubview: fromVC.view)
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
            page.transform = self.operation == .push ? .identity : shrunk
            page.alpha = self.operation == .push ? 1 : 0.4
        }, completion: { _ in
            page.transform = .identity
            page.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// A pan from the left edge of a swatch's page pops it, the page shrinking back
/// into its tile under the finger; released past half the width it completes.
final class EdgePopInteractor: UIPercentDrivenInteractiveTransition {
    /// True while the pan drives the pop: only then does the delegate vend it.
    private(set) var isInteracting = false
    private weak var navigationController: UINavigationController?

    /// Adds the edge pan to `page`'s view.
    func attach(to page: UIViewController, in navigationController: UINavigationController) {
        self.navigationController = navigationController
        let pan = UIScreenEdgePanGestureRecognizer(target: self, action: EdgePopInteractor.handleEdgePan)
        pan.edges = .left
        page.view.addGestureRecognizer(pan)
    }

    func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
        // Measured in the window: the page itself shrinks as the pop runs.
        guard let view = pan.view, let window = view.window else { return }
        let progress = min(max(pan.translation(in: window).x / window.bounds.width, 0), 1)
        switch pan.state {
        case .began:
            isInteracting = true
            navigationController?.popViewController(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            progress >= 0.5 ? finish() : cancel()
        case .cancelled, .failed:
            isInteracting = false
            cancel()
        default:
            break
        }
    }
}

/// The navigation controller's delegate: the zoom for pushes and pops, the edge
/// pan's interactor for a pop it started, and the pan added to each page shown.
final class ZoomNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let interactor = EdgePopInteractor()
    /// Seconds each zoom takes (the studio's tuning panel edits it).
    var duration: TimeInterval = 0.45

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = ZoomAnimator(operation: operation)
        animator.duration = duration
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactor.isInteracting ? interactor : nil
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        if viewController is SwatchPageViewController {
            interactor.attach(to: viewController, in: navigationController)
        }
    }
}

/// The navigation controller the program shows: the grid at the root, the zoom
/// delegate in charge of its transitions.
final class SwatchNavigationController: UINavigationController {
    let zoomDelegate = ZoomNavigationDelegate()

    init() {
        super.init(rootViewController: SwatchGridViewController())
        delegate = zoomDelegate
    }

    required init?(coder: NSCoder) { nil }

    var grid: SwatchGridViewController { viewControllers[0] as! SwatchGridViewController }
}
