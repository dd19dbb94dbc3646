import ArgumentParser
import Foundation
import Segue

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
        abstract: "Time ticks of a grid of layers, each with transform, opacity and position animations in flight."
    )

    @Option(name: .long, help: "Number of animated layers (1…1000000).")
    var layers: Int = 10_000

    @Option(name: .long, help: "Number of ticks to time (1…100000).")
    var ticks: Int = 200

    func validate() throws {
        guard (1...1_000_000).contains(layers) else {
            throw ValidationError("--layers must be between 1 and 1000000, got \(layers)")
        }
        guard (1...100_000).contains(ticks) else {
            throw ValidationError("--ticks must be between 1 and 100000, got \(ticks)")
        }
    }

    func run() throws {
        let report = MainActor.assumeIsolated { TickBenchmark(layerCount: layers).run(ticks: ticks) }
        print(report.formatted)
    }
}

/// Times ticks of an `AnimatedLayerGrid` with a clock (the system's, by default).
@MainActor
struct TickBenchmark {
    let layerCount: Int
    var clock: any MonotonicClock = SystemClock()

    struct Report {
        let layerCount: Int
        let tickDurations: [Double]

        func percentile(_ p: Double) -> Double {
            let sorted = tickDurations.sorted()
            let index = min(sorted.count - 1, max(0, Int((p * Double(sorted.count - 1)).rounded())))
            return sorted[index]
        }

        var formatted: String {
            let median = percentile(0.5)
            return String(format: "layers %d, ticks %d: median %.3f ms, p90 %.3f ms, min %.3f ms, per layer %.1f ns",
                          layerCount, tickDurations.count, median * 1e3, percentile(0.9) * 1e3,
                          percentile(0) * 1e3, median / Double(layerCount) * 1e9)
        }
    }

    func run(ticks: Int) -> Report {
        let loop = FixedTimestepLoop(clock: ManualClock())
        loop.attach(AnimatedLayerGrid.make(layerCount: layerCount))
        for _ in 0..<8 { loop.runTick() }
        var durations: [Double] = []
        durations.reserveCapacity(ticks)
        for _ in 0..<ticks {
            let start = clock.now()
            loop.runTick()
            durations.append(clock.now() - start)
        }
        return Report(layerCount: layerCount, tickDurations: durations)
    }
}
