import ArgumentParser
import Foundation
import Segue
import SegueFiles
import SegueSDL
import Testing
@testable import SegueStudio

/// A user's program, recorded as the window records it and replayed through
/// `Studio.run(catalog:options:)` — the path `MyApp --replay TRACE --report R` takes.
@MainActor
@Suite(.serialized) struct UserProgramRecordReplayTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-user-program-\(getpid())")

    /// What the window would record for a click on Open at 0.5 s, the card then left up.
    func recordedClick() -> ReplayTrace {
        let recorder = StudioInputRecorder(start: 10)
        let open = CGPoint(x: 200, y: 70)
        recorder.record(.pointerDown(.left, location: open, clickCount: 1), at: 10.5)
        recorder.record(.pointerUp(.left, location: open), at: 10.55)
        recorder.record(.keyDown(HostKey(rawValue: 0x6F), modifiers: [], isRepeat: false), at: 11)  // "o"
        return recorder.trace(scene: "cards", size: CGSize(width: 400, height: 300), end: 12)
    }

    func replay(_ trace: ReplayTrace, _ extra: [String] = []) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let tracePath = folder.appendingPathComponent("trace.json").path
        let reportPath = folder.appendingPathComponent("report-\(UUID().uuidString).json").path
        try Data(trace.json.utf8).write(to: URL(fileURLWithPath: tracePath))
        let options = try StudioOptions.parse(["--replay", tracePath, "--report", reportPath] + extra)
        try Studio.run(catalog: cardProgramCatalog(), options: options)
        return try String(contentsOfFile: reportPath, encoding: .utf8)
    }

    @Test("the recording names the program's scene, and replays to the transition that ran live")
    func recordingReplays() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = recordedClick()
        #expect(trace.sceneName == "cards")
        #expect(trace.events.count == 3)
        let report = try replay(trace)
        #expect(report.contains(#"{"operation": "present", "interactive": false, "outcome": "completed", "maxPercent": 0}"#))
        #expect(report.contains(#""topViewController": "CardPageViewController""#))
        #expect(try replay(trace) == report, "deterministic: the same bytes every time")
    }

    @Test("frames of a replay are written as PNGs")
    func framesOfAReplay() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = folder.appendingPathComponent("frames")
        _ = try replay(recordedClick(), ["--replay-frames", frames.path, "--fps", "2"])
        let written = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
        #expect(written == ["frame-0000.png", "frame-0001.png", "frame-0002.png", "frame-0003.png", "frame-0004.png"])
    }

    @Test("a recording of another program is refused with exit status 65, naming the scene")
    func anotherProgramsRecording() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let other = ReplayTrace(sceneName: "flip", width: 400, height: 300, events: [], until: 1)
        #expect(throws: ExitCode(65)) { _ = try replay(other) }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("report.json").path))
    }
}
