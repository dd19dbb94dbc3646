import Foundation
import Testing
@testable import Segue

/// Cancelled pushes and pops: UIKit's cancelled-transition order, and the stack,
/// children, views and bar restored exactly.
@MainActor
@Suite("UINavigationController: cancelled transitions")
struct NavigationCancellationTests {
    /// A fixture whose delegate vends a recording animator and an interactor that
    /// starts it, so the test can cancel.
    @MainActor
    struct Interactive {
        let f: NavigationFixture
        let delegate: RecordingNavigationDelegate
        let animator: NavigationTestAnimator
        let interactor: NavigationTestInteractor

        init(stack: [String] = ["A"]) {
            let fixture = NavigationFixture()
            if stack.count > 1 {
                fixture.navigation.setViewControllers(stack.map { fixture[$0] }, animated: false)
            }
            f = fixture
            animator = NavigationTestAnimator(log: f.log)
            interactor = NavigationTestInteractor(log: f.log, animator: animator)
            delegate = RecordingNavigationDelegate(log: f.log, animator: animator, interactor: interactor)
            f.navigation.delegate = delegate
            f.log.clear()
        }
    }

    @Test("cancelled interactive pop: from.willDisappear → to.willAppear → to.willDisappear → to.didDisappear → from.willAppear → from.didAppear")
    func cancelledPop() throws {
        let t = Interactive(stack: ["A", "B"])
        let f = t.f
        let childrenBefore = f.navigation.children
        let bFrame = f["B"].view.frame
        f.navigation.popViewController(animated: true)
        let context = try #require(t.interactor.context)
        #expect(context.isInteractive)
        context.cancelInteractiveTransition()
        f.finishTransitions()
        #expect(f.appearanceCallbacks == [
            "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
            "B.viewWillAppear", "B.viewDidAppear",
        ])
        #expect(f.log.entries == [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "delegate.willShow(A)",
            "delegate.animationController(pop, B→A)", "delegate.interactionController",
            "interactor.startInteractiveTransition", "animator.animateTransition",
            "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear", "B.didMove(parent)",
            "animator.animationEnded(false)",
        ])
        #expect(f.stackNames == ["A", "B"])
        #expect(f.navigation.children.map(ObjectIdentifier.init) == childrenBefore.map(ObjectIdentifier.init))
        #expect(f.containerSubviews == [f["B"].view])
        #expect(f["B"].view.frame == bFrame)
        #expect(f["A"].viewIfLoaded?.superview == nil)
        #expect(!f["B"].isMovingFromParent && !f["B"].isMovingToParent)
        #expect(f["B"].parent === f.navigation)
        #expect(f.navigation.activeTransition == nil)
        #expect(f["B"].appearanceState == .appeared && f["A"].appearanceState == .disappeared)
    }

    @Test("cancelled push: the pushed controller leaves again with willMove(nil) and didMove(nil)")
    func cancelledPush() throws {
        let t = Interactive()
        let f = t.f
        f.navigation.pushViewController(f["B"], animated: true)
        let log = f.log
        f.navigation.transitionCoordinator?.animate(alongsideTransition: nil, completion: { context in
            log.record("alongsideCompletion(cancelled: \(context.isCancelled))")
        })
        try #require(t.interactor.context).cancelInteractiveTransition()
        f.finishTransitions()
        #expect(f.callbacksWithoutLoads == [
            "B.willMove(parent)", "A.viewWillDisappear", "B.viewWillAppear", "delegate.willShow(B)",
            "delegate.animationController(push, A→B)", "delegate.interactionController",
            "interactor.startInteractiveTransition", "animator.animateTransition",
            "B.viewWillDisappear", "B.viewDidDisappear", "B.willMove(nil)", "B.didMove(nil)",
            "A.viewWillAppear", "A.viewDidAppear", "alongsideCompletion(cancelled: true)", "animator.animationEnded(false)",
        ])
        #expect(f.navigation.transitionCoordinator == nil && f["B"].transitionCoordinator == nil)
        #expect(f.stackNames == ["A"] && f.childNames == ["A"])
        #expect(f["B"].parent == nil && !f["B"].isMovingToParent)
        #expect(f.containerSubviews == [f["A"].view])
        #expect(f["A"].view.frame == f.navigation.contentView.bounds)
        // The stack works afterwards: the same controller can be pushed again.
        f.navigation.delegate = nil
        f.navigation.pushViewController(f["B"], animated: true)
        f.finishTransitions()
        #expect(f.stackNames == ["A", "B"])
    }

    @Test("cancelled popToRoot restores the whole stack and the children's order")
    func cancelledPopToRoot() throws {
        let t = Interactive(stack: ["A", "B", "C"])
        let f = t.f
        let childrenBefore = f.navigation.children
        f.navigation.popToRootViewController(animated: true)
        #expect(f.stackNames == ["A"])
        try #require(t.interactor.context).cancelInteractiveTransition()
        f.finishTransitions()
        #expect(f.callbacksWithoutLoads.filter { $0.contains("Move") } == [
            "C.willMove(nil)", "B.willMove(nil)", "B.didMove(parent)", "C.didMove(parent)",
        ])
        #expect(f.stackNames == ["A", "B", "C"])
        #expect(f.navigation.children.map(ObjectIdentifier.init) == childrenBefore.map(ObjectIdentifier.init))
        #expect(f.containerSubviews == [f["C"].view])
        #expect(!f["B"].isMovingFromParent && !f["C"].isMovingFromParent)
    }

    @Test("cancelled setViewControllers restores the stack; added controllers leave, removed ones stay")
    func cancelledSetViewControllers() throws {
        let t = Interactive(stack: ["A", "B"])
        let f = t.f
        f.navigation.setViewControllers([f["C"], f["D"]], animated: true)
        try #require(t.interactor.context).cancelInteractiveTransition()
        f.finishTransitions()
        #expect(f.stackNames == ["A", "B"] && f.childNames == ["A", "B"])
        #expect(f["C"].parent == nil && f["D"].parent == nil)
        #expect(f.log.entries.filter { $0.contains("Move") } == [
            "B.willMove(nil)", "A.willMove(nil)", "C.willMove(parent)", "D.willMove(parent)",
            "D.willMove(nil)", "D.didMove(nil)", "C.willMove(nil)", "C.didMove(nil)",
            "A.didMove(parent)", "B.didMove(parent)",
        ])
    }

    @Test("a cancelled transition leaves the bar as it was, at full opacity")
    func cancelledBarSnapsBack() throws {
        let t = Interactive(stack: ["A", "B"])
        let f = t.f
        let bar = f.navigation.navigationBar
        let before = bar.content
        f.navigation.popViewController(animated: true)
        #expect(bar.titleLabel.text == "A")
        try #require(t.interactor.context).cancelInteractiveTransition()
        f.finishTransitions()
        #expect(bar.content === before)
        #expect(bar.titleLabel.text == "B" && bar.backButton.title(for: .normal) == "‹ A")
        #expect(before?.alpha == 1 && before?.layer.presentation()?.opacity == 1)
        #expect(bar.subviews.filter { $0 is NavigationBarContentView }.count == 1)
        #expect(bar.topItem === f["B"].navigationItem)
    }

    @Test("completeTransition(false) from a non-interactive animator cancels too")
    func animatorCancels() {
        final class Refusing: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.1 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                transitionContext.completeTransition(false)
            }
        }
        let f = NavigationFixture()
        let delegate = RecordingNavigationDelegate(log: f.log, animator: Refusing())
        f.navigation.delegate = delegate
        f.navigation.pushViewController(f["B"], animated: true)
        #expect(f.stackNames == ["A"])
        #expect(f.appearanceCallbacks == [
            "A.viewWillDisappear", "B.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear",
            "A.viewWillAppear", "A.viewDidAppear",
        ])
        #expect(f.containerSubviews == [f["A"].view])
    }
}
