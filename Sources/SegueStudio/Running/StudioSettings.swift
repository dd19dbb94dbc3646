import Foundation
import SegueSDL

/// What a studio program was asked to do, parsed and checked from its options
/// (`StudioOptions`): the window's size and renderer, the scene to open, and what to
/// write when it quits — or the recording to replay instead of opening a window.
package struct StudioSettings: Equatable, Sendable {
    /// Window sizes accepted by `--size`, in points.
    package static let sideRange = 64...8192
    /// `--frames` accepts up to a million frames (about four and a half hours at 60 Hz).
    static let frameRange = 1...1_000_000

    /// The window size in points when `--size` is not given.
    package static let defaultWidth = 1024, defaultHeight = 700
    /// The window size in points.
    var width = defaultWidth
    var height = defaultHeight
    /// Quit after this many drawn frames; nil runs until the window is closed.
    var frameLimit: Int?
    /// Save the last frame here as a PNG before quitting.
    var screenshotPath: String?
    /// Show the scene without the animations it runs on its own.
    var isStill = false
    /// The scene to open; nil opens the catalog's launch scene (the start screen for
    /// several scenes).
    var scene: String?
    /// Write the input trace here when the program quits (`--record`).
    var recordPath: String?
    /// Write the transition report here when the program quits (`--report`).
    var reportPath: String?
    /// Write a Chrome trace here (`--trace`), streamed while the program runs.
    var tracePath: String?
    /// The SDL renderer to draw with (`--renderer` auto, accelerated or software; auto by default).
    var renderer: SDLRendererChoice = .auto
    /// Replay this recording headless instead of opening a window (`--replay`).
    var replayPath: String?
    /// With `--replay`: write frames here (`--replay-frames`) at `replayFPS` a second.
    var replayFramesDirectory: String?
    var replayFPS: Int?
    /// Run under `segue watch`, linked to it through this session folder
    /// (`--watch-session`, `StudioWatchLink`).
    var watchSession: String?

    /// The settings from the options' text, the scene checked against `catalog`
    /// (not checked when nil).
    /// Throws a one-line message naming the option (exit 64).
    static func parse(size: String?, frames: String?, screenshot: String?, still: Bool, scene: String? = nil,
                      record: String? = nil, report: String? = nil, trace: String? = nil, renderer: String? = nil,
                      replay: String? = nil, replayFrames: String? = nil, fps: String? = nil,
                      watchSession: String? = nil, catalog: StudioSceneCatalog?) throws(OptionValueError) -> StudioSettings {
        var settings = StudioSettings()
        if let size {
            (settings.width, settings.height) = try ArgumentText.size(size, option: "--size", width: sideRange, height: sideRange)
        }
        if let frames {
            settings.frameLimit = try ArgumentText.integer(frames, option: "--frames", in: frameRange)
        }
        if let screenshot {
            guard !screenshot.isEmpty else { throw OptionValueError("--screenshot must be a file path, got \"\"") }
            settings.screenshotPath = screenshot
        }
        settings.isStill = still
        for (option, value) in [("--record", record), ("--report", report), ("--trace", trace), ("--replay", replay),
                                ("--replay-frames", replayFrames)] where value == "" {
            throw OptionValueError("\(option) must be a file path, got \"\"")
        }
        settings.recordPath = record
        settings.reportPath = report
        settings.tracePath = trace
        if let renderer {
            guard let choice = SDLRendererChoice(rawValue: renderer) else {
                let names = SDLRendererChoice.allCases.map(\.rawValue).joined(separator: ", ")
                throw OptionValueError("--renderer must be one of \(names), got \"\(renderer)\"")
            }
            settings.renderer = choice
        }
        if let scene, let catalog {
            guard catalog.entry(named: scene) != nil else {
                throw OptionValueError("--scene must be one of \(catalog.nameList), got \"\(scene)\"")
            }
            settings.scene = scene
        }
        settings.replayPath = replay
        settings.replayFramesDirectory = replayFrames
        if let fps { settings.replayFPS = try ArgumentText.integer(fps, option: "--fps", in: ReplayJob.fpsRange) }
        if replayFrames != nil && fps == nil { throw OptionValueError("--replay-frames needs --fps N") }
        if replayFrames == nil && fps != nil { throw OptionValueError("--fps needs --replay-frames DIR") }
        if replay == nil && replayFrames != nil { throw OptionValueError("--replay-frames needs --replay TRACE") }
        if replay != nil {
            for (option, given) in [("--record", record != nil), ("--screenshot", screenshot != nil), ("--frames", frames != nil),
                                    ("--still", still), ("--size", size != nil), ("--renderer", renderer != nil)] where given {
                throw OptionValueError("\(option) opens a window; --replay replays headless (use --replay-frames DIR --fps N for frames)")
            }
        }
        if let watchSession {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: watchSession, isDirectory: &isFolder), isFolder.boolValue else {
                throw OptionValueError("--watch-session must be a folder made by segue watch, got \"\(watchSession)\"")
            }
            guard replay == nil else { throw OptionValueError("--watch-session runs the window; it cannot be given with --replay") }
            settings.watchSession = watchSession
        }
        return settings
    }

    var windowSize: CGSize { CGSize(width: width, height: height) }
}
