import Foundation
import Testing
@testable import Segue

@MainActor
@Suite("UIPercentDrivenInteractiveTransition: release with velocity (Segue extension)")
struct PercentDrivenVelocityTests {
    @Test("finish(velocity:) starts at the finger's velocity and ends in (1 − p)·D")
    func velocityContinues() {
        let harness = InteractiveHarness()
        let animator = MixedBlocksAnimator(duration: 1)
        let interactor = UIPercentDrivenInteractiveTransition()
        harness.start(animator, interactor)
        interactor.update(0.5)
        harness.host.runTicks(1)
        let released = harness.host.currentTime
        interactor.finish(velocity: 3)
        harness.host.runTicks(2)
        let slope = (Double(interactor.percentComplete) - 0.5) / (2 * FixedTimestepLoop.defaultTickInterval)
        #expect(abs(slope - 3) < 0.3, "initial progress speed \(slope)")
        for _ in 0..<400 where animator.endedWith.isEmpty { harness.host.runTicks(1) }
        #expect(animator.endedWith == [true])
        #expect(abs(animator.endTimes[0] - released - 0.5) < 0.01)
    }

    @Test("cancel(velocity:) heads back to 0 with the release velocity")
    func velocityCancel() {
        let harness = InteractiveHarness()
        let animator = MixedBlocksAnimator(duration: 1)
        let interactor = UIPercentDrivenInteractiveTransition()
        harness.start(animator, interactor)
        interactor.update(0.4)
        harness.host.runTicks(1)
        interactor.cancel(velocity: -2)
        harness.host.runTicks(1)
        // A stiff spring (it settles in 0.4 s) already slows within the first tick.
        let slope = (Double(interactor.percentComplete) - 0.4) / FixedTimestepLoop.defaultTickInterval
        #expect(abs(slope + 2) < 0.4, "initial progress speed \(slope)")
        #expect(harness.host.settle())
        #expect(animator.endedWith == [false])
    }

    @Test("complete(velocity:) decides by p ≥ 0.5, or by the projected position with completesByProjection")
    func projection() {
        for (byProjection, expected) in [(false, false), (true, true)] {
            let harness = InteractiveHarness()
            let animator = MixedBlocksAnimator(duration: 1)
            let interactor = UIPercentDrivenInteractiveTransition()
            interactor.completesByProjection = byProjection
            harness.start(animator, interactor)
            interactor.update(0.3)
            #expect(abs(interactor.projectedPercentComplete(velocity: 1) - (0.3 + 0.499)) < 1e-9)
            interactor.complete(velocity: 1)
            #expect(harness.host.settle())
            #expect(animator.endedWith == [expected])
        }
    }

    @Test("a non-finite velocity is reported and ignored")
    func badVelocity() {
        let harness = InteractiveHarness()
        let interactor = UIPercentDrivenInteractiveTransition()
        let context = harness.start(MixedBlocksAnimator(), interactor)
        let messages = collectingDiagnostics { interactor.finish(velocity: .nan) }
        #expect(messages.count == 1)
        #expect(context.isInteractive)
        interactor.finish()
        #expect(harness.host.settle())
    }
}
