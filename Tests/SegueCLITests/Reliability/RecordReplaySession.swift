import Foundation
@testable import Segue
@testable import segue
@testable import SegueFiles
@testable import SegueSDL
@testable import SegueStudio

/// A live studio session that records itself, for the record → replay invariant:
/// a demo scene in a `HeadlessStudioStage` built exactly as `segue replay` builds
/// its own (the demo's catalog, the same text rasterizer, the window's size set on
/// `UIScreen.main`), driven by random user input — pointer, wheel, keys (the tools'
/// pause, step, speed, Tab and the picker, exploded view, help, curves, tuning),
/// window resizes, focus loss — with time running as the SDL host runs it: ticks
/// due by the clock (none while paused, fewer in slow motion) and hitches that drop
/// time past the loop's catch-up limit. Each input is recorded as
/// `StudioInputRecorder` stamps it (the loop's media time since the start), and a
/// frame's digest is taken at every `ticksPerFrame`-th tick, after the input of
/// that tick, as the replay renders its frames (taken again after each action at
/// that tick, so the last one stands; a tick left by a step key mid-input has no
/// digest, since the replay draws that frame after the step).
@MainActor
final class RecordReplaySession {
    /// Frames every this many ticks: 10 frames a second at the loop's 240 Hz.
    static let ticksPerFrame = 24
    static var framesPerSecond: Int { 240 / ticksPerFrame }

    let size: CGSize
    let scene: DemoSceneName
    let catalog: StudioSceneCatalog
    let stage: RandomActionStage
    private let recorder: StudioInputRecorder
    private let reporter = TransitionReportRecorder()
    private let rasterizer: SDLTextRasterizer?
    private let previousRasterizer: (any TextRasterizer)?
    private var events: [ReplayTraceEvent] = []
    private var canvas: OffscreenCanvas
    /// Frame digests by tick since the start.
    private(set) var digests: [Int: UInt64] = [:]
    private let firstTick: Int

    init(scene: DemoSceneName, size: CGSize = CGSize(width: 480, height: 360)) throws {
        self.size = size
        self.scene = scene
        catalog = DemoSceneName.catalog(cards: RandomActionStage.stressCardCount)
        previousRasterizer = TextRendering.installedRasterizer
        rasterizer = HeadlessTextRasterizer.make()
        TextRendering.installedRasterizer = rasterizer
        UIScreen.main.updateFromHost(size: size, scale: 1)
        reporter.start()
        let built = HeadlessStudioStage(size: size, scene: scene.rawValue, catalog: catalog,
                                        context: StudioSceneContext(isStill: false, textRasterizer: rasterizer))
        stage = RandomActionStage(stage: built, size: size)
        recorder = StudioInputRecorder(start: built.host.loop.mediaTime)
        firstTick = built.host.loop.tickCount
        canvas = try OffscreenCanvas(pixelWidth: Int(size.width), pixelHeight: Int(size.height))
        try digest()
    }

    var host: HeadlessHost { stage.host }
    private var tick: Int { host.loop.tickCount - firstTick }

    /// Whether `action` is input a user gives the window (what a recording holds).
    static func isInput(_ action: RandomAction) -> Bool {
        switch action {
        case .down, .move, .up, .wheel, .key, .resize, .focusLoss, .ticks, .stall: true
        case .rotate, .switchScene, .tune, .call, .showcase, .settle: false
        }
    }

    /// Performs one input action, recording it, or lets time run.
    func perform(_ action: RandomAction) throws {
        switch action {
        case .ticks(let count):
            for _ in 0..<count {
                stage.runTicks(1)
                try digestIfFrame()
            }
        case .stall(let seconds):
            stage.perform(.stall(seconds))
            try digestIfFrame()
        default:
            let before = tick
            let time = recorder.elapsed(at: host.loop.mediaTime)
            guard stage.perform(action), let kind = Self.kind(of: action) else { return }
            // The window lays out and commits after each input's frame.
            stage.stage.endInputFrame()
            events.append(ReplayTraceEvent(time: time, kind: kind))
            if case .resize(let width, let height) = action {
                canvas = try OffscreenCanvas(pixelWidth: Int(width), pixelHeight: Int(height))
            }
            // A step key ran a tick: the replay draws the frame of the tick left after it.
            if tick != before { digests[before] = nil }
            try digestIfFrame()
        }
    }

    /// Digests the frame shown now when a frame falls on this tick.
    private func digestIfFrame() throws {
        if tick % Self.ticksPerFrame == 0 { try digest() }
    }

    /// Digests the frame now shown (the replay renders a frame after the tick's input).
    private func digest() throws {
        // As `ReplayRunner` does before rendering a frame.
        if CATransaction.hasUncommittedChanges {
            host.window.layer.layoutAndDisplayIfNeeded()
            CATransaction.flush()
            host.loop.refresh()
        }
        let root = stage.stage.root
        let background = SDLHostConfiguration(title: "", size: size).clearColor
        // The exploded view as the window's compositor gets it from the E tool.
        canvas.compositor.explodedView = stage.stage.shell.tool(ExplodedViewTool.self)?.explodedView
        digests[tick] = Self.digest(try canvas.render(root, scale: 1, backgroundColor: background))
    }

    /// FNV-1a over the image's size and pixels.
    static func digest(_ image: CGImage) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in [UInt8(truncatingIfNeeded: image.width), UInt8(truncatingIfNeeded: image.height)] + image.pixels {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// The recording so far, and the report of the live session; leaves the stage
    /// torn down and the rasterizer as it was.
    func finish() throws -> (ReplayTrace, TransitionReport) {
        let report = reporter.finish(window: stage.shell.scene.window)
        reporter.stop()
        let until = recorder.elapsed(at: host.loop.mediaTime)
        stage.tearDown()
        TextRendering.installedRasterizer = previousRasterizer
        let trace = ReplayTrace(scene: scene.rawValue, width: Int(size.width), height: Int(size.height), events: events, until: until)
        return (trace, report)
    }

    /// What `StudioInputRecorder` records for an input action.
    static func kind(of action: RandomAction) -> ReplayTraceEvent.Kind? {
        switch action {
        case .down(let x, let y, let alt): .down(CGPoint(x: x, y: y), alt: alt)
        case .move(let x, let y, let alt): .move(CGPoint(x: x, y: y), alt: alt)
        case .up(let x, let y, let alt): .up(CGPoint(x: x, y: y), alt: alt)
        case .wheel(let x, let y, let dx, let dy): dx == 0 && dy == 0 ? nil : .wheel(CGPoint(x: x, y: y), dx: dx, dy: dy)
        case .key(let name): .key(name)
        case .resize(let width, let height): .resize(width: Int(width), height: Int(height))
        case .focusLoss: .cancel
        default: nil
        }
    }

    /// Replays `trace` as `segue replay` does, with frames at the session's frame
    /// rate; returns the report and the frames' digests by tick.
    static func replay(_ trace: ReplayTrace, catalog: StudioSceneCatalog) throws -> (TransitionReport, [Int: UInt64]) {
        var digests: [Int: UInt64] = [:]
        let runner = ReplayRunner(trace: trace, catalog: catalog, framesPerSecond: framesPerSecond)
        let report = try runner.run { index, image in digests[index * ticksPerFrame] = digest(image) }
        return (report, digests)
    }
}
