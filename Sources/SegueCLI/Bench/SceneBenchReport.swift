import Foundation
import SegueSDL
import SegueStudio

/// The measurements of `segue bench --scene` and the table it prints.
struct SceneBenchReport {
    /// One phase of a frame: wall seconds, process CPU seconds, allocations.
    struct Phase {
        var wall: Double
        var cpu: Double
        var allocations: Int

        static func + (a: Phase, b: Phase) -> Phase {
            Phase(wall: a.wall + b.wall, cpu: a.cpu + b.cpu, allocations: a.allocations + b.allocations)
        }
    }

    /// One measured frame, phase by phase, and the compositor's counters.
    struct Frame {
        var tick: Phase
        var build: Phase
        var draw: Phase
        var present: Phase
        var statistics: CompositorStatistics

        var total: Phase { tick + build + draw + present }
        /// The engine's own work: ticks and geometry.
        var engine: Phase { tick + build }
    }

    /// One replay of a frame's recorded draw calls.
    struct RawFrame {
        var draw: Phase
        var present: Phase

        var total: Phase { draw + present }
    }

    let settings: SceneBenchSettings
    /// Where the frames were drawn.
    let target: String
    private(set) var frames: [Frame] = []
    private(set) var rawFrames: [RawFrame] = []
    /// Whether allocations were counted (glibc's hooks were available).
    var countsAllocations = false
    /// Whether the compositor painted its own runs on two cores
    /// (`LayerCompositor.paintsOnSecondCore`).
    var paintsOnSecondCore = false
    /// The layers in the scene's tree at the end.
    var layerCount = 0
    /// Each measured frame's `RecordedDrawCalls.digest` (with `--digest`).
    var frameDigests: [UInt64] = []

    /// The `--digest` file: "frame N: <16 hex digits>" per measured frame, counted
    /// from 1 after the warm-up.
    var digestLines: String {
        frameDigests.enumerated().map { index, digest in
            String(format: "frame %d: %016llx\n", index + 1, digest)
        }.joined()
    }

    init(settings: SceneBenchSettings, target: String) {
        self.settings = settings
        self.target = target
    }

    mutating func reserve(_ count: Int) {
        frames.reserveCapacity(count)
        rawFrames.reserveCapacity(count)
    }

    mutating func add(_ frame: Frame, raw: RawFrame?) {
        frames.append(frame)
        if let raw { rawFrames.append(raw) }
    }

    /// The value at percentile `p` (0…1) of `values`, nearest rank; 0 when empty.
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// Median of the engine's whole frames over median of the raw replays' (nil
    /// without `--raw`, or when the replays took no time), in wall time and in CPU time.
    var engineOverRaw: (wall: Double, cpu: Double)? {
        guard !rawFrames.isEmpty else { return nil }
        let rawWall = Self.percentile(rawFrames.map(\.total.wall), 0.5), rawCPU = Self.percentile(rawFrames.map(\.total.cpu), 0.5)
        guard rawWall > 0, rawCPU > 0 else { return nil }
        return (Self.percentile(frames.map(\.total.wall), 0.5) / rawWall, Self.percentile(frames.map(\.total.cpu), 0.5) / rawCPU)
    }

    /// The table `segue bench --scene` prints.
    var formatted: String {
        var lines: [String] = []
        var title = "segue bench --scene \(settings.scene.rawValue)"
        if settings.scene == .stress { title += " --cards \(settings.cardCount)" }
        title += " --frames \(settings.frames) --size \(settings.width)x\(settings.height)"
        if settings.usesWindow { title += " --window --renderer \(settings.renderer.rawValue)" }
        if settings.measuresRawFloor { title += " --raw" }
        if !settings.flattens { title += " --no-flattening" }
        if let path = settings.digestPath { title += " --digest \(path)" }
        lines.append(title)
        lines.append("\(target); \(frames.count) frames of 1/60 s after \(SceneBenchmark.warmUpFrames) warm-up frames")
        lines.append("")
        lines.append(Self.row(["phase", "wall median", "wall p99", "CPU median", "CPU p99", "allocations"]))
        func phaseRow(_ name: String, _ phases: [Phase]) {
            let wall = phases.map(\.wall), cpu = phases.map(\.cpu)
            let allocations = countsAllocations
                ? String(format: "%.0f", Self.percentile(phases.map { Double($0.allocations) }, 0.5)) : "-"
            lines.append(Self.row([name, Self.ms(Self.percentile(wall, 0.5)), Self.ms(Self.percentile(wall, 0.99)),
                                   Self.ms(Self.percentile(cpu, 0.5)), Self.ms(Self.percentile(cpu, 0.99)), allocations]))
        }
        phaseRow("tick", frames.map(\.tick))
        phaseRow("build", frames.map(\.build))
        phaseRow("draw", frames.map(\.draw))
        phaseRow("present", frames.map(\.present))
        phaseRow("frame", frames.map(\.total))
        if !rawFrames.isEmpty {
            phaseRow("raw draw", rawFrames.map(\.draw))
            phaseRow("raw present", rawFrames.map(\.present))
            phaseRow("raw frame", rawFrames.map(\.total))
        }
        lines.append("")
        let overdraw = frames.map(\.statistics.overdraw)
        lines.append(String(format: "overdraw (pixels filled / window pixels): median %.2f, max %.2f, min %.2f",
                            Self.percentile(overdraw, 0.5), overdraw.max() ?? 0, overdraw.min() ?? 0))
        if countsAllocations {
            lines.append("allocations: medians per frame of main-thread malloc/realloc/memalign calls (glibc hooks, \(MallocCallCounter.debugLibrary))")
        } else {
            lines.append("allocations: not counted (glibc's malloc hooks are unavailable: \(MallocCallCounter.debugLibrary) could not be preloaded)")
        }
        lines.append(paintsOnSecondCore
            ? "CPU: the process's time on every thread; the compositor paints the runs it draws itself on two threads"
            : "CPU: the process's time; the compositor paints the runs it draws itself on the drawing thread alone")
        if let last = frames.last?.statistics {
            lines.append("last frame: \(layerCount) layers in the tree; \(last)")
        }
        if let path = settings.digestPath {
            var combined = FNV1aHash()
            for digest in frameDigests { combined.add(digest) }
            lines.append(String(format: "frame digests: %d written to %@ (all frames: %016llx)",
                                frameDigests.count, path, combined.value))
        }
        if let ratio = engineOverRaw {
            lines.append(String(format: "engine / raw: %.2f× CPU (median frame %@ / %@), %.2f× wall", ratio.cpu,
                                Self.ms(Self.percentile(frames.map(\.total.cpu), 0.5)),
                                Self.ms(Self.percentile(rawFrames.map(\.total.cpu), 0.5)), ratio.wall))
        }
        if settings.scene == .stress {
            let cards = Double(settings.cardCount)
            let frame = Self.percentile(frames.map(\.total.cpu), 0.5) / cards
            let engine = Self.percentile(frames.map(\.engine.cpu), 0.5) / cards
            lines.append(String(format: "per card (CPU): %.2f µs of frame, %.2f µs of engine (tick + build)", frame * 1e6, engine * 1e6))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func ms(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1e3) }

    private static func row(_ cells: [String]) -> String {
        cells.enumerated().map { index, cell in
            index == 0 ? cell.padding(toLength: 12, withPad: " ", startingAt: 0) : cell.leftPadded(13)
        }.joined()
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? " " + self : String(repeating: " ", count: width - count) + self
    }
}
