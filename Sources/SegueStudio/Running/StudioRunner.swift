import Foundation
import Segue
import SegueSDL
import SegueFiles

/// Runs a studio program's window (`Studio.run`, `segue demo`): opens the SDL host,
/// shows the scene (`--scene`, else the catalog's launch scene: its only scene, or
/// the start screen) in a `StudioShell` with the standard tools, and keeps it
/// laid out for the window until the user quits or `--frames` frames have been
/// drawn; then saves `--record`, `--report` and `--screenshot` if asked (each
/// written whole, or not at all). A signal (SIGHUP, SIGINT, SIGQUIT, SIGTERM,
/// SIGUSR1; `TerminationRequest`) ends the window the same way at the next
/// iteration, and then throws a `StudioInterruption` (exit 128 + the signal, one
/// line naming it and the files written). Losing the X display (`DisplayLoss`)
/// writes the recording, report and trace from Xlib's IO error handler — nothing
/// may touch SDL then — and exits 1 with one line. Each loop iteration
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
        let watch = settings.watchSession.map { StudioWatchLink(directory: URL(fileURLWithPath: $0)) }
        let restored = watch?.restored(catalog: catalog)
        var sceneName = settings.scene ?? catalog.launchSceneName
        if let restored {
            // The scene the held transition's recording began in, else the one shown
            // last — unless the new build no longer has it.
            let name = restored.trace.map(\.scene) ?? restored.state.scene
            if name == nil || name.flatMap(catalog.entry(named:)) != nil { sceneName = name }
        }
        // Before the trace's temporary file exists and before SDL_Init (which then
        // leaves SIGINT and SIGTERM to these handlers), so no signal can leave it behind.
        TerminationRequest.install()
        defer { TerminationRequest.uninstall() }
        let trace = try settings.tracePath.map { try StudioTrace.open($0, processName: catalog.title) }
        var configuration = SDLHostConfiguration(title: catalog.windowTitle(for: sceneName), size: settings.windowSize)
        configuration.trace = trace
        configuration.renderer = settings.renderer
        if let state = restored?.state, state.width >= 1, state.height >= 1 {
            configuration.position = CGPoint(x: state.x, y: state.y)
            configuration.size = CGSize(width: state.width, height: state.height)
        }
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
        var recorder: StudioInputRecorder?
        if settings.recordPath != nil || watch != nil {
            let inputRecorder = StudioInputRecorder(start: host.loop.mediaTime)
            let windowInput = host.inputHandler
            host.inputHandler = { [unowned host] event in
                inputRecorder.record(event, at: host.loop.mediaTime)
                windowInput?(event)
            }
            recorder = inputRecorder
        }
        var watchSession: StudioWatchSession?
        if let watch, let recorder {
            watchSession = StudioWatchSession(link: watch, shell: shell, host: host, recorder: recorder, scene: sceneName)
        }
        if let restored { watchSession?.restore(restored) }
        host.tickHandler = { [unowned host, unowned shell] in
            if TerminationRequest.signal != nil { host.requestQuit() }
            watchSession?.poll()
            shell.frameDidAdvance(StudioFrameStats(host: host))
        }
        host.frameHandler = { [unowned host] count in
            if count == 1 { watchSession?.firstFrameWasPresented() }
            if let frameLimit, count >= frameLimit { host.requestQuit() }
        }
        let outputs = StudioSessionOutputs(settings: settings, sceneName: sceneName, trace: trace, recorder: recorder,
                                           reporter: reporter, recordedSize: host.size,
                                           window: { [unowned shell] in shell.scene.window },
                                           now: { [unowned host] in host.loop.mediaTime })
        let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        DisplayLoss.install {
            let outcome = outputs.write()
            let interruption = StudioInterruption(cause: .displayLost(display), written: outcome.written,
                                                  failure: outcome.failure.map { "\($0)" })
            try? StandardOutput.writeError("error: \(interruption)\n")
            exit(interruption.exitStatus)
        }
        host.run()
        let outcome = outputs.write()
        if let signal = TerminationRequest.signal {
            var written = outcome.written
            var failure = outcome.failure.map { "\($0)" }
            if let path = settings.screenshotPath, failure == nil {
                do {
                    try host.saveScreenshot(toFile: path)
                    written.append("--screenshot \"\(path.escapingControlCharacters)\"")
                } catch {
                    failure = "\(error)"
                }
            }
            throw StudioInterruption(cause: .signal(signal), written: written, failure: failure)
        }
        if let failure = outcome.failure { throw failure }
        if let path = settings.screenshotPath {
            try host.saveScreenshot(toFile: path)
        }
    }
}
