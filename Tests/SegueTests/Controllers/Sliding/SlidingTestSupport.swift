import Foundation
@testable import Segue

/// A sliding container as a window's root on a headless host: top "T", under-left
/// "L", under-right "R", all logging into one `CallbackLog`, their views loaded
/// and the log cleared, so tests compare only what happens next.
@MainActor
final class SlidingFixture {
    static let size = CGSize(width: 320, height: 480)

    let host: HeadlessHost
    let log = CallbackLog()
    let top: LoggingViewController
    let left: LoggingViewController
    let right: LoggingViewController
    let sliding: SlidingViewController

    init(underLeft: Bool = true, underRight: Bool = true) {
        host = HeadlessHost(size: Self.size)
        top = LoggingViewController("T", log: log)
        left = LoggingViewController("L", log: log)
        right = LoggingViewController("R", log: log)
        sliding = SlidingViewController(topViewController: top)
        if underLeft { sliding.underLeftViewController = left }
        if underRight { sliding.underRightViewController = right }
        _ = left.view
        _ = right.view
        host.window.rootViewController = sliding
        host.runTicks(1)
        log.clear()
    }

    /// The container's delegate, held strongly here (the container holds it weakly).
    var delegate: SlidingViewControllerDelegate? {
        didSet { sliding.delegate = delegate }
    }

    var bounds: CGRect { sliding.view.bounds }
    var topView: UIView { top.view }

    /// The top view's frame anchored right with the default 44 pt peek.
    var anchoredRightFrame: CGRect { bounds.offsetBy(dx: Self.size.width - 44, dy: 0) }
    /// The top view's frame anchored left with the default 44 pt peek.
    var anchoredLeftFrame: CGRect { bounds.offsetBy(dx: -(Self.size.width - 44), dy: 0) }

    /// Whether `view` is a subview of the container just below the top view (or `top`).
    func isJustBelowTop(_ view: UIView, top: UIView? = nil) -> Bool {
        let subviews = sliding.view.subviews
        guard let index = subviews.firstIndex(where: { $0 === view }), index + 1 < subviews.count else { return false }
        return subviews[index + 1] === (top ?? topView)
    }

    /// Logs the coordinator's completion of the running transition.
    func logCoordinatorCompletion() {
        sliding.transitionCoordinator?.animate(alongsideTransition: nil) { [log] _ in
            log.record("coordinator.completion")
        }
    }
}

/// An animation controller that logs its calls, keeps the context, and animates
/// with the default sliding animation.
@MainActor
final class RecordingSlidingAnimator: UIViewControllerAnimatedTransitioning {
    let log: CallbackLog
    let inner: SlidingAnimationController
    private(set) var animateCount = 0
    private(set) var context: UIViewControllerContextTransitioning?

    init(log: CallbackLog, duration: TimeInterval = 0.25) {
        self.log = log
        inner = SlidingAnimationController(duration: duration)
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        inner.transitionDuration(using: transitionContext)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        animateCount += 1
        context = transitionContext
        log.record("animator.animateTransition")
        inner.animateTransition(using: transitionContext)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.record("animator.animationEnded(\(transitionCompleted))")
    }
}

/// An interaction controller driven by the test: `startInteractiveTransition`
/// logs, keeps the context and — when `animator` is set — calls its
/// `animateTransition`; the test then calls `finish()` or `cancel()`.
@MainActor
final class ScriptedSlidingInteractor: UIViewControllerInteractiveTransitioning {
    let log: CallbackLog
    var animator: UIViewControllerAnimatedTransitioning?
    private(set) var startCount = 0
    private(set) var context: UIViewControllerContextTransitioning?

    init(log: CallbackLog, animator: UIViewControllerAnimatedTransitioning? = nil) {
        self.log = log
        self.animator = animator
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        startCount += 1
        context = transitionContext
        log.record("interactor.startInteractiveTransition")
        animator?.animateTransition(using: transitionContext)
    }

    func finish() {
        context?.updateInteractiveTransition(1)
        context?.finishInteractiveTransition()
    }

    func cancel() {
        context?.updateInteractiveTransition(0)
        context?.cancelInteractiveTransition()
    }
}

/// A delegate vending what the test sets and recording what it was asked.
@MainActor
final class ScriptedSlidingDelegate: SlidingViewControllerDelegate {
    var animator: UIViewControllerAnimatedTransitioning?
    var interactor: UIViewControllerInteractiveTransitioning?
    private(set) var askedOperations: [SlidingViewController.Operation] = []
    private(set) var askedTopControllers: [UIViewController] = []
    private(set) var interactionAskedFor: [AnyObject] = []

    init(animator: UIViewControllerAnimatedTransitioning? = nil, interactor: UIViewControllerInteractiveTransitioning? = nil) {
        self.animator = animator
        self.interactor = interactor
    }

    func slidingViewController(_ slidingViewController: SlidingViewController,
                               animationControllerFor operation: SlidingViewController.Operation,
                               topViewController: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        askedOperations.append(operation)
        askedTopControllers.append(topViewController)
        return animator
    }

    func slidingViewController(_ slidingViewController: SlidingViewController,
                               interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactionAskedFor.append(animationController)
        return interactor
    }
}

/// A delegate implementing neither method (the protocol's defaults answer nil).
@MainActor
final class SilentSlidingDelegate: SlidingViewControllerDelegate {}
