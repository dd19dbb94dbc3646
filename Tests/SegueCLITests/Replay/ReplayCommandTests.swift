import Foundation
import Testing
@testable import segue
@testable import SegueStudio
import SegueTestSupport

/// `segue replay` run as a user runs it: exit statuses and one-line messages for
/// bad arguments (64), bad traces (65) and files it cannot read or write (1);
/// no partial output on failure.
@Suite struct ReplayCommandTests {
    static var binary: URL {
        get throws {
            guard let binary = EndToEndTests.binary else { throw EndToEndTests.MissingBinary() }
            return binary
        }
    }

    static let clickTrace = """
        {"scene": "flip", "size": [600, 400], "events": [
          {"t": 0.5, "type": "down", "x": 300, "y": 256, "alt": false},
          {"t": 0.55, "type": "up", "x": 300, "y": 256, "alt": false}], "until": 2}
        """

    /// A fresh directory holding `trace.json` with `text`.
    static func directory(trace text: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: directory.appendingPathComponent("trace.json"))
        return directory
    }

    static func replay(_ arguments: [String]) throws -> (status: Int32?, output: String, error: String) {
        try BoundedProcess.run(try binary, ["replay"] + arguments, seconds: 120)
    }

    @Test func writesTheReportAndFrames() throws {
        let directory = try Self.directory(trace: Self.clickTrace)
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("trace.json").path
        let report = directory.appendingPathComponent("report.json").path
        let frames = directory.appendingPathComponent("frames").path
        let result = try Self.replay([trace, "--report", report, "--frames", frames, "--fps", "2"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "" && result.error == "")
        let text = try String(contentsOfFile: report, encoding: .utf8)
        #expect(text.contains(#"{"operation": "present", "interactive": false, "outcome": "completed", "maxPercent": 0}"#))
        #expect(text.contains(#""topViewController": "SCModalViewController""#))
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        #expect(names == (0...4).map { "frame-000\($0).png" })
        // Again: the same bytes.
        let again = directory.appendingPathComponent("again.json").path
        #expect(try Self.replay([trace, "--report", again]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: again)) == Data(contentsOf: URL(fileURLWithPath: report)))
    }

    @Test("bad arguments exit 64 with one line", arguments: [
        (["--fps", "10"], "error: --fps needs --frames DIR\n"),
        (["--frames", "/tmp"], "error: --frames needs --fps N\n"),
        (["--frames", "/tmp", "--fps", "0"], "error: --fps must be"),
        (["--frames", "/tmp", "--fps", "ten"], "error: --fps must be"),
        (["--scene", "cube"], "error: --scene must be one of \(DemoSceneName.nameList), got \"cube\"\n"),
        (["--report", ""], "error: --report must be a path, got \"\"\n"),
    ])
    func badArguments(arguments: [String], message: String) throws {
        let directory = try Self.directory(trace: Self.clickTrace)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Self.replay([directory.appendingPathComponent("trace.json").path] + arguments)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix(message), "\(result.error)")
        #expect(result.error.filter { $0 == "\n" }.count == 1)
    }

    @Test func missingTraceArgumentExits64() throws {
        let result = try Self.replay([])
        #expect(result.status == 64)
    }

    @Test("bad traces exit 65 naming the JSON path, and write no report", arguments: [
        ("{\"scene\": ", "invalid JSON at line 1"),
        (#"{"scene": "cube", "size": [600, 400], "events": [], "until": 1}"#, "scene: unknown scene \"cube\""),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 1, "type": "key", "key": "a"}, {"t": 0.5, "type": "key", "key": "a"}], "until": 1}"#,
         "events[1].t: must be a number ≥ the previous event's time (1)"),
        (#"{"scene": "flip", "size": [600, 400], "events": [{"t": 0, "type": "down", "x": "1", "y": 2}], "until": 1}"#,
         "events[0].x: must be a number (window points), got the string \"1\""),
        (#"{"scene": "flip", "size": [600, 400], "events": []}"#, "until: missing"),
    ])
    func badTraces(text: String, message: String) throws {
        let directory = try Self.directory(trace: text)
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("trace.json").path
        let report = directory.appendingPathComponent("report.json").path
        let result = try Self.replay([trace, "--report", report])
        #expect(result.status == 65)
        #expect(result.error.hasPrefix("error: \(trace): \(message)"), "\(result.error)")
        #expect(result.error.filter { $0 == "\n" }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: report))
    }

    @Test func unreadableTraceAndUnwritableReportExit1() throws {
        let missing = try Self.replay(["/nonexistent-segue-dir/trace.json"])
        #expect(missing.status == 1)
        #expect(missing.error == "error: cannot read the trace \"/nonexistent-segue-dir/trace.json\": no such file\n")
        let directory = try Self.directory(trace: Self.clickTrace)
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("trace.json").path
        let unwritable = try Self.replay([trace, "--report", "/nonexistent-segue-dir/report.json"])
        #expect(unwritable.status == 1)
        #expect(unwritable.error == "error: cannot write --report \"/nonexistent-segue-dir/report.json\": no such directory \"/nonexistent-segue-dir\"\n")
        let notDirectory = try Self.replay([trace, "--frames", trace, "--fps", "1"])
        #expect(notDirectory.status == 1)
        #expect(notDirectory.error == "error: cannot write --frames \"\(trace)\": it is not a directory\n")
    }
}
