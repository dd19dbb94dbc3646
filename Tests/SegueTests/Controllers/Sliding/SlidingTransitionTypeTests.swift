import Foundation
import Testing
@testable import Segue

/// The guide's three kinds of transition — default, custom animation, custom
/// animation with custom interaction — and which methods the container calls.
@MainActor
@Suite("SlidingViewController: default, custom animation, custom interaction")
struct SlidingTransitionTypeTests {
    @Test("no delegate: the default animation slides the top view linearly over 0.25 s")
    func defaultTransition() {
        let f = SlidingFixture()
        var completed = false
        f.sliding.anchorTopViewToRight(animated: true) { completed = true }
        #expect(f.sliding.activeTransition?.animator is SlidingAnimationController)
        #expect(f.sliding.activeTransition?.interactor == nil)
        #expect(f.sliding.activeTransition?.transitionDuration == 0.25)
        #expect(f.isJustBelowTop(f.left.view))
        f.host.advance(by: 0.125)
        // Halfway through a linear slide from x 0 to x 276: the centre at 160 + 138.
        let midX = f.topView.layer.presentation()!.position.x
        #expect(abs(midX - 298) < 6)
        #expect(!completed)
        #expect(f.sliding.currentTopViewPosition == .centered)
        f.host.advance(by: 0.15)
        #expect(completed)
        #expect(f.sliding.currentTopViewPosition == .anchoredRight)
        #expect(f.topView.frame == f.anchoredRightFrame)
        #expect(f.sliding.activeTransition == nil)
    }

    @Test("a delegate answering nil gets the default animation and is not asked for an interactor")
    func delegateAnsweringNil() {
        let f = SlidingFixture()
        let delegate = ScriptedSlidingDelegate()
        f.delegate = delegate
        f.sliding.anchorTopViewToLeft(animated: true)
        #expect(delegate.askedOperations == [.anchorLeft])
        #expect(delegate.askedTopControllers.first === f.top)
        #expect(delegate.interactionAskedFor.isEmpty)
        #expect(f.sliding.activeTransition?.animator is SlidingAnimationController)
        f.host.settle()
        #expect(f.sliding.currentTopViewPosition == .anchoredLeft)
        #expect(f.topView.frame == f.anchoredLeftFrame)
    }

    @Test("a delegate implementing neither method gets the default animation")
    func silentDelegate() {
        let f = SlidingFixture()
        let delegate = SilentSlidingDelegate()
        f.delegate = delegate
        f.sliding.anchorTopViewToRight(animated: true)
        #expect(f.sliding.activeTransition?.animator is SlidingAnimationController)
        f.host.settle()
        #expect(f.sliding.currentTopViewPosition == .anchoredRight)
    }

    @Test("custom animation, no interactor: animateTransition runs, startInteractiveTransition does not")
    func customAnimation() {
        let f = SlidingFixture()
        let animator = RecordingSlidingAnimator(log: f.log)
        let delegate = ScriptedSlidingDelegate(animator: animator)
        f.delegate = delegate
        f.sliding.anchorTopViewToRight(animated: true)
        #expect(animator.animateCount == 1)
        #expect(f.sliding.activeTransition?.interactor == nil)
        #expect(delegate.interactionAskedFor.count == 1)
        #expect(delegate.interactionAskedFor.first === animator)
        #expect(animator.context?.isInteractive == false)
        f.host.settle()
        #expect(f.sliding.currentTopViewPosition == .anchoredRight)
        #expect(f.log.entries == ["L.viewWillAppear", "animator.animateTransition", "L.viewDidAppear",
                                  "animator.animationEnded(true)"])
    }

    @Test("custom animation and interaction: only startInteractiveTransition is called")
    func customInteraction() {
        let f = SlidingFixture()
        let animator = RecordingSlidingAnimator(log: f.log)
        let interactor = ScriptedSlidingInteractor(log: f.log)  // does not call the animator
        let delegate = ScriptedSlidingDelegate(animator: animator, interactor: interactor)
        f.delegate = delegate
        var completed = false
        f.sliding.anchorTopViewToRight(animated: true) { completed = true }
        #expect(interactor.startCount == 1)
        #expect(animator.animateCount == 0)
        let context = interactor.context!
        #expect(context.isInteractive)
        // The interactor moves the views itself and ends the transition.
        f.host.advance(by: 1)
        #expect(animator.animateCount == 0)
        #expect(!completed)
        interactor.finish()
        f.left.view.frame = context.finalFrame(for: f.left)
        f.sliding.view.insertSubview(f.left.view, belowSubview: f.topView)
        f.topView.frame = context.finalFrame(for: f.top)
        context.completeTransition(!context.transitionWasCancelled)
        #expect(completed)
        #expect(f.sliding.currentTopViewPosition == .anchoredRight)
        #expect(animator.animateCount == 0)
        #expect(f.log.entries == ["L.viewWillAppear", "interactor.startInteractiveTransition", "L.viewDidAppear",
                                  "animator.animationEnded(true)"])
    }

    @Test("the default animator can be vended with a custom interaction")
    func defaultAnimatorWithCustomInteraction() {
        let f = SlidingFixture()
        let animator = SlidingAnimationController()
        let interactor = ScriptedSlidingInteractor(log: f.log, animator: animator)
        f.delegate = ScriptedSlidingDelegate(animator: animator, interactor: interactor)
        f.sliding.defaultTransitionDuration = 0.5
        f.sliding.anchorTopViewToLeft(animated: true)
        #expect(f.sliding.activeTransition?.transitionDuration == 0.5)
        interactor.finish()
        f.host.settle()
        #expect(f.sliding.currentTopViewPosition == .anchoredLeft)
        #expect(f.topView.frame == f.anchoredLeftFrame)
    }

    @Test("while an interaction is in progress the default interaction controller drives the transition")
    func defaultInteractionHook() {
        let f = SlidingFixture()
        let interactor = ScriptedSlidingInteractor(log: f.log)
        interactor.animator = f.sliding.defaultAnimationController
        f.sliding.defaultInteractionController = interactor
        f.sliding.isInteractionInProgress = true
        f.sliding.anchorTopViewToRight(animated: true)
        #expect(interactor.startCount == 1)
        #expect(f.sliding.activeTransition?.animator === f.sliding.defaultAnimationController)
        interactor.finish()
        f.host.settle()
        #expect(f.sliding.currentTopViewPosition == .anchoredRight)
        #expect(!f.sliding.isInteractionInProgress)

        // A custom animator without a custom interactor is driven by the default one too.
        let animator = RecordingSlidingAnimator(log: f.log)
        interactor.animator = animator
        f.delegate = ScriptedSlidingDelegate(animator: animator)
        f.sliding.isInteractionInProgress = true
        f.sliding.resetTopView(animated: true)
        #expect(interactor.startCount == 2)
        #expect(animator.animateCount == 1)
        interactor.finish()
        f.host.settle()
        #expect(f.sliding.currentTopViewPosition == .centered)
    }

    @Test("without an interaction in progress, or without a default interactor, transitions are not interactive")
    func noDefaultInteraction() {
        let f = SlidingFixture()
        let interactor = ScriptedSlidingInteractor(log: f.log, animator: f.sliding.defaultAnimationController)
        f.sliding.defaultInteractionController = interactor
        f.sliding.anchorTopViewToRight(animated: true)
        #expect(interactor.startCount == 0)
        f.host.settle()
        f.sliding.defaultInteractionController = nil
        f.sliding.isInteractionInProgress = true
        f.sliding.resetTopView(animated: true)
        #expect(f.sliding.activeTransition?.interactor == nil)
        f.host.settle()
        #expect(f.sliding.currentTopViewPosition == .centered)
        #expect(!f.sliding.isInteractionInProgress)
    }

    @Test("animated: false does not ask the delegate and completes at once with the same callbacks")
    func notAnimated() {
        let f = SlidingFixture()
        let delegate = ScriptedSlidingDelegate(animator: RecordingSlidingAnimator(log: f.log))
        f.delegate = delegate
        f.sliding.anchorTopViewToRight(animated: false) { f.log.record("onComplete") }
        #expect(delegate.askedOperations.isEmpty)
        #expect(f.sliding.currentTopViewPosition == .anchoredRight)
        #expect(f.topView.frame == f.anchoredRightFrame)
        #expect(f.left.view.frame == f.bounds)
        #expect(f.isJustBelowTop(f.left.view))
        f.sliding.resetTopView(animated: false) { f.log.record("onComplete") }
        #expect(f.sliding.currentTopViewPosition == .centered)
        #expect(f.topView.frame == f.bounds)
        #expect(f.left.viewIfLoaded?.superview == nil)
        #expect(f.log.entries == ["L.viewWillAppear", "L.viewDidAppear", "onComplete",
                                  "L.viewWillDisappear", "L.viewDidDisappear", "onComplete"])
    }

    @Test("the delegate is told each operation and the top controller; the current operation shows while it runs")
    func operations() {
        let f = SlidingFixture()
        let delegate = ScriptedSlidingDelegate()
        f.delegate = delegate
        f.sliding.anchorTopViewToRight(animated: true)
        #expect(f.sliding.currentOperation == .anchorRight)
        f.host.settle()
        #expect(f.sliding.currentOperation == .none)
        f.sliding.resetTopView(animated: true)
        #expect(f.sliding.currentOperation == .resetFromRight)
        f.host.settle()
        f.sliding.anchorTopViewToLeft(animated: true)
        f.host.settle()
        f.sliding.resetTopView(animated: true)
        f.host.settle()
        #expect(delegate.askedOperations == [.anchorRight, .resetFromRight, .anchorLeft, .resetFromLeft])
        #expect(delegate.askedTopControllers.allSatisfy { $0 === f.top })
    }

    @Test("onComplete can start the next transition")
    func chaining() {
        let f = SlidingFixture()
        var done = false
        f.sliding.anchorTopViewToRight(animated: true) {
            f.sliding.resetTopView(animated: true) { done = true }
        }
        f.host.settle()
        f.host.settle()
        #expect(done)
        #expect(f.sliding.currentTopViewPosition == .centered)
        #expect(f.log.entries == ["L.viewWillAppear", "L.viewDidAppear", "L.viewWillDisappear", "L.viewDidDisappear"])
    }

    @Test("the delegate is held weakly")
    func weakDelegate() {
        let f = SlidingFixture()
        weak var gone: SilentSlidingDelegate?
        do {
            let delegate = SilentSlidingDelegate()
            f.sliding.delegate = delegate
            gone = delegate
            #expect(f.sliding.delegate != nil)
        }
        #expect(gone == nil)
        #expect(f.sliding.delegate == nil)
    }
}
