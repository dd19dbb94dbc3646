import Testing
import SegueTestSupport
@testable import Segue

@MainActor @Suite struct CADisplayLinkTests {
    @Test func closureFiresOncePerTickWithTheTickTimestamp() {
        let runtime = TestRuntime()
        var stamps: [Double] = []
        let link = CADisplayLink { stamps.append($0.timestamp) }
        link.add(to: runtime.loop)
        let start = runtime.loop.mediaTime
        runtime.advance(3 * TestRuntime.tick)
        #expect(stamps == [start + TestRuntime.tick, start + 2 * TestRuntime.tick, start + 3 * TestRuntime.tick])
        #expect(link.duration == TestRuntime.tick)
        #expect(link.targetTimestamp == stamps.last! + TestRuntime.tick)
    }

    @Test func pausedAndInvalidatedLinksDoNotFire() {
        let runtime = TestRuntime()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.add(to: runtime.loop)
        link.isPaused = true
        runtime.advance(4 * TestRuntime.tick)
        #expect(count == 0)
        link.isPaused = false
        runtime.advance(TestRuntime.tick)
        #expect(count == 1)
        link.invalidate()
        runtime.advance(4 * TestRuntime.tick)
        #expect(count == 1)
    }

    @Test func preferredFramesPerSecondSkipsTicks() {
        let runtime = TestRuntime()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.preferredFramesPerSecond = 64   // every 4th tick at 256 Hz
        link.add(to: runtime.loop)
        runtime.advance(16 * TestRuntime.tick)
        #expect(count == 4)
    }

    final class Target {
        var calls = 0
        func step(_ link: CADisplayLink) { calls += 1 }
    }

    @Test func targetActionHoldsTheTargetWeaklyAndStopsWhenItIsGone() {
        let runtime = TestRuntime()
        var target: Target? = Target()
        weak let weakTarget = target
        let link = CADisplayLink(target: target!, action: Target.step)
        link.add(to: runtime.loop)
        runtime.advance(2 * TestRuntime.tick)
        #expect(target?.calls == 2)
        target = nil
        #expect(weakTarget == nil)
        runtime.advance(2 * TestRuntime.tick)
    }
}
