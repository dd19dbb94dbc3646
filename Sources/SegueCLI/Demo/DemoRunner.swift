import Foundation
import Segue
import SegueSDL
import SegueFiles

/// Runs `segue demo`: opens the SDL host, shows the scene (the start screen when
/// no `--scene` was given) in a `DemoShell` with the standard tools, and keeps it
/// laid out for the window until the user quits, `--frames` frames have been
/// drawn, or SIGINT/SIGTERM arrives; then saves `--screenshot`, `--record` and
/// `--report` if asked (each written whole, or not at all). Each loop iteration
/// hands the tools its figures (`DemoFrameStats`) after the ticks, before layout
/// and drawing. `--trace` is opened before the window (an unwritable path exits
/// 64 at once), streamed while the demo runs, and renamed into place when it quits
/// (`DemoTrace`).
@MainActor
struct DemoRunner {
    let settings: DemoSettings

    /// The window title: "Segue — card flip modal"; "Segue — choose a scene" for
    /// the start screen (nil).
    nonisolated static func title(for scene: DemoSceneName?) -> String { "Segue — \(scene?.title ?? "choose a scene")" }

    func run() throws {
        let trace = try settings.tracePath.map { try DemoTrace.open($0) }
        var configuration = SDLHostConfiguration(title: Self.title(for: settings.scene), size: settings.windowSize)
        configuration.trace = trace
        configuration.renderer = settings.renderer
        let host = try SDLHost(configuration: configuration)
        defer { host.close() }
        let sceneStart = SystemClock().now()
        let reporter = TransitionReportRecorder()
        if settings.reportPath != nil { reporter.start() }
        defer { reporter.stop() }
        UIScreen.main.updateFromHost(size: host.size, scale: host.scale)
        let still = settings.isStill, rasterizer = host.textRasterizer, cards = settings.cardCount
        let makeScene: (DemoSceneName?) -> any DemoScene = { name in
            guard let name else { return DemoStartScene() }
            return DemoSceneContent.make(name, still: still, rasterizer: rasterizer, cards: cards)
        }
        let shell = DemoShell(scene: makeScene(settings.scene), name: settings.scene, size: host.size, loop: host.loop,
                              makeScene: makeScene)
        host.present(shell)
        DemoToolbox.installStandardTools(in: shell)
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
            shell.frameDidAdvance(DemoFrameStats(host: host))
        }
        host.frameHandler = { [unowned host] count in
            if let frameLimit, count >= frameLimit { host.requestQuit() }
        }
        var recorder: DemoInputRecorder?
        if settings.recordPath != nil {
            let inputRecorder = DemoInputRecorder(start: host.loop.mediaTime)
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
            let trace = recorder.trace(scene: settings.scene, size: recordedSize, end: host.loop.mediaTime)
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
