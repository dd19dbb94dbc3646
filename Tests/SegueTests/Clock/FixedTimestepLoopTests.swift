import Testing
import SegueTestSupport
@testable import Segue

@MainActor @Suite struct FixedTimestepLoopTests {
    @Test func ticksFollowTheClockInFixedSteps() {
        let clock = ManualClock(start: 5)
        let loop = FixedTimestepLoop(clock: clock, tickInterval: 0.25, maximumCatchUp: 1)
        #expect(loop.mediaTime == 5)
        clock.advance(by: 0.6)
        #expect(loop.advance() == 2)
        #expect(loop.mediaTime == 5.5)
        #expect(CACurrentMediaTime() == 5.5)
        clock.advance(by: 0.15)
        #expect(loop.advance() == 1)
        #expect(loop.mediaTime == 5.75)
        #expect(loop.advance() == 0)
    }

    @Test func aLongStallRunsAtMostTheCatchUpAndDropsTheRest() {
        let clock = ManualClock(start: 0)
        let loop = FixedTimestepLoop(clock: clock, tickInterval: 0.01, maximumCatchUp: 0.1)
        clock.advance(by: 10)
        #expect(loop.advance() == 10)
        #expect(abs(loop.mediaTime - 0.1) < 1e-9)
        #expect(abs(loop.droppedTime - 9.9) < 1e-9)
        // After the stall simulated time runs at the clock's rate again.
        clock.advance(by: 0.05)
        #expect(loop.advance() == 5)
        #expect(abs(loop.mediaTime - 0.15) < 1e-9)
    }

    @Test func invalidSettingsAreReportedAndReplaced() {
        let collector = SegueDiagnostics.Collector()
        let loop = SegueDiagnostics.$sink.withValue(collector.sink) {
            FixedTimestepLoop(clock: ManualClock(), tickInterval: -1, maximumCatchUp: .nan)
        }
        #expect(loop.tickInterval == FixedTimestepLoop.defaultTickInterval)
        #expect(loop.maximumCatchUp == FixedTimestepLoop.defaultMaximumCatchUp)
        #expect(collector.messages.count == 2)
    }

    @Test func runTickStepsRegardlessOfTheClock() {
        let loop = FixedTimestepLoop(clock: ManualClock(start: 1), tickInterval: 0.5)
        loop.runTick()
        loop.runTick()
        #expect(loop.tickCount == 2)
        #expect(loop.mediaTime == 2)
    }
    /// Records each animation's stop as its delegate hears it.
    final class StopLog: CAAnimationDelegate {
        var stops: [Bool] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
    }

    @Test("detaching a tree ends its animations at once, sublayers too, unfinished; a tree never attached is left alone")
    func detachingATreeEndsItsAnimations() {
        let runtime = TestRuntime()
        let child = runtime.makeLayer()
        let grandchild = CALayer()
        child.addSublayer(grandchild)
        let log = StopLog()
        for layer in [child, grandchild] {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            fade.delegate = log
            layer.add(fade, forKey: "fade")
        }
        runtime.advance(0.1)
        #expect(log.stops.isEmpty)

        let loose = CALayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = Double.pi
        spin.duration = 1
        loose.add(spin, forKey: "spin")
        runtime.loop.detach(loose)
        #expect(loose.animationKeys() == ["spin"], "not attached: untouched")

        runtime.loop.detach(runtime.root)
        #expect(log.stops == [false, false], "delivered before detach returned")
        #expect(child.animationKeys() == nil && grandchild.animationKeys() == nil)
        #expect(!runtime.loop.rootLayers.contains { $0 === runtime.root })
    }
}

@Suite struct ManualClockTests {
    @Test func movesOnlyForward() {
        let clock = ManualClock(start: 3)
        clock.advance(by: 2)
        #expect(clock.now() == 5)
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            clock.advance(by: -1)
            clock.set(to: 4)
            clock.advance(by: .nan)
        }
        #expect(clock.now() == 5)
        #expect(collector.messages.count == 3)
        clock.set(to: 9)
        #expect(clock.now() == 9)
    }

    @Test func systemClockIsMonotonic() {
        let clock = SystemClock()
        let first = clock.now()
        #expect(clock.now() >= first)
    }
}
