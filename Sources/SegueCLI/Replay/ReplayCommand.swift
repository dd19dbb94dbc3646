import ArgumentParser
import Foundation
import Segue
import SegueStudio

/// `segue replay trace.json [--scene NAME] [--report report.json] [--frames DIR --fps N]`:
/// replays a `segue demo --record` trace headless (see `ReplayRunner`).
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a recorded demo trace headless: a report, and frames as PNGs.",
        discussion: """
            The trace is what "segue demo --record" writes: {"scene": "flip", "size": [w, h], \
            "events": [{"t": 0.5, "type": "down"|"move"|"up"|"key"|"cancel", "x": 10, "y": 20, \
            "alt": false, "key": "s"}, ...], "until": 3.0}; "scene" is "picker" for a recording \
            begun on the start screen, and a key carries its modifiers ("ctrl+left"). Input \
            goes through the demo's shell and tools, so Tab and picker clicks switch scenes \
            as they did live. The replay needs no display and is deterministic: the same \
            trace gives the same report and the same frames.

            Exit status: 65 for a malformed trace (the message names the JSON path, e.g. \
            events[3].t), 64 for a bad argument, 1 when a file cannot be read or written.
            """
    )

    @Argument(help: ArgumentHelp("The trace file (JSON) from segue demo --record.", valueName: "trace.json"), completion: .file(extensions: ["json"]))
    var trace: String

    @Option(help: ArgumentHelp("Replay in this scene instead of the trace's: \(DemoSceneName.nameList).", valueName: "NAME"), completion: .list(DemoSceneName.allCases.map(\.rawValue)))
    var scene: String?

    @Option(help: ArgumentHelp("Write the transitions and appearance callbacks seen (JSON).", valueName: "PATH"), completion: .file(extensions: ["json"]))
    var report: String?

    @Option(help: ArgumentHelp("Write frames here as frame-0000.png, ... (needs --fps).", valueName: "DIR"), completion: .directory)
    var frames: String?

    @Option(help: ArgumentHelp("Frames per second for --frames, 1...240.", valueName: "N"))
    var fps: String?

    @Option(name: .customLong("trace"), help: ArgumentHelp("Write a Chrome trace of the replay (Perfetto, chrome://tracing): each tick's phases on the wall clock, the transitions and animations, the counters of rendered frames.", valueName: "PATH"), completion: .file(extensions: ["json"]))
    var chromeTrace: String?

    /// The checked options: the scene override and the frame rate.
    func options() throws(OptionValueError) -> (scene: DemoSceneName?, fps: Int?) {
        var name: DemoSceneName?
        if let scene {
            guard let parsed = DemoSceneName(rawValue: scene) else {
                let names = DemoSceneName.nameList
                throw OptionValueError("--scene must be one of \(names), got \"\(scene)\"")
            }
            name = parsed
        }
        for (option, value) in [("--report", report), ("--frames", frames), ("--trace", chromeTrace)] where value == "" {
            throw OptionValueError("\(option) must be a path, got \"\"")
        }
        var rate: Int?
        if let fps { rate = try ArgumentText.integer(fps, option: "--fps", in: ReplayJob.fpsRange) }
        if frames != nil && rate == nil { throw OptionValueError("--frames needs --fps N") }
        if frames == nil && rate != nil { throw OptionValueError("--fps needs --frames DIR") }
        return (name, rate)
    }

    func validate() throws {
        do {
            _ = try options()
        } catch {
            throw error.validationError
        }
    }

    func run() throws {
        let (sceneName, rate) = try options()
        try MainActor.assumeIsolated {
            try Studio.replay(tracePath: trace, catalog: DemoSceneName.catalog(), scene: sceneName?.rawValue,
                              reportPath: report, framesDirectory: frames, fps: rate, chromeTracePath: chromeTrace,
                              processName: "segue replay")
        }
    }
}
