import Foundation
import Testing
@testable import segue
@testable import SegueStudio
import SegueTestSupport

/// Quitting `segue demo` while a transition runs — Escape right after clicking
/// Flip, or SIGTERM in the middle of a drag — under a private Xvfb: the demo exits
/// 0, and its `--report` and `--record` files are whole (valid JSON saying the
/// transition was still running), with nothing else left in their directory; the
/// recorded trace replays to the same report.
@Suite(.serialized) struct QuitMidTransitionEndToEndTests {
    typealias Report = DemoReportFile

    struct Trace: Decodable {
        struct Event: Decodable {
            let t: Double
            let type: String
        }
        let scene: String
        let events: [Event]
        let until: Double
    }

    /// A fresh, empty directory for one run's files.
    static func outputDirectory(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-quit-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The demo on the flip scene writing `report.json` and `trace.json` into
    /// `directory`, its window showing the main page.
    static func startFlip(on server: XvfbSession, writingInto directory: URL) throws -> (BoundedProcess, String, DemoWindowEndToEndTests.WindowGeometry) {
        let (demo, window) = try DemoWindowEndToEndTests.startDemo(on: server, [
            "--scene", "flip", "--size", "600x400",
            "--report", directory.appendingPathComponent("report.json").path,
            "--record", directory.appendingPathComponent("trace.json").path,
        ])
        let geometry = DemoWindowEndToEndTests.WindowGeometry(shell: try server.run("xdotool", ["getwindowgeometry", "--shell", window]).output)
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-quit-start.png")
        let shown = try DemoWindowEndToEndTests.waitForPage(server, window: window, colour: DemoWindowEndToEndTests.mainPageColour, keep: keep)
        #expect(shown >= 0.8, "the main page shows: \(shown); see \(keep.path)")
        return (demo, window, geometry)
    }

    /// Reads what the run left: exactly the report and the trace, both whole.
    static func outputs(in directory: URL) throws -> (Report, Trace) {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["report.json", "trace.json"], "no temporary or partial files: \(names)")
        let report = try JSONDecoder().decode(Report.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
        let trace = try JSONDecoder().decode(Trace.self, from: Data(contentsOf: directory.appendingPathComponent("trace.json")))
        return (report, trace)
    }

    /// `segue replay` of the trace, and its report.
    static func replay(_ directory: URL) throws -> Report {
        let replayed = directory.appendingPathComponent("replayed.json")
        let result = try BoundedProcess.run(try DemoWindowEndToEndTests.binary,
                                            ["replay", directory.appendingPathComponent("trace.json").path, "--report", replayed.path],
                                            environment: DemoWindowEndToEndTests.displaylessEnvironment, seconds: 60)
        #expect(result.status == 0, "replay: \(result.error)")
        return try JSONDecoder().decode(Report.self, from: Data(contentsOf: replayed))
    }

    @Test func escapeRightAfterClickingFlipExitsZeroWithWholeFiles() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let directory = try Self.outputDirectory("escape")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (demo, window, geometry) = try Self.startFlip(on: server, writingInto: directory)
        defer { demo.kill() }
        _ = try server.run("xdotool", ["windowfocus", "--sync", window])
        // The Flip button sits 56 pt below the centre; Escape follows at once, well
        // inside the flip's second.
        let input = try server.run("xdotool", ["mousemove", "\(geometry.x + 300)", "\(geometry.y + 256)", "click", "1", "key", "Escape"])
        #expect(input.status == 0, "xdotool: \(input.error)")
        let status = demo.waitForExit(seconds: 15)
        #expect(status == 0, "stderr: \(demo.standardError)")
        // Nothing but the renderer `--renderer auto` (the default) chose.
        #expect(demo.standardError.split(separator: "\n").allSatisfy { $0.hasPrefix("segue: renderer: ") }, "\(demo.standardError)")
        let (report, trace) = try Self.outputs(in: directory)
        #expect(report.transitions == [.init(operation: "present", interactive: false, outcome: "running", maxPercent: 0)],
                "the quit came mid-flip: \(report.transitions)")
        #expect(trace.scene == "flip")
        // Escape is the host's own key: it quits and is not input to record.
        #expect(trace.events.map(\.type) == ["down", "up"], "\(trace.events.map(\.type))")
        #expect(trace.until >= (trace.events.last?.t ?? 0))
        let replayed = try Self.replay(directory)
        #expect(replayed.transitions.map(\.operation) == ["present"])
        #expect(replayed.transitions.map(\.outcome) == ["running"], "the replay ends where the recording did")
    }

    @Test func sigtermMidDragExits143WithWholeFiles() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let directory = try Self.outputDirectory("sigterm")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (demo, window, geometry) = try Self.startFlip(on: server, writingInto: directory)
        defer { demo.kill() }
        let x = geometry.x + 300, top = geometry.y + 60
        var press = ["mousemove", "\(x)", "\(top)", "mousedown", "1"]
        for step in stride(from: 10, through: 120, by: 10) { press += ["mousemove", "\(x)", "\(top + step)"] }
        let moved = try server.run("xdotool", press)
        #expect(moved.status == 0, "xdotool: \(moved.error)")
        // Wait (bounded, no sleeping) until the card is tilted under the held button.
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-quit-drag.png")
        var tilted = false
        for _ in 0..<60 where !tilted {
            let (content, _) = try DemoWindowEndToEndTests.photograph(server, window: window, keep: keep)
            tilted = content.fraction(near: DemoWindowEndToEndTests.mainPageColour) < 0.8
        }
        #expect(tilted, "the drag turned the card; see \(keep.path)")
        demo.terminate()
        let status = demo.waitForExit(seconds: 15)
        #expect(status == 128 + SIGTERM, "SIGTERM mid-drag exits 143; stderr: \(demo.standardError)")
        #expect(demo.standardError.contains("error: ended by SIGTERM (terminate); wrote --record"), "\(demo.standardError)")
        _ = try server.run("xdotool", ["mouseup", "1"])
        let (report, trace) = try Self.outputs(in: directory)
        let present = try #require(report.transitions.first)
        #expect(report.transitions.count == 1)
        #expect(present.operation == "present" && present.interactive && present.outcome == "running", "\(present)")
        #expect(present.maxPercent > 0 && present.maxPercent < 0.5)
        #expect(trace.events.first?.type == "down")
        #expect(trace.events.dropFirst().allSatisfy { $0.type == "move" }, "\(trace.events.map(\.type))")
        let replayed = try Self.replay(directory)
        #expect(replayed.transitions.map(\.outcome) == ["running"])
        #expect(replayed.transitions.first?.interactive == true)
    }
}
