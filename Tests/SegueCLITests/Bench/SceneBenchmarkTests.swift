import ArgumentParser
import Foundation
import Testing
@testable import segue
@testable import SegueStudio
@testable import Segue

/// `segue bench --scene`: options, the measured frames and the printed table.
@MainActor @Suite struct SceneBenchmarkTests {
    @Test func settingsTakeTheOptionsAndDefaults() throws {
        let defaults = try SceneBenchSettings.parse(scene: "stress", cards: nil, frames: nil, size: nil, window: false, raw: false)
        #expect(defaults == SceneBenchSettings(scene: .stress))
        #expect(defaults.cardCount == 500 && defaults.frames == 300 && defaults.width == 1024 && defaults.height == 700)
        let given = try SceneBenchSettings.parse(scene: "flip", cards: "2000", frames: "50", size: "640x480", window: true, raw: true)
        #expect(given.scene == .flip && given.cardCount == 2000 && given.frames == 50 && given.width == 640
                && given.height == 480 && given.usesWindow && given.measuresRawFloor && given.flattens)
        let unflattened = try SceneBenchSettings.parse(scene: "flip", cards: nil, frames: nil, size: nil, window: false,
                                                       raw: false, noFlattening: true)
        #expect(!unflattened.flattens)
    }

    @Test func rendererPicksTheWindowsRendererAutoByDefault() throws {
        let defaults = try SceneBenchSettings.parse(scene: "flip", cards: nil, frames: nil, size: nil, window: true, raw: false)
        #expect(defaults.renderer == .auto)
        let software = try SceneBenchSettings.parse(scene: "flip", cards: nil, frames: nil, size: nil, window: true, raw: false,
                                                    renderer: "software")
        #expect(software.renderer == .software)
    }

    @Test(arguments: [
        (["bench", "--scene", "cube"], "--scene must be one of \(DemoSceneName.nameList), got \"cube\""),
        (["bench", "--frames", "5"], "--scene is required: one of \(DemoSceneName.nameList) (or run \"segue bench ticks\")"),
        (["bench", "--scene", "stress", "--cards", "0"], "--cards must be a whole number from 1 to 20000, got \"0\""),
        (["bench", "--scene", "stress", "--cards", "-3"], "--cards must be a whole number from 1 to 20000, got \"-3\""),
        (["bench", "--scene", "stress", "--cards", "1000000"], "--cards must be a whole number from 1 to 20000, got \"1000000\""),
        (["bench", "--scene", "stress", "--frames", "0"], "--frames must be a whole number from 1 to 100000, got \"0\""),
        (["bench", "--scene", "stress", "--size", "12x9000"], "--size must be WxH with W from 64 to 8192 and H from 64 to 8192, got \"12x9000\""),
        (["bench", "scene", "--scene", "flip", "--size", "wide"], "--size must be WxH with W from 64 to 8192 and H from 64 to 8192, got \"wide\""),
        (["bench", "--scene", "flip", "--window", "--renderer", "opengl"], "--renderer must be one of auto, accelerated, software, got \"opengl\""),
        (["bench", "--scene", "flip", "--renderer", "software"], "--renderer picks the window's renderer: it needs --window"),
        (["bench", "--scene", "flip", "--digest", ""], "--digest must be a file path, got \"\""),
    ])
    func badArgumentsExit64NamingTheOption(arguments: [String], message: String) {
        do {
            _ = try SegueCommand.parseAsRoot(arguments)
            Issue.record("\(arguments) parsed")
        } catch {
            #expect(SegueCommand.oneLineMessage(for: error) == message)
            #expect(SegueCommand.exitCode(for: error).rawValue == 64)
        }
    }

    @Test func benchTicksStillParses() throws {
        let command = try SegueCommand.parseAsRoot(["bench", "ticks", "--layers", "10"])
        #expect(command is TickBenchCommand)
        #expect(try SegueCommand.parseAsRoot(["bench", "--scene", "flip"]) is SceneBenchCommand)
    }

    @Test func measuresEveryFrameAndTheRawReplaySideBySide() throws {
        var settings = SceneBenchSettings(scene: .stress)
        settings.cardCount = 40
        settings.frames = 6
        settings.width = 320
        settings.height = 240
        settings.measuresRawFloor = true
        // A clock that never moves: every phase measures zero, no wall time is read.
        let report = try SceneBenchmark(settings: settings, clock: ManualClock(), cpuTime: { 0 }).run()
        #expect(report.frames.count == 6 && report.rawFrames.count == 6)
        #expect(report.frames.allSatisfy { $0.total.wall == 0 && $0.total.cpu == 0 })
        #expect(report.frames.allSatisfy { $0.statistics.quads >= 40 && $0.statistics.drawCalls > 0 })
        #expect(report.frames.allSatisfy { $0.statistics.overdraw > 1 })
        #expect(report.rawFrames.allSatisfy { $0.total.wall == 0 })
        #expect(report.engineOverRaw == nil)  // 0 / 0 is no ratio
        #expect(report.layerCount > 120)
        let table = report.formatted
        for expected in ["segue bench --scene stress --cards 40 --frames 6 --size 320x240 --raw", "tick", "build", "draw",
                         "present", "raw frame", "overdraw (pixels filled / window pixels)", "allocations: ",
                         "per card (CPU)"] {
            #expect(table.contains(expected), "\(expected) in\n\(table)")
        }
    }

    @Test func aSceneWithATransitionKeepsOneRunning() throws {
        var settings = SceneBenchSettings(scene: .flip)
        settings.frames = 90  // 1.5 s: past the end of the 1 s flip
        settings.width = 320
        settings.height = 480
        let report = try SceneBenchmark(settings: settings, clock: ManualClock(), cpuTime: { 0 }).run()
        #expect(report.frames.count == 90 && report.rawFrames.isEmpty && report.engineOverRaw == nil)
        // The showcase restarts each time the flip completes, so the page keeps turning:
        // the overdraw moves above 1 during flips.
        #expect(report.frames.contains { $0.statistics.overdraw > 1.05 })
        #expect(report.frames.allSatisfy { $0.statistics.overdraw <= 2 })
    }

    @Test func digestsAreTheSameEveryRunAndFollowTheFrames() throws {
        let given = try SceneBenchSettings.parse(scene: "stress", cards: "20", frames: "4", size: "320x240", window: false,
                                                 raw: false, digest: "/tmp/frames.txt")
        #expect(given.digestPath == "/tmp/frames.txt")
        func run(raw: Bool) throws -> SceneBenchReport {
            var settings = given
            settings.measuresRawFloor = raw
            return try SceneBenchmark(settings: settings, clock: ManualClock(), cpuTime: { 0 }).run()
        }
        let first = try run(raw: false), second = try run(raw: true)
        #expect(first.frameDigests.count == 4)
        // The scene runs on a manual clock: the same frames, whether or not the raw floor is replayed too.
        #expect(first.frameDigests == second.frameDigests)
        // The cards move every frame, so no two frames are the same draw calls.
        #expect(Set(first.frameDigests).count == 4)
        let lines = first.digestLines.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[0] == "frame 1: " + String(format: "%016llx", first.frameDigests[0]))
        #expect(lines[3].hasPrefix("frame 4: ") && lines[3].count == "frame 4: ".count + 16)
        #expect(first.formatted.contains("frame digests: 4 written to /tmp/frames.txt (all frames: "))
        // Without --digest nothing is kept.
        var plain = given
        plain.digestPath = nil
        #expect(try SceneBenchmark(settings: plain, clock: ManualClock(), cpuTime: { 0 }).run().frameDigests.isEmpty)
    }

    @Test func anUnwritableDigestFileFailsBeforeAnyFrameIsRun() throws {
        let command = try #require(try SegueCommand.parseAsRoot(["bench", "--scene", "flip", "--frames", "100000",
                                                                 "--digest", "/nonexistent-folder/frames.txt"])
            as? SceneBenchCommand)
        do {
            try command.run()
            Issue.record("ran with an unwritable --digest")
        } catch {
            #expect(SegueCommand.oneLineMessage(for: error)
                    == "cannot write --digest \"/nonexistent-folder/frames.txt\": no such directory \"/nonexistent-folder\"")
            #expect(SegueCommand.exitCode(for: error).rawValue == 1)
        }
    }

    @Test func percentilesAreNearestRank() {
        #expect(SceneBenchReport.percentile([], 0.5) == 0)
        #expect(SceneBenchReport.percentile([3, 1, 2], 0.5) == 2)
        #expect(SceneBenchReport.percentile(Array(stride(from: 1.0, through: 100, by: 1)), 0.99) == 99)
        #expect(SceneBenchReport.percentile([5], 0.99) == 5)
    }
}
