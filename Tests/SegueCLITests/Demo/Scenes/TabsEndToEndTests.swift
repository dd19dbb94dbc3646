import Foundation
import Testing
@testable import segue
@testable import SegueStudio

/// `segue demo --scene tabs` with the real mouse under a private Xvfb: key 2 chooses
/// the slide, a click on the third tab switches to it, a short pan left is released
/// (the switch cancels), then a long pan left switches to the last tab. The demo's
/// `--report` says how each switch ended.
@Suite(.serialized) struct TabsEndToEndTests {
    typealias Report = DemoReportFile

    /// The Triangles (indigo) and Diamonds (green) pages, UIColor components × 255.
    static let thirdTab: (red: UInt8, green: UInt8, blue: UInt8) = (77, 77, 184)
    static let fourthTab: (red: UInt8, green: UInt8, blue: UInt8) = (92, 138, 36)

    @Test func clickAndPansSwitchTabs() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("segue-tabs-e2e.json")
        try? FileManager.default.removeItem(at: report)
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-tabs-e2e.png")
        let (demo, window) = try DemoWindowEndToEndTests.startDemo(on: server, ["--scene", "tabs", "--size", "800x600", "--report", report.path])
        defer { demo.kill() }
        let geometry = DemoWindowEndToEndTests.WindowGeometry(shell: try server.run("xdotool", ["getwindowgeometry", "--shell", window]).output)
        let (first, _) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: keep)
        #expect(first.isDrawnScene, "\(first); see \(keep.path)")

        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        #expect(try server.run("xdotool", ["key", "2"]).status == 0)
        // The third of four tabs in the 49 pt bar along the bottom.
        let click = try server.run("xdotool", ["mousemove", "\(geometry.x + 500)", "\(geometry.y + 575)", "click", "1"])
        #expect(click.status == 0, "xdotool: \(click.error)")
        #expect(try NavigationEndToEndTests.waitFor(Self.thirdTab, share: 0.6, server, window: window, keep: keep) >= 0.6,
                "the click showed Triangles; see \(keep.path)")

        // A pan left of a quarter of the width, held, then released: cancelled.
        let y = geometry.y + 250
        var pan = ["mousemove", "\(geometry.x + 600)", "\(y)", "mousedown", "1"]
        for x in stride(from: 590, through: 400, by: -10) { pan += ["mousemove", "\(geometry.x + x)", "\(y)"] }
        #expect(try server.run("xdotool", pan).status == 0)
        var midPan = ScreenContent(rgb: [])
        var previous: [UInt8] = []
        for _ in 0..<80 {
            (midPan, _) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: keep)
            if midPan.fraction(near: Self.fourthTab) > 0.05 && midPan.rgb == previous { break }
            previous = midPan.rgb
        }
        #expect(midPan.fraction(near: Self.fourthTab) > 0.05 && midPan.fraction(near: Self.thirdTab) > 0.3,
                "mid-pan both tabs show; see \(keep.path)")
        #expect(try server.run("xdotool", ["mouseup", "1"]).status == 0)
        #expect(try NavigationEndToEndTests.waitFor(Self.thirdTab, share: 0.6, server, window: window, keep: keep) >= 0.6,
                "short of half the switch cancels back to Triangles; see \(keep.path)")

        // A pan left past half switches to Diamonds.
        pan = ["mousemove", "\(geometry.x + 700)", "\(y)", "mousedown", "1"]
        for x in stride(from: 690, through: 150, by: -20) { pan += ["mousemove", "\(geometry.x + x)", "\(y)"] }
        pan += ["mouseup", "1"]
        #expect(try server.run("xdotool", pan).status == 0)
        #expect(try NavigationEndToEndTests.waitFor(Self.fourthTab, share: 0.6, server, window: window, keep: keep) >= 0.6,
                "past half the pan switched to Diamonds; see \(keep.path)")

        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        _ = try server.run("xdotool", ["key", "Escape"])
        #expect(demo.waitForExit(seconds: 15) == 0, "stderr: \(demo.standardError)")
        let decoded = try Report.read(report)
        #expect(decoded.transitions.map(\.operation) == ["tab", "tab", "tab"])
        #expect(decoded.transitions.map(\.interactive) == [false, true, true])
        #expect(decoded.transitions.map(\.outcome) == ["completed", "cancelled", "completed"])
    }
}
