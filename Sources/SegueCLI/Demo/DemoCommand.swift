import ArgumentParser
import Foundation

/// `segue demo`: opens a window showing a scene animated by Segue and drawn by the
/// SDL compositor — the start screen (scene picker) unless `--scene` names one;
/// `--list` prints the scenes instead.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Open a window with a live transition scene (Esc or Ctrl+Q quits, F12 saves a screenshot).",
        discussion: "Needs a display: under X11 without one, run \"Xvfb :99 &\" and set DISPLAY=:99."
    )

    @Option(help: ArgumentHelp("Window size in points (default 1024x700).", valueName: "WxH"))
    var size: String?

    @Option(help: ArgumentHelp("Quit after N drawn frames (1…1000000), for scripts.", valueName: "N"))
    var frames: String?

    @Option(help: ArgumentHelp("Save the last frame as a PNG before quitting.", valueName: "PATH"))
    var screenshot: String?

    @Flag(help: "Show the scene without animations (to measure the idle cost).")
    var still = false

    @Option(help: ArgumentHelp("The scene to open: \(DemoSceneName.nameList). Without it the start screen lists them (Tab shows that list over any scene).", valueName: "NAME"))
    var scene: String?

    @Flag(help: "Print the scenes, one \"name — summary\" line each, and exit (no window).")
    var list = false

    @Option(help: ArgumentHelp("Record the mouse and keys to a trace (JSON) for segue replay, written when the demo quits.", valueName: "PATH"))
    var record: String?

    @Option(help: ArgumentHelp("Write the transitions and appearance callbacks seen (JSON) when the demo quits.", valueName: "PATH"))
    var report: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Cards in the stress scene (1…20000, default 500).", valueName: "N"))
    var cards: String?

    @Option(help: ArgumentHelp("Write a Chrome trace (open it in Perfetto or chrome://tracing): each frame's phases, the transitions and animations, the compositor's counters.", valueName: "PATH"))
    var trace: String?

    @Option(help: ArgumentHelp("The SDL renderer: auto (default: accelerated where a GPU render node /dev/dri/renderD* is readable and LIBGL_ALWAYS_SOFTWARE is unset, else software; the choice is logged), accelerated (OpenGL, linear filtering, vsync) or software (no OpenGL loaded: starts faster and uses less memory where OpenGL is itself software, e.g. llvmpipe under Xvfb; turned images filtered by the compositor).", valueName: "NAME"))
    var renderer: String?

    func settings() throws(CurveArgumentError) -> DemoSettings {
        try DemoSettings.parse(size: size, frames: frames, screenshot: screenshot, still: still, scene: scene,
                               record: record, report: report, cards: cards, trace: trace, renderer: renderer)
    }

    func validate() throws {
        do {
            _ = try settings()
        } catch {
            throw error.validationError
        }
    }

    /// `--list`'s text: one "name — summary" line per scene, in the picker's order.
    static var sceneList: String {
        DemoSceneName.allCases.map { "\($0.rawValue) — \($0.summary)\n" }.joined()
    }

    func run() throws {
        if list {
            FileHandle.standardOutput.write(Data(Self.sceneList.utf8))
            return
        }
        let settings = try settings()
        if let path = settings.screenshotPath { try DemoScreenshotTarget.check(path) }
        if let path = settings.recordPath { try DemoScreenshotTarget.check(path, option: "--record") }
        if let path = settings.reportPath { try DemoScreenshotTarget.check(path, option: "--report") }
        try MainActor.assumeIsolated {
            try DemoRunner(settings: settings).run()
        }
    }
}
