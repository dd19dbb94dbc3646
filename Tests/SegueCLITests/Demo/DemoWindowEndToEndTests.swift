import Foundation
import Testing
import SegueTestSupport

/// `segue demo` as a user runs it: a real window on a private Xvfb server, found
/// with xdotool, photographed with ImageMagick's `import`, then ended with SIGTERM
/// or the Escape key. Needs `tools/setup` (Xvfb, xdotool, ImageMagick); fails,
/// never skips, when they are missing. Every wait is bounded.
///
/// The latest screenshots stay in the temporary directory
/// (`segue-demo-e2e-window.png`, `segue-demo-e2e-frames.png`) for a person to look at.
@Suite(.serialized) struct DemoWindowEndToEndTests {
    static var binary: URL {
        get throws {
            guard let binary = EndToEndTests.binary else { throw EndToEndTests.MissingBinary() }
            return binary
        }
    }

    static let keptScreenshots = FileManager.default.temporaryDirectory

    /// A window's place on the screen, from `xdotool getwindowgeometry --shell`.
    struct WindowGeometry: Equatable {
        var x = 0, y = 0, width = 0, height = 0

        init(shell text: String) {
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, let value = Int(parts[1]) else { continue }
                switch parts[0] {
                case "X": x = value
                case "Y": y = value
                case "WIDTH": width = value
                case "HEIGHT": height = value
                default: break
                }
            }
        }

        var crop: String { "\(width)x\(height)+\(x)+\(y)" }
    }

    /// Starts the demo on `server` and returns it once its window is mapped, with
    /// the window's id.
    static func startDemo(on server: XvfbSession, _ arguments: [String] = []) throws -> (BoundedProcess, String) {
        let demo = try BoundedProcess(try binary, ["demo"] + arguments, environment: server.environment)
        try demo.start()
        let search = try server.run("xdotool", ["search", "--sync", "--onlyvisible", "--name", "^Segue"], seconds: 30)
        let window = search.output.split(separator: "\n").first.map(String.init) ?? ""
        guard search.status == 0, !window.isEmpty else {
            demo.kill()
            throw XvfbSession.StartFailure(description: "no Segue window appeared within 30 s (xdotool status \(String(describing: search.status)); demo stderr: \(demo.standardError))")
        }
        return (demo, window)
    }

    /// `import -window root` of the whole screen, saved to `keep`, and the content of
    /// the window's area; retried (a bounded number of times) until the first
    /// frames have been drawn.
    ///
    /// The shot and its crop go to names of their own, and the shot then replaces
    /// `keep` in one rename: several tests (and other test processes on the
    /// machine) keep their shots under the same name in the temporary folder, and
    /// one test reading a file another was writing or had just removed failed.
    static func photograph(_ server: XvfbSession, window: String, keep: URL) throws -> (ScreenContent, WindowGeometry) {
        let geometryRun = try server.run("xdotool", ["getwindowgeometry", "--shell", window])
        let geometry = WindowGeometry(shell: geometryRun.output)
        #expect(geometry.width > 0 && geometry.height > 0, "window geometry: \(geometryRun.output)")
        let unique = keep.deletingLastPathComponent().appendingPathComponent("\(UUID().uuidString)-\(keep.lastPathComponent)")
        let raw = unique.deletingPathExtension().appendingPathExtension("rgb")
        defer {
            try? FileManager.default.removeItem(at: raw)
            if rename(unique.path, keep.path) != 0 { try? FileManager.default.removeItem(at: unique) }
        }
        var content = ScreenContent(rgb: [])
        for _ in 0..<20 {
            let shot = try server.run("import", ["-window", "root", unique.path])
            #expect(shot.status == 0, "import: \(shot.error)")
            let crop = try server.run("convert", [unique.path, "-crop", geometry.crop, "+repage", "-depth", "8", "rgb:\(raw.path)"])
            #expect(crop.status == 0, "convert: \(crop.error)")
            content = ScreenContent(rgb: [UInt8](try Data(contentsOf: raw)))
            if content.isDrawnScene { break }
        }
        return (content, geometry)
    }

    @Test func showsTheSceneAndSaysSoOnSIGTERM() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let (demo, window) = try Self.startDemo(on: server, ["--scene", "flip", "--size", "800x520"])
        let name = try server.run("xdotool", ["getwindowname", window])
        #expect(name.output == "Segue — card flip modal\n")
        let keep = Self.keptScreenshots.appendingPathComponent("segue-demo-e2e-window.png")
        let (content, geometry) = try Self.photograph(server, window: window, keep: keep)
        #expect(geometry.width == 800 && geometry.height == 520)
        #expect(geometry.x == (1280 - 800) / 2 && geometry.y == (800 - 520) / 2, "the window opens centred")
        #expect(content.pixelCount == 800 * 520)
        #expect(content.isDrawnScene, "the window shows a drawn scene, not a blank: \(content); see \(keep.path)")
        demo.terminate()
        let status = demo.waitForExit(seconds: 15)
        #expect(status == 128 + SIGTERM, "SIGTERM ends the demo with status 143; stderr: \(demo.standardError)")
        #expect(demo.standardError.hasSuffix("error: ended by SIGTERM (terminate)\n"), "\(demo.standardError)")
    }

    @Test func escapeKeyQuitsWithStatusZero() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let (demo, window) = try Self.startDemo(on: server, ["--size", "400x300"])
        let focus = try server.run("xdotool", ["windowfocus", "--sync", window])
        #expect(focus.status == 0, "windowfocus: \(focus.error)")
        let key = try server.run("xdotool", ["key", "Escape"])
        #expect(key.status == 0, "xdotool key: \(key.error)")
        let status = demo.waitForExit(seconds: 15)
        #expect(status == 0, "Escape ends the demo with status 0; stderr: \(demo.standardError)")
    }

    @Test func framesAndScreenshotSaveTheLastFrameAndExit() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let keep = Self.keptScreenshots.appendingPathComponent("segue-demo-e2e-frames.png")
        try? FileManager.default.removeItem(at: keep)
        let demo = try BoundedProcess(try Self.binary, ["demo", "--scene", "flip", "--size", "480x320", "--frames", "20", "--screenshot", keep.path],
                                      environment: server.environment)
        try demo.start()
        let status = demo.waitForExit(seconds: 60)
        #expect(status == 0, "stderr: \(demo.standardError)")
        #expect(demo.standardOutput == "")
        let raw = keep.deletingPathExtension().appendingPathExtension("rgb")
        defer { try? FileManager.default.removeItem(at: raw) }
        let size = try server.run("identify", ["-format", "%wx%h", keep.path])
        #expect(size.output == "480x320", "the PNG is the window's drawable: \(size.error)")
        let convert = try server.run("convert", [keep.path, "-depth", "8", "rgb:\(raw.path)"])
        #expect(convert.status == 0)
        let content = ScreenContent(rgb: [UInt8](try Data(contentsOf: raw)))
        #expect(content.isDrawnScene, "\(content); see \(keep.path)")
    }

    /// The flip scene's two page colours (UIColor components × 255, rounded).
    static let mainPageColour: (red: UInt8, green: UInt8, blue: UInt8) = (41, 92, 184)
    static let modalPageColour: (red: UInt8, green: UInt8, blue: UInt8) = (199, 77, 56)

    /// Photographs the window until most of it is `colour` and the picture has
    /// settled (two photographs in a row identical, so a transition still ending is
    /// not mistaken for its end) — a bounded number of tries, no sleeping: each
    /// `import` takes its own time. Returns the share of `colour` seen last.
    static func waitForPage(_ server: XvfbSession, window: String, colour: (red: UInt8, green: UInt8, blue: UInt8),
                            keep: URL) throws -> Double {
        var share = 0.0
        var previous: [UInt8] = []
        for _ in 0..<80 {
            let (content, _) = try photograph(server, window: window, keep: keep)
            share = content.fraction(near: colour)
            if share >= 0.8 && content.rgb == previous { break }
            previous = content.rgb
        }
        return share
    }

    @Test func clickingFlipPresentsTheModalAndDismissFlipsBack() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let (demo, window) = try Self.startDemo(on: server, ["--scene", "flip", "--size", "600x400"])
        defer {
            demo.terminate()
            _ = demo.waitForExit(seconds: 15)
        }
        let keep = Self.keptScreenshots.appendingPathComponent("segue-demo-e2e-flip.png")
        let geometry = WindowGeometry(shell: try server.run("xdotool", ["getwindowgeometry", "--shell", window]).output)
        let start = try Self.waitForPage(server, window: window, colour: Self.mainPageColour, keep: keep)
        #expect(start >= 0.8, "the main controller's blue page shows first: \(start); see \(keep.path)")
        // The button sits 56 pt below the centre on both pages.
        let button = ["\(geometry.x + 300)", "\(geometry.y + 256)"]
        let click = try server.run("xdotool", ["mousemove"] + button + ["click", "1"])
        #expect(click.status == 0, "xdotool: \(click.error)")
        let presented = try Self.waitForPage(server, window: window, colour: Self.modalPageColour, keep: keep)
        #expect(presented >= 0.8, "clicking Flip presents the red modal page: \(presented); see \(keep.path)")
        let again = try server.run("xdotool", ["mousemove"] + button + ["click", "1"])
        #expect(again.status == 0, "xdotool: \(again.error)")
        let dismissed = try Self.waitForPage(server, window: window, colour: Self.mainPageColour, keep: keep)
        #expect(dismissed >= 0.8, "clicking Dismiss flips back to the blue page: \(dismissed); see \(keep.path)")
    }

    /// The environment with no way to reach a display.
    static var displaylessEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment.removeValue(forKey: key) }
        return environment
    }

    @Test func withoutADisplayItSaysHowToGetOne() throws {
        let result = try BoundedProcess.run(try Self.binary, ["demo", "--frames", "1"], environment: Self.displaylessEnvironment, seconds: 30)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("error: opening a window failed: no display: DISPLAY is unset"), "\(result.error)")
        #expect(result.error.contains("Xvfb :99 &") && result.error.contains("DISPLAY=:99"))
        #expect(result.error.filter { $0 == "\n" }.count == 1, "one line: \(result.error)")
    }

    @Test func badOptionsExit64BeforeOpeningAWindow() throws {
        let result = try BoundedProcess.run(try Self.binary, ["demo", "--size", "10x10"], environment: Self.displaylessEnvironment, seconds: 30)
        #expect(result.status == 64)
        #expect(result.error == "error: --size must be WxH with W from 64 to 8192 and H from 64 to 8192, got \"10x10\"\n")
    }

    @Test func unwritableScreenshotExits1BeforeOpeningAWindow() throws {
        let result = try BoundedProcess.run(try Self.binary, ["demo", "--screenshot", "/nonexistent-segue-dir/a.png"],
                                            environment: Self.displaylessEnvironment, seconds: 30)
        #expect(result.status == 1)
        #expect(result.error == "error: cannot write --screenshot \"/nonexistent-segue-dir/a.png\": no such directory \"/nonexistent-segue-dir\"\n")
    }
}
