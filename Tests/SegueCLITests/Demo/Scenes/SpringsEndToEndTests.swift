import Foundation
import Testing
@testable import segue
@testable import SegueStudio

/// The springs playground with the real mouse and keyboard: under a private Xvfb a
/// click on the page sends every ball to the far end and R brings them back; the
/// screenshots say where your (gold) ball is, and the report that no controller
/// transition ran.
@Suite(.serialized) struct SpringsEndToEndTests {
    typealias Report = DemoReportFile

    /// Your lane's gold ball (UIColor components × 255, rounded).
    static let goldBall: (red: UInt8, green: UInt8, blue: UInt8) = (250, 204, 46)

    /// How many pixels of `colour` lie in the left and the right half of a window
    /// `width` pixels wide.
    static func leftAndRight(_ content: ScreenContent, width: Int, colour: (red: UInt8, green: UInt8, blue: UInt8)) -> (Int, Int) {
        var left = 0, right = 0
        for pixel in 0..<content.pixelCount {
            let index = pixel * 3
            guard abs(Int(content.rgb[index]) - Int(colour.red)) <= 12,
                  abs(Int(content.rgb[index + 1]) - Int(colour.green)) <= 12,
                  abs(Int(content.rgb[index + 2]) - Int(colour.blue)) <= 12 else { continue }
            if pixel % width < width / 2 { left += 1 } else { right += 1 }
        }
        return (left, right)
    }

    /// Photographs until two pictures in a row are the same (the balls have stopped)
    /// and `ready` holds; bounded.
    static func waitForRest(_ server: XvfbSession, window: String, keep: URL,
                            until ready: (ScreenContent) -> Bool) throws -> ScreenContent {
        var content = ScreenContent(rgb: [])
        var previous: [UInt8] = []
        for _ in 0..<60 {
            (content, _) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: keep)
            if content.rgb == previous && ready(content) { break }
            previous = content.rgb
        }
        return content
    }

    @Test func aClickSendsTheBallsAcrossAndRBringsThemBack() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("segue-springs-e2e.json")
        try? FileManager.default.removeItem(at: report)
        let (demo, window) = try DemoWindowEndToEndTests.startDemo(on: server, ["--scene", "springs", "--size", "1024x700", "--report", report.path])
        defer { demo.kill() }
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-springs-e2e.png")
        let geometry = DemoWindowEndToEndTests.WindowGeometry(shell: try server.run("xdotool", ["getwindowgeometry", "--shell", window]).output)
        let width = geometry.width
        let start = try Self.waitForRest(server, window: window, keep: keep) { Self.leftAndRight($0, width: width, colour: Self.goldBall).0 > 200 }
        #expect(start.isDrawnScene, "\(start); see \(keep.path)")
        let (startLeft, startRight) = Self.leftAndRight(start, width: width, colour: Self.goldBall)
        #expect(startLeft > 200 && startRight == 0, "your ball starts on the left: \(startLeft) / \(startRight); see \(keep.path)")

        let click = try server.run("xdotool", ["mousemove", "\(geometry.x + 600)", "\(geometry.y + 300)", "click", "1"])
        #expect(click.status == 0, "xdotool: \(click.error)")
        let across = try Self.waitForRest(server, window: window, keep: keep) { Self.leftAndRight($0, width: width, colour: Self.goldBall).1 > 200 }
        let (acrossLeft, acrossRight) = Self.leftAndRight(across, width: width, colour: Self.goldBall)
        #expect(acrossRight > 200 && acrossLeft == 0, "a click sends it to the right: \(acrossLeft) / \(acrossRight); see \(keep.path)")

        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        let key = try server.run("xdotool", ["key", "r"])
        #expect(key.status == 0, "xdotool: \(key.error)")
        let back = try Self.waitForRest(server, window: window, keep: keep) { Self.leftAndRight($0, width: width, colour: Self.goldBall).0 > 200 }
        let (backLeft, backRight) = Self.leftAndRight(back, width: width, colour: Self.goldBall)
        #expect(backLeft > 200 && backRight == 0, "R brings it back: \(backLeft) / \(backRight); see \(keep.path)")

        _ = try server.run("xdotool", ["key", "Escape"])
        let status = demo.waitForExit(seconds: 15)
        #expect(status == 0, "stderr: \(demo.standardError)")
        let decoded = try Report.read(report)
        #expect(decoded.transitions.isEmpty, "the playground runs no controller transition")
        #expect(decoded.topViewController == "SpringsPlaygroundViewController")
    }
}
