import ArgumentParser
import Foundation

/// `segue demo`: opens a window showing a layer scene animated by Segue and drawn
/// by the SDL compositor.
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

    @Option(help: ArgumentHelp("The scene: flip (the card-flip modal, default) or layers.", valueName: "NAME"))
    var scene: String?

    func validate() throws {
        do {
            _ = try DemoSettings.parse(size: size, frames: frames, screenshot: screenshot, still: still, scene: scene)
        } catch {
            throw error.validationError
        }
    }

    func run() throws {
        let settings = try DemoSettings.parse(size: size, frames: frames, screenshot: screenshot, still: still, scene: scene)
        if let path = settings.screenshotPath { try DemoScreenshotTarget.check(path) }
        try MainActor.assumeIsolated {
            try DemoRunner(settings: settings).run()
        }
    }
}
