import Foundation
import Testing
@testable import segue
@testable import SegueStudio

/// The layouts scene with the real mouse: under a private Xvfb, xdotool clicks a
/// photo of the grid (the large layout is pushed), holds Alt and drags toward the
/// centre (the Simulator's pinch: the pop runs interactively and finishes), then
/// pinches out a little and lets go (the push cancels). The demo's report says how
/// each transition ended; screenshots tell the layouts apart by the strip along the
/// left edge, which the grid fills with photos and the large layout leaves empty.
@Suite(.serialized) struct LayoutsEndToEndTests {
    typealias Report = DemoReportFile

    /// The collection view's background (UIColor(0.1, 0.11, 0.14) × 255).
    static let background: (red: UInt8, green: UInt8, blue: UInt8) = (26, 28, 36)
    static let size = (width: 800, height: 560)
    /// The navigation bar's height.
    static let bar = 44

    /// The share of the background colour in a strip 20…60 pt from the window's left
    /// edge, below the bar and above the hint: about 0.1 on the grid (the gaps
    /// between photos), about 1 on the large layout (its margin).
    static func leftStripBackground(_ content: ScreenContent, width: Int) -> Double {
        guard width > 0, content.rgb.count >= width * 3 else { return 0 }
        let height = content.rgb.count / 3 / width
        var near = 0, total = 0
        for y in stride(from: bar + 10, to: min(height, size.height - 40), by: 2) {
            for x in stride(from: 20, to: 60, by: 2) {
                let index = (y * width + x) * 3
                total += 1
                if abs(Int(content.rgb[index]) - Int(background.red)) <= 6,
                   abs(Int(content.rgb[index + 1]) - Int(background.green)) <= 6,
                   abs(Int(content.rgb[index + 2]) - Int(background.blue)) <= 6 { near += 1 }
            }
        }
        return total > 0 ? Double(near) / Double(total) : 0
    }

    /// Photographs the window until the left strip's background share satisfies
    /// `wanted` and, with `settled`, two photographs in a row are identical (the
    /// layout change has ended) — a bounded number of tries (each photograph of the
    /// screen takes its own time; nothing sleeps). Returns the share seen last.
    static func waitForLayout(_ server: XvfbSession, window: String, keep: URL, settled: Bool = true,
                              _ wanted: (Double) -> Bool) throws -> Double {
        var share = -1.0
        var previous: [UInt8] = []
        for _ in 0..<40 {
            let (content, geometry) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: keep)
            share = leftStripBackground(content, width: geometry.width)
            if wanted(share) && (!settled || content.rgb == previous) { break }
            previous = content.rgb
        }
        return share
    }

    /// xdotool moves, `step` points apart, from `start` to `end` right of `centre`.
    static func moves(centre: (x: Int, y: Int), from start: Int, to end: Int, step: Int = 6) -> [String] {
        var arguments: [String] = []
        for offset in stride(from: start, through: end, by: start < end ? step : -step) {
            arguments += ["mousemove", "\(centre.x + offset)", "\(centre.y)"]
        }
        return arguments
    }

    @Test func clickPushesAPinchInPopsAndAShortPinchOutCancels() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("segue-layouts-e2e.json")
        try? FileManager.default.removeItem(at: report)
        let (demo, window) = try DemoWindowEndToEndTests.startDemo(
            on: server, ["--scene", "layouts", "--size", "\(Self.size.width)x\(Self.size.height)", "--report", report.path])
        defer { demo.kill() }
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-layouts-e2e.png")
        let geometry = DemoWindowEndToEndTests.WindowGeometry(shell: try server.run("xdotool", ["getwindowgeometry", "--shell", window]).output)
        let grid = try Self.waitForLayout(server, window: window, keep: keep, settled: false) { $0 < 0.35 }
        #expect(grid < 0.35, "the grid's photos fill the left strip: \(grid); see \(keep.path)")
        _ = try server.run("xdotool", ["windowfocus", "--sync", window])

        // Click the first photo (12 pt in from the left, below the bar): cvc2 is pushed.
        let click = try server.run("xdotool", ["mousemove", "\(geometry.x + 60)", "\(geometry.y + Self.bar + 50)", "click", "1"])
        #expect(click.status == 0, "xdotool: \(click.error)")
        let large = try Self.waitForLayout(server, window: window, keep: keep) { $0 > 0.9 }
        #expect(large > 0.9, "the large layout leaves the left strip empty: \(large); see \(keep.path)")

        // Alt-drag toward the collection view's centre: the pinch pops back to the grid.
        let centre = (x: geometry.x + Self.size.width / 2, y: geometry.y + Self.bar + (Self.size.height - Self.bar) / 2)
        // SDL reads Alt's state when it pumps events, so the press and the release go
        // in separate xdotool runs with frames drawn between them.
        let midKeep = keep.deletingPathExtension().appendingPathExtension("pinch.png")
        let closing = try server.run("xdotool", ["keydown", "alt", "mousemove", "\(centre.x + 160)", "\(centre.y)", "mousedown", "1"]
                                     + Self.moves(centre: centre, from: 154, to: 40))
        #expect(closing.status == 0, "xdotool: \(closing.error)")
        _ = try DemoWindowEndToEndTests.photograph(server, window: window, keep: midKeep)
        let closed = try server.run("xdotool", ["mouseup", "1", "keyup", "alt"])
        #expect(closed.status == 0, "xdotool: \(closed.error)")
        let back = try Self.waitForLayout(server, window: window, keep: keep) { $0 < 0.35 }
        #expect(back < 0.35, "the pinch popped back to the grid: \(back); see \(keep.path)")

        // A little pinch out, held while the demo draws, then let go: the push cancels.
        let opening = try server.run("xdotool", ["keydown", "alt", "mousemove", "\(centre.x + 60)", "\(centre.y)", "mousedown", "1"]
                                     + Self.moves(centre: centre, from: 62, to: 80, step: 3))
        #expect(opening.status == 0, "xdotool: \(opening.error)")
        _ = try DemoWindowEndToEndTests.photograph(server, window: window, keep: midKeep)
        let release = try server.run("xdotool", ["mouseup", "1", "keyup", "alt"])
        #expect(release.status == 0, "xdotool: \(release.error)")
        let stayed = try Self.waitForLayout(server, window: window, keep: keep) { $0 < 0.35 }
        #expect(stayed < 0.35, "the cancelled push leaves the grid: \(stayed); see \(keep.path)")

        _ = try server.run("xdotool", ["key", "Escape"])
        let status = demo.waitForExit(seconds: 15)
        #expect(status == 0, "stderr: \(demo.standardError)")
        let decoded = try Report.read(report)
        #expect(decoded.transitions.map(\.operation) == ["push", "pop", "push"])
        #expect(decoded.transitions.map(\.interactive) == [false, true, true])
        #expect(decoded.transitions.map(\.outcome) == ["completed", "completed", "cancelled"])
        if decoded.transitions.count == 3 {
            #expect(decoded.transitions[1].maxPercent > 0.5)
            #expect(decoded.transitions[2].maxPercent > 0 && decoded.transitions[2].maxPercent < 0.5)
        }
        #expect(decoded.topViewController == "PhotosViewController")
        #expect(!demo.standardError.contains("no photos found"), "the demo found assets/photos: \(demo.standardError)")
    }
}
