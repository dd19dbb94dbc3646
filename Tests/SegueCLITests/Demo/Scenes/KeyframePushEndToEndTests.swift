import Foundation
import Testing
@testable import segue
@testable import SegueStudio

/// The keyframe-push scene with the real mouse: under a private Xvfb, xdotool holds
/// Alt and drags (the Simulator's pinch) on scene A's page — out past a quarter, so
/// the push to scene B completes — then pinches B's page in a little, so the pop
/// cancels. The demo's report says how each transition ended; screenshots show the
/// halves mid-pinch and the page that stays.
@Suite(.serialized) struct KeyframePushEndToEndTests {
    typealias Report = DemoReportFile

    /// Scene A's and scene B's page colours (UIColor components × 255, rounded).
    static let sceneAColour: (red: UInt8, green: UInt8, blue: UInt8) = (41, 92, 184)
    static let sceneBColour: (red: UInt8, green: UInt8, blue: UInt8) = (219, 115, 31)

    /// xdotool moves, `step` points apart, from `start` to `end` right of `centre`.
    static func moves(centre: (x: Int, y: Int), from start: Int, to end: Int, step: Int = 6) -> [String] {
        var arguments: [String] = []
        for offset in stride(from: start, through: end, by: start < end ? step : -step) {
            arguments += ["mousemove", "\(centre.x + offset)", "\(centre.y)"]
        }
        return arguments
    }

    @Test func pinchingOutPushesSceneBAndAShortPinchInCancelsThePop() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("segue-keyframe-push-e2e.json")
        try? FileManager.default.removeItem(at: report)
        let (demo, window) = try DemoWindowEndToEndTests.startDemo(
            on: server, ["--scene", "keyframe-push", "--size", "800x560", "--report", report.path])
        defer { demo.kill() }
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-keyframe-push-e2e.png")
        let geometry = DemoWindowEndToEndTests.WindowGeometry(shell: try server.run("xdotool", ["getwindowgeometry", "--shell", window]).output)
        let start = try DemoWindowEndToEndTests.waitForPage(server, window: window, colour: Self.sceneAColour, keep: keep)
        #expect(start >= 0.8, "scene A's blue page shows first: \(start); see \(keep.path)")
        _ = try server.run("xdotool", ["windowfocus", "--sync", window])

        // The pinch mirrors about the centre of the page below the 44 pt bar.
        let centre = (x: geometry.x + 400, y: geometry.y + 44 + (560 - 44) / 2)
        let opening = try server.run("xdotool", ["keydown", "alt", "mousemove", "\(centre.x + 50)", "\(centre.y)", "mousedown", "1"]
                                     + Self.moves(centre: centre, from: 56, to: 110))
        #expect(opening.status == 0, "xdotool: \(opening.error)")
        // Held part of the way: A's top half has moved up over B, its bottom half not yet.
        var midPinch = ScreenContent(rgb: [])
        var previous: [UInt8] = []
        let midKeep = keep.deletingPathExtension().appendingPathExtension("mid.png")
        for _ in 0..<60 {
            (midPinch, _) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: midKeep)
            if midPinch.fraction(near: Self.sceneBColour) > 0.05 && midPinch.rgb == previous { break }
            previous = midPinch.rgb
        }
        #expect(midPinch.fraction(near: Self.sceneAColour) > 0.3, "A's halves still show mid-pinch; see \(midKeep.path)")
        #expect(midPinch.fraction(near: Self.sceneBColour) > 0.05, "B shows between them; see \(midKeep.path)")
        let finishing = try server.run("xdotool", Self.moves(centre: centre, from: 116, to: 200) + ["mouseup", "1", "keyup", "alt"])
        #expect(finishing.status == 0, "xdotool: \(finishing.error)")
        let pushed = try DemoWindowEndToEndTests.waitForPage(server, window: window, colour: Self.sceneBColour, keep: keep)
        #expect(pushed >= 0.8, "the push completed: scene B's orange page: \(pushed); see \(keep.path)")

        // A little pinch in on B: below a quarter, so the pop cancels and B stays. The
        // pinch is held while the demo draws (SDL reads Alt's state when it pumps
        // events, so pressing and releasing Alt within one frame would lose it).
        let closing = try server.run("xdotool", ["keydown", "alt", "mousemove", "\(centre.x + 150)", "\(centre.y)", "mousedown", "1"]
                                     + Self.moves(centre: centre, from: 144, to: 120))
        #expect(closing.status == 0, "xdotool: \(closing.error)")
        var held = ScreenContent(rgb: [])
        previous = []
        for _ in 0..<60 {
            (held, _) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: midKeep)
            // A's top half has come down a little over B.
            if held.fraction(near: Self.sceneAColour) > 0.003 && held.rgb == previous { break }
            previous = held.rgb
        }
        #expect(held.fraction(near: Self.sceneAColour) > 0.003, "the pop began: A's top half shows; see \(midKeep.path)")
        let release = try server.run("xdotool", ["mouseup", "1", "keyup", "alt"])
        #expect(release.status == 0, "xdotool: \(release.error)")
        let stayed = try DemoWindowEndToEndTests.waitForPage(server, window: window, colour: Self.sceneBColour, keep: keep)
        #expect(stayed >= 0.8, "scene B stays after the cancelled pop: \(stayed); see \(keep.path)")

        _ = try server.run("xdotool", ["key", "Escape"])
        let status = demo.waitForExit(seconds: 15)
        #expect(status == 0, "stderr: \(demo.standardError)")
        let decoded = try Report.read(report)
        #expect(decoded.transitions.map(\.operation) == ["push", "pop"])
        #expect(decoded.transitions.allSatisfy { $0.interactive })
        #expect(decoded.transitions.map(\.outcome) == ["completed", "cancelled"])
        if decoded.transitions.count == 2 {
            #expect(decoded.transitions[0].maxPercent >= 0.9)
            #expect(decoded.transitions[1].maxPercent > 0 && decoded.transitions[1].maxPercent < 0.25)
        }
        #expect(decoded.topViewController == "TTViewController")
    }
}
