import Foundation
import Segue
import SegueSDL
import SegueStudio

/// Runs `segue bench --scene`: builds the scene as `segue render --scene` does (a
/// `HeadlessHost` on a manual clock, the demo's own scene factory, SDL2_ttf text
/// when its fonts are installed), lets it settle, starts its showcase transition
/// (again each time one completes, so a transition is always running), and then
/// times `warmUpFrames` + K frames of 1/60 s, each split into the phases the SDL
/// host goes through:
///
/// - tick: the loop's ticks for the frame (four of 1/240 s), run by one
///   `advance()` as the SDL host runs them (so the ticks before the last compute
///   their presentation values only on demand), and the layout;
/// - build: `LayerCompositor.buildFrame` (walk, tessellate, cull, batch);
/// - draw: clear and `LayerCompositor.submitFrame` (texture uploads and the
///   `SDL_RenderGeometry` calls);
/// - present: `SDL_RenderPresent` in a window, `SDL_RenderFlush` on the surface.
///
/// Each phase is measured three ways: wall time, the process's CPU time (every
/// thread: in a window the renderer's own threads work too) and allocations.
///
/// With `--raw` each frame's draw calls are recorded after it is drawn and at once
/// replayed — clear, the same `SDL_RenderGeometry` calls, present — with no engine
/// work: the floor the engine's frame is compared with, side by side in the same
/// run and the same renderer. Allocations are counted with `MallocCallCounter` over
/// the four phases (not over the recording).
///
/// With `--digest` each measured frame's recording is reduced to its
/// `RecordedDrawCalls.digest` (outside the timed phases), so two builds' outputs
/// can be compared frame by frame: the scene runs on a manual clock, so the same
/// build draws the same frames every run.
@MainActor
struct SceneBenchmark {
    let settings: SceneBenchSettings
    /// The wall clock the phases are timed with (tests pass a `ManualClock`).
    var clock: any MonotonicClock = SystemClock()
    /// The process's CPU time in seconds (tests pass a constant).
    var cpuTime: () -> Double = ProcessCPUTime.now
    /// Frames run before measuring (caches, buffers and textures warm up).
    nonisolated static let warmUpFrames = 30
    /// The frame interval simulated: 60 Hz.
    nonisolated static let frameInterval = 1.0 / 60

    func run() throws(SceneBenchError) -> SceneBenchReport {
        let previousRasterizer = TextRendering.installedRasterizer
        let rasterizer = try? SDLTextRasterizer()
        TextRendering.installedRasterizer = rasterizer
        defer { TextRendering.installedRasterizer = previousRasterizer }

        let target = settings.usesWindow
            ? try SceneBenchTarget(windowWidth: settings.width, height: settings.height,
                                   title: "segue bench — \(settings.scene.title)", renderer: settings.renderer)
            : try SceneBenchTarget(surfaceWidth: settings.width, height: settings.height)
        target.compositor.flattensStaticContent = settings.flattens
        let host = HeadlessHost(size: CGSize(width: settings.width, height: settings.height))
        let scene = DemoSceneContent.make(settings.scene, still: false, rasterizer: rasterizer, cards: settings.cardCount)
        host.present(scene.window)
        _ = host.settle(limit: 1)
        let root = scene.window.layer
        let loopsTransitions = scene.startShowcaseTransition() && scene.transitionWindow.isRunningTransition
        let ticksPerFrame = max(1, Int((Self.frameInterval / host.loop.tickInterval).rounded()))

        var report = SceneBenchReport(settings: settings, target: target.description)
        report.reserve(settings.frames)
        let counting = MallocCallCounter.start()
        defer { MallocCallCounter.stop() }
        report.countsAllocations = counting
        report.paintsOnSecondCore = target.compositor.paintsOnSecondCore
        for frame in 0..<(Self.warmUpFrames + settings.frames) {
            guard target.pumpEvents() else { break }
            if loopsTransitions && !scene.transitionWindow.isRunningTransition {
                _ = scene.startShowcaseTransition()
            }
            var marks = PhaseMarks(clock: clock, cpuTime: cpuTime)
            for _ in 0..<ticksPerFrame { host.clock.advance(by: host.loop.tickInterval) }
            host.loop.advance()
            root.layoutAndDisplayIfNeeded()
            let tick = marks.next()
            target.compositor.buildFrame(root, scale: 1)
            let build = marks.next()
            target.clear()
            target.compositor.submitFrame()
            let draw = marks.next()
            target.present()
            let present = marks.next()
            if let error = target.compositor.lastError { throw SceneBenchError("the compositor failed: \(error)") }

            var rawFrame: SceneBenchReport.RawFrame?
            let recording = settings.measuresRawFloor || settings.digestPath != nil
                ? target.compositor.recordSubmittedDrawCalls() : nil
            if let recording, settings.digestPath != nil, frame >= Self.warmUpFrames {
                report.frameDigests.append(recording.digest)
            }
            if settings.measuresRawFloor, let recording {
                var rawMarks = PhaseMarks(clock: clock, cpuTime: cpuTime)
                target.clear()
                if let error = recording.replay(on: target.renderer) { throw SceneBenchError("the raw replay failed: \(error)") }
                let rawDraw = rawMarks.next()
                target.present()
                rawFrame = SceneBenchReport.RawFrame(draw: rawDraw, present: rawMarks.next())
            }
            guard frame >= Self.warmUpFrames else { continue }
            report.add(SceneBenchReport.Frame(tick: tick, build: build, draw: draw, present: present,
                                              statistics: target.compositor.statistics), raw: rawFrame)
        }
        report.layerCount = Self.layerCount(root)
        return report
    }

    /// The layers in a tree.
    static func layerCount(_ layer: CALayer) -> Int {
        1 + (layer.sublayers ?? []).reduce(0) { $0 + layerCount($1) }
    }
}

/// Successive marks of the wall clock, the process's CPU time and the allocation
/// count: each `next()` is the phase since the previous mark.
@MainActor
struct PhaseMarks {
    let clock: any MonotonicClock
    let cpuTime: () -> Double
    private var wall: Double
    private var cpu: Double
    private var allocations: Int

    init(clock: any MonotonicClock, cpuTime: @escaping () -> Double) {
        self.clock = clock
        self.cpuTime = cpuTime
        allocations = MallocCallCounter.count
        cpu = cpuTime()
        wall = clock.now()
    }

    /// The phase since the last mark, and a new mark.
    mutating func next() -> SceneBenchReport.Phase {
        let nowWall = clock.now(), nowCPU = cpuTime(), nowAllocations = MallocCallCounter.count
        defer { (wall, cpu, allocations) = (nowWall, nowCPU, nowAllocations) }
        return SceneBenchReport.Phase(wall: nowWall - wall, cpu: nowCPU - cpu, allocations: nowAllocations - allocations)
    }
}

/// The CPU time of the whole process (every thread — the renderer's too), in
/// seconds (`CLOCK_PROCESS_CPUTIME_ID`).
enum ProcessCPUTime {
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}
