import ArgumentParser
import Foundation
import Testing
@testable import SegueStudio

/// A studio program's options, as `Studio.run` parses them.
@MainActor
@Suite struct StudioSettingsTests {
    func settings(_ arguments: [String]) throws -> StudioSettings {
        try StudioOptions.parse(arguments).settings(catalog: cardProgramCatalog())
    }

    func message(_ arguments: [String]) -> String? {
        do {
            _ = try settings(arguments)
            return nil
        } catch {
            return StudioOptions.message(for: error)
        }
    }

    @Test("the window options mean what they mean for segue demo")
    func windowOptions() throws {
        let parsed = try settings(["--size", "640x480", "--frames", "30", "--screenshot", "/tmp/s.png", "--still",
                                   "--record", "/tmp/r.json", "--report", "/tmp/p.json", "--trace", "/tmp/t.json",
                                   "--renderer", "software", "--scene", "cards"])
        #expect(parsed.windowSize == CGSize(width: 640, height: 480))
        #expect(parsed.frameLimit == 30 && parsed.isStill && parsed.scene == "cards" && parsed.renderer == .software)
        #expect(parsed.recordPath == "/tmp/r.json" && parsed.reportPath == "/tmp/p.json" && parsed.tracePath == "/tmp/t.json")
        #expect(try settings([]) == StudioSettings())
    }

    @Test("--replay takes --report, --trace and --replay-frames with --fps")
    func replayOptions() throws {
        let parsed = try settings(["--replay", "in.json", "--report", "out.json", "--replay-frames", "frames", "--fps", "30"])
        #expect(parsed.replayPath == "in.json" && parsed.reportPath == "out.json")
        #expect(parsed.replayFramesDirectory == "frames" && parsed.replayFPS == 30)
    }

    nonisolated static let badCases: [([String], String)] = [
        (["--scene", "flip"], "--scene must be one of cards, got \"flip\""),
        (["--replay-frames", "f", "--fps", "10"], "--replay-frames needs --replay TRACE"),
        (["--replay", "t.json", "--replay-frames", "f"], "--replay-frames needs --fps N"),
        (["--replay", "t.json", "--fps", "10"], "--fps needs --replay-frames DIR"),
        (["--replay", "t.json", "--fps", "0", "--replay-frames", "f"], "--fps must be a whole number from 1 to 240, got \"0\""),
        (["--replay", "t.json", "--record", "r.json"], "--record opens a window; --replay replays headless (use --replay-frames DIR --fps N for frames)"),
        (["--replay", "t.json", "--size", "300x300"], "--size opens a window; --replay replays headless (use --replay-frames DIR --fps N for frames)"),
        (["--replay", ""], "--replay must be a file path, got \"\""),
        (["--size", "10x10"], "--size must be WxH with W from 64 to 8192 and H from 64 to 8192, got \"10x10\""),
    ]

    @Test("a bad option is one line naming it", arguments: badCases)
    func badOptions(_ badCase: ([String], String)) {
        #expect(message(badCase.0) == badCase.1)
    }

    @Test("everything but --scene is checked as the options are parsed (exit 64)")
    func checkedWhileParsing() {
        #expect(throws: (any Error).self) { _ = try StudioOptions.parse(["--frames", "0"]) }
        #expect((try? StudioOptions.parse(["--scene", "anything"])) != nil, "the scene is checked against the program's catalog")
    }
}
