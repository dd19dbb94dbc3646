import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// `segue demo --scene slide-up` under a private Xvfb: Ctrl+Right turns the
/// simulated iPad to landscape, a click on Show panel slides the panel up, and a
/// click on the dimmed presenter above it slides it back down. Screenshots show
/// the panel's red at the bottom of the landscape screen; the report lists the
/// rotation, the presentation and the dismissal.
@Suite(.serialized) struct SlideUpEndToEndTests {
    typealias Report = DemoReportFile

    /// The panel's red (UIColor components × 255, rounded).
    static let panelColour: (red: UInt8, green: UInt8, blue: UInt8) = (204, 43, 51)

    /// Where, in window points, the Show panel button and a point of the dimmed
    /// presenter are once the device of a `size` desktop is in landscape left: the
    /// scene itself, laid out headless at that size, says.
    @MainActor static func landscapeTargets(size: CGSize) -> (show: CGPoint, outside: CGPoint) {
        let host = HeadlessHost(size: size)
        let scene = SlideUpScene()
        host.present(scene.window)
        host.runTicks(1)
        _ = scene.handleKey(StudioKey("right", modifiers: .control))
        host.settle()
        let button = scene.root.showButton
        let show = scene.window.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), from: button)
        return (show, scene.simulator.desktopPoint(fromDevice: CGPoint(x: 512, y: 120)))
    }

    @Test func rotateThenClickShowAndClickOutside() async throws {
        let targets = await MainActor.run { Self.landscapeTargets(size: CGSize(width: 1024, height: 700)) }
        let server = try XvfbSession()
        defer { server.stop() }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("segue-slide-up-e2e.json")
        try? FileManager.default.removeItem(at: report)
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-slide-up-e2e.png")
        let (demo, window) = try DemoWindowEndToEndTests.startDemo(on: server, ["--scene", "slide-up", "--size", "1024x700",
                                                                                "--report", report.path])
        defer { demo.kill() }
        let geometry = DemoWindowEndToEndTests.WindowGeometry(
            shell: try server.run("xdotool", ["getwindowgeometry", "--shell", window]).output)
        _ = try DemoWindowEndToEndTests.photograph(server, window: window, keep: keep)
        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        let key = try server.run("xdotool", ["key", "ctrl+Right"])
        #expect(key.status == 0, "xdotool: \(key.error)")
        // Wait for the 0.4 s turn to end (two identical photographs), then click.
        _ = try SlidingEndToEndTests.waitForShare(server, window: window, colour: (0, 0, 0), atLeast: 0, keep: keep)
        let point = { (p: CGPoint) in ["\(geometry.x + Int(p.x.rounded()))", "\(geometry.y + Int(p.y.rounded()))"] }
        let show = try server.run("xdotool", ["mousemove"] + point(targets.show) + ["click", "1"])
        #expect(show.status == 0, "xdotool: \(show.error)")
        // The landscape panel is 440 of the screen's 768 points, scaled into the window.
        let up = try SlidingEndToEndTests.waitForShare(server, window: window, colour: Self.panelColour, atLeast: 0.2, keep: keep)
        #expect(up >= 0.2, "the red panel covers the bottom of the landscape screen: \(up); see \(keep.path)")
        let outside = try server.run("xdotool", ["mousemove"] + point(targets.outside) + ["click", "1"])
        #expect(outside.status == 0, "xdotool: \(outside.error)")
        var down = 1.0
        for _ in 0..<80 where down > 0.001 {
            down = try DemoWindowEndToEndTests.photograph(server, window: window, keep: keep).0.fraction(near: Self.panelColour)
        }
        #expect(down <= 0.001, "a click on the dimmed presenter dismisses the panel: \(down); see \(keep.path)")
        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        _ = try server.run("xdotool", ["key", "Escape"])
        let status = demo.waitForExit(seconds: 15)
        #expect(status == 0, "stderr: \(demo.standardError)")
        let decoded = try Report.read(report)
        #expect(decoded.transitions.map(\.operation) == ["rotation", "present", "dismiss"])
        #expect(decoded.transitions.allSatisfy { $0.outcome == "completed" })
    }
}
