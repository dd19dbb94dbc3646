import Foundation
import Testing
@testable import Segue

@MainActor
@Suite("UIPercentDrivenInteractiveTransition: finish and cancel timing, curves, no snapping, cancel restoring")
struct PercentDrivenCompletionTests {
    private let tick = FixedTimestepLoop.defaultTickInterval

    /// Releases at `p` with `release`, then ticks until the transition ends; returns
    /// the media seconds from the release to `animationEnded`.
    private func timeToEnd(p: CGFloat, speed: CGFloat = 1, duration: TimeInterval = 1,
                           release: (UIPercentDrivenInteractiveTransition) -> Void) -> (Double, [Bool]) {
        let harness = InteractiveHarness()
        let animator = MixedBlocksAnimator(duration: duration)
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionSpeed = speed
        harness.start(animator, interactor)
        interactor.update(p)
        harness.host.runTicks(1)
        let released = harness.host.currentTime
        release(interactor)
        for _ in 0..<2000 where animator.endedWith.isEmpty { harness.host.runTicks(1) }
        return ((animator.endTimes.first ?? .infinity) - released, animator.endedWith)
    }

    @Test("finish takes (1 − p)·D / speed, cancel p·D / speed; completionSpeed 2 halves both")
    func completionTiming() {
        let cases: [(p: CGFloat, speed: CGFloat, finishing: Bool, expected: Double)] = [
            (0.4, 1, true, 0.6), (0.4, 1, false, 0.4), (0.4, 2, true, 0.3), (0.4, 2, false, 0.2),
            (0.9, 1, true, 0.1), (0.1, 1, false, 0.1),
        ]
        for c in cases {
            let (elapsed, outcome) = timeToEnd(p: c.p, speed: c.speed) { c.finishing ? $0.finish() : $0.cancel() }
            #expect(abs(elapsed - c.expected) <= tick * 1.01, "p \(c.p) speed \(c.speed) finishing \(c.finishing): \(elapsed)")
            #expect(outcome == [c.finishing])
        }
    }

    @Test("completionCurve shapes the remaining part; timingCurve overrides it")
    func completionCurveShaping() {
        for (curve, expectedFraction) in [(UIView.AnimationCurve.easeInOut, 0.129162), (.linear, 0.25)] {
            let harness = InteractiveHarness()
            let animator = MixedBlocksAnimator(duration: 1)
            let interactor = UIPercentDrivenInteractiveTransition()
            interactor.completionCurve = curve
            harness.start(animator, interactor)
            interactor.update(0.2)
            harness.host.runTicks(1)
            interactor.finish()
            harness.host.advance(by: 0.2)               // a quarter of the 0.8 s left
            let expected = 0.2 + 0.8 * expectedFraction
            #expect(abs(Double(animator.full.layer.presentation()!.opacity) - expected) < 1e-4)
            #expect(abs(Double(interactor.percentComplete) - expected) < 1e-4)
        }
        let harness = InteractiveHarness()
        let animator = MixedBlocksAnimator(duration: 1)
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.timingCurve = UICubicTimingParameters(animationCurve: .linear)
        harness.start(animator, interactor)
        interactor.update(0.2)
        harness.host.runTicks(1)
        interactor.cancel()
        harness.host.advance(by: 0.05)
        #expect(abs(Double(animator.full.layer.presentation()!.opacity) - 0.15) < 1e-4)
    }

    @Test("finish and cancel never snap: every watched value moves by a bounded step each tick, through the end")
    func noSnap() {
        for finishing in [true, false] {
            let harness = InteractiveHarness()
            let animator = MixedBlocksAnimator(duration: 1)
            let interactor = UIPercentDrivenInteractiveTransition()
            harness.start(animator, interactor)
            var samples: [[Double]] = []
            for step in 1...144 {                      // a drag to 0.6 at real-time speed
                interactor.update(CGFloat(step) / 240)
                harness.host.runTicks(1)
                samples.append(animator.presentationSample())
            }
            finishing ? interactor.finish() : interactor.cancel()
            for _ in 0..<300 {
                harness.host.runTicks(1)
                samples.append(animator.presentationSample())
            }
            #expect(animator.endedWith == [finishing])
            // The steepest watched value is the spring (~6 units/s at most) over a tick.
            #expect(largestStep(in: samples) < 0.05, "finishing \(finishing): \(largestStep(in: samples))")
            let last = samples.last!
            let expected: [Double] = finishing ? [1, 0, 0.2, 1.65, 0, 1] : [0, 1, 0, 0.65, 1, 0]
            for (value, target) in zip(last, expected) { #expect(abs(value - target) < 1e-3) }
            #expect(animator.completionFinishedFlags == [finishing])
        }
    }

    @Test("cancel puts every animated property's model value back to before the transition, without animations left")
    func cancelRestoresModel() {
        let harness = InteractiveHarness()
        let animator = MixedBlocksAnimator(duration: 1)
        let interactor = UIPercentDrivenInteractiveTransition()
        let context = harness.start(animator, interactor)
        interactor.update(0.7)
        harness.host.runTicks(1)
        interactor.cancel()
        #expect(harness.host.settle())
        #expect(context.transitionWasCancelled)
        #expect(animator.full.alpha == 0 && animator.short.alpha == 1 && animator.keyframed.alpha == 0)
        #expect(animator.delayed.alpha == 1 && animator.sprung.center.y == 65)
        #expect(animator.explicitLayer.opacity == 0)
        for view in [animator.full, animator.short, animator.keyframed, animator.sprung, animator.delayed] {
            #expect(view.layer.animationKeys() == nil)
        }
        #expect(harness.container.visible === harness.first)
        // The container's clock runs again, continuously.
        #expect(harness.container.view.layer.speed == 1)
    }

    @Test("the container's local time does not jump when its clock is handed back")
    func clockContinuity() {
        let harness = InteractiveHarness()
        let animator = MixedBlocksAnimator(duration: 1)
        let interactor = UIPercentDrivenInteractiveTransition()
        harness.start(animator, interactor)
        let layer = harness.container.view.layer
        let t0 = layer.convertTime(CACurrentMediaTime(), from: nil)
        interactor.update(0.5)
        interactor.finish()
        var previous = layer.convertTime(CACurrentMediaTime(), from: nil)
        #expect(abs(previous - (t0 + 0.5)) < 1e-9)
        for _ in 0..<240 {
            harness.host.runTicks(1)
            let now = layer.convertTime(CACurrentMediaTime(), from: nil)
            #expect(now >= previous && now - previous < 2.5 * tick)
            previous = now
        }
        #expect(layer.speed == 1)
    }

    @Test("notifyWhenInteractionChanges fires on finish, cancel and pause; notifyWhenInteractionEnds once")
    func interactionNotifications() {
        let harness = InteractiveHarness()
        let animator = MixedBlocksAnimator(duration: 1)
        let interactor = UIPercentDrivenInteractiveTransition()
        let context = harness.start(animator, interactor)
        var changes: [String] = []
        var ends = 0
        context.notifyWhenInteractionChanges { c in
            changes.append("\(c.isInteractive ? "interactive" : "animating") cancelled=\(c.isCancelled)")
        }
        context.notifyWhenInteractionEnds { _ in ends += 1 }
        interactor.update(0.3)
        interactor.finish()
        harness.host.runTicks(10)
        interactor.pause()
        #expect(context.isInteractive)
        interactor.update(0.2)
        interactor.cancel()
        #expect(harness.host.settle())
        #expect(changes == ["animating cancelled=false", "interactive cancelled=false", "animating cancelled=true"])
        #expect(ends == 1)
        #expect(animator.endedWith == [false])
    }

    @Test("grabbing a finishing transition: pause stops it where it is, update drives it again")
    func grabRunningClock() {
        let harness = InteractiveHarness()
        let animator = MixedBlocksAnimator(duration: 1)
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionCurve = .linear
        let context = harness.start(animator, interactor)
        interactor.update(0.4)
        interactor.finish()
        harness.host.advance(by: 0.2)
        interactor.pause()
        #expect(abs(Double(interactor.percentComplete) - 0.6) < 1e-6)
        harness.host.advance(by: 0.5)                        // held where it was grabbed
        #expect(abs(animator.full.layer.presentation()!.opacity - 0.6) < 1e-6)
        interactor.update(0.3)
        harness.host.runTicks(1)
        #expect(abs(animator.full.layer.presentation()!.opacity - 0.3) < 1e-6)
        interactor.finish()
        #expect(harness.host.settle())
        #expect(context.isCompleted && !context.transitionWasCancelled)
        #expect(harness.container.visible === harness.second)
    }

    @Test("one interactor drives one transition after another")
    func reuse() {
        let harness = InteractiveHarness()
        let interactor = UIPercentDrivenInteractiveTransition()
        let first = MixedBlocksAnimator(duration: 0.5)
        harness.start(first, interactor)
        interactor.update(0.8)
        interactor.finish()
        #expect(harness.host.settle())
        let back = harness.container.swap(to: harness.first, animator: MixedBlocksAnimator(duration: 0.5), interactor: interactor)
        #expect(back != nil)
        harness.host.runTicks(1)
        interactor.update(0.1)
        interactor.cancel()
        #expect(harness.host.settle())
        #expect(harness.container.visible === harness.second)
    }
}
