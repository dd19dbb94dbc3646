import Segue
import Testing

// iOS 7 interactors (a percent-driven pop driven by a pan handler) and iOS 10
// property animators, in the styles of the public tutorials.

final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        let container = transitionContext.containerView
        let width = container.bounds.width
        toVC.view.frame = transitionContext.finalFrame(for: toVC)
        toVC.view.transform = CGAffineTransform(translationX: -width / 3, y: 0)
        container.insertSubview(toVC.view, belowSubview: fromVC.view)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
            fromVC.view.transform = CGAffineTransform(translationX: width, y: 0)
            toVC.view.transform = .identity
        }, completion: { _ in
            fromVC.view.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class NavigationHandler: NSObject, UINavigationControllerDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? SlideAnimator() : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

final class ListViewController: UIViewController {}

final class ItemViewController: UIViewController {
    let handler: NavigationHandler

    init(handler: NavigationHandler) {
        self.handler = handler
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        // #selector(handlePan(_:)) is written as a method reference (docs/UIKIT-BEHAVIOUR.md).
        let pan = UIPanGestureRecognizer(target: self, action: ItemViewController.handlePan)
        view.addGestureRecognizer(pan)
    }

    // UIKit code marks it @objc for #selector; Linux has no Objective-C runtime, so the
    // attribute is left out (docs/UIKIT-BEHAVIOUR.md, "#selector and target–action").
    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let progress = max(0, min(1, gesture.translation(in: view).x / view.bounds.width))
        switch gesture.state {
        case .began:
            handler.interaction = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            handler.interaction?.update(progress)
        case .ended, .cancelled:
            if progress > 0.5 || gesture.velocity(in: view).x > 800 {
                handler.interaction?.finish()
            } else {
                handler.interaction?.cancel()
            }
            handler.interaction = nil
        default:
            break
        }
    }
}

@MainActor
@Suite struct InteractiveTransitionTests {
    @Test func aPanDrivenPopFinishesPastHalfway() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let handler = NavigationHandler()
        let list = ListViewController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.delegate = handler
        host.window.rootViewController = navigation
        host.advance(by: 0.1)
        let item = ItemViewController(handler: handler)
        navigation.pushViewController(item, animated: false)
        host.advance(by: 0.1)

        host.drag(from: CGPoint(x: 40, y: 200), to: CGPoint(x: 260, y: 200), duration: 0.5)
        host.advance(by: 1)
        #expect(navigation.topViewController === list)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aPropertyAnimatorScrubsReversesAndCompletes() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(card)
        host.advance(by: 0.1)

        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            card.center.x += 200
        }
        var endPosition: UIViewAnimatingPosition?
        animator.addCompletion { position in endPosition = position }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        host.advance(by: 0.05)
        #expect(abs(card.layer.presentation()!.position.x - 150) < 1)
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        host.advance(by: 1)
        #expect(endPosition == .start)
        #expect(card.center.x == 50)
    }

    @Test func containmentCallsTheChildCallbacksInUIKitsOrder() {
        final class Child: UIViewController {
            var events: [String] = []
            override func willMove(toParent parent: UIViewController?) {
                super.willMove(toParent: parent)
                events.append("will \(parent == nil ? "leave" : "join")")
            }
            override func didMove(toParent parent: UIViewController?) {
                super.didMove(toParent: parent)
                events.append("did \(parent == nil ? "leave" : "join")")
            }
        }
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let parent = UIViewController()
        host.window.rootViewController = parent
        let child = Child()
        parent.addChild(child)
        child.view.frame = parent.view.bounds.insetBy(dx: 20, dy: 20)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        host.advance(by: 0.1)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.events == ["will join", "did join", "will leave", "did leave"])
        #expect(parent.children.isEmpty)
    }
}
