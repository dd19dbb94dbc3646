import Foundation
@testable import Segue

/// An animator that slides the incoming view from the right over `duration` and
/// completes with `!transitionWasCancelled`, logging what is called.
@MainActor
final class RecordingSlideAnimator: UIViewControllerAnimatedTransitioning {
    let log: CallbackLog
    let duration: TimeInterval
    private(set) var animateCount = 0

    init(log: CallbackLog, duration: TimeInterval = 0.5) {
        self.log = log
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        animateCount += 1
        log.record("animator.animateTransition")
        let container = transitionContext.containerView
        guard let to = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to) else { return }
        let final = transitionContext.finalFrame(for: to)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        container.addSubview(toView)
        UIView.animate(withDuration: duration, animations: { toView.frame = final }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.record("animator.animationEnded(\(transitionCompleted))")
    }
}

/// An interaction controller that only records the context; the test drives it.
@MainActor
final class ScriptedInteractor: UIViewControllerInteractiveTransitioning {
    let log: CallbackLog
    let animator: UIViewControllerAnimatedTransitioning
    var startsInteractively = true
    private(set) var context: UIViewControllerContextTransitioning?

    init(log: CallbackLog, animator: UIViewControllerAnimatedTransitioning) {
        self.log = log
        self.animator = animator
    }

    var wantsInteractiveStart: Bool { startsInteractively }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        log.record("interactor.startInteractiveTransition")
        context = transitionContext
        animator.animateTransition(using: transitionContext)
    }
}

/// A minimal custom container, written as a user of the public API would: it
/// swaps its one visible child through a `ViewControllerTransitionContext`.
@MainActor
final class SwapContainer: UIViewController {
    private(set) var visible: UIViewController?
    private(set) var activeTransition: ViewControllerTransitionContext?

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    func show(_ first: UIViewController) {
        addChild(first)
        first.view.frame = view.bounds
        view.addSubview(first.view)
        first.didMove(toParent: self)
        visible = first
    }

    @discardableResult
    func swap(to next: UIViewController, animator: UIViewControllerAnimatedTransitioning,
              interactor: UIViewControllerInteractiveTransitioning? = nil, animated: Bool = true,
              completion: ((Bool) -> Void)? = nil) -> ViewControllerTransitionContext? {
        guard let current = visible, activeTransition == nil else { return nil }
        addChild(next)
        let context = ViewControllerTransitionContext(containerView: view, from: current, to: next,
                                                      fromView: current.view, toView: next.view, isAnimated: animated)
        context.setInitialFrame(current.view.frame, for: current)
        context.setFinalFrame(view.bounds, for: next)
        context.completionHandler = { [unowned self] completed in
            if completed {
                current.view.removeFromSuperview()
                current.willMove(toParent: nil)
                current.removeFromParent()
                next.didMove(toParent: self)
                self.visible = next
                current.endAppearanceTransition()
                next.endAppearanceTransition()
            } else {
                next.view.removeFromSuperview()
                next.beginAppearanceTransition(false, animated: animated)
                next.endAppearanceTransition()
                current.beginAppearanceTransition(true, animated: animated)
                current.endAppearanceTransition()
                next.willMove(toParent: nil)
                next.removeFromParent()
            }
        }
        context.endHandler = { [unowned self] completed in
            current.activeTransitionCoordinator = nil
            next.activeTransitionCoordinator = nil
            self.activeTransition = nil
            completion?(completed)
        }
        current.activeTransitionCoordinator = context
        next.activeTransitionCoordinator = context
        activeTransition = context
        current.beginAppearanceTransition(false, animated: animated)
        next.beginAppearanceTransition(true, animated: animated)
        context.start(animator: animated ? animator : ImmediateTransitionAnimator(), interactor: interactor)
        return context
    }
}

/// A host with a swap container as its root, showing controller A.
@MainActor
struct SwapScene {
    let host = HeadlessHost(size: CGSize(width: 400, height: 300))
    let log = CallbackLog()
    let container = SwapContainer()
    let a: LoggingViewController
    let b: LoggingViewController

    init() {
        a = LoggingViewController("A", log: log)
        b = LoggingViewController("B", log: log)
        container.show(a)
        host.window.rootViewController = container
        a.beginAppearanceTransition(true, animated: false)
        a.endAppearanceTransition()
        _ = b.view
        host.advance(by: 0.1)
        log.clear()
    }
}
