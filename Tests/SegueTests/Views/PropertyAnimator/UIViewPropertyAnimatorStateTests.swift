import Foundation
import Testing
@testable import Segue

/// `UIViewPropertyAnimator`'s state machine, completions and misuse diagnostics.
@MainActor
@Suite struct UIViewPropertyAnimatorStateTests {
    @Test func startRunsToTheEndThenBecomesInactiveAndCompletesAtEnd() {
        let scene = AnimatorScene(), log = PositionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { scene.moveRight() }
        log.record(animator)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(scene.modelX == 0)  // blocks run only when the animator becomes active
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(scene.modelX == 100)
        scene.host.advance(by: 0.5)
        #expect(abs(scene.shownX - 50) < 1e-6)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
        scene.host.advance(by: 0.5)
        #expect(animator.state == .inactive)
        #expect(log.positions == [.end])
        #expect(scene.modelX == 100 && scene.shownX == 100)
        #expect(scene.view.layer.animationKeys() == nil)
    }

    @Test func pauseOnAnInactiveAnimatorMakesItActiveAndPausedAtTheStart() {
        let scene = AnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { scene.moveRight() }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        scene.host.advance(by: 0.5)
        #expect(scene.shownX == 0 && scene.modelX == 100)
        animator.startAnimation()
        #expect(animator.isRunning)
        scene.host.advance(by: 1)
        #expect(animator.state == .inactive && scene.shownX == 100)
    }

    @Test func settingFractionCompleteOnAnInactiveAnimatorActivatesItPaused() {
        let scene = AnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { scene.moveRight() }
        animator.fractionComplete = 0.3
        #expect(animator.state == .active && !animator.isRunning)
        scene.host.runTicks(1)
        #expect(abs(scene.shownX - 30) < 1e-6)
        scene.host.windDown(stopping: [animator])
    }

    @Test func stopWithoutFinishingLeavesThePropertiesWhereTheyAreAndCallsNoCompletion() {
        let scene = AnimatorScene(), log = PositionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { scene.moveRight() }
        log.record(animator)
        animator.startAnimation()
        scene.host.advance(by: 0.25)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(abs(scene.modelX - 25) < 1e-6)
        scene.host.advance(by: 1)
        #expect(abs(scene.shownX - 25) < 1e-6)
        #expect(log.positions.isEmpty)
        #expect(scene.view.layer.animationKeys() == nil)
    }

    @Test("stopAnimation(false) right after fractionComplete is set, with no tick between, leaves the model where the animator is now, not where the last frame showed it")
    func stoppingRightAfterScrubbing() {
        let scene = AnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { scene.moveRight() }
        animator.pauseAnimation()
        scene.host.runTicks(1)
        animator.fractionComplete = 0.7
        animator.stopAnimation(false)
        #expect(abs(scene.modelX - 70) < 1e-6)
    }

    @Test func stopThenFinishAtEachPosition() {
        for (position, expected) in [(UIViewAnimatingPosition.end, 100.0), (.start, 0), (.current, 40)] {
            let scene = AnimatorScene(), log = PositionLog()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { scene.moveRight() }
            log.record(animator)
            animator.startAnimation()
            scene.host.advance(by: 0.4)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped && !animator.isRunning)
            #expect(abs(scene.modelX - 40) < 1e-6)  // model = presentation
            #expect(log.positions.isEmpty)
            animator.finishAnimation(at: position)
            #expect(animator.state == .inactive)
            scene.host.runTicks(1)
            #expect(abs(scene.modelX - expected) < 1e-6 && abs(scene.shownX - expected) < 1e-6)
            #expect(log.positions == [position])
        }
    }

    @Test func completionsRunInOrderWithThePosition() {
        let scene = AnimatorScene()
        var calls: [String] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) { scene.moveRight() }
        animator.addCompletion { calls.append("first \($0)") }
        animator.addCompletion { calls.append("second \($0)") }
        animator.startAnimation()
        scene.host.advance(by: 0.6)
        #expect(calls == ["first end", "second end"])
    }

    @Test func runningPropertyAnimatorStartsAtOnceAndCompletes() {
        let scene = AnimatorScene()
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.25, options: .curveLinear, animations: { scene.moveRight() },
            completion: { position = $0 })
        #expect(animator.state == .active && animator.isRunning && animator.delay == 0.25)
        scene.host.advance(by: 0.5)  // 0.25 s into the motion
        #expect(abs(scene.shownX - 50) < 1e-6)
        scene.host.advance(by: 0.3)
        #expect(position == .end && animator.state == .inactive)
    }

    @Test func pausesOnCompletionStaysActiveWithoutCompletionAndCanBeReversed() {
        let scene = AnimatorScene(), log = PositionLog()
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { scene.moveRight() }
        animator.pausesOnCompletion = true
        log.record(animator)
        animator.startAnimation()
        scene.host.advance(by: 0.75)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1 && scene.shownX == 100)
        #expect(log.positions.isEmpty)
        animator.isReversed = true
        animator.startAnimation()
        scene.host.advance(by: 0.25)
        #expect(abs(scene.shownX - 50) < 1e-6)
        scene.host.advance(by: 0.5)
        #expect(animator.state == .active && animator.fractionComplete == 0 && scene.shownX == 0)
        animator.pausesOnCompletion = false
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(log.positions == [.start] && scene.modelX == 0)
    }

    @Test func misuseIsReportedAndChangesNothing() {
        let scene = AnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { scene.moveRight() }
        var messages = collectingDiagnostics { animator.stopAnimation(false) }
        #expect(messages.count == 1 && animator.state == .inactive)
        messages = collectingDiagnostics { animator.finishAnimation(at: .end) }
        #expect(messages.count == 1 && animator.state == .inactive)
        animator.startAnimation()
        scene.host.advance(by: 0.2)
        messages = collectingDiagnostics {
            animator.fractionComplete = 0.9          // running: only while paused
            animator.finishAnimation(at: .end)       // not stopped
            animator.isInterruptible = false         // active
            animator.isUserInteractionEnabled = false
        }
        #expect(messages.count == 4)
        #expect(abs(animator.fractionComplete - 0.2) < 1e-9 && animator.isRunning)
        #expect(animator.isInterruptible && animator.isUserInteractionEnabled)
        animator.stopAnimation(false)
        messages = collectingDiagnostics {
            animator.startAnimation()
            animator.pauseAnimation()
            animator.isReversed = true
            animator.fractionComplete = 0.5
            animator.stopAnimation(false)
            animator.addAnimations {}
            animator.addCompletion { _ in }
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        #expect(messages.count == 8)
        #expect(animator.state == .stopped && !animator.isReversed)
        animator.finishAnimation(at: .end)
        #expect(animator.state == .inactive)
    }

    @Test func aNonInterruptibleAnimatorRefusesPauseStopAndReversalWhileRunning() {
        let scene = AnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { scene.moveRight() }
        animator.isInterruptible = false
        animator.startAnimation()
        let messages = collectingDiagnostics {
            animator.pauseAnimation()
            animator.stopAnimation(true)
            animator.isReversed = true
        }
        #expect(messages.count == 3 && animator.isRunning && !animator.isReversed)
        scene.host.advance(by: 1.1)
        #expect(animator.state == .inactive && scene.shownX == 100)
    }

    @Test func badArgumentsAreReportedAndReplaced() {
        let scene = AnimatorScene()
        var animator: UIViewPropertyAnimator?
        let messages = collectingDiagnostics {
            animator = UIViewPropertyAnimator(duration: -1, curve: .linear) { scene.moveRight() }
            animator?.startAnimation(afterDelay: .nan)
        }
        #expect(messages.count == 2 && animator?.duration == 0 && animator?.delay == 0)
        scene.host.runTicks(2)
        #expect(animator?.state == .inactive && scene.shownX == 100)
    }

    @Test func withoutUserInteractionTheAnimatedViewIsNotHitWhileActive() {
        let scene = AnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { scene.moveRight() }
        animator.isUserInteractionEnabled = false
        animator.isManualHitTestingEnabled = true
        animator.startAnimation()
        #expect(scene.host.window.hitTest(CGPoint(x: 150, y: 50), with: nil) !== scene.view)
        scene.host.advance(by: 1.1)
        #expect(scene.host.window.hitTest(CGPoint(x: 150, y: 50), with: nil) === scene.view)
    }
}
