import Foundation
import Testing
@testable import Segue

/// Which animator and interactor run a navigation transition.
@MainActor
@Suite("UINavigationController: delegate vending")
struct NavigationDelegateVendingTests {
    @Test("no delegate, or a nil animator: the standard slide runs and the interactor is not asked")
    func nilAnimatorGivesDefaultSlide() throws {
        let f = NavigationFixture()
        f.navigation.pushViewController(f["B"], animated: true)
        #expect(try #require(f.navigation.activeTransition).animator is NavigationSlideAnimator)
        f.finishTransitions()
        let delegate = RecordingNavigationDelegate(log: f.log)
        f.navigation.delegate = delegate
        f.log.clear()
        f.navigation.popViewController(animated: true)
        let context = try #require(f.navigation.activeTransition)
        #expect(context.animator is NavigationSlideAnimator)
        #expect(context.transitionDuration == NavigationSlideAnimator.duration)
        #expect(!context.isInteractive)
        #expect(!f.log.entries.contains("delegate.interactionController"))
        f.finishTransitions()
        #expect(f.stackNames == ["A"])
    }

    @Test("an animator without an interactor runs non-interactively")
    func animatorWithoutInteractor() throws {
        let f = NavigationFixture()
        let animator = NavigationTestAnimator(log: f.log)
        let delegate = RecordingNavigationDelegate(log: f.log, animator: animator)
        f.navigation.delegate = delegate
        f.navigation.pushViewController(f["B"], animated: true)
        #expect(f.log.entries.suffix(3) == [
            "delegate.animationController(push, A→B)", "delegate.interactionController", "animator.animateTransition",
        ])
        #expect(delegate.interactionArgument === animator)
        let context = try #require(animator.context)
        #expect(!context.isInteractive && context.isAnimated)
        f.finishTransitions()
        #expect(f.log.entries.suffix(5) == [
            "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)", "animator.animationEnded(true)",
            "delegate.didShow(B)",
        ])
    }

    @Test("with an interactor only startInteractiveTransition is called, with the animator as the delegate's argument")
    func interactorStartsAlone() throws {
        let f = NavigationFixture()
        let animator = NavigationTestAnimator(log: f.log)
        let interactor = NavigationTestInteractor(log: f.log, animator: animator, startsAnimator: false)
        let delegate = RecordingNavigationDelegate(log: f.log, animator: animator, interactor: interactor)
        f.navigation.delegate = delegate
        f.navigation.pushViewController(f["B"], animated: true)
        #expect(delegate.interactionArgument === animator)
        #expect(f.log.entries.contains("interactor.startInteractiveTransition"))
        #expect(!f.log.entries.contains("animator.animateTransition"))
        let context = try #require(interactor.context)
        #expect(context.isInteractive)
        // The interactor finishes the transition itself.
        context.finishInteractiveTransition()
        context.completeTransition(true)
        #expect(f.stackNames == ["A", "B"])
        #expect(f.log.entries.suffix(3) == ["B.didMove(parent)", "animator.animationEnded(true)", "delegate.didShow(B)"])
    }

    @Test("a finished interactive push completes like an animated one")
    func finishedInteractivePush() throws {
        let f = NavigationFixture()
        let animator = NavigationTestAnimator(log: f.log)
        let interactor = NavigationTestInteractor(log: f.log, animator: animator)
        let delegate = RecordingNavigationDelegate(log: f.log, animator: animator, interactor: interactor)
        f.navigation.delegate = delegate
        f.navigation.pushViewController(f["B"], animated: true)
        try #require(interactor.context).finishInteractiveTransition()
        f.finishTransitions()
        #expect(f.appearanceCallbacks == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(f.containerSubviews == [f["B"].view])
    }

    @Test("animated: false asks the delegate nothing but willShow and didShow")
    func nonAnimatedAsksNothing() {
        let f = NavigationFixture()
        let delegate = RecordingNavigationDelegate(log: f.log, animator: NavigationTestAnimator(log: f.log))
        f.navigation.delegate = delegate
        f.navigation.pushViewController(f["B"], animated: false)
        #expect(f.log.entries.filter { $0.hasPrefix("delegate.") || $0.hasPrefix("animator.") }
            == ["delegate.willShow(B)", "delegate.didShow(B)"])
    }

    @Test("the delegate is held weakly")
    func weakDelegate() {
        let f = NavigationFixture()
        do {
            let delegate = RecordingNavigationDelegate(log: f.log)
            f.navigation.delegate = delegate
            #expect(f.navigation.delegate != nil)
        }
        #expect(f.navigation.delegate == nil)
    }
}
