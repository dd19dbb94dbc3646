import ArgumentParser
import Foundation
import Segue
import SegueFiles
import SegueStudio

/// `segue bench`: measurements a user can run on their own machine.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the engine on this machine (build with -c release).",
        subcommands: [TickBenchCommand.self, SceneBenchCommand.self],
        defaultSubcommand: SceneBenchCommand.self
    )
}

/// `segue bench ticks`: time one fixed tick of N animated layers.
struct TickBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ticks",
        abstract: "Time ticks of a grid of layers, each with transform, opacity and position animations in flight.",
        discussion: """
            Prints the median, the 25th–75th percentiles and the minimum of the wall time and of the \
            process's CPU time per tick (on a busy machine CPU time is the steadier), the CPU time \
            per layer, and the heap allocations per tick (main-thread malloc calls, counted through \
            glibc's hooks). The layers' animations are added in one transaction, so all flips share \
            one timing, as do the fades and the moves (a tick computes each shared phase and curve \
            once); --stagger gives each layer its own begin time, so nothing is shared.
            """
    )

    @Option(name: .long, help: "Number of animated layers (1…1000000).")
    var layers: Int = 10_000

    @Option(name: .long, help: "Number of ticks to time (1…100000).")
    var ticks: Int = 200

    @Flag(name: .long, help: "Give each layer's animations their own begin time (no timing shared between layers).")
    var stagger = false

    func validate() throws {
        guard (1...1_000_000).contains(layers) else {
            throw ValidationError("--layers must be between 1 and 1000000, got \(layers)")
        }
        guard (1...100_000).contains(ticks) else {
            throw ValidationError("--ticks must be between 1 and 100000, got \(ticks)")
        }
    }

    func run() throws {
        MallocCallCounter.preloadIfNeeded()
        let report = MainActor.assumeIsolated { TickBenchmark(layerCount: layers, staggered: stagger).run(ticks: ticks) }
        try StandardOutput.write(report.formatted + "\n")
    }
}

/// Times ticks of an `AnimatedLayerGrid` with a clock (the system's, by default) and
/// a CPU clock (the process's), counting heap allocations while the ticks run.
@MainActor
struct TickBenchmark {
    let layerCount: Int
    /// Whether each layer's animations begin at their own time (`AnimatedLayerGrid`).
    var staggered = false
    var clock: any MonotonicClock = SystemClock()
    var cpuTime: () -> Double = ProcessCPUTime.now

    struct Report {
        let layerCount: Int
        var staggered = false
        /// Wall time of each tick, in seconds.
        let tickDurations: [Double]
        /// CPU time of each tick, in seconds.
        var cpuDurations: [Double] = []
        /// Allocations over all the timed ticks; nil when they could not be counted.
        var allocations: Int?

        /// The `p` quantile (0…1) of the wall times.
        func percentile(_ p: Double) -> Double { Self.percentile(p, of: tickDurations) }

        static func percentile(_ p: Double, of durations: [Double]) -> Double {
            guard !durations.isEmpty else { return 0 }
            let sorted = durations.sorted()
            let index = min(sorted.count - 1, max(0, Int((p * Double(sorted.count - 1)).rounded())))
            return sorted[index]
        }

        private static func summary(_ name: String, _ durations: [Double]) -> String {
            String(format: "%@ median %.3f ms (p25–p75 %.3f–%.3f, min %.3f)", name,
                   percentile(0.5, of: durations) * 1e3, percentile(0.25, of: durations) * 1e3,
                   percentile(0.75, of: durations) * 1e3, percentile(0, of: durations) * 1e3)
        }

        var formatted: String {
            let cpu = cpuDurations.isEmpty ? tickDurations : cpuDurations
            let perLayer = Self.percentile(0.5, of: cpu) / Double(layerCount) * 1e9
            let counted = allocations.map { String(format: "%.2f", Double($0) / Double(max(tickDurations.count, 1))) }
                ?? "not counted"
            return "layers \(layerCount)\(staggered ? " (staggered)" : ""), ticks \(tickDurations.count): " + Self.summary("wall", tickDurations) + "; "
                + Self.summary("cpu", cpu) + String(format: "; cpu per layer %.1f ns", perLayer)
                + "; allocations per tick \(counted)"
        }
    }

    func run(ticks: Int) -> Report {
        let loop = FixedTimestepLoop(clock: ManualClock())
        loop.attach(AnimatedLayerGrid.make(layerCount: layerCount, staggered: staggered))
        for _ in 0..<8 { loop.runTick() }
        var wall: [Double] = [], cpu: [Double] = []
        wall.reserveCapacity(ticks)
        cpu.reserveCapacity(ticks)
        let counting = MallocCallCounter.start()
        var allocations = 0
        for _ in 0..<ticks {
            let start = clock.now(), startCPU = cpuTime(), startAllocations = MallocCallCounter.count
            loop.runTick()
            let end = clock.now(), endCPU = cpuTime()
            allocations += MallocCallCounter.count - startAllocations
            wall.append(end - start)
            cpu.append(endCPU - startCPU)
        }
        MallocCallCounter.stop()
        return Report(layerCount: layerCount, staggered: staggered, tickDurations: wall, cpuDurations: cpu,
                      allocations: counting ? allocations : nil)
    }
}
