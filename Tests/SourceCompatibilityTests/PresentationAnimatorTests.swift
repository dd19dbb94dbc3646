import Segue
import Testing

// iOS 7 style: an animator object and a transitioning delegate, written the way
// the tutorials of the time wrote them. Only `import Segue` (no Foundation).

final class FadeInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval = 0.5
    var presenting = true
    var ended: Bool?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to) else {
            // Dismissing: fade the presented view out.
            let fromView = transitionContext.view(forKey: .from)!
            UIView.animate(withDuration: duration, animations: {
                fromView.alpha = 0.0
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
            return
        }
        let finalFrame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.frame = finalFrame
        toView.alpha = 0.0
        toView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        containerView.addSubview(toView)
        UIView.animate(withDuration: duration, delay: 0.0, usingSpringWithDamping: 0.8,
                       initialSpringVelocity: 0.0, options: [.curveEaseOut], animations: {
            toView.alpha = 1.0
            toView.transform = .identity
        }, completion: { finished in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended = transitionCompleted
    }
}

final class FadeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = FadeInAnimator()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = false
        return animator
    }
}

final class DetailViewController: UIViewController {
    var appeared = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        label.text = "Detail"
        view.addSubview(label)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appeared = true
    }
}

@MainActor
@Suite struct PresentationAnimatorTests {
    @Test func aCustomPresentationRunsTheAnimatorAndCompletes() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let root = UIViewController()
        host.window.rootViewController = root
        host.advance(by: 0.1)

        let transitioning = FadeTransitioningDelegate()
        let detail = DetailViewController()
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = transitioning
        var presented = false
        root.present(detail, animated: true) { presented = true }
        host.advance(by: 0.25)
        #expect(!presented)
        #expect(detail.view.layer.animationKeys()?.isEmpty == false)
        host.advance(by: 0.5)
        #expect(presented)
        #expect(detail.appeared)
        #expect(transitioning.animator.ended == true)
        #expect(root.presentedViewController === detail)

        var dismissed = false
        detail.dismiss(animated: true) { dismissed = true }
        host.advance(by: 1)
        #expect(dismissed)
        #expect(root.presentedViewController == nil)
    }
}
