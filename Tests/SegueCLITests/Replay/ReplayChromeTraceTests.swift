import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio
import SegueTestSupport

/// `segue replay --trace`: each tick a frame in the Chrome trace, rendered frames
/// with their geometry build, draw and PNG ("present"); bad paths exit 64 before
/// anything runs; SIGTERM ends a long replay early with the trace still whole.
@Suite struct ReplayChromeTraceTests {
    static func replay(_ arguments: [String]) throws -> (status: Int32?, output: String, error: String) {
        try ReplayCommandTests.replay(arguments)
    }

    @Test func eachTickIsAFrameAndRenderedFramesShowTheirPhases() throws {
        let directory = try ReplayCommandTests.directory(trace: ReplayCommandTests.clickTrace)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("trace.json").path
        let output = directory.appendingPathComponent("chrome.json").path
        let frames = directory.appendingPathComponent("frames").path
        let result = try Self.replay([input, "--trace", output, "--frames", frames, "--fps", "4"])
        #expect(result.status == 0, "\(result.error)")
        let document = try ChromeTraceDocument(contentsOfFile: output)
        let all = document.slices(named: "frame")
        #expect(all.count == 481, "ticks 0…480 of the 2 s trace")
        let drawn = all.filter { $0.arguments["drawn"] == .bool(true) }
        #expect(drawn.count == 9, "2 s at 4 frames a second, and frame 0")
        for frame in drawn {
            let phases = document.children(of: frame).map(\.name)
            let build = try #require(phases.firstIndex(of: "geometry build"), "\(phases)")
            let written = try #require(phases.firstIndex(of: "present"), "\(phases)")
            #expect(build < written, "\(phases)")
        }
        #expect(document.counter("quads").count == 9)
        #expect(document.counter("pixels filled").count == 9)
        #expect((document.counter("pixels filled").first?.value ?? 0) >= 600 * 400, "at rest the page covers the window, its labels above")
        let present = try #require(document.slices(named: "present SCViewController → SCModalViewController").first)
        #expect(present.arguments["outcome"] == .string("completed"))
        #expect(document.slices.contains { $0.category == "animation" })
        let inputs = document.instants(category: "input")
        #expect(inputs.map(\.name) == ["pointer down", "pointer up"])
        #expect(inputs.first?.arguments["x"] == .number(300) && inputs.first?.arguments["y"] == .number(256))
        #expect(document.slices(named: "launch").isEmpty, "a replay has no launch")
    }

    @Test func badTracePathsFailBeforeAnythingRuns() throws {
        let directory = try ReplayCommandTests.directory(trace: ReplayCommandTests.clickTrace)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("trace.json").path
        let report = directory.appendingPathComponent("report.json").path
        let missing = try Self.replay([input, "--trace", "/nonexistent-segue-dir/t.json", "--report", report])
        #expect(missing.status == 1, "the status a --report in a missing folder exits with")
        #expect(missing.error == "error: cannot write --trace \"/nonexistent-segue-dir/t.json\": no such directory \"/nonexistent-segue-dir\"\n")
        #expect(!FileManager.default.fileExists(atPath: report), "nothing ran")
        let missingReport = try Self.replay([input, "--report", "/nonexistent-segue-dir/r.json"])
        #expect(missingReport.status == missing.status)
        let empty = try Self.replay([input, "--trace", ""])
        #expect(empty.status == 64)
        #expect(empty.error == "error: --trace must be a path, got \"\"\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["trace.json"])
    }

    @Test func sigtermEndsALongReplayWithTheTraceWhole() throws {
        // Ten minutes of media time: far longer than the test waits.
        let long = ReplayCommandTests.clickTrace.replacingOccurrences(of: "\"until\": 2", with: "\"until\": 600")
        let directory = try ReplayCommandTests.directory(trace: long)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("chrome.json").path
        let process = try BoundedProcess(try ReplayCommandTests.binary,
                                         ["replay", directory.appendingPathComponent("trace.json").path, "--trace", output])
        try process.start()
        defer { process.kill() }
        // Until the trace's temporary file exists the replay has not started: look
        // (a bounded number of times, no sleeping) before sending the signal.
        var running = false
        for _ in 0..<200_000 where !running && process.isRunning {
            running = (try FileManager.default.contentsOfDirectory(atPath: directory.path)).contains { $0.hasSuffix(".tmp") }
        }
        #expect(running, "the replay started: \(process.standardError)")
        process.terminate()
        #expect(process.waitForExit(seconds: 30) == 128 + SIGTERM)
        #expect(process.standardError == "error: ended by SIGTERM (terminate); wrote --trace \"\(output)\" (so far)\n")
        let document = try ChromeTraceDocument(contentsOfFile: output)
        #expect(document.threadNames[FrameTrace.frameThread] == "Frames", "a valid trace, however little it holds")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["chrome.json", "trace.json"])
    }

    /// Without --trace too: the replay ends at the next tick, writes no report (it
    /// did not finish), keeps the frames so far, and exits 128 + the signal.
    @Test func sigtermEndsALongReplayWithoutATraceAndWritesNoReport() throws {
        let long = ReplayCommandTests.clickTrace.replacingOccurrences(of: "\"until\": 2", with: "\"until\": 600")
        let directory = try ReplayCommandTests.directory(trace: long)
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = directory.appendingPathComponent("report.json").path
        let frames = directory.appendingPathComponent("frames").path
        let process = try BoundedProcess(try ReplayCommandTests.binary,
                                         ["replay", directory.appendingPathComponent("trace.json").path, "--report", report,
                                          "--frames", frames, "--fps", "1"])
        try process.start()
        defer { process.kill() }
        // The first frame is written once the replay runs, after the scene is built
        // (a second or two in a debug build): a bounded look, no sleeping.
        var running = false
        for _ in 0..<20_000_000 where !running && process.isRunning {
            running = FileManager.default.fileExists(atPath: frames + "/frame-0000.png")
        }
        #expect(running, "the replay started: \(process.standardError)")
        process.terminate()
        #expect(process.waitForExit(seconds: 30) == 128 + SIGTERM)
        #expect(process.standardError == "error: ended by SIGTERM (terminate); wrote --frames \"\(frames)\" (the frames so far)\n")
        #expect(!FileManager.default.fileExists(atPath: report), "no report of a replay that did not finish")
    }
}
