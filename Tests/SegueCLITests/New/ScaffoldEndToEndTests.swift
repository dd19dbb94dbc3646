import Foundation
import Testing
import SegueTestSupport
@testable import segue

/// From nothing to a user's own transition in a window, as a user does it:
/// `segue new`, then `swift build` and `swift test` of the new package, then the
/// program on a private Xvfb — click Open card, drag the card down past half the
/// window, Escape — and its report. The recording made live then replays headless
/// through the same program to the same report. The package builds in a folder of
/// its own under the checkout (`.build-scaffold-e2e`), kept between runs.
@Suite(.serialized) struct ScaffoldEndToEndTests {
    static let checkout = NewCommandTests.checkout
    static let scratch = checkout.appendingPathComponent(".build-scaffold-e2e")
    static let cardColour: (red: UInt8, green: UInt8, blue: UInt8) = (74, 107, 237)
    static let pageColour: (red: UInt8, green: UInt8, blue: UInt8) = (242, 242, 247)

    @Test func newPackageRunsInTheStudioAndItsRecordingReplays() throws {
        let parent = try NewCommandTests.folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let made = try NewCommandTests.run(["CardsE2E", "--path", parent.path])
        try #require(made.status == 0, "\(made.error)")
        let package = parent.appendingPathComponent("CardsE2E")
        let swift = URL(fileURLWithPath: "/usr/bin/env")
        let build = try BoundedProcess.run(swift, ["swift", "build", "--build-tests", "--package-path", package.path,
                                                   "--scratch-path", Self.scratch.path], seconds: 1500)
        try #require(build.status == 0, "swift build: \(build.output.suffix(3000)) \(build.error.suffix(2000))")
        let tests = try BoundedProcess.run(swift, ["swift", "test", "--skip-build", "--package-path", package.path,
                                                   "--scratch-path", Self.scratch.path], seconds: 300)
        #expect(tests.status == 0, "swift test: \(tests.output.suffix(3000)) \(tests.error.suffix(2000))")
        #expect(tests.output.contains("Test run with 3 tests in 1 suite passed"), "\(tests.output.suffix(1000))")
        let program = Self.scratch.appendingPathComponent("debug/CardsE2E")

        let server = try XvfbSession()
        defer { server.stop() }
        let report = parent.appendingPathComponent("live.json"), recording = parent.appendingPathComponent("recording.json")
        let app = try BoundedProcess(program, ["--size", "600x800", "--report", report.path, "--record", recording.path],
                                     environment: server.environment)
        try app.start()
        defer { app.kill() }
        let search = try server.run("xdotool", ["search", "--sync", "--onlyvisible", "--name", "^CardsE2E$"], seconds: 30)
        let window = try #require(search.output.split(separator: "\n").first.map(String.init), "no window: \(app.standardError)")
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-scaffold-e2e.png")
        #expect(try NavigationEndToEndTests.waitFor(Self.pageColour, share: 0.9, server, window: window, keep: keep) >= 0.9)
        let geometry = DemoWindowEndToEndTests.WindowGeometry(shell: try server.run("xdotool", ["getwindowgeometry", "--shell", window]).output)

        // Open card: the button at the page's centre.
        _ = try server.run("xdotool", ["mousemove", "\(geometry.x + 300)", "\(geometry.y + 422)", "click", "1"])
        let opened = try NavigationEndToEndTests.waitFor(Self.cardColour, share: 0.7, server, window: window,
                                      keep: keep.deletingPathExtension().appendingPathExtension("open.png"))
        #expect(opened >= 0.7, "the card is up: \(opened)")

        // Drag the card down 460 of 800 points and let go: past half way, it completes.
        var drag = ["mousemove", "\(geometry.x + 300)", "\(geometry.y + 300)", "mousedown", "1"]
        for step in stride(from: 10, through: 460, by: 10) { drag += ["mousemove", "\(geometry.x + 300)", "\(geometry.y + 300 + step)"] }
        drag += ["mouseup", "1"]
        _ = try server.run("xdotool", drag)
        let dismissed = try NavigationEndToEndTests.waitFor(Self.pageColour, share: 0.9, server, window: window,
                                         keep: keep.deletingPathExtension().appendingPathExtension("dismissed.png"))
        #expect(dismissed >= 0.9, "the card is gone: \(dismissed)")
        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        _ = try server.run("xdotool", ["key", "Escape"])
        #expect(app.waitForExit(seconds: 15) == 0, "stderr: \(app.standardError)")

        let live = try DemoReportFile.read(report)
        #expect(live.transitions.map(\.operation) == ["present", "dismiss"])
        #expect(live.transitions.map(\.outcome) == ["completed", "completed"])
        #expect(live.transitions.map(\.interactive) == [false, true])
        #expect((live.transitions.last?.maxPercent ?? 0) > 0.5)
        #expect(live.topViewController == "CardsViewController")

        // The recording replays headless through the same program to the same report.
        let replayed = parent.appendingPathComponent("replayed.json")
        let replay = try BoundedProcess.run(program, ["--replay", recording.path, "--report", replayed.path], seconds: 120)
        #expect(replay.status == 0, "\(replay.error)")
        #expect(try DemoReportFile.read(replayed) == live)
    }
}
