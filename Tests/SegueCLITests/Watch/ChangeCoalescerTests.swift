import Testing
@testable import segue

/// A burst of saves makes one rebuild.
@Suite struct ChangeCoalescerTests {
    @Test("nothing is due before a change")
    func nothingBeforeAChange() {
        let coalescer = ChangeCoalescer()
        #expect(!coalescer.isPending && !coalescer.isDue(at: 100))
    }

    @Test("a rebuild is due once the quiet period has passed without a change")
    func dueAfterQuiet() {
        var coalescer = ChangeCoalescer(quietPeriod: 0.15, longestWait: 1)
        coalescer.noteChange(at: 10)
        #expect(coalescer.isPending && !coalescer.isDue(at: 10.1))
        #expect(coalescer.isDue(at: 10.15))
    }

    @Test("each change in a burst restarts the wait, so the burst makes one rebuild")
    func burstIsOneRebuild() {
        var coalescer = ChangeCoalescer(quietPeriod: 0.15, longestWait: 1)
        for time in stride(from: 10.0, through: 10.5, by: 0.1) {
            coalescer.noteChange(at: time)
            #expect(!coalescer.isDue(at: time + 0.05))
        }
        #expect(coalescer.isDue(at: 10.65))
        coalescer.reset()
        #expect(!coalescer.isPending && !coalescer.isDue(at: 20))
    }

    @Test("a file written without pause still rebuilds after the longest wait")
    func longestWait() {
        var coalescer = ChangeCoalescer(quietPeriod: 0.15, longestWait: 1)
        var time = 10.0
        while time < 10.95 {
            coalescer.noteChange(at: time)
            #expect(!coalescer.isDue(at: time))
            time += 0.05
        }
        coalescer.noteChange(at: 11)
        #expect(coalescer.isDue(at: 11))
    }
}
