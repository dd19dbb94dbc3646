import Foundation
@testable import Segue

/// An animator for presentation tests: presenting, it adds the presented view at
/// its final frame, fully transparent, and fades it in; dismissing, it fades the
/// outgoing view out. It completes with `!transitionWasCancelled` and logs
/// "animator.animateTransition" and "animator.animationEnded(…)".
@MainActor
final class FadeTestAnimator: UIViewControllerAnimatedTransitioning {
    let log: CallbackLog?
    let duration: TimeInterval
    /// The context of the last `animateTransition(using:)`.
    private(set) var context: UIViewControllerContextTransitioning?

    init(log: CallbackLog? = nil, duration: TimeInterval = 0.5) {
        self.log = log
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        log?.record("animator.animateTransition")
        let container = transitionContext.containerView
        let incoming = transitionContext.view(forKey: .to)
        let outgoing = transitionContext.view(forKey: .from)
        let presenting = transitionContext.viewController(forKey: .to)?.presentingViewController
            === transitionContext.viewController(forKey: .from)
        if presenting, let incoming, let to = transitionContext.viewController(forKey: .to) {
            incoming.frame = transitionContext.finalFrame(for: to)
            incoming.alpha = 0
            container.addSubview(incoming)
        }
        UIView.animate(withDuration: duration, animations: {
            if presenting { incoming?.alpha = 1 } else { outgoing?.alpha = 0 }
        }, completion: { _ in
            if !presenting { outgoing?.alpha = 1 }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log?.record("animator.animationEnded(\(transitionCompleted))")
    }
}

/// An animator that never calls `completeTransition(_:)` by itself: the test
/// completes the transition through `context`. Presenting (the incoming
/// controller's initial frame is `.zero`), it adds the incoming view at its
/// final frame; otherwise it touches nothing.
@MainActor
final class ManualTestAnimator: UIViewControllerAnimatedTransitioning {
    private(set) var context: UIViewControllerContextTransitioning?
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        if let to = transitionContext.viewController(forKey: .to), let view = transitionContext.view(forKey: .to),
           transitionContext.initialFrame(for: to) == .zero {
            view.frame = transitionContext.finalFrame(for: to)
            transitionContext.containerView.addSubview(view)
        }
    }
}

/// An interaction controller for tests: starting, it runs the animator's
/// `animateTransition(using:)` and keeps the context so the test can finish or
/// cancel the interaction.
@MainActor
final class TestInteractor: UIViewControllerInteractiveTransitioning {
    let animator: UIViewControllerAnimatedTransitioning
    let log: CallbackLog?
    private(set) var context: UIViewControllerContextTransitioning?

    init(animator: UIViewControllerAnimatedTransitioning, log: CallbackLog? = nil) {
        self.animator = animator
        self.log = log
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        log?.record("interactor.startInteractiveTransition")
        animator.animateTransition(using: transitionContext)
    }
}

/// A transitioning delegate for tests: vends `animator` (for both directions),
/// an interactor when `interactive` is set, and for `.custom` presentations the
/// presentation controller `makePresentationController` makes. Logs what it is
/// asked.
@MainActor
final class TestTransitioningDelegate: UIViewControllerTransitioningDelegate {
    var animator: UIViewControllerAnimatedTransitioning?
    var interactive = false
    var makePresentationController: ((UIViewController, UIViewController?) -> UIPresentationController?)?
    let log: CallbackLog?
    private(set) var interactor: TestInteractor?
    private(set) var askedForInteractorWith: [ObjectIdentifier] = []

    init(animator: UIViewControllerAnimatedTransitioning?, interactive: Bool = false, log: CallbackLog? = nil) {
        self.animator = animator
        self.interactive = interactive
        self.log = log
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log?.record("delegate.animationControllerForPresented")
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log?.record("delegate.animationControllerForDismissed")
        return animator
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        log?.record("delegate.interactionControllerForPresentation")
        return vendInteractor(for: animator)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        log?.record("delegate.interactionControllerForDismissal")
        return vendInteractor(for: animator)
    }

    private func vendInteractor(for animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        askedForInteractorWith.append(ObjectIdentifier(animator))
        guard interactive else { return nil }
        let interactor = TestInteractor(animator: animator, log: log)
        self.interactor = interactor
        return interactor
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        log?.record("delegate.presentationController")
        return makePresentationController?(presented, presenting)
    }
}

/// A presentation controller that logs its transition hooks and container
/// layout, and places the presented view in the bottom half of the container.
@MainActor
final class LoggingPresentationController: UIPresentationController {
    let log: CallbackLog
    private(set) var layoutCount = 0
    /// The presented controller's `transitionCoordinator` seen in
    /// `presentationTransitionWillBegin()`.
    /// Weak: the coordinator holds the presented controller, which holds this
    /// presentation controller (a cycle the leak check would report).
    private(set) weak var coordinatorAtWillBegin: UIViewControllerTransitionCoordinator?

    init(presented: UIViewController, presenting: UIViewController?, log: CallbackLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func containerViewWillLayoutSubviews() {
        layoutCount += 1
        if !presentedViewController.isBeingPresented && !presentedViewController.isBeingDismissed {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    override func presentationTransitionWillBegin() {
        coordinatorAtWillBegin = presentedViewController.transitionCoordinator
        log.record("pc.presentationTransitionWillBegin")
    }
    override func presentationTransitionDidEnd(_ completed: Bool) { log.record("pc.presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log.record("pc.dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log.record("pc.dismissalTransitionDidEnd(\(completed))") }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        log.record("pc.viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// A root controller in a fresh host, with its view in the window, and the
/// entries of `log` without the viewDidLoad lines.
@MainActor
struct PresentationFixture {
    let host: HeadlessHost
    let log = CallbackLog()
    let root: LoggingViewController
    private let teardown: PresentationTeardown

    init(size: CGSize = CGSize(width: 400, height: 600)) {
        host = HeadlessHost(size: size)
        root = LoggingViewController("A", log: log)
        host.window.rootViewController = root
        host.runTicks(1)
        log.clear()
        teardown = PresentationTeardown(host: host, root: root)
    }

    /// The log without view-loading lines.
    var entries: [String] { log.entries.filter { !$0.hasSuffix(".viewDidLoad") } }

    /// The presentation containers in the window, bottom to top.
    var containers: [UIView] { host.window.subviews.filter { $0 is PresentationContainerView } }
}

/// Ends what a test left on screen when its `PresentationFixture` goes: a
/// transition still running is run to its end (its animations removed, so their
/// completions run) and the presentations still up are dismissed without
/// animation. A presentation holds its presenting and presented controllers and
/// its presentation controller, which hold it, until it is dismissed (UIKit's do
/// too); left up when the test ends, they would outlive it and the sanitizer
/// run's leak check would report them. Whatever it reports is dropped: the test's
/// expectations are already done.
@MainActor
final class PresentationTeardown {
    private let host: HeadlessHost
    private let root: UIViewController

    init(host: HeadlessHost, root: UIViewController) {
        self.host = host
        self.root = root
    }

    isolated deinit {
        _ = collectingDiagnostics {
            finishRunningTransitions()
            if root.presentedViewController != nil {
                root.dismiss(animated: false)
                finishRunningTransitions()
            }
        }
    }

    private func finishRunningTransitions() {
        var ticks = 0
        while host.window.isRunningTransition && ticks < 600 {
            host.window.layer.removeAllAnimationsInTree()
            host.runTicks(1)
            ticks += 1
        }
    }
}

/// Whether two rectangles agree within `tolerance` points on every edge.
func approximatelyEqual(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 0.01) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// Whether two transforms agree within `tolerance` in every element.
func approximatelyEqual(_ a: CATransform3D, _ b: CATransform3D, tolerance: CGFloat = 1e-3) -> Bool {
    let pairs: [(CGFloat, CGFloat)] = [
        (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14),
        (a.m21, b.m21), (a.m22, b.m22), (a.m23, b.m23), (a.m24, b.m24),
        (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
        (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44),
    ]
    return pairs.allSatisfy { abs($0.0 - $0.1) <= tolerance }
}

/// The frame a view shows right now (its presentation layer's bounds and
/// position), in its superview's coordinates, for an untransformed view.
@MainActor
func presentedFrame(of view: UIView) -> CGRect {
    let layer = view.layer.presentation()!
    let size = layer.bounds.size
    return CGRect(x: layer.position.x - size.width * layer.anchorPoint.x,
                  y: layer.position.y - size.height * layer.anchorPoint.y,
                  width: size.width, height: size.height)
}
