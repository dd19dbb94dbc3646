import Foundation
import Testing
@testable import Segue

@MainActor
@Suite("UIPercentDrivenInteractiveTransition: the interruptible-animator path (iOS 10)")
struct PercentDrivenInterruptibleTests {
    @Test("update drives fractionComplete; finish and cancel continue the animator with UIKit's factors")
    func drivesTheAnimator() throws {
        for finishing in [true, false] {
            let harness = InteractiveHarness()
            let animator = InterruptibleTransitionAnimator()
            let interactor = UIPercentDrivenInteractiveTransition()
            interactor.completionSpeed = 2
            let context = harness.start(animator, interactor)
            let fake = animator.vended
            #expect(animator.animateCount == 1)
            #expect(fake.calls == ["start", "pause"])
            #expect(context.isInteractive && context.isInterruptible)
            // The container's clock is left alone on this path.
            #expect(harness.container.view.layer.speed == 1)
            interactor.update(0.3)
            #expect(fake.fractionComplete == 0.3)
            #expect(context.percentComplete == 0.3)
            finishing ? interactor.finish() : interactor.cancel()
            #expect(fake.isReversed == !finishing)
            let continued = try #require(fake.continuedWith)
            #expect(abs(continued.factor - (finishing ? 0.7 : 0.3) / 2) < 1e-9)
            let cubic = try #require(continued.parameters as? UICubicTimingParameters)
            #expect(cubic.animationCurve == .easeInOut)
            #expect(!context.isInteractive)
            context.completeTransition(finishing)      // the animator's completion would
            #expect(harness.host.settle())
        }
    }

    @Test("grabbing a running transition: started with wantsInteractiveStart false, pause takes it over")
    func grabRunning() {
        let harness = InteractiveHarness()
        let animator = InterruptibleTransitionAnimator()
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.wantsInteractiveStart = false
        let context = harness.start(animator, interactor)
        let fake = animator.vended
        #expect(!context.isInteractive && !context.initiallyInteractive)
        #expect(fake.calls == ["start"])
        var changes = 0
        context.notifyWhenInteractionChanges { _ in changes += 1 }
        fake.fractionComplete = 0.45                 // it ran for a while
        interactor.pause()
        #expect(fake.calls == ["start", "pause"])
        #expect(context.isInteractive && changes == 1)
        #expect(interactor.percentComplete == 0.45)
        interactor.update(0.6)
        #expect(fake.fractionComplete == 0.6)
        interactor.finish()
        #expect(fake.calls.last == "continue(reversed: false)")
        // Grab it again while finishing.
        interactor.pause()
        #expect(context.isInteractive && changes == 3)
        interactor.cancel()
        #expect(fake.isReversed)
        context.completeTransition(false)
        #expect(harness.host.settle())
        #expect(harness.container.visible === harness.first)
    }

    @Test("a different interruptible animator during the transition is reported")
    func sameAnimatorRequired() {
        let harness = InteractiveHarness()
        let animator = InterruptibleTransitionAnimator()
        let interactor = UIPercentDrivenInteractiveTransition()
        let context = harness.start(animator, interactor)
        interactor.update(0.5)
        animator.vended = FakeInterruptibleAnimator()
        let messages = collectingDiagnostics { interactor.finish() }
        #expect(messages.count == 1 && messages[0].contains("same one"))
        context.completeTransition(true)
        harness.host.runTicks(1)
    }

    @Test("finish(velocity:) continues the animator on a critically damped spring carrying the velocity")
    func velocityOnInterruptible() throws {
        let harness = InteractiveHarness()
        let animator = InterruptibleTransitionAnimator()
        let interactor = UIPercentDrivenInteractiveTransition()
        let context = harness.start(animator, interactor)
        interactor.update(0.5)
        interactor.finish(velocity: 2)
        let spring = try #require(animator.vended.continuedWith?.parameters as? UISpringTimingParameters)
        #expect(spring.initialVelocity.dy == 4)     // 2 per second over the 0.5 left
        context.completeTransition(true)
        harness.host.runTicks(1)
    }
}
