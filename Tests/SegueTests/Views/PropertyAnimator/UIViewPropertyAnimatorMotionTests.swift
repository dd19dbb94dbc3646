import Foundation
import Testing
@testable import Segue

/// `UIViewPropertyAnimator`'s motion: curves, scrubbing, reversal, continuation,
/// delays, added blocks and springs — all read from the layer's presentation, which
/// is what the compositor draws.
@MainActor
@Suite struct UIViewPropertyAnimatorMotionTests {
    @Test func runningFollowsTheCurveWhileFractionCompleteIsTime() {
        let scene = AnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { scene.moveRight() }
        animator.startAnimation()
        scene.host.advance(by: 0.25)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        #expect(abs(scene.shownX - 12.9162) < 1e-3)  // easeInEaseOut(0.25) = 0.129162
        scene.host.windDown(stopping: [animator])
    }

    @Test func scrubbingIsLinearByDefaultAndFollowsTheCurveWhenAsked() {
        let linear = AnimatorScene()
        let a = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { linear.moveRight() }
        a.pauseAnimation()
        a.fractionComplete = 0.25
        linear.host.runTicks(1)
        #expect(abs(linear.shownX - 25) < 1e-6)

        let curved = AnimatorScene()
        let b = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { curved.moveRight() }
        b.scrubsLinearly = false
        b.pauseAnimation()
        b.fractionComplete = 0.25
        curved.host.runTicks(1)
        #expect(abs(curved.shownX - 12.9162) < 1e-3)
        b.fractionComplete = 2  // clamped
        #expect(b.fractionComplete == 1)
        linear.host.windDown(stopping: [a])
        curved.host.windDown(stopping: [b])
    }

    @Test func pausingAndResumingNeitherJumpsNorChangesTheCurve() {
        let scene = AnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { scene.moveRight() }
        animator.startAnimation()
        scene.host.advance(by: 0.25)
        animator.pauseAnimation()
        // Linear scrubbing: the fraction becomes what is on screen, so a scrub starts there.
        #expect(abs(animator.fractionComplete - 0.129162) < 1e-4)
        scene.host.advance(by: 0.5)
        #expect(abs(scene.shownX - 12.9162) < 1e-3)
        animator.startAnimation()
        scene.host.advance(by: 0.25)
        #expect(abs(scene.shownX - 50) < 1e-4)  // the curve continued from 0.25 s
        scene.host.advance(by: 0.5)
        #expect(animator.state == .inactive)
    }

    @Test func reversingMidFlightRunsBackFromTheScreenWithoutAJump() {
        let scene = AnimatorScene(), log = PositionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { scene.moveRight() }
        log.record(animator)
        animator.startAnimation()
        let forwardStep = scene.largestStep(ticks: 120)  // 0.5 s
        let before = scene.shownX
        animator.isReversed = true
        #expect(animator.isRunning && animator.isReversed)
        scene.host.runTicks(1)
        #expect(scene.shownX < before)  // turned around
        #expect(before - scene.shownX <= forwardStep + 1e-9)
        let backwardStep = scene.largestStep(ticks: 110)
        #expect(backwardStep <= forwardStep + 1e-9)
        scene.host.advance(by: 0.1)
        #expect(animator.state == .inactive && log.positions == [.start])
        #expect(scene.modelX == 0 && scene.shownX == 0)
    }

    @Test func continueAnimationUsesNewTimingOverDurationFactorTimesTheDuration() {
        let scene = AnimatorScene(), log = PositionLog()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { scene.moveRight() }
        log.record(animator)
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        scene.host.runTicks(1)
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0.25)
        #expect(animator.isRunning)
        scene.host.advance(by: 0.25)  // half of the 0.5 s left
        #expect(abs(scene.shownX - 75) < 1e-6)
        #expect(abs(animator.fractionComplete - 0.75) < 1e-9)
        scene.host.advance(by: 0.2)
        #expect(animator.state == .active)
        scene.host.advance(by: 0.1)
        #expect(animator.state == .inactive && log.positions == [.end])
    }

    @Test func theInteractorsCancelPathReversesFromTheScrubbedPositionWithoutAJump() {
        let scene = AnimatorScene(), log = PositionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { scene.moveRight() }
        log.record(animator)
        animator.pauseAnimation()
        animator.fractionComplete = 0.6
        scene.host.runTicks(1)
        #expect(abs(scene.shownX - 60) < 1e-6)
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.6)
        scene.host.runTicks(1)
        #expect(scene.shownX < 60 && 60 - scene.shownX < 1)
        scene.host.advance(by: 0.55)
        #expect(animator.state == .active)
        scene.host.advance(by: 0.1)
        #expect(animator.state == .inactive && log.positions == [.start] && scene.modelX == 0)
    }

    @Test func startAfterDelayHoldsTheStartThenRuns() {
        let scene = AnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { scene.moveRight() }
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.isRunning && animator.delay == 0.5)
        scene.host.advance(by: 0.45)
        #expect(scene.shownX == 0 && animator.fractionComplete == 0)
        scene.host.advance(by: 0.55)  // 0.5 s into the motion
        #expect(abs(scene.shownX - 50) < 1e-6)
        scene.host.advance(by: 0.55)
        #expect(animator.state == .inactive)
    }

    @Test func aBlockAddedWhileRunningJoinsFromTheScreenOverTheRemainingTime() {
        let scene = AnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { scene.moveRight() }
        animator.startAnimation()
        scene.host.advance(by: 0.5)
        animator.addAnimations { scene.view.alpha = 0 }
        #expect(scene.view.alpha == 0)
        scene.host.runTicks(1)
        #expect(scene.view.layer.presentationProperties.opacity > 0.99)
        scene.host.advance(by: 0.25 - scene.host.loop.tickInterval)  // half of the remaining 0.5 s
        #expect(abs(Double(scene.view.layer.presentationProperties.opacity) - 0.5) < 1e-6)
        #expect(abs(scene.shownX - 75) < 1e-6)
        scene.host.advance(by: 0.3)
        #expect(animator.state == .inactive && scene.view.layer.presentationProperties.opacity == 0)
    }

    @Test func delayFactorStartsABlockLaterAndEndsItWithTheOthers() {
        let scene = AnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { scene.moveRight() }
        animator.addAnimations({ scene.view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        scene.host.advance(by: 0.5)
        #expect(scene.view.layer.presentationProperties.opacity == 1)
        scene.host.advance(by: 0.25)
        #expect(abs(Double(scene.view.layer.presentationProperties.opacity) - 0.5) < 1e-6)
        #expect(abs(scene.shownX - 75) < 1e-6)
        let messages = collectingDiagnostics { animator.addAnimations({}, delayFactor: 3) }
        #expect(messages.count == 1)
        scene.host.windDown(stopping: [animator])
    }

    @Test func aSpringFollowsUIKitsDurationMappingAndOvershoots() {
        let scene = AnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { scene.moveRight() }
        animator.startAnimation()
        scene.host.advance(by: 0.25)
        #expect(abs(scene.shownX - 114.4223) < 1e-2)  // p(0.25) = 1.144223
        scene.host.advance(by: 0.25)
        #expect(abs(scene.shownX - 98.7155) < 1e-2)   // p(0.5) = 0.987155
        scene.host.advance(by: 0.55)
        #expect(animator.state == .inactive && scene.shownX == 100)
    }

    @Test func aReversedSpringKeepsItsVelocity() {
        let scene = AnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { scene.moveRight() }
        animator.startAnimation()
        scene.host.advance(by: 0.05)
        let a = scene.shownX
        scene.host.runTicks(1)
        let b = scene.shownX
        animator.isReversed = true
        scene.host.runTicks(1)
        let c = scene.shownX
        // Still moving forward right after the reversal (momentum), by about the last step.
        #expect(c > b && abs((c - b) - (b - a)) < 0.5 * (b - a))
        scene.host.advance(by: 1.5)
        #expect(animator.state == .inactive && scene.shownX == 0)
    }

    @Test func continuingWithASpringCarriesAnExplicitVelocity() {
        let scene = AnimatorScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { scene.moveRight() }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        scene.host.runTicks(1)
        let spring = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 4, dy: 0))
        animator.continueAnimation(withTimingParameters: spring, durationFactor: 0.5)
        scene.host.runTicks(1)
        // 4 remaining-distances per second: about 4 × 50 pt/s × one tick (0.83 pt),
        // where a spring from rest would move a few hundredths of a point.
        let step = scene.shownX - 50
        #expect(step > 0.6 && step < 1.2)
        scene.host.advance(by: 0.6)
        #expect(animator.state == .inactive && scene.shownX == 100)
    }
}
