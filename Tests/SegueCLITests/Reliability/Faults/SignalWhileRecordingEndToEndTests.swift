import Foundation
import Testing
import Segue
import SegueTestSupport

/// `segue demo --record --report --trace` ended by a signal or by losing its X
/// display, under a private Xvfb: the recording, the report and the Chrome trace
/// are written whole under their names, no temporary file is left, and the demo
/// exits non-zero with one line saying why — 128 + the signal, or 1 for the
/// display. Before, SIGHUP and SIGUSR1 killed the demo with only the trace's
/// hidden temporary file left, SIGQUIT printed "Program crashed" and ran on, and a
/// lost display exited 1 through Xlib with nothing written.
@Suite(.serialized) struct SignalWhileRecordingEndToEndTests {
    static let names = ["record.json", "report.json", "trace.json"]

    /// A fresh directory, the demo on the flip scene writing the three files into
    /// it, its main page shown and Flip clicked (so there is input to record).
    static func startRecording(on server: XvfbSession) throws -> (BoundedProcess, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let (demo, window) = try DemoWindowEndToEndTests.startDemo(on: server, [
            "--scene", "flip", "--size", "600x400",
            "--record", directory.appendingPathComponent("record.json").path,
            "--report", directory.appendingPathComponent("report.json").path,
            "--trace", directory.appendingPathComponent("trace.json").path,
        ])
        let keep = DemoWindowEndToEndTests.keptScreenshots.appendingPathComponent("segue-signal.png")
        let shown = try DemoWindowEndToEndTests.waitForPage(server, window: window, colour: DemoWindowEndToEndTests.mainPageColour, keep: keep)
        #expect(shown >= 0.8, "the main page shows: \(shown); see \(keep.path)")
        let geometry = DemoWindowEndToEndTests.WindowGeometry(shell: try server.run("xdotool", ["getwindowgeometry", "--shell", window]).output)
        let click = try server.run("xdotool", ["mousemove", "\(geometry.x + 300)", "\(geometry.y + 256)", "click", "1"])
        #expect(click.status == 0, "xdotool: \(click.error)")
        let presented = try DemoWindowEndToEndTests.waitForPage(server, window: window, colour: DemoWindowEndToEndTests.modalPageColour, keep: keep)
        #expect(presented >= 0.8, "the click presented the modal: \(presented); see \(keep.path)")
        return (demo, directory)
    }

    /// Checks the three files are there, whole, and alone.
    static func expectWholeFiles(in directory: URL) throws {
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == names, "the three files and no temporary one: \(left)")
        let record = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("record.json"))) as? [String: Any]
        let events = record?["events"] as? [[String: Any]] ?? []
        #expect(events.map { $0["type"] as? String } == ["down", "up"], "the click was recorded: \(events)")
        let report = try JSONDecoder().decode(DemoReportFile.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
        #expect(report.transitions.map(\.operation) == ["present"])
        _ = try ChromeTraceDocument(contentsOfFile: directory.appendingPathComponent("trace.json").path)
    }

    static let signals: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1]
    static let signalNames: [Int32: String] = [SIGHUP: "SIGHUP (hangup: the terminal closed)", SIGINT: "SIGINT (interrupt)",
                                               SIGQUIT: "SIGQUIT (quit)", SIGTERM: "SIGTERM (terminate)", SIGUSR1: "SIGUSR1"]

    @Test(arguments: signals)
    func aSignalWritesEverythingAndSaysWhy(_ signal: Int32) throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let (demo, directory) = try Self.startRecording(on: server)
        defer { demo.kill(); try? FileManager.default.removeItem(at: directory) }
        demo.signal(signal)
        let status = demo.waitForExit(seconds: 20)
        #expect(status == 128 + signal, "stderr: \(demo.standardError)")
        let lines = demo.standardError.split(separator: "\n").filter { !$0.hasPrefix("segue: renderer: ") }
        let path = { (name: String) in "\"\(directory.appendingPathComponent(name).path)\"" }
        #expect(lines == ["error: ended by \(Self.signalNames[signal]!); wrote --trace \(path("trace.json")), --record \(path("record.json")), --report \(path("report.json"))"],
                "one line saying why: \(demo.standardError)")
        try Self.expectWholeFiles(in: directory)
    }

    @Test func losingTheDisplayWritesEverythingAndSaysWhy() throws {
        let server = try XvfbSession()
        defer { server.stop() }
        let (demo, directory) = try Self.startRecording(on: server)
        defer { demo.kill(); try? FileManager.default.removeItem(at: directory) }
        server.stop()
        let status = demo.waitForExit(seconds: 20)
        #expect(status == 1, "stderr: \(demo.standardError)")
        let lines = demo.standardError.split(separator: "\n").filter { !$0.hasPrefix("segue: renderer: ") }
        #expect(lines.count == 1 && lines[0].hasPrefix("error: lost the display at DISPLAY=\(server.display) (the X server closed the connection); wrote --trace "),
                "one line saying why: \(demo.standardError)")
        try Self.expectWholeFiles(in: directory)
    }
}
