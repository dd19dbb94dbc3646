import Foundation
import Testing
import SegueTestSupport

/// `segue demo --record --report` in a real window on a private Xvfb server:
/// xdotool clicks Flip, Escape quits, and `segue replay` of the recorded trace
/// gives the very report the demo wrote. Needs `tools/setup`; every wait is bounded.
@Suite(.serialized) struct RecordReplayEndToEndTests {
    @Test func recordedClickReplaysToTheSameReport() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("trace.json").path
        let report = directory.appendingPathComponent("report.json").path
        let replayed = directory.appendingPathComponent("replayed.json").path

        let server = try XvfbSession()
        defer { server.stop() }
        let (demo, window) = try DemoWindowEndToEndTests.startDemo(on: server, ["--scene", "flip", "--size", "600x400", "--record", trace, "--report", report])
        defer { demo.kill() }
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-record-e2e.png")
        let geometry = DemoWindowEndToEndTests.WindowGeometry(shell: try server.run("xdotool", ["getwindowgeometry", "--shell", window]).output)
        let start = try DemoWindowEndToEndTests.waitForPage(server, window: window, colour: DemoWindowEndToEndTests.mainPageColour, keep: keep)
        #expect(start >= 0.8, "the blue page shows first: \(start)")
        let click = try server.run("xdotool", ["mousemove", "\(geometry.x + 300)", "\(geometry.y + 256)", "click", "1"])
        #expect(click.status == 0, "xdotool: \(click.error)")
        let presented = try DemoWindowEndToEndTests.waitForPage(server, window: window, colour: DemoWindowEndToEndTests.modalPageColour, keep: keep)
        #expect(presented >= 0.8, "the click presented the red modal: \(presented); see \(keep.path)")
        #expect(try Self.waitForFlipToEnd(server, window: window, keep: keep), "the flip settled; see \(keep.path)")
        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        let key = try server.run("xdotool", ["key", "Escape"])
        #expect(key.status == 0, "xdotool key: \(key.error)")
        let status = demo.waitForExit(seconds: 30)
        #expect(status == 0, "stderr: \(demo.standardError)")

        let recorded = try String(contentsOfFile: trace, encoding: .utf8)
        #expect(recorded.hasPrefix(#"{"scene": "flip", "size": [600, 400], "events": ["#))
        #expect(recorded.contains(#""type": "down", "x": 300, "y": 256, "alt": false}"#))
        #expect(recorded.contains(#""type": "up", "x": 300, "y": 256, "alt": false}"#))
        let live = try String(contentsOfFile: report, encoding: .utf8)
        #expect(live.contains(#"{"operation": "present", "interactive": false, "outcome": "completed", "maxPercent": 0}"#), "\(live)")
        #expect(live.contains(#""topViewController": "SCModalViewController""#))

        let replay = try BoundedProcess.run(try ReplayCommandTests.binary, ["replay", trace, "--report", replayed], seconds: 120)
        #expect(replay.status == 0, "\(replay.error)")
        #expect(try String(contentsOfFile: replayed, encoding: .utf8) == live, "the replay sees what the live demo saw")
    }

    /// Photographs until the red page reaches all four corners of the window (the
    /// tilted card leaves them dark) and two photographs in a row are the same: the
    /// flip has ended, so Escape cannot catch it still running. Bounded tries.
    static func waitForFlipToEnd(_ server: XvfbSession, window: String, keep: URL) throws -> Bool {
        var previous: [UInt8] = []
        for _ in 0..<60 {
            let (content, geometry) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: keep)
            let corners = [0, geometry.width - 1, (geometry.height - 1) * geometry.width, geometry.height * geometry.width - 1]
            let red = DemoWindowEndToEndTests.modalPageColour
            let cornersRed = content.rgb.count == 3 * geometry.width * geometry.height && corners.allSatisfy { index in
                abs(Int(content.rgb[3 * index]) - Int(red.red)) <= 10 && abs(Int(content.rgb[3 * index + 1]) - Int(red.green)) <= 10
                    && abs(Int(content.rgb[3 * index + 2]) - Int(red.blue)) <= 10
            }
            if cornersRed && content.rgb == previous { return true }
            previous = content.rgb
        }
        return false
    }

    @Test func unwritableRecordExits1BeforeOpeningAWindow() throws {
        let result = try BoundedProcess.run(try ReplayCommandTests.binary, ["demo", "--record", "/nonexistent-segue-dir/t.json"],
                                            environment: DemoWindowEndToEndTests.displaylessEnvironment, seconds: 30)
        #expect(result.status == 1)
        #expect(result.error == "error: cannot write --record \"/nonexistent-segue-dir/t.json\": no such directory \"/nonexistent-segue-dir\"\n")
        let report = try BoundedProcess.run(try ReplayCommandTests.binary, ["demo", "--report", ""],
                                            environment: DemoWindowEndToEndTests.displaylessEnvironment, seconds: 30)
        #expect(report.status == 64)
        #expect(report.error == "error: --report must be a file path, got \"\"\n")
    }
}
