import Foundation
import Testing
@testable import segue
@testable import SegueStudio

/// `segue demo --scene sliding` with the real mouse under a private Xvfb: mode 3
/// (key 3), a drag to the right in small timed steps, and the release — the
/// dynamic transition's spring settles the top view anchored right, showing the
/// menu. The demo's report says how the transition ended; a screenshot shows the
/// menu's colour in the uncovered strip.
@Suite(.serialized) struct SlidingEndToEndTests {
    /// What the tests read from `--report`.
    typealias Report = DemoReportFile

    /// The home page's and the menu's colours (UIColor components × 255, rounded).
    static let homeColour: (red: UInt8, green: UInt8, blue: UInt8) = (242, 237, 224)
    static let menuColour: (red: UInt8, green: UInt8, blue: UInt8) = (31, 38, 66)

    /// Photographs the window until `colour` covers at least `share` of it and two
    /// photographs in a row agree (bounded tries, no sleeping); returns the last
    /// share seen.
    static func waitForShare(_ server: XvfbSession, window: String, colour: (red: UInt8, green: UInt8, blue: UInt8),
                             atLeast share: Double, keep: URL) throws -> Double {
        var seen = 0.0
        var previous: [UInt8] = []
        for _ in 0..<80 {
            let (content, _) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: keep)
            seen = content.fraction(near: colour)
            if seen >= share && content.rgb == previous { break }
            previous = content.rgb
        }
        return seen
    }

    /// xdotool arguments for a left-button drag from (`x`, `y`) by `dx` points in
    /// 10 pt steps 15 ms apart, released at the end.
    static func drag(x: Int, y: Int, dx: Int) -> [String] {
        var arguments = ["mousemove", "\(x)", "\(y)", "mousedown", "1"]
        for step in stride(from: 10, through: dx, by: 10) {
            arguments += ["sleep", "0.015", "mousemove", "\(x + step)", "\(y)"]
        }
        return arguments + ["mouseup", "1"]
    }

    @Test func modeThreeDragSettlesTheTopViewOverTheMenu() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("segue-sliding-e2e.json")
        try? FileManager.default.removeItem(at: report)
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-sliding-e2e.png")
        let (demo, window) = try DemoWindowEndToEndTests.startDemo(on: server, ["--scene", "sliding", "--size", "800x520",
                                                                                "--report", report.path])
        defer { demo.kill() }
        let geometry = DemoWindowEndToEndTests.WindowGeometry(
            shell: try server.run("xdotool", ["getwindowgeometry", "--shell", window]).output)
        let start = try Self.waitForShare(server, window: window, colour: Self.homeColour, atLeast: 0.8, keep: keep)
        #expect(start >= 0.8, "the home page fills the window first: \(start); see \(keep.path)")
        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        let key = try server.run("xdotool", ["key", "3"])
        #expect(key.status == 0, "xdotool: \(key.error)")
        let moved = try server.run("xdotool", Self.drag(x: geometry.x + 200, y: geometry.y + 120, dx: 200))
        #expect(moved.status == 0, "xdotool: \(moved.error)")
        // Anchored right, the menu shows in the left 300 of 800 points (less its rows and text).
        let menu = try Self.waitForShare(server, window: window, colour: Self.menuColour, atLeast: 0.25, keep: keep)
        #expect(menu >= 0.25 && menu < 0.4, "the menu's strip shows: \(menu); see \(keep.path)")
        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        _ = try server.run("xdotool", ["key", "Escape"])
        let status = demo.waitForExit(seconds: 15)
        #expect(status == 0, "stderr: \(demo.standardError)")
        let decoded = try Report.read(report)
        let anchor = try #require(decoded.transitions.first)
        #expect(decoded.transitions.count == 1)
        #expect(anchor.operation == "anchorRight")
        #expect(anchor.interactive)
        #expect(anchor.outcome == "completed")
        #expect(anchor.maxPercent > 0.3)
        #expect(decoded.appearance.suffix(2) == ["METransitionsViewController.viewWillAppear",
                                                 "METransitionsViewController.viewDidAppear"])
    }
}
