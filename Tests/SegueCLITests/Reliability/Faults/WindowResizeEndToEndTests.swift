import Foundation
import Testing
@testable import segue
@testable import SegueStudio

/// The real window resized in the middle of the card flip, under a private Xvfb
/// (`xdotool windowsize` right after clicking Flip): the flip completes and the
/// modal page fills the new size — the GL drawable, the root layer, the window and
/// the presentation all followed.
@Suite(.serialized) struct WindowResizeEndToEndTests {
    @Test func resizedMidFlipTheModalFillsTheNewSize() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let directory = try QuitMidTransitionEndToEndTests.outputDirectory("resize")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (demo, window, geometry) = try QuitMidTransitionEndToEndTests.startFlip(on: server, writingInto: directory)
        defer { demo.kill() }
        let input = try server.run("xdotool", ["mousemove", "\(geometry.x + 300)", "\(geometry.y + 256)", "click", "1",
                                               "windowsize", window, "800", "500"])
        #expect(input.status == 0, "xdotool: \(input.error)")
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-resize-after.png")
        let shown = try DemoWindowEndToEndTests.waitForPage(server, window: window, colour: DemoWindowEndToEndTests.modalPageColour, keep: keep)
        let resized = DemoWindowEndToEndTests.WindowGeometry(shell: try server.run("xdotool", ["getwindowgeometry", "--shell", window]).output)
        #expect(resized.width == 800 && resized.height == 500)
        #expect(shown >= 0.8, "the red modal page fills the 800 × 500 window: \(shown); see \(keep.path)")
        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        _ = try server.run("xdotool", ["key", "Escape"])
        #expect(demo.waitForExit(seconds: 15) == 0, "stderr: \(demo.standardError)")
        let (report, _) = try QuitMidTransitionEndToEndTests.outputs(in: directory)
        #expect(report.transitions == [.init(operation: "present", interactive: false, outcome: "completed", maxPercent: 0)])
        #expect(report.topViewController == "SCModalViewController")
    }
}
