import Foundation
import SegueSDL

/// The measurements of `segue bench --scene` and the table it prints.
struct SceneBenchReport {
    /// One measured frame: wall seconds per phase, process CPU seconds, Swift heap
    /// allocations, and the compositor's counters.
    struct Frame {
        var tick: Double
        var build: Double
        var draw: Double
        var present: Double
        var cpu: Double
        var allocations: Int
        var statistics: CompositorStatistics

        var total: Double { tick + build + draw + present }
    }

    /// One replay of a frame's recorded draw calls.
    struct RawFrame {
        var draw: Double
        var present: Double
        var cpu: Double

        var total: Double { draw + present }
    }

    let settings: SceneBenchSettings
    /// Where the frames were drawn.
    let target: String
    private(set) var frames: [Frame] = []
    private(set) var rawFrames: [RawFrame] = []
    /// Whether allocations were counted (the runtime hook was available).
    var countsAllocations = false
    /// The layers in the scene's tree at the end.
    var layerCount = 0

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

    /// Median of the engine's whole frames over median of the raw replays' (nil without `--raw`).
    var engineOverRaw: Double? {
        guard !rawFrames.isEmpty else { return nil }
        let raw = Self.percentile(rawFrames.map(\.total), 0.5)
        return raw > 0 ? Self.percentile(frames.map(\.total), 0.5) / raw : nil
    }

    /// The same ratio for process CPU time.
    var engineOverRawCPU: Double? {
        guard !rawFrames.isEmpty else { return nil }
        let raw = Self.percentile(rawFrames.map(\.cpu), 0.5)
        return raw > 0 ? Self.percentile(frames.map(\.cpu), 0.5) / raw : nil
    }

    /// The table `segue bench --scene` prints.
    var formatted: String {
        var lines: [String] = []
        var title = "segue bench --scene \(settings.scene.rawValue)"
        if settings.scene == .stress { title += " --cards \(settings.cardCount)" }
        title += " --frames \(settings.frames) --size \(settings.width)x\(settings.height)"
        if settings.usesWindow { title += " --window" }
        if settings.measuresRawFloor { title += " --raw" }
        lines.append(title)
        lines.append("\(target); \(frames.count) frames of 1/60 s after \(SceneBenchmark.warmUpFrames) warm-up frames")
        lines.append("")
        lines.append(Self.row("phase", "median", "p99", "min"))
        func timeRow(_ name: String, _ values: [Double]) {
            lines.append(Self.row(name, Self.ms(Self.percentile(values, 0.5)), Self.ms(Self.percentile(values, 0.99)),
                                  Self.ms(values.min() ?? 0)))
        }
        timeRow("tick", frames.map(\.tick))
        timeRow("build", frames.map(\.build))
        timeRow("draw", frames.map(\.draw))
        timeRow("present", frames.map(\.present))
        timeRow("frame", frames.map(\.total))
        timeRow("frame CPU", frames.map(\.cpu))
        if !rawFrames.isEmpty {
            timeRow("raw draw", rawFrames.map(\.draw))
            timeRow("raw present", rawFrames.map(\.present))
            timeRow("raw frame", rawFrames.map(\.total))
            timeRow("raw CPU", rawFrames.map(\.cpu))
        }
        lines.append("")
        let overdraw = frames.map(\.statistics.overdraw)
        lines.append(String(format: "overdraw (pixels filled / window pixels): median %.2f, max %.2f, min %.2f",
                            Self.percentile(overdraw, 0.5), overdraw.max() ?? 0, overdraw.min() ?? 0))
        if countsAllocations {
            let allocations = frames.map { Double($0.allocations) }
            lines.append(String(format: "allocations per frame (Swift heap objects on the main thread, swift_allocObject hook): median %.0f, max %.0f",
                                Self.percentile(allocations, 0.5), allocations.max() ?? 0))
        } else {
            lines.append("allocations per frame: not counted (this Swift runtime has no _swift_allocObject hook)")
        }
        if let last = frames.last?.statistics {
            lines.append("last frame: \(layerCount) layers in the tree; \(last)")
        }
        if let ratio = engineOverRaw {
            lines.append(String(format: "engine / raw: %.2f× wall (median frame %@ / %@), %.2f× CPU",
                                ratio, Self.ms(Self.percentile(frames.map(\.total), 0.5)),
                                Self.ms(Self.percentile(rawFrames.map(\.total), 0.5)), engineOverRawCPU ?? 0))
        }
        if settings.scene == .stress {
            let perCard = Self.percentile(frames.map(\.total), 0.5) / Double(settings.cardCount)
            lines.append(String(format: "per card: %.2f µs of frame", perCard * 1e6))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func ms(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1e3) }

    private static func row(_ name: String, _ a: String, _ b: String, _ c: String) -> String {
        name.padding(toLength: 12, withPad: " ", startingAt: 0)
            + a.leftPadded(12) + b.leftPadded(12) + c.leftPadded(12)
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? " " + self : String(repeating: " ", count: width - count) + self
    }
}
