import Testing
@testable import segue

/// A reload's time, phase by phase.
@Suite struct ReloadTimingTests {
    let timing = ReloadTiming(notice: 0.05, settle: 0.15, compile: 1.9, link: 0.7, handOver: 0.06, launch: 0.55)

    @Test("the total is the sum of the phases, and the line names each")
    func lineAndTotal() {
        #expect(abs(timing.total - 3.41) < 1e-9)
        #expect(timing.line == "reloaded in 3.41 s (notice 0.05 · settle 0.15 · compile 1.90 · link 0.70 · hand-over 0.06 · launch and first frame 0.55)")
    }

    @Test("the JSON line carries the total and every phase")
    func json() {
        #expect(timing.json == #"{"total": 3.4100, "notice": 0.0500, "settle": 0.1500, "compile": 1.9000, "link": 0.7000, "handOver": 0.0600, "launch": 0.5500}"#)
    }
}
