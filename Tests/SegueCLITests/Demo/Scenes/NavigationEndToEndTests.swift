import Foundation
import Testing
@testable import segue
@testable import SegueStudio

/// `segue demo --scene navigation` with the real mouse under a private Xvfb: a key
/// chooses the custom slide, another pushes Page 2, a short drag from the left edge
/// held mid-way is photographed and released (the pop cancels), then a long drag pops
/// to Page 1. The demo's `--report` says how each transition ended.
@Suite(.serialized) struct NavigationEndToEndTests {
    typealias Report = DemoReportFile

    /// Page 1 (blue) and Page 2 (green), UIColor components × 255.
    static let firstPage: (red: UInt8, green: UInt8, blue: UInt8) = (41, 92, 184)
    static let secondPage: (red: UInt8, green: UInt8, blue: UInt8) = (28, 140, 102)

    /// Photographs until at least `share` of the window is `colour` and two
    /// photographs in a row agree (bounded tries, no sleeping). Returns the share seen last.
    static func waitFor(_ colour: (red: UInt8, green: UInt8, blue: UInt8), share: Double, _ server: XvfbSession,
                        window: String, keep: URL) throws -> Double {
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

    @Test func edgeDragsCancelShortOfHalfAndPopPastIt() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("segue-navigation-e2e.json")
        try? FileManager.default.removeItem(at: report)
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-navigation-e2e.png")
        let (demo, window) = try DemoWindowEndToEndTests.startDemo(on: server, ["--scene", "navigation", "--size", "800x600", "--report", report.path])
        defer { demo.kill() }
        let geometry = DemoWindowEndToEndTests.WindowGeometry(shell: try server.run("xdotool", ["getwindowgeometry", "--shell", window]).output)
        #expect(try Self.waitFor(Self.firstPage, share: 0.6, server, window: window, keep: keep) >= 0.6, "Page 1 shows; see \(keep.path)")

        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        let keys = try server.run("xdotool", ["key", "3", "n"])
        #expect(keys.status == 0, "xdotool: \(keys.error)")
        #expect(try Self.waitFor(Self.secondPage, share: 0.6, server, window: window, keep: keep) >= 0.6, "N pushed Page 2; see \(keep.path)")

        // A drag from the left edge to 40 % of the width, held: both pages show.
        let y = geometry.y + 300
        var drag = ["mousemove", "\(geometry.x + 3)", "\(y)", "mousedown", "1"]
        for x in stride(from: 23, through: 323, by: 20) { drag += ["mousemove", "\(geometry.x + x)", "\(y)"] }
        #expect(try server.run("xdotool", drag).status == 0)
        var midDrag = ScreenContent(rgb: [])
        var previous: [UInt8] = []
        for _ in 0..<80 {
            (midDrag, _) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: keep)
            if midDrag.fraction(near: Self.secondPage) < 0.6 && midDrag.rgb == previous { break }
            previous = midDrag.rgb
        }
        #expect(midDrag.fraction(near: Self.secondPage) > 0.3 && midDrag.fraction(near: Self.secondPage) < 0.6,
                "mid-drag Page 2 has slid part of the way; see \(keep.path)")
        #expect(try server.run("xdotool", ["mouseup", "1"]).status == 0)
        #expect(try Self.waitFor(Self.secondPage, share: 0.6, server, window: window, keep: keep) >= 0.6,
                "released short of half, the pop cancels back to Page 2; see \(keep.path)")

        // A drag past half pops.
        drag = ["mousemove", "\(geometry.x + 3)", "\(y)", "mousedown", "1"]
        for x in stride(from: 23, through: 563, by: 20) { drag += ["mousemove", "\(geometry.x + x)", "\(y)"] }
        drag += ["mouseup", "1"]
        #expect(try server.run("xdotool", drag).status == 0)
        #expect(try Self.waitFor(Self.firstPage, share: 0.6, server, window: window, keep: keep) >= 0.6,
                "released past half, Page 1 is back; see \(keep.path)")

        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        _ = try server.run("xdotool", ["key", "Escape"])
        #expect(demo.waitForExit(seconds: 15) == 0, "stderr: \(demo.standardError)")
        let decoded = try Report.read(report)
        #expect(decoded.transitions.map(\.operation) == ["push", "pop", "pop"])
        #expect(decoded.transitions.map(\.interactive) == [false, true, true])
        #expect(decoded.transitions.map(\.outcome) == ["completed", "cancelled", "completed"])
        if decoded.transitions.count == 3 {
            #expect(decoded.transitions[1].maxPercent > 0.1 && decoded.transitions[1].maxPercent < 0.5)
            #expect(decoded.transitions[2].maxPercent > 0.5)
        }
    }
}
