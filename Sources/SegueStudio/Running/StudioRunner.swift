import Foundation
import Segue
import SegueSDL
import SegueFiles

/// Runs a studio program's window (`Studio.run`, `segue demo`): opens the SDL host,
/// shows the scene (`--scene`, else the catalog's launch scene: its only scene, or
/// the start screen) in a `StudioShell` with the standard tools, and keeps it
/// laid out for the window until the user quits, `--frames` frames have been
/// drawn, or SIGINT/SIGTERM arrives; then saves `--screenshot`, `--record` and
/// `--report` if asked (each written whole, or not at all). Each loop iteration
/// hands the tools its figures (`StudioFrameStats`) after the ticks, before layout
/// and drawing. `--trace` is opened before the window (an unwritable path exits
/// 64 at once), streamed while the program runs, and renamed into place when it quits
/// (`StudioTrace`).
@MainActor
struct StudioRunner {
    let settings: StudioSettings
    /// The program's scenes and name.
    let catalog: StudioSceneCatalog

    func run() throws {
        let sceneName = settings.scene ?? catalog.launchSceneName
        let trace = try settings.tracePath.map { try StudioTrace.open($0, processName: catalog.title) }
        var configuration = SDLHostConfiguration(title: catalog.windowTitle(for: sceneName), size: settings.windowSize)
        configuration.trace = trace
        configuration.renderer = settings.renderer
        let host = try SDLHost(configuration: configuration)
        defer { host.close() }
        let sceneStart = SystemClock().now()
        let reporter = TransitionReportRecorder()
        if settings.reportPath != nil { reporter.start() }
        defer { reporter.stop() }
        UIScreen.main.updateFromHost(size: host.size, scale: host.scale)
        let context = StudioSceneContext(isStill: settings.isStill, textRasterizer: host.textRasterizer)
        let shell = StudioShell(scene: catalog.makeScene(sceneName, context: context), name: sceneName, catalog: catalog,
                                size: host.size, loop: host.loop, context: context)
        host.present(shell)
        StudioToolbox.installStandardTools(in: shell)
        shell.tool(ExplodedViewTool.self)?.onChange = { [unowned host] view in
            host.compositor.explodedView = view
            host.setNeedsRedraw()
        }
        // At quit, after the report: a transition in flight ends while the scene is whole.
        defer { shell.windDown() }
        trace?.launchStep("build scene and tools", from: sceneStart, to: SystemClock().now())
        let frameLimit = settings.frameLimit
        if frameLimit != nil { host.drawsEveryFrame = true }
        host.tickHandler = { [unowned host, unowned shell] in
            shell.frameDidAdvance(StudioFrameStats(host: host))
        }
        host.frameHandler = { [unowned host] count in
            if let frameLimit, count >= frameLimit { host.requestQuit() }
        }
        var recorder: StudioInputRecorder?
        if settings.recordPath != nil {
            let inputRecorder = StudioInputRecorder(start: host.loop.mediaTime)
            let windowInput = host.inputHandler
            host.inputHandler = { [unowned host] event in
                inputRecorder.record(event, at: host.loop.mediaTime)
                windowInput?(event)
            }
            recorder = inputRecorder
        }
        let recordedSize = host.size
        host.run()
        try trace?.finish()
        if let path = settings.recordPath, let recorder {
            let trace = recorder.trace(scene: sceneName, size: recordedSize, end: host.loop.mediaTime)
            try OutputWriter.write(Array(trace.json.utf8), toFile: path, option: "--record")
        }
        if let path = settings.reportPath {
            let report = reporter.finish(window: shell.scene.window)
            try OutputWriter.write(Array(report.json.utf8), toFile: path, option: "--report")
        }
        if let path = settings.screenshotPath {
            try host.saveScreenshot(toFile: path)
        }
    }
}
