import Foundation
import Testing
@testable import Segue

@MainActor
@Suite("UIPercentDrivenInteractiveTransition: every animation scrubs on the container's clock")
struct PercentDrivenScrubbingTests {
    @Test("two blocks of different durations, keyframes, a spring, a delayed block and an explicit layer animation follow p")
    func allBlocksScrub() {
        let harness = InteractiveHarness()
        let animator = MixedBlocksAnimator(duration: 1)
        let interactor = UIPercentDrivenInteractiveTransition()
        let context = harness.start(animator, interactor)
        #expect(interactor.duration == 1)
        #expect(context.isInteractive)

        // At 0 everything shows its start, however much time passes.
        harness.host.advance(by: 0.5)
        var s = animator.presentationSample()
        #expect(abs(s[0] - 0) < 1e-6 && abs(s[1] - 1) < 1e-6 && abs(s[2] - 0) < 1e-6)
        #expect(abs(s[3] - 0.65) < 1e-6 && abs(s[4] - 1) < 1e-6 && abs(s[5] - 0) < 1e-6)

        interactor.update(0.25)
        harness.host.runTicks(1)
        s = animator.presentationSample()
        #expect(abs(s[0] - 0.25) < 1e-6)                 // full block, linear
        #expect(abs(s[1] - 0.5) < 1e-6)                  // half-length block
        #expect(abs(s[2] - 0.5) < 1e-6)                  // keyframe: halfway through the first key
        #expect(s[3] > 0.65 && s[3] < 1.65)              // spring under way
        #expect(abs(s[4] - 1) < 1e-6)                    // delayed block: not begun, shows its start
        #expect(abs(s[5] - 0.25) < 1e-6)                 // explicit layer animation
        #expect(context.percentComplete == 0.25)

        interactor.update(0.625)
        harness.host.runTicks(1)
        s = animator.presentationSample()
        #expect(abs(s[0] - 0.625) < 1e-6)
        #expect(abs(s[1] - 0) < 1e-6)                    // ended, held at its end
        #expect(animator.short.layer.animationKeys() != nil)
        #expect(abs(s[2] - (1 - 0.8 * 0.25)) < 1e-6)     // second key, a quarter in
        #expect(abs(s[4] - 0.5) < 1e-6)                  // delay counted in the container's time
        #expect(abs(s[5] - 0.625) < 1e-6)

        // Fully scrubbed: nothing ends or completes while the transition is undecided.
        interactor.update(1)
        harness.host.runTicks(3)
        s = animator.presentationSample()
        #expect(abs(s[0] - 1) < 1e-6 && abs(s[1]) < 1e-6 && abs(s[2] - 0.2) < 1e-6)
        #expect(abs(s[3] - 1.65) < 2e-3 && abs(s[4]) < 1e-6 && abs(s[5] - 1) < 1e-6)
        #expect(!context.isCompleted)
        #expect(animator.full.layer.animationKeys() != nil)

        // And back: the short block and the delayed one reappear at their values.
        interactor.update(0.25)
        harness.host.runTicks(1)
        s = animator.presentationSample()
        #expect(abs(s[0] - 0.25) < 1e-6 && abs(s[1] - 0.5) < 1e-6 && abs(s[4] - 1) < 1e-6)
        // Out-of-range progress is clamped.
        interactor.update(-3)
        #expect(interactor.percentComplete == 0)
        interactor.update(7)
        #expect(interactor.percentComplete == 1)
    }

    @Test("alongside animations added mid-way, inside and outside the container, scrub and reverse with the transition")
    func alongsideScrubs() {
        let harness = InteractiveHarness()
        let outside = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        harness.host.window.addSubview(outside)
        let inside = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        harness.container.view.addSubview(inside)
        let animator = MixedBlocksAnimator(duration: 1)
        let interactor = UIPercentDrivenInteractiveTransition()
        let context = harness.start(animator, interactor)
        interactor.update(0.5)
        context.animate(alongsideTransition: { _ in
            inside.alpha = 0
            outside.alpha = 0
        })
        harness.host.runTicks(2)
        #expect(abs(inside.layer.presentation()!.opacity - 1) < 1e-6)
        #expect(abs(outside.layer.presentation()!.opacity - 1) < 1e-6)

        // The alongside block began at p = 0.5 and lasts D with easeInOut.
        interactor.update(0.75)
        harness.host.runTicks(1)
        let expected = 1 - 0.129162
        #expect(abs(Double(inside.layer.presentation()!.opacity) - expected) < 1e-4)
        #expect(abs(Double(outside.layer.presentation()!.opacity) - expected) < 1e-4)
        harness.host.advance(by: 0.3)                 // the outside view's own clock does not move it
        #expect(abs(Double(outside.layer.presentation()!.opacity) - expected) < 1e-4)

        // Back before its begin: both show their start value.
        interactor.update(0.2)
        harness.host.runTicks(1)
        #expect(abs(inside.layer.presentation()!.opacity - 1) < 1e-6)
        #expect(abs(outside.layer.presentation()!.opacity - 1) < 1e-6)

        interactor.cancel()
        #expect(harness.host.settle())
        #expect(inside.alpha == 1 && outside.alpha == 1)            // the model is back
        #expect(inside.layer.animationKeys() == nil && outside.layer.animationKeys() == nil)
        #expect(context.isCompleted && context.transitionWasCancelled)
    }

    @Test("a finished transition hands outside alongside animations back to their own clock, continuing")
    func alongsideOutsideFinishes() {
        let harness = InteractiveHarness()
        let outside = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        harness.host.window.addSubview(outside)
        let animator = MixedBlocksAnimator(duration: 1)
        let interactor = UIPercentDrivenInteractiveTransition()
        let context = harness.start(animator, interactor)
        interactor.update(0.5)
        context.animate(alongsideTransition: { _ in outside.alpha = 0 })
        harness.host.runTicks(1)
        interactor.completionCurve = .linear
        interactor.finish()
        var samples: [[Double]] = []
        for _ in 0..<240 {
            harness.host.runTicks(1)
            samples.append([Double(outside.layer.presentation()!.opacity)])
        }
        #expect(context.isCompleted && !context.transitionWasCancelled)
        #expect(largestStep(in: samples) < 0.02)
        #expect(outside.layer.presentation()!.opacity == 0)
        #expect(outside.layer.animationKeys() == nil)
    }

    @Test("a delayed block added while frozen starts after its delay on the container's clock")
    func delayedBlockAddedMidway() {
        let harness = InteractiveHarness()
        let animator = MixedBlocksAnimator(duration: 1)
        let interactor = UIPercentDrivenInteractiveTransition()
        harness.start(animator, interactor)
        interactor.update(0.2)
        let late = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        harness.container.view.addSubview(late)
        harness.host.runTicks(1)
        UIView.animate(withDuration: 0.2, delay: 0.3, options: [.curveLinear], animations: { late.alpha = 0 })
        harness.host.runTicks(1)
        interactor.update(0.4)
        harness.host.runTicks(1)
        #expect(abs(late.layer.presentation()!.opacity - 1) < 1e-6)
        interactor.update(0.6)
        harness.host.runTicks(1)
        #expect(abs(late.layer.presentation()!.opacity - 0.5) < 1e-6)
        interactor.cancel()
        #expect(harness.host.settle())
        #expect(late.alpha == 1)
    }
}
