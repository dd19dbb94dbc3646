import Testing
@testable import segue

/// A reload's time, phase by phase.
@Suite struct ReloadTimingTests {
    let timing = ReloadTiming(notice: 0.05, settle: 0.15, load: 1, compile: 0.9, link: 0.7, handOver: 0.06, launch: 0.55)

    @Test("the total is the sum of the phases, and the line names each")
    func lineAndTotal() {
        #expect(abs(timing.total - 3.41) < 1e-9)
        #expect(timing.line == "reloaded in 3.41 s (notice 0.05 · settle 0.15 · load 1.00 · compile 0.90 · link 0.70 · hand-over 0.06 · launch and first frame 0.55)")
    }

    @Test("the JSON line carries the total and every phase")
    func json() {
        #expect(timing.json == #"{"total": 3.4100, "notice": 0.0500, "settle": 0.1500, "load": 1.0000, "compile": 0.9000, "link": 0.7000, "handOver": 0.0600, "launch": 0.5500}"#)
    }

    @Test("a build's phases come from the steps SwiftPM reported, and a step not seen takes no time")
    func buildPhases() {
        let build = PackageBuild.Outcome(succeeded: true, output: "", started: 10, loaded: 11, linkStarted: 12, ended: 12.8)
        #expect(build.phases.load == 1 && build.phases.compile == 1 && abs(build.phases.link - 0.8) < 1e-9)
        let nothingLinked = PackageBuild.Outcome(succeeded: true, output: "", started: 10, loaded: nil, linkStarted: nil, ended: 11)
        #expect(nothingLinked.phases.load == 0 && nothingLinked.phases.compile == 1 && nothingLinked.phases.link == 0)
    }
}
