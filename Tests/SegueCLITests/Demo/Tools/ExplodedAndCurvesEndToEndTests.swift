import Foundation
import Testing
@testable import segue
@testable import SegueStudio

/// E and C in the real SDL window under a private Xvfb: a drag holds the flip
/// half-way (the interactive transition waits on the pointer), E explodes the
/// window's layers around it, C opens the curve panel; releasing cancels the flip
/// and Escape quits cleanly.
@Suite(.serialized) struct ExplodedAndCurvesEndToEndTests {
    static let clearColour: (red: UInt8, green: UInt8, blue: UInt8) = (23, 26, 33)

    /// Photographs until two photographs in a row are identical (bounded tries).
    /// Photographs the window until two photographs in a row agree. With `changedFrom`,
    /// first until the picture differs from it (a key just sent may not have reached
    /// the demo yet on a loaded machine: two photographs of the old picture would
    /// agree at once). Both waits are bounded (60 photographs).
    static func settledPhotograph(_ server: XvfbSession, window: String, keep: URL,
                                  changedFrom old: ScreenContent? = nil) throws -> (ScreenContent, DemoWindowEndToEndTests.WindowGeometry) {
        var previous: [UInt8] = []
        var result = try DemoWindowEndToEndTests.photograph(server, window: window, keep: keep)
        if let old {
            for _ in 0..<60 where result.0.rgb == old.rgb {
                result = try DemoWindowEndToEndTests.photograph(server, window: window, keep: keep)
            }
        }
        for _ in 0..<60 {
            if result.0.rgb == previous { break }
            previous = result.0.rgb
            result = try DemoWindowEndToEndTests.photograph(server, window: window, keep: keep)
        }
        return result
    }

    /// The share of pixels in columns `columns` that differ (any channel by > 24).
    static func changedShare(_ a: ScreenContent, _ b: ScreenContent, width: Int, columns: Range<Int>) -> Double {
        guard a.rgb.count == b.rgb.count, width > 0 else { return 0 }
        let height = a.rgb.count / 3 / width
        var changed = 0, total = 0
        for y in 0..<height {
            for x in columns where x < width {
                let i = (y * width + x) * 3
                total += 1
                if abs(Int(a.rgb[i]) - Int(b.rgb[i])) > 24 || abs(Int(a.rgb[i + 1]) - Int(b.rgb[i + 1])) > 24
                    || abs(Int(a.rgb[i + 2]) - Int(b.rgb[i + 2])) > 24 { changed += 1 }
            }
        }
        return total > 0 ? Double(changed) / Double(total) : 0
    }

    @Test func pressingEMidFlipExplodesAndCShowsTheCurves() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("segue-exploded-e2e.json")
        try? FileManager.default.removeItem(at: report)
        let (demo, window) = try DemoWindowEndToEndTests.startDemo(on: server, ["--scene", "flip", "--size", "1000x640", "--report", report.path])
        defer { demo.kill() }
        let directory = DemoWindowEndToEndTests.keptScreenshots
        let flatShot = directory.appendingPathComponent("segue-e2e-flip-held.png")
        let explodedShot = directory.appendingPathComponent("segue-e2e-exploded.png")
        let curvesShot = directory.appendingPathComponent("segue-e2e-exploded-curves.png")
        _ = try DemoWindowEndToEndTests.waitForPage(server, window: window, colour: DemoWindowEndToEndTests.mainPageColour, keep: flatShot)
        let geometry = DemoWindowEndToEndTests.WindowGeometry(shell: try server.run("xdotool", ["getwindowgeometry", "--shell", window]).output)

        // Hold the flip about a third of the way (the seed's pan: distance over height).
        let x = geometry.x + 300, top = geometry.y + 60
        var press = ["mousemove", "\(x)", "\(top)", "mousedown", "1"]
        for step in stride(from: 10, through: 200, by: 10) { press += ["mousemove", "\(x)", "\(top + step)"] }
        let moved = try server.run("xdotool", press)
        #expect(moved.status == 0, "xdotool: \(moved.error)")
        let (held, _) = try Self.settledPhotograph(server, window: window, keep: flatShot)
        #expect(held.fraction(near: DemoWindowEndToEndTests.mainPageColour) < 0.8, "see \(flatShot.path)")

        _ = try server.run("xdotool", ["key", "e"])
        let (exploded, _) = try Self.settledPhotograph(server, window: window, keep: explodedShot, changedFrom: held)
        // The stack is turned and shrunk: much more of the clear colour shows, and the
        // picture changed all over.
        #expect(exploded.fraction(near: Self.clearColour, tolerance: 6) > held.fraction(near: Self.clearColour, tolerance: 6) + 0.1,
                "see \(explodedShot.path)")
        #expect(Self.changedShare(held, exploded, width: geometry.width, columns: 0..<geometry.width) > 0.3, "see \(explodedShot.path)")

        _ = try server.run("xdotool", ["key", "c"])
        let (curves, _) = try Self.settledPhotograph(server, window: window, keep: curvesShot, changedFrom: exploded)
        // The panel is in the right 348 points, over a part of their height (the
        // panel layout keeps it clear of the flip's button and captions, and gives
        // it room for one plot at this size); the rest is the exploded picture.
        let panelColumns = (geometry.width - 340)..<(geometry.width - 20)
        #expect(Self.changedShare(exploded, curves, width: geometry.width, columns: panelColumns) > 0.12, "see \(curvesShot.path)")
        #expect(Self.changedShare(exploded, curves, width: geometry.width, columns: 0..<(geometry.width - 360)) < 0.05,
                "see \(curvesShot.path)")

        // Releasing short of half cancels the flip; Escape quits with status 0.
        _ = try server.run("xdotool", ["mouseup", "1"])
        _ = try server.run("xdotool", ["key", "e"])
        _ = try DemoWindowEndToEndTests.waitForPage(server, window: window, colour: DemoWindowEndToEndTests.mainPageColour,
                                                    keep: directory.appendingPathComponent("segue-e2e-after.png"))
        _ = try server.run("xdotool", ["key", "Escape"])
        #expect(demo.waitForExit(seconds: 15) == 0, "stderr: \(demo.standardError)")
        let text = try String(contentsOf: report, encoding: .utf8)
        #expect(text.contains("\"cancelled\""), "report: \(text)")
    }
}
