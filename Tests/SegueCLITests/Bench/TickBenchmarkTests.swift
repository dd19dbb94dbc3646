import ArgumentParser
import Testing
@testable import segue
@testable import SegueStudio
@testable import Segue

@MainActor @Suite struct TickBenchmarkTests {
    @Test func reportsOneDurationPerTickFromTheGivenClocks() {
        // A manual clock never moves and the CPU clock is fixed, so every tick measures
        // zero: no wall or CPU time is read.
        var benchmark = TickBenchmark(layerCount: 3, clock: ManualClock())
        benchmark.cpuTime = { 7 }
        let report = benchmark.run(ticks: 5)
        #expect(report.tickDurations == [0, 0, 0, 0, 0])
        #expect(report.cpuDurations == [0, 0, 0, 0, 0])
        #expect(report.formatted.hasPrefix(
            "layers 3, ticks 5: wall median 0.000 ms (p25–p75 0.000–0.000, min 0.000); "
                + "cpu median 0.000 ms (p25–p75 0.000–0.000, min 0.000); cpu per layer 0.0 ns; allocations per tick "))
    }

    @Test func aStaggeredGridSharesNoTimingBetweenLayers() throws {
        let shared = FixedTimestepLoop(clock: ManualClock())
        shared.attach(AnimatedLayerGrid.make(layerCount: 20))
        shared.runTick()
        #expect(shared.arena.layout.timingClasses.count == 3)
        let staggered = FixedTimestepLoop(clock: ManualClock())
        staggered.attach(AnimatedLayerGrid.make(layerCount: 20, staggered: true))
        staggered.runTick()
        #expect(staggered.arena.layout.timingClasses.count == 60)
        #expect(staggered.arena.layout.runs.count == 20)

        let command = try #require(try SegueCommand.parseAsRoot(["bench", "ticks", "--stagger"]) as? TickBenchCommand)
        #expect(command.stagger)
        var benchmark = TickBenchmark(layerCount: 3, staggered: true, clock: ManualClock())
        benchmark.cpuTime = { 7 }
        #expect(benchmark.run(ticks: 2).formatted.hasPrefix("layers 3 (staggered), ticks 2: "))
    }

    @Test func percentilesReadTheSortedDurations() {
        let report = TickBenchmark.Report(layerCount: 10, tickDurations: [0.004, 0.001, 0.003, 0.002, 0.005],
                                          cpuDurations: [0.002, 0.001, 0.002, 0.001, 0.003], allocations: 10)
        #expect(report.percentile(0) == 0.001)
        #expect(report.percentile(0.5) == 0.003)
        #expect(report.percentile(1) == 0.005)
        #expect(report.formatted == "layers 10, ticks 5: wall median 3.000 ms (p25–p75 2.000–4.000, min 1.000); "
                    + "cpu median 2.000 ms (p25–p75 1.000–2.000, min 1.000); cpu per layer 200000.0 ns; allocations per tick 2.00")
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
