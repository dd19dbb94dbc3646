import Foundation
import Testing
@testable import Segue

@MainActor @Suite struct TimeScaleTests {
    @Test("simulated time runs at timeScale × the clock, in the same fixed ticks")
    func scaledTicks() {
        let clock = ManualClock(start: 2)
        let loop = FixedTimestepLoop(clock: clock, tickInterval: 0.25, maximumCatchUp: 1)
        #expect(loop.timeScale == 1)
        loop.timeScale = 0.5
        clock.advance(by: 1)
        #expect(loop.advance() == 2)
        #expect(loop.mediaTime == 2.5)
        clock.advance(by: 0.4)          // 0.2 s granted: not a whole tick yet
        #expect(loop.advance() == 0)
        clock.advance(by: 0.1)          // 0.25 s granted
        #expect(loop.advance() == 1)
        #expect(loop.mediaTime == 2.75)
        loop.timeScale = 2
        clock.advance(by: 0.25)
        #expect(loop.advance() == 2)
        #expect(loop.mediaTime == 3.25)
    }

    @Test("changing the scale keeps the time granted so far: no jump either way")
    func changingScaleIsContinuous() {
        let clock = ManualClock(start: 0)
        let loop = FixedTimestepLoop(clock: clock, tickInterval: 0.1, maximumCatchUp: 1)
        clock.advance(by: 0.45)         // 0.4 run, 0.05 owed
        loop.advance()
        loop.timeScale = 0.1            // the owed 0.05 stays owed
        #expect(loop.advance() == 0)
        clock.advance(by: 0.5)          // + 0.05 → 0.5 granted
        #expect(loop.advance() == 1)
        #expect(abs(loop.mediaTime - 0.5) < 1e-9)
        loop.timeScale = 1
        #expect(loop.advance() == 0)
        clock.advance(by: 0.3)
        #expect(loop.advance() == 3)
        #expect(abs(loop.mediaTime - 0.8) < 1e-9)
    }

    @Test("0 freezes time; runTick() still steps, and resuming goes on from the stepped time")
    func freezeAndStep() {
        let clock = ManualClock(start: 0)
        let loop = FixedTimestepLoop(clock: clock, tickInterval: 0.1, maximumCatchUp: 1)
        loop.timeScale = 0
        #expect(loop.isTimeFrozen)
        clock.advance(by: 5)
        #expect(loop.advance() == 0)
        #expect(loop.mediaTime == 0)
        loop.runTick()
        loop.runTick()
        #expect(abs(loop.mediaTime - 0.2) < 1e-9)
        #expect(loop.advance() == 0)
        loop.timeScale = 1
        #expect(loop.advance() == 0)    // no catch-up of the frozen clock time
        clock.advance(by: 0.1)
        #expect(loop.advance() == 1)    // and no stall behind the steps either
        #expect(abs(loop.mediaTime - 0.3) < 1e-9)
        #expect(loop.droppedTime == 0)
    }

    @Test("negative, NaN and infinite scales are reported and refused")
    func invalidScales() {
        let loop = FixedTimestepLoop(clock: ManualClock(), tickInterval: 0.1)
        loop.timeScale = 0.25
        let messages = collectingDiagnostics {
            loop.timeScale = -1
            loop.timeScale = .nan
            loop.timeScale = .infinity
        }
        #expect(messages.count == 3)
        #expect(messages.allSatisfy { $0.contains("timeScale") && $0.contains("refused") })
        #expect(loop.timeScale == 0.25)
    }

    @Test("a frozen loop wants no ticks; in slow motion it says how long until the next one")
    func hostHints() {
        let clock = ManualClock(start: 0)
        let loop = FixedTimestepLoop(clock: clock, tickInterval: 0.1, maximumCatchUp: 1)
        let link = CADisplayLink { _ in }
        link.add(to: loop)
        #expect(loop.wantsContinuousTicks)
        #expect(abs(loop.clockTimeUntilNextTick - 0.1) < 1e-9)
        loop.timeScale = 0.1
        #expect(abs(loop.clockTimeUntilNextTick - 1) < 1e-9)
        clock.advance(by: 0.25)
        #expect(abs(loop.clockTimeUntilNextTick - 0.75) < 1e-9)
        loop.timeScale = 0
        #expect(!loop.wantsContinuousTicks)
        #expect(loop.clockTimeUntilNextTick == .infinity)
        link.invalidate()
    }

    @Test("layer animations, display links and loop timers slow down and freeze together")
    func everythingOnTheLoopTogether() {
        let clock = ManualClock(start: 10)
        let loop = FixedTimestepLoop(clock: clock, tickInterval: 0.01, maximumCatchUp: 1)
        let previous = FixedTimestepLoop.main
        FixedTimestepLoop.main = loop
        defer { FixedTimestepLoop.main = previous }
        let layer = CALayer()
        loop.attach(layer)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = 1
        layer.add(animation, forKey: "fade")
        var linkFires = 0
        let link = CADisplayLink { _ in linkFires += 1 }
        link.add(to: loop)
        var timerFired = false
        loop.schedule(after: 0.5) { timerFired = true }
        loop.runTick()                  // the animation begins at 10
        linkFires = 0
        loop.timeScale = 0.1
        for _ in 0..<400 { clock.advance(by: 0.01); loop.advance() }   // 4 s of clock: 0.4 s simulated
        #expect(abs(loop.mediaTime - 10.41) < 1e-9)
        #expect(abs(Double(layer.presentationProperties.opacity) - 0.41) < 1e-6)
        #expect(linkFires == 40)
        #expect(!timerFired)
        loop.timeScale = 0
        for _ in 0..<400 { clock.advance(by: 0.01); loop.advance() }
        #expect(abs(Double(layer.presentationProperties.opacity) - 0.41) < 1e-6)
        #expect(linkFires == 40)
        #expect(!timerFired)
        loop.timeScale = 0.1
        for _ in 0..<100 { clock.advance(by: 0.01); loop.advance() }   // + 0.1 s simulated
        #expect(timerFired)
        #expect(abs(Double(layer.presentationProperties.opacity) - 0.51) < 1e-6)
        #expect(linkFires == 50)
        link.invalidate()
    }

    @Test("the transition watchdog counts simulated time: no false report in slow motion or frozen")
    func watchdogInSlowMotion() {
        let scene = SwapScene()
        let animator = RecordingSlideAnimator(log: scene.log, duration: 2)
        scene.host.loop.timeScale = 0.1
        var completed: Bool?
        let slow = collectingDiagnostics {
            scene.container.swap(to: scene.b, animator: animator) { completed = $0 }
            scene.host.advance(by: 15)      // 1.5 s simulated
            #expect(completed == nil)
            scene.host.loop.timeScale = 0
            scene.host.advance(by: 60)      // a minute frozen
            #expect(completed == nil)
            scene.host.loop.timeScale = 0.1
            scene.host.advance(by: 5.5)     // 2.05 s simulated
        }
        #expect(completed == true)
        #expect(slow.isEmpty)
    }

    @Test("the watchdog still reports a forgotten completeTransition, after 10 s of simulated time")
    func watchdogStillFires() {
        final class Forgetful: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
        }
        let scene = SwapScene()
        scene.host.loop.timeScale = 0.5
        var context: ViewControllerTransitionContext?
        let early = collectingDiagnostics {
            context = scene.container.swap(to: scene.b, animator: Forgetful())
            scene.host.advance(by: 19.9)
        }
        #expect(early.isEmpty)
        let late = collectingDiagnostics { scene.host.advance(by: 0.2) }
        #expect(late.count == 1)
        // Never completed by its animator: end it so its context and controllers
        // (which hold each other while it runs) are freed.
        context?.completeTransition(true)
    }
}
