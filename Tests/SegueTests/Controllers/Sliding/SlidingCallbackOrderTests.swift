import Foundation
import Testing
@testable import Segue

/// Whole callback sequences of anchoring and resetting, completed and cancelled,
/// on both sides: the under controller's appearance, the coordinator's completion,
/// the animator's `animationEnded`, then `onComplete`. The top controller gets
/// nothing (it stays visible).
@MainActor
@Suite("SlidingViewController: callback orders, completed and cancelled")
struct SlidingCallbackOrderTests {
    /// Runs one operation with the default animator under a scripted interactor,
    /// finishing or cancelling it, and returns the log.
    private func run(_ f: SlidingFixture, cancel: Bool, _ move: (SlidingViewController, @escaping () -> Void) -> Void) {
        let animator = RecordingSlidingAnimator(log: f.log)
        let interactor = ScriptedSlidingInteractor(log: f.log, animator: animator)
        f.delegate = ScriptedSlidingDelegate(animator: animator, interactor: interactor)
        move(f.sliding) { f.log.record("onComplete") }
        f.logCoordinatorCompletion()
        f.host.advance(by: 0.1)
        if cancel { interactor.cancel() } else { interactor.finish() }
        f.host.settle()
        f.delegate = nil
    }

    @Test("anchor right, completed")
    func anchorRightCompleted() {
        let f = SlidingFixture()
        run(f, cancel: false) { $0.anchorTopViewToRight(animated: true, onComplete: $1) }
        #expect(f.log.entries == [
            "L.viewWillAppear", "interactor.startInteractiveTransition", "animator.animateTransition",
            "L.viewDidAppear", "coordinator.completion", "animator.animationEnded(true)", "onComplete",
        ])
        #expect(f.sliding.currentTopViewPosition == .anchoredRight)
    }

    @Test("anchor right, cancelled: the under controller's appearance is reversed")
    func anchorRightCancelled() {
        let f = SlidingFixture()
        run(f, cancel: true) { $0.anchorTopViewToRight(animated: true, onComplete: $1) }
        #expect(f.log.entries == [
            "L.viewWillAppear", "interactor.startInteractiveTransition", "animator.animateTransition",
            "L.viewWillDisappear", "L.viewDidDisappear", "coordinator.completion",
            "animator.animationEnded(false)", "onComplete",
        ])
        #expect(f.sliding.currentTopViewPosition == .centered)
        #expect(f.left.view.superview == nil)
    }

    @Test("reset from right, completed")
    func resetFromRightCompleted() {
        let f = SlidingFixture()
        f.sliding.anchorTopViewToRight(animated: false)
        f.log.clear()
        run(f, cancel: false) { $0.resetTopView(animated: true, onComplete: $1) }
        #expect(f.log.entries == [
            "L.viewWillDisappear", "interactor.startInteractiveTransition", "animator.animateTransition",
            "L.viewDidDisappear", "coordinator.completion", "animator.animationEnded(true)", "onComplete",
        ])
        #expect(f.sliding.currentTopViewPosition == .centered)
    }

    @Test("reset from right, cancelled: the under controller re-appears")
    func resetFromRightCancelled() {
        let f = SlidingFixture()
        f.sliding.anchorTopViewToRight(animated: false)
        f.log.clear()
        run(f, cancel: true) { $0.resetTopView(animated: true, onComplete: $1) }
        #expect(f.log.entries == [
            "L.viewWillDisappear", "interactor.startInteractiveTransition", "animator.animateTransition",
            "L.viewWillAppear", "L.viewDidAppear", "coordinator.completion",
            "animator.animationEnded(false)", "onComplete",
        ])
        #expect(f.sliding.currentTopViewPosition == .anchoredRight)
        #expect(f.isJustBelowTop(f.left.view))
    }

    @Test("anchor left and reset from left mirror the right side with the under-right controller")
    func leftSide() {
        let f = SlidingFixture()
        run(f, cancel: true) { $0.anchorTopViewToLeft(animated: true, onComplete: $1) }
        run(f, cancel: false) { $0.anchorTopViewToLeft(animated: true, onComplete: $1) }
        run(f, cancel: true) { $0.resetTopView(animated: true, onComplete: $1) }
        run(f, cancel: false) { $0.resetTopView(animated: true, onComplete: $1) }
        let start = ["interactor.startInteractiveTransition", "animator.animateTransition"]
        let end = { (completed: Bool) in ["coordinator.completion", "animator.animationEnded(\(completed))", "onComplete"] }
        #expect(f.log.entries ==
            ["R.viewWillAppear"] + start + ["R.viewWillDisappear", "R.viewDidDisappear"] + end(false)
            + ["R.viewWillAppear"] + start + ["R.viewDidAppear"] + end(true)
            + ["R.viewWillDisappear"] + start + ["R.viewWillAppear", "R.viewDidAppear"] + end(false)
            + ["R.viewWillDisappear"] + start + ["R.viewDidDisappear"] + end(true))
        #expect(f.sliding.currentTopViewPosition == .centered)
    }

    @Test("the default animation, non-interactive: appearance, coordinator, onComplete")
    func defaultAnimationOrder() {
        let f = SlidingFixture()
        f.sliding.anchorTopViewToRight(animated: true) { f.log.record("onComplete") }
        f.logCoordinatorCompletion()
        f.host.settle()
        f.sliding.resetTopView(animated: true) { f.log.record("onComplete") }
        f.logCoordinatorCompletion()
        f.host.settle()
        #expect(f.log.entries == [
            "L.viewWillAppear", "L.viewDidAppear", "coordinator.completion", "onComplete",
            "L.viewWillDisappear", "L.viewDidDisappear", "coordinator.completion", "onComplete",
        ])
    }

    @Test("the coordinator is available in the under controller's viewWillAppear, and cleared after")
    func coordinatorInViewWillAppear() {
        final class Under: UIViewController {
            weak var coordinatorSeen: UIViewControllerTransitionCoordinator?  // weak: it holds this controller
            var animatedFlag: Bool?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                coordinatorSeen = transitionCoordinator
                animatedFlag = animated
            }
        }
        let f = SlidingFixture()
        let under = Under()
        f.sliding.underLeftViewController = under
        f.sliding.anchorTopViewToRight(animated: true)
        #expect(under.coordinatorSeen != nil)
        #expect(under.coordinatorSeen === f.sliding.transitionCoordinator)
        #expect(f.top.transitionCoordinator === under.coordinatorSeen)
        #expect(under.animatedFlag == true)
        f.host.settle()
        #expect(under.transitionCoordinator == nil)
        #expect(f.sliding.transitionCoordinator == nil)
        #expect(f.top.transitionCoordinator == nil)
    }

    @Test("no appearance callbacks while the container is not visible; they come when it appears")
    func invisibleContainer() {
        let host = HeadlessHost(size: SlidingFixture.size)
        let log = CallbackLog()
        let top = LoggingViewController("T", log: log)
        let left = LoggingViewController("L", log: log)
        let sliding = SlidingViewController(topViewController: top)
        sliding.underLeftViewController = left
        _ = left.view
        log.clear()
        sliding.anchorTopViewToRight(animated: false)
        #expect(sliding.currentTopViewPosition == .anchoredRight)
        #expect(log.entries == ["T.viewDidLoad"])
        host.window.rootViewController = sliding
        #expect(log.entries == ["T.viewDidLoad", "T.viewWillAppear", "L.viewWillAppear", "T.viewDidAppear", "L.viewDidAppear"])
        log.clear()
        host.window.isHidden = true
        #expect(log.entries == ["T.viewWillDisappear", "L.viewWillDisappear", "T.viewDidDisappear", "L.viewDidDisappear"])
    }
}
