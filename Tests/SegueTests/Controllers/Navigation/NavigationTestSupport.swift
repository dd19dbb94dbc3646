import Foundation
@testable import Segue

/// A navigation controller shown as a window's root controller on a headless
/// host, with logging controllers named "A", "B", … of which the first is the root.
@MainActor
struct NavigationFixture {
    let host: HeadlessHost
    let navigation: UINavigationController
    let log: CallbackLog
    let controllers: [String: LoggingViewController]

    /// The host is 320 × 480; `names[0]` is the root. The log is cleared once the
    /// navigation controller has appeared.
    init(_ names: [String] = ["A", "B", "C", "D"], size: CGSize = CGSize(width: 320, height: 480)) {
        let log = CallbackLog()
        var controllers: [String: LoggingViewController] = [:]
        for name in names { controllers[name] = LoggingViewController(name, log: log) }
        host = HeadlessHost(size: size)
        navigation = UINavigationController(rootViewController: controllers[names[0]]!)
        host.window.rootViewController = navigation
        host.runTicks(1)
        log.clear()
        self.log = log
        self.controllers = controllers
    }

    subscript(name: String) -> LoggingViewController { controllers[name]! }

    /// Runs the clock long enough for any navigation transition to end.
    func finishTransitions() { host.advance(by: 1) }

    /// The subviews of the content view (the transition container).
    var containerSubviews: [UIView] { navigation.contentView.subviews }

    /// The names of the controllers on the stack.
    var stackNames: [String] { navigation.viewControllers.map { $0.title ?? "?" } }

    /// The names of the navigation controller's children.
    var childNames: [String] { navigation.children.map { $0.title ?? "?" } }

    /// The log without `viewDidLoad`.
    var callbacksWithoutLoads: [String] { log.entries.filter { !$0.hasSuffix(".viewDidLoad") } }

    /// Only the appearance callbacks of the log.
    var appearanceCallbacks: [String] {
        log.entries.filter { ($0.contains(".viewWill") || $0.contains(".viewDid")) && !$0.hasSuffix(".viewDidLoad") }
    }
}


/// A navigation delegate that logs what it is told and asked, and vends the
/// animator and interactor it is given.
@MainActor
final class RecordingNavigationDelegate: UINavigationControllerDelegate {
    let log: CallbackLog
    var animator: UIViewControllerAnimatedTransitioning?
    var interactor: UIViewControllerInteractiveTransitioning?
    /// The animator `interactionControllerFor` was asked with.
    private(set) var interactionArgument: UIViewControllerAnimatedTransitioning?

    init(log: CallbackLog, animator: UIViewControllerAnimatedTransitioning? = nil,
         interactor: UIViewControllerInteractiveTransitioning? = nil) {
        self.log = log
        self.animator = animator
        self.interactor = interactor
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        log.record("delegate.willShow(\(viewController.title ?? "?"))")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        log.record("delegate.didShow(\(viewController.title ?? "?"))")
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let kind = operation == .push ? "push" : operation == .pop ? "pop" : "none"
        log.record("delegate.animationController(\(kind), \(fromVC.title ?? "?")→\(toVC.title ?? "?"))")
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        log.record("delegate.interactionController")
        interactionArgument = animationController
        return interactor
    }
}

/// An animator that slides the incoming view in from the right over `duration`
/// using the context's frames, removes the outgoing view when its final frame is
/// `.zero`, restores the initial frames when cancelled, and logs its calls.
@MainActor
final class NavigationTestAnimator: UIViewControllerAnimatedTransitioning {
    let log: CallbackLog
    let duration: TimeInterval
    private(set) var context: UIViewControllerContextTransitioning?
    /// What the context answered when the transition began.
    private(set) var seenFrames: (fromInitial: CGRect, fromFinal: CGRect, toInitial: CGRect, toFinal: CGRect)?
    private(set) var seenContainer: UIView?
    private(set) var seenViews: (from: UIView?, to: UIView?)?

    init(log: CallbackLog, duration: TimeInterval = 0.3) {
        self.log = log
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        log.record("animator.animateTransition")
        context = transitionContext
        let from = transitionContext.viewController(forKey: .from)!
        let to = transitionContext.viewController(forKey: .to)!
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        seenContainer = transitionContext.containerView
        seenViews = (fromView, toView)
        let frames = (transitionContext.initialFrame(for: from), transitionContext.finalFrame(for: from),
                      transitionContext.initialFrame(for: to), transitionContext.finalFrame(for: to))
        seenFrames = frames
        let final = frames.3
        toView?.frame = final.offsetBy(dx: final.width, dy: 0)
        if let toView { transitionContext.containerView.addSubview(toView) }
        UIView.animate(withDuration: duration, animations: {
            toView?.frame = final
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                toView?.removeFromSuperview()
                fromView?.frame = frames.0
            } else if frames.1 == .zero {
                fromView?.removeFromSuperview()
            }
            transitionContext.completeTransition(!cancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.record("animator.animationEnded(\(transitionCompleted))")
    }
}

/// An interaction controller that starts the animator's animation and lets the
/// test finish or cancel it through `context`.
@MainActor
final class NavigationTestInteractor: UIViewControllerInteractiveTransitioning {
    let log: CallbackLog
    /// Whether `startInteractiveTransition` calls the animator's `animateTransition`.
    let startsAnimator: Bool
    weak var animator: UIViewControllerAnimatedTransitioning?
    private(set) var context: UIViewControllerContextTransitioning?

    init(log: CallbackLog, animator: UIViewControllerAnimatedTransitioning?, startsAnimator: Bool = true) {
        self.log = log
        self.animator = animator
        self.startsAnimator = startsAnimator
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        log.record("interactor.startInteractiveTransition")
        context = transitionContext
        if startsAnimator { animator?.animateTransition(using: transitionContext) }
    }
}
