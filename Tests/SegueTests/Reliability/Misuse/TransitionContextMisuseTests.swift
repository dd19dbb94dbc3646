import Foundation
import Testing
@testable import Segue

/// Misuse of the transition context by animators and interaction controllers:
/// each is one diagnostic, and the presentation it happens in still ends in a
/// consistent state from which the next transition works.
@MainActor
@Suite("Misuse: the transition context")
struct TransitionContextMisuseTests {
    @Test("completeTransition called twice: the second call is reported and ignored")
    func completeTwice() {
        let stage = MisuseStage()
        let animator = MisuseAnimator()
        let delegate = MisuseTransitioningDelegate(animator: animator)
        var completions = 0
        stage.present(through: delegate) { completions += 1 }
        stage.host.advance(by: 1)
        expectOneDiagnostic("completeTransition(false)", "called again", "ignored") {
            animator.context?.completeTransition(false)
        }
        #expect(completions == 1 && animator.endedCount == 1)
        #expect(stage.root.presentedViewController === stage.modal)
        stage.expectConsistent()
        stage.expectRecovers()
    }

    @Test("completeTransition never called: the watchdog reports it once; completing late settles everything")
    func completeNever() {
        let stage = MisuseStage()
        let animator = MisuseAnimator()
        animator.completes = false
        let delegate = MisuseTransitioningDelegate(animator: animator)
        var completed = false
        stage.present(through: delegate) { completed = true }
        expectOneDiagnostic("MisuseAnimator has not called completeTransition(_:)", "stays in transition") {
            stage.host.advance(by: 12)
        }
        expectNoDiagnostic { stage.host.advance(by: 30) }  // reported once, not every tick
        #expect(stage.host.window.isRunningTransition && !completed)
        #expect(stage.modal.transitionCoordinator != nil)
        expectNoDiagnostic { animator.context?.completeTransition(true) }
        #expect(completed)
        stage.expectConsistent()
        stage.expectRecovers()
    }

    @Test("completeTransition(true) after the interaction was cancelled completes, as asked, with one warning")
    func completeTrueAfterCancel() {
        let stage = MisuseStage()
        let animator = MisuseAnimator()
        animator.completes = false
        let interactor = MisuseInteractor(animator: animator)
        let delegate = MisuseTransitioningDelegate(animator: animator, interactor: interactor)
        stage.present(through: delegate)
        interactor.context?.updateInteractiveTransition(0.4)
        interactor.context?.cancelInteractiveTransition()
        expectOneDiagnostic("completeTransition(true) after the transition was cancelled", "completing it as asked") {
            interactor.context?.completeTransition(true)
        }
        #expect(stage.root.presentedViewController === stage.modal)
        stage.expectConsistent()
        stage.expectRecovers()
    }

    @Test("finishInteractiveTransition after cancelInteractiveTransition is reported; the cancel stands")
    func finishAfterCancel() {
        let stage = MisuseStage()
        let animator = MisuseAnimator()
        animator.completes = false
        let interactor = MisuseInteractor(animator: animator)
        let delegate = MisuseTransitioningDelegate(animator: animator, interactor: interactor)
        stage.present(through: delegate)
        let context = interactor.context
        context?.updateInteractiveTransition(0.6)
        context?.cancelInteractiveTransition()
        expectOneDiagnostic("finishInteractiveTransition()", "after cancelInteractiveTransition()", "ignored") {
            context?.finishInteractiveTransition()
        }
        #expect(context?.transitionWasCancelled == true)
        expectNoDiagnostic { context?.completeTransition(!(context?.transitionWasCancelled ?? false)) }
        #expect(stage.root.presentedViewController == nil)
        stage.expectConsistent()
        stage.expectRecovers()
    }

    @Test("updateInteractiveTransition on a transition with no interaction controller is ignored")
    func updateWithoutInteractor() {
        let stage = MisuseStage()
        let animator = MisuseAnimator()
        let delegate = MisuseTransitioningDelegate(animator: animator)
        stage.present(through: delegate)
        expectOneDiagnostic("updateInteractiveTransition(0.5)", "without an interaction controller", "ignored") {
            animator.context?.updateInteractiveTransition(0.5)
        }
        #expect(animator.context?.isInteractive == false)
        stage.host.advance(by: 1)
        #expect(stage.root.presentedViewController === stage.modal)
        stage.expectConsistent()
        stage.expectRecovers()
    }

    @Test("an interaction call after the transition ended is ignored")
    func interactionAfterEnd() {
        let stage = MisuseStage()
        let animator = MisuseAnimator()
        let interactor = MisuseInteractor(animator: animator)
        let delegate = MisuseTransitioningDelegate(animator: animator, interactor: interactor)
        stage.present(through: delegate)
        interactor.context?.finishInteractiveTransition()
        stage.host.advance(by: 1)
        #expect(stage.root.presentedViewController === stage.modal)
        expectOneDiagnostic("cancelInteractiveTransition()", "after the transition ended", "ignored") {
            interactor.context?.cancelInteractiveTransition()
        }
        #expect(interactor.context?.transitionWasCancelled == false)
        stage.expectConsistent()
        stage.expectRecovers()
    }

    @Test("a negative or NaN transitionDuration is reported and 0 used", arguments: [-1.0, Double.nan, -Double.infinity])
    func badTransitionDuration(_ duration: Double) {
        let stage = MisuseStage()
        let animator = MisuseAnimator(duration: duration)
        animator.animationDuration = 0.3
        let delegate = MisuseTransitioningDelegate(animator: animator)
        expectOneDiagnostic("transitionDuration(using:) returned \(duration)", "using 0") {
            stage.present(through: delegate)
        }
        #expect((animator.context as? ViewControllerTransitionContext)?.transitionDuration == 0)
        stage.host.advance(by: 1)
        #expect(stage.root.presentedViewController === stage.modal)
        stage.expectConsistent()
        stage.expectRecovers()
    }

    @Test("an interaction controller's completionSpeed of 0 or less is reported; the coordinator answers 1",
          arguments: [0.0, -2.0, CGFloat.nan])
    func badInteractorCompletionSpeed(_ speed: CGFloat) {
        let stage = MisuseStage()
        let animator = MisuseAnimator()
        let interactor = MisuseInteractor(animator: animator)
        interactor.speed = speed
        let delegate = MisuseTransitioningDelegate(animator: animator, interactor: interactor)
        expectOneDiagnostic("completionSpeed is \(speed)", "must be positive and finite", "completionVelocity") {
            stage.present(through: delegate)
        }
        #expect(stage.modal.transitionCoordinator?.completionVelocity == 1)
        interactor.context?.finishInteractiveTransition()
        stage.host.advance(by: 1)
        #expect(stage.root.presentedViewController === stage.modal)
        stage.expectConsistent()
        stage.expectRecovers()
    }

    @Test("a custom container starting a context twice: the second start is ignored")
    func startTwice() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        let from = UIViewController(), to = UIViewController()
        container.addSubview(from.view)
        let context = ViewControllerTransitionContext(containerView: container, from: from, to: to,
                                                      fromView: from.view, toView: to.view, isAnimated: true)
        var ends = 0
        context.endHandler = { _ in ends += 1 }
        let animator = MisuseAnimator()
        context.start(animator: animator)
        expectOneDiagnostic("start(animator:interactor:) called twice", "ignored") {
            context.start(animator: MisuseAnimator())
        }
        host.advance(by: 1)
        #expect(ends == 1 && animator.endedCount == 1 && context.isCompleted)
        #expect(to.view.superview === container && !host.window.isRunningTransition)
    }

    @Test("a custom container completing a context it never started: ignored, and the context still starts")
    func completeBeforeStart() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        let from = UIViewController(), to = UIViewController()
        let context = ViewControllerTransitionContext(containerView: container, from: from, to: to,
                                                      fromView: nil, toView: to.view, isAnimated: true)
        expectOneDiagnostic("completeTransition(true) before the transition started", "ignored") {
            context.completeTransition(true)
        }
        #expect(!context.isCompleted)
        context.start(animator: MisuseAnimator())
        host.advance(by: 1)
        #expect(context.isCompleted && !context.transitionWasCancelled && !host.window.isRunningTransition)
    }
}
