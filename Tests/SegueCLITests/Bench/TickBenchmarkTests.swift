import ArgumentParser
import Testing
@testable import segue
@testable import Segue

@MainActor @Suite struct TickBenchmarkTests {
    @Test func reportsOneDurationPerTickFromTheGivenClock() {
        // A manual clock never moves, so every tick measures zero: no wall time is read.
        let report = TickBenchmark(layerCount: 3, clock: ManualClock()).run(ticks: 5)
        #expect(report.tickDurations == [0, 0, 0, 0, 0])
        #expect(report.formatted == "layers 3, ticks 5: median 0.000 ms, p90 0.000 ms, min 0.000 ms, per layer 0.0 ns")
    }

    @Test func percentilesReadTheSortedDurations() {
        let report = TickBenchmark.Report(layerCount: 10, tickDurations: [0.004, 0.001, 0.003, 0.002, 0.005])
        #expect(report.percentile(0) == 0.001)
        #expect(report.percentile(0.5) == 0.003)
        #expect(report.percentile(1) == 0.005)
        #expect(report.formatted.hasPrefix("layers 10, ticks 5: median 3.000 ms"))
    }

    @Test(arguments: [["bench", "ticks", "--layers", "0"], ["bench", "ticks", "--ticks", "1000000"]])
    func outOfRangeCountsAreRejectedNamingTheOption(arguments: [String]) {
        #expect(throws: (any Error).self) { _ = try SegueCommand.parseAsRoot(arguments) }
        do {
            _ = try SegueCommand.parseAsRoot(arguments)
        } catch {
            let message = SegueCommand.message(for: error)
            #expect(message.contains(arguments[2]), "\(message)")
            #expect(SegueCommand.exitCode(for: error) != .success)
        }
    }

    @Test func theGridHasThreeAnimationsOnEveryLayer() {
        let root = AnimatedLayerGrid.make(layerCount: 4)
        #expect(root.sublayers?.count == 4)
        #expect(root.sublayers?.allSatisfy { $0.animationKeys() == ["flip", "fade", "slide"] } == true)
    }
}
