import Foundation
import Segue
import SegueSDL

/// Runs `segue demo`: opens the SDL host, shows the scene, and keeps it laid out
/// for the window until the user quits, `--frames` frames have been drawn, or
/// SIGINT/SIGTERM arrives; then saves `--screenshot`, `--record` and `--report`
/// if asked (each written whole, or not at all).
@MainActor
struct DemoRunner {
    let settings: DemoSettings

    /// The window title: "Segue — card flip modal".
    nonisolated static func title(for scene: DemoSceneName) -> String { "Segue — \(scene.title)" }

    func run() throws {
        let host = try SDLHost(configuration: SDLHostConfiguration(title: Self.title(for: settings.scene), size: settings.windowSize))
        defer { host.close() }
        let reporter = TransitionReportRecorder()
        if settings.reportPath != nil { reporter.start() }
        defer { reporter.stop() }
        UIScreen.main.updateFromHost(size: host.size, scale: host.scale)
        let scene = DemoSceneContent.make(settings.scene, still: settings.isStill, rasterizer: host.textRasterizer)
        let shell = DemoShell(scene: scene, size: host.size, loop: host.loop)
        shell.install(TimelineTool())
        shell.install(HUDTool())
        host.present(shell)
        defer { withExtendedLifetime(shell) {} }
        let frameLimit = settings.frameLimit
        if frameLimit != nil { host.drawsEveryFrame = true }
        host.frameHandler = { [unowned host, unowned shell] count in
            shell.frameDidAdvance(DemoFrameStats(frameNumber: count, mediaTime: host.loop.mediaTime))
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
        if let path = settings.recordPath, let recorder {
            let trace = recorder.trace(scene: settings.scene, size: recordedSize, end: host.loop.mediaTime)
            try OutputWriter.write(Array(trace.json.utf8), toFile: path)
        }
        if let path = settings.reportPath {
            let report = reporter.finish(window: scene.window)
            try OutputWriter.write(Array(report.json.utf8), toFile: path)
        }
        if let path = settings.screenshotPath {
            try host.saveScreenshot(toFile: path)
        }
    }
}
