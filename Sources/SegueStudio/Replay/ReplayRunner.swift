import Foundation
import Segue
import SegueSDL
import SegueFiles

/// Replays a `ReplayTrace` in a `HeadlessHost` — no display — on the same fixed
/// timestep the studio's loop runs: tick 0 is the moment the scene appeared, each
/// event is delivered after the tick nearest its time (as the SDL host delivers
/// input after advancing its loop), and the run stops at the trace's `until`.
/// Time is the loop's own tick count, run one tick at a time whatever the time
/// scale (`HeadlessStudioStage.runTick()`): a recording's times count the ticks
/// that ran live, so paused time (no ticks), slow motion and a step's extra tick
/// (the Time tool's step key runs one) line up with the live session, and a
/// recorded resize resizes the stage at its tick.
/// Nothing reads the wall clock, so the same trace always gives the same report
/// and the same frames.
///
/// The scene is built from the program's `StudioSceneCatalog`, exactly as the window builds it, with
/// the SDL host's text rasterizer when its fonts are installed, inside a
/// `StudioShell` with the standard tools (`StudioToolbox`), so recorded keys (Tab, S,
/// Space…) and clicks on tools replay into the same tools, and a recorded scene
/// switch switches. Frames show the scene with the tools' overlay above it.
///
/// With `phases` set (`segue replay --trace`), each tick is a frame in the
/// recorder — input, the rendered frame's commit, presentation tree, geometry
/// build and draw, its PNG written as "present", then the tick — timed on the
/// wall clock; a signal caught by `TerminationRequest` ends the replay
/// at the next tick.
@MainActor
struct ReplayRunner {
    let trace: ReplayTrace
    /// The scene to build (the trace's unless `--scene` chose another); nil is the
    /// start screen.
    var scene: String?
    /// The program's scenes (the start screen's and the picker's cards).
    let catalog: StudioSceneCatalog
    /// Frames per second to render, or nil for none.
    var framesPerSecond: Int?
    /// The fonts labels are drawn with (DejaVu Sans; Segue's bitmap font, with a
    /// warning, when they are missing).
    var fontFiles = TextFontFiles.located()
    /// Where each tick's phases are recorded (`--trace`), or nil.
    var phases: FramePhaseRecorder?

    init(trace: ReplayTrace, catalog: StudioSceneCatalog, scene: String? = nil, framesPerSecond: Int? = nil,
         phases: FramePhaseRecorder? = nil) {
        self.catalog = catalog
        self.trace = trace
        self.scene = scene ?? trace.scene
        self.framesPerSecond = framesPerSecond
        self.phases = phases
    }

    /// The frame times: frame k shows time k / fps, for every k with that time
    /// ≤ `until`. Each is given as the tick it falls on.
    func frameTicks(tickInterval: Double) -> [Int] {
        guard let fps = framesPerSecond, fps > 0 else { return [] }
        let count = Int((trace.until * Double(fps) + 1e-9).rounded(.down)) + 1
        return (0..<count).map { Int((Double($0) / Double(fps) / tickInterval).rounded()) }
    }

    /// Runs the trace; `frame` receives each rendered frame (its number and image)
    /// as it is made. Returns the report.
    func run(frame: (Int, CGImage) throws -> Void = { _, _ in }) throws -> TransitionReport {
        let previousRasterizer = TextRendering.installedRasterizer
        let rasterizer = HeadlessTextRasterizer.make(fontFiles: fontFiles)
        TextRendering.installedRasterizer = rasterizer
        defer { TextRendering.installedRasterizer = previousRasterizer }
        let reporter = TransitionReportRecorder()
        reporter.start()
        defer { reporter.stop() }

        // As the window sets it before the scene is built.
        UIScreen.main.updateFromHost(size: trace.size, scale: 1)
        let stage = HeadlessStudioStage(size: trace.size, scene: scene, catalog: catalog,
                                        context: StudioSceneContext(isStill: false, textRasterizer: rasterizer))
        // A trace may end mid-transition or with the scene presenting: both hold the
        // scene's controllers, so the scene is wound down (as the studio leaves a scene)
        // once the report is made.
        defer { stage.shell.switchScene(to: nil) }
        let host = stage.host
        let root = stage.root

        let tickInterval = host.loop.tickInterval
        let frames = frameTicks(tickInterval: tickInterval)
        var canvas = frames.isEmpty ? nil : try OffscreenCanvas(pixelWidth: trace.width, pixelHeight: trace.height)
        let background = SDLHostConfiguration(title: "", size: trace.size).clearColor
        let lastTick = Int((trace.until / tickInterval).rounded())
        var eventIndex = 0, frameIndex = 0
        let firstTick = host.loop.tickCount
        var tick: Int { host.loop.tickCount - firstTick }
        canvas?.phaseRecorder = phases
        while true {
            phases?.beginFrame()
            phases?.mark(.input)
            while eventIndex < trace.events.count, trace.events[eventIndex].tick(interval: tickInterval) <= tick {
                let event = trace.events[eventIndex]
                stage.shell.deliver(event, timestamp: stage.host.currentTime, resize: stage.resize(to:))
                stage.endInputFrame()
                if case .resize(let width, let height) = event.kind, canvas != nil {
                    canvas = try OffscreenCanvas(pixelWidth: width, pixelHeight: height)
                    canvas?.phaseRecorder = phases
                }
                phases?.recordInput(event.kind.traceName, x: event.kind.location.map { Double($0.x) },
                                    y: event.kind.location.map { Double($0.y) })
                eventIndex += 1
            }
            // As the SDL host does before drawing: input delivered this tick commits.
            if frameIndex < frames.count, frames[frameIndex] <= tick, CATransaction.hasUncommittedChanges {
                phases?.mark(.layout)
                host.window.layer.layoutAndDisplayIfNeeded()
                phases?.mark(.commit)
                CATransaction.flush()
                phases?.mark(.presentationTree)
                host.loop.refresh()
            }
            var drew = false
            while frameIndex < frames.count, frames[frameIndex] <= tick, let canvas {
                phases?.mark(.draw)
                // The exploded view as the window's compositor has it (StudioRunner
                // hands it over on every change; here it is read for each frame).
                canvas.compositor.explodedView = stage.shell.tool(ExplodedViewTool.self)?.explodedView
                let image = try canvas.render(root, scale: 1, backgroundColor: background)
                phases?.mark(.present)
                try frame(frameIndex, image)
                frameIndex += 1
                drew = true
            }
            let counters = drew ? canvas.map { Self.counters($0.statistics) } : nil
            guard tick < lastTick, TerminationRequest.signal == nil else {
                phases?.endFrame(drawn: drew, ticks: 0, counters: counters)
                break
            }
            phases?.mark(.ticks)
            stage.runTick()
            phases?.endFrame(drawn: drew, ticks: 1, counters: counters)
        }
        return reporter.finish(window: stage.shell.scene.window)
    }

    /// A trace's counters from the canvas's compositor.
    private static func counters(_ drawn: CompositorStatistics) -> FrameCounters {
        FrameCounters(layers: drawn.layersVisited, quads: drawn.quads, triangles: drawn.triangles,
                      drawCalls: drawn.drawCalls, textureUploads: drawn.textureUploads,
                      pixelsFilled: drawn.pixelsFilled, culledLayers: drawn.culledLayers)
    }
}
