import Foundation
import Testing
import SegueTestSupport
@testable import Segue

@MainActor
@Suite("LoopTimer: one-shot actions on media time")
struct LoopTimerTests {
    @Test("a timer fires once, at the first tick reaching its time")
    func firesOnce() {
        let runtime = TestRuntime()
        var fired: [Double] = []
        runtime.loop.schedule(after: 0.5) { fired.append(runtime.loop.mediaTime) }
        let start = runtime.loop.mediaTime
        runtime.advance(0.25)
        #expect(fired.isEmpty)
        runtime.advance(0.5)
        #expect(fired.count == 1)
        #expect(abs(fired[0] - start - 0.5) < 1e-9)
        runtime.advance(1)
        #expect(fired.count == 1)
    }

    @Test("an invalidated timer never fires and does not keep the loop ticking")
    func invalidated() {
        let runtime = TestRuntime()
        var fired = false
        let timer = runtime.loop.schedule(after: 0.1) { fired = true }
        #expect(!runtime.loop.wantsContinuousTicks)
        timer.invalidate()
        runtime.advance(1)
        #expect(!fired)
        #expect(!timer.isValid)
    }
}
