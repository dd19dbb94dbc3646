import Foundation
import Testing
@testable import segue
@testable import SegueStudio

/// The design card's promise, end to end: a real mouse pan in the SDL window drives
/// the card-flip interactor with the seed's 0.5 threshold. Under a private Xvfb,
/// xdotool presses the button, moves in small steps and releases; the demo's own
/// report (`--report`) says how the transition ended.
@Suite(.serialized) struct FlipDragEndToEndTests {
    /// The report the demo writes when it quits.
    typealias Report = DemoReportFile

    /// Drags the window from (300, 60) straight down by `distance` points in 10 pt
    /// steps, photographing mid-drag into `keep` before releasing; then quits with
    /// Escape and returns the demo's report and the mid-drag content.
    static func drag(distance: Int, keep: URL) throws -> (Report, ScreenContent) {
        let server = try XvfbSession()
        defer { server.stop() }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("segue-flip-drag-\(distance).json")
        try? FileManager.default.removeItem(at: report)
        let (demo, window) = try DemoWindowEndToEndTests.startDemo(on: server, ["--scene", "flip", "--size", "600x400", "--report", report.path])
        defer { demo.kill() }
        let geometry = DemoWindowEndToEndTests.WindowGeometry(shell: try server.run("xdotool", ["getwindowgeometry", "--shell", window]).output)
        _ = try DemoWindowEndToEndTests.waitForPage(server, window: window, colour: DemoWindowEndToEndTests.mainPageColour, keep: keep)
        let x = geometry.x + 300, top = geometry.y + 60
        var press = ["mousemove", "\(x)", "\(top)", "mousedown", "1"]
        for step in stride(from: 10, through: distance, by: 10) {
            press += ["mousemove", "\(x)", "\(top + step)"]
        }
        let moved = try server.run("xdotool", press)
        #expect(moved.status == 0, "xdotool: \(moved.error)")
        // The pointer is held down: photograph until the demo has caught up with the
        // moves and the tilted card stands still (bounded tries, no sleeping).
        var midDrag = ScreenContent(rgb: [])
        var previous: [UInt8] = []
        for _ in 0..<80 {
            (midDrag, _) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: keep)
            let tilted = midDrag.fraction(near: DemoWindowEndToEndTests.mainPageColour) < 0.8
                && midDrag.fraction(near: DemoWindowEndToEndTests.modalPageColour) < 0.8
            if tilted && midDrag.rgb == previous { break }
            previous = midDrag.rgb
        }
        let release = try server.run("xdotool", ["mouseup", "1"])
        #expect(release.status == 0, "xdotool: \(release.error)")
        let settled = try DemoWindowEndToEndTests.waitForPage(
            server, window: window,
            colour: distance * 2 >= 400 ? DemoWindowEndToEndTests.modalPageColour : DemoWindowEndToEndTests.mainPageColour,
            keep: keep.deletingPathExtension().appendingPathExtension("after.png"))
        #expect(settled >= 0.8, "the flip settled on the expected page: \(settled)")
        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        _ = try server.run("xdotool", ["key", "Escape"])
        let status = demo.waitForExit(seconds: 15)
        #expect(status == 0, "stderr: \(demo.standardError)")
        let decoded = try Report.read(report)
        return (decoded, midDrag)
    }

    @Test func draggingPastHalfTheHeightPresentsInteractively() throws {
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-flip-drag-past.png")
        let (report, midDrag) = try Self.drag(distance: 300, keep: keep)
        let present = try #require(report.transitions.first)
        #expect(present.operation == "present")
        #expect(present.interactive)
        #expect(present.outcome == "completed")
        #expect(present.maxPercent > 0.5)
        #expect(report.topViewController == "SCModalViewController")
        // Mid-drag the card is tilted: neither page fills the window.
        #expect(midDrag.fraction(near: DemoWindowEndToEndTests.mainPageColour) < 0.8, "see \(keep.path)")
        #expect(midDrag.fraction(near: DemoWindowEndToEndTests.modalPageColour) < 0.8, "see \(keep.path)")
    }

    @Test func draggingShortOfHalfTheHeightCancels() throws {
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-flip-drag-short.png")
        let (report, _) = try Self.drag(distance: 120, keep: keep)
        let present = try #require(report.transitions.first)
        #expect(present.operation == "present")
        #expect(present.interactive)
        #expect(present.outcome == "cancelled")
        #expect(present.maxPercent < 0.5)
        #expect(report.topViewController == "SCViewController")
    }
}
