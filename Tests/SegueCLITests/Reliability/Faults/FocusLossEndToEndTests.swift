import Foundation
import Testing
@testable import segue
@testable import SegueStudio
import SegueTestSupport

/// Focus taken away in the middle of a drag, for real: under a private Xvfb a
/// second X client (xlogo) takes the keyboard focus while the mouse button is
/// still held in the demo's window. SDL reports the focus loss, the host cancels
/// the touches, and the flip seed's interactor cancels the presentation; the
/// demo's `--report` says so and its `--record` trace holds the cancellation, so
/// the replay cancels too.
@Suite(.serialized) struct FocusLossEndToEndTests {
    @Test func focusTakenByAnotherWindowMidDragCancelsTheFlip() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let directory = try QuitMidTransitionEndToEndTests.outputDirectory("focus")
        defer { try? FileManager.default.removeItem(at: directory) }
        let other = try BoundedProcess(try XvfbSession.tool("xlogo"), ["-geometry", "100x100+0+0"], environment: server.environment)
        try other.start()
        defer { other.kill() }
        let logo = try server.run("xdotool", ["search", "--sync", "--onlyvisible", "--class", "xlogo"], seconds: 30)
        let logoWindow = logo.output.split(separator: "\n").first.map(String.init) ?? ""
        #expect(logo.status == 0 && !logoWindow.isEmpty, "xlogo's window: \(logo.error)")

        let (demo, window, geometry) = try QuitMidTransitionEndToEndTests.startFlip(on: server, writingInto: directory)
        defer { demo.kill() }
        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        let x = geometry.x + 300, top = geometry.y + 60
        var press = ["mousemove", "\(x)", "\(top)", "mousedown", "1"]
        for step in stride(from: 10, through: 120, by: 10) { press += ["mousemove", "\(x)", "\(top + step)"] }
        let moved = try server.run("xdotool", press)
        #expect(moved.status == 0, "xdotool: \(moved.error)")
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-focus-drag.png")
        var tilted = false
        for _ in 0..<60 where !tilted {
            let (content, _) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: keep)
            tilted = content.fraction(near: DemoWindowEndToEndTests.mainPageColour) < 0.8
        }
        #expect(tilted, "the drag turned the card; see \(keep.path)")

        // Another window takes the focus while the button is still down.
        let focus = try server.run("xdotool", ["windowfocus", "--sync", logoWindow])
        #expect(focus.status == 0, "xdotool windowfocus: \(focus.error)")
        let settled = try DemoWindowEndToEndTests.waitForPage(
            server, window: window, colour: DemoWindowEndToEndTests.mainPageColour,
            keep: DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-focus-after.png"))
        #expect(settled >= 0.8, "the flip cancelled back to the main page: \(settled)")
        _ = try server.run("xdotool", ["mouseup", "1"])
        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        _ = try server.run("xdotool", ["key", "Escape"])
        let status = demo.waitForExit(seconds: 15)
        #expect(status == 0, "stderr: \(demo.standardError)")

        let (report, trace) = try QuitMidTransitionEndToEndTests.outputs(in: directory)
        let present = try #require(report.transitions.first)
        #expect(report.transitions.count == 1, "\(report.transitions)")
        #expect(present.operation == "present" && present.interactive && present.outcome == "cancelled", "\(present)")
        #expect(report.topViewController == "SCViewController")
        let kinds = trace.events.map(\.type)
        #expect(kinds.first == "down" && kinds.contains("cancel") && !kinds.contains("up"), "\(kinds)")
        let replayed = try QuitMidTransitionEndToEndTests.replay(directory)
        #expect(replayed.transitions.map(\.outcome) == ["cancelled"])
    }
}
