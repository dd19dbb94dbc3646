import Foundation
import Testing
@testable import Segue

// Shared checks of the misuse tests: each case asserts ONE diagnostic line in
// Segue's uniform format, and then that nothing is left broken — the hierarchy
// matches the controllers, appearance callbacks balance, no transition is stuck,
// and the next transition runs normally.

/// Whether a diagnostic has Segue's uniform shape, `<API>: <what is wrong>; <what
/// Segue did instead>`: the call or property first, a colon, the problem, and after
/// the last semicolon what Segue did ("ignored", "using 0", …). The standard-error
/// sink adds `segue: warning: ` in front.
func isUniformDiagnostic(_ message: String) -> Bool {
    guard let colon = message.range(of: ": "), let semicolon = message.range(of: "; ", options: .backwards),
          colon.upperBound <= semicolon.lowerBound else { return false }
    let api = message[..<colon.lowerBound]
    let problem = message[colon.upperBound..<semicolon.lowerBound]
    let action = message[semicolon.upperBound...]
    return !api.isEmpty && !problem.trimmingCharacters(in: .whitespaces).isEmpty
        && !action.trimmingCharacters(in: .whitespaces).isEmpty && !message.contains("\n")
}

/// Runs `body` and expects exactly one diagnostic, in the uniform format, holding
/// every phrase of `phrases`. Returns it.
@MainActor
@discardableResult
func expectOneDiagnostic(_ phrases: String..., sourceLocation: SourceLocation = #_sourceLocation,
                         _ body: () -> Void) -> String? {
    let messages = collectingDiagnostics(body)
    #expect(messages.count == 1, "expected one diagnostic, got \(messages)", sourceLocation: sourceLocation)
    guard let message = messages.first else { return nil }
    #expect(isUniformDiagnostic(message), "not `<API>: <what>; <what Segue did>`: \(message)", sourceLocation: sourceLocation)
    for phrase in phrases {
        #expect(message.contains(phrase), "\"\(phrase)\" missing from: \(message)", sourceLocation: sourceLocation)
    }
    return message
}

/// Runs `body` and expects no diagnostic at all (UIKit's behaviour is well defined).
@MainActor
func expectNoDiagnostic(sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void) {
    let messages = collectingDiagnostics(body)
    #expect(messages.isEmpty, "unexpected diagnostics: \(messages)", sourceLocation: sourceLocation)
}

/// Expects the quiescent state every misuse must leave behind in `window`: no
/// transition running, and each controller's appearance state agreeing with where
/// its view is — `.appeared` exactly when its view is in the window (once: a view
/// has one superview), `.disappeared` otherwise — so the callbacks it saw balance.
@MainActor
func expectSettled(_ window: UIWindow, _ controllers: [UIViewController],
                   sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!window.isRunningTransition, "a transition is still running", sourceLocation: sourceLocation)
    for controller in controllers {
        let onScreen = controller.viewIfLoaded?.window === window
        let expected: AppearanceState = onScreen ? .appeared : .disappeared
        #expect(controller.appearanceState == expected,
                "\(controller.title ?? "\(type(of: controller))") is \(controller.appearanceState), its view is \(onScreen ? "" : "not ")in the window",
                sourceLocation: sourceLocation)
        #expect(controller.transitionCoordinator == nil, "a coordinator is left on \(controller.title ?? "?")",
                sourceLocation: sourceLocation)
    }
}

/// Expects the appearance callbacks of `log` to pair up per controller: every
/// will-appear/disappear is followed by its did (a cancelled change reverses
/// through the opposite will first, as UIKit's do), and nothing is left begun.
@MainActor
func expectBalancedAppearance(_ log: CallbackLog, sourceLocation: SourceLocation = #_sourceLocation) {
    var pending: [String: String] = [:]
    for entry in log.entries {
        guard let dot = entry.lastIndex(of: ".") else { continue }
        let name = String(entry[..<dot]), call = String(entry[entry.index(after: dot)...])
        switch call {
        case "viewWillAppear", "viewWillDisappear":
            pending[name] = call
        case "viewDidAppear", "viewDidDisappear":
            let will = call == "viewDidAppear" ? "viewWillAppear" : "viewWillDisappear"
            #expect(pending[name] == will, "\(name).\(call) without \(will): \(log.entries)", sourceLocation: sourceLocation)
            pending[name] = nil
        default:
            continue
        }
    }
    #expect(pending.isEmpty, "unfinished appearance changes \(pending)", sourceLocation: sourceLocation)
}

/// Runs a presentation and its dismissal from `presenter` (animated, UIKit's
/// default animation) and expects both to complete with no diagnostic: the proof
/// that a misuse left the presentation machinery working.
@MainActor
func expectPresentationWorks(from presenter: UIViewController, host: HeadlessHost,
                             sourceLocation: SourceLocation = #_sourceLocation) {
    let probe = UIViewController()
    var presented = false, dismissed = false
    expectNoDiagnostic(sourceLocation: sourceLocation) {
        presenter.present(probe, animated: true) { presented = true }
        host.advance(by: 1)
    }
    #expect(presented && presenter.presentedViewController === probe, "the next present did not complete",
            sourceLocation: sourceLocation)
    expectNoDiagnostic(sourceLocation: sourceLocation) {
        presenter.dismiss(animated: true) { dismissed = true }
        host.advance(by: 1)
    }
    #expect(dismissed && presenter.presentedViewController == nil && probe.viewIfLoaded?.superview == nil,
            "the next dismiss did not complete", sourceLocation: sourceLocation)
}

/// Pushes a fresh controller and pops it (animated) and expects both to complete
/// with no diagnostic.
@MainActor
func expectNavigationWorks(_ navigation: UINavigationController, host: HeadlessHost,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    let probe = UIViewController()
    let depth = navigation.viewControllers.count
    expectNoDiagnostic(sourceLocation: sourceLocation) {
        navigation.pushViewController(probe, animated: true)
        host.advance(by: 1)
    }
    #expect(navigation.topViewController === probe && probe.viewIfLoaded?.window != nil,
            "the next push did not complete", sourceLocation: sourceLocation)
    expectNoDiagnostic(sourceLocation: sourceLocation) {
        navigation.popViewController(animated: true)
        host.advance(by: 1)
    }
    #expect(navigation.viewControllers.count == depth && probe.viewIfLoaded?.superview == nil,
            "the next pop did not complete", sourceLocation: sourceLocation)
}

/// An animator for misuse tests that does what it is told wrong: by default it
/// adds the incoming view at its final frame and completes after `duration` with
/// `!transitionWasCancelled` (UIKit's contract); `misbehave` runs inside
/// `animateTransition(using:)` first.
@MainActor
final class MisuseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var duration: TimeInterval
    /// How long its animation lasts (the reported `duration` unless set).
    var animationDuration: TimeInterval?
    var completes = true
    /// Whether it puts the incoming view in the container (UIKit's contract).
    var addsIncomingView = true
    var misbehave: ((UIViewControllerContextTransitioning) -> Void)?
    private(set) var context: UIViewControllerContextTransitioning?
    private(set) var endedCount = 0

    init(duration: TimeInterval = 0.3) { self.duration = duration }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        misbehave?(transitionContext)
        if addsIncomingView, let to = transitionContext.viewController(forKey: .to), let view = transitionContext.view(forKey: .to),
           view.superview !== transitionContext.containerView {
            view.frame = transitionContext.finalFrame(for: to)
            transitionContext.containerView.addSubview(view)
        }
        guard completes else { return }
        // A marker view crossing the container carries the animation (and its
        // completion), so the controllers' views keep their own values.
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        transitionContext.containerView.addSubview(marker)
        UIView.animate(withDuration: animationDuration ?? duration, animations: { marker.center.x += 100 }, completion: { _ in
            marker.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { endedCount += 1 }
}

/// A transitioning delegate vending one animator (and optionally an interactor) for
/// presentations and dismissals.
@MainActor
final class MisuseTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var animator: UIViewControllerAnimatedTransitioning?
    var interactor: UIViewControllerInteractiveTransitioning?

    init(animator: UIViewControllerAnimatedTransitioning?, interactor: UIViewControllerInteractiveTransitioning? = nil) {
        self.animator = animator
        self.interactor = interactor
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interactor }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interactor }
}

/// An interaction controller that only runs the animator and leaves the ending to
/// the test, through `context`.
@MainActor
final class MisuseInteractor: NSObject, UIViewControllerInteractiveTransitioning {
    let animator: UIViewControllerAnimatedTransitioning
    var speed: CGFloat = 1
    private(set) var context: UIViewControllerContextTransitioning?

    init(animator: UIViewControllerAnimatedTransitioning) { self.animator = animator }

    var completionSpeed: CGFloat { speed }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        animator.animateTransition(using: transitionContext)
    }
}

/// A window whose root controller "A" can present "B" (both logging into `log`,
/// cleared once A has appeared).
@MainActor
struct MisuseStage {
    let host: HeadlessHost
    let log = CallbackLog()
    let root: LoggingViewController
    let modal: LoggingViewController

    init(size: CGSize = CGSize(width: 400, height: 600)) {
        host = HeadlessHost(size: size)
        root = LoggingViewController("A", log: log)
        modal = LoggingViewController("B", log: log)
        host.window.rootViewController = root
        host.runTicks(1)
        log.clear()
    }

    /// Presents "B" through `delegate` (kept by the caller: UIKit's
    /// `transitioningDelegate` is weak).
    func present(through delegate: UIViewControllerTransitioningDelegate?, animated: Bool = true,
                 completion: (() -> Void)? = nil) {
        modal.transitioningDelegate = delegate
        root.present(modal, animated: animated, completion: completion)
    }

    /// The settled-state checks for A and B, and the log's balance.
    func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
        expectSettled(host.window, [root, modal], sourceLocation: sourceLocation)
        expectBalancedAppearance(log, sourceLocation: sourceLocation)
    }

    /// Dismisses whatever A presents (animated, with UIKit's standard animation:
    /// the misbehaving delegate is dropped first) and proves a new presentation works.
    func expectRecovers(sourceLocation: SourceLocation = #_sourceLocation) {
        modal.transitioningDelegate = nil
        if root.presentedViewController != nil {
            expectNoDiagnostic(sourceLocation: sourceLocation) {
                root.dismiss(animated: true)
                host.advance(by: 1)
            }
            #expect(root.presentedViewController == nil, sourceLocation: sourceLocation)
        }
        expectConsistent(sourceLocation: sourceLocation)
        expectPresentationWorks(from: root, host: host, sourceLocation: sourceLocation)
    }
}

/// A navigation controller delegate vending one animator for every operation.
@MainActor
final class MisuseNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let animator: UIViewControllerAnimatedTransitioning
    init(animator: UIViewControllerAnimatedTransitioning) { self.animator = animator }
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}

/// A tab bar controller delegate vending one animator for every switch.
@MainActor
final class MisuseTabDelegate: NSObject, UITabBarControllerDelegate {
    let animator: UIViewControllerAnimatedTransitioning
    init(animator: UIViewControllerAnimatedTransitioning) { self.animator = animator }
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}
