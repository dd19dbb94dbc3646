import Foundation
import SegueSDL

/// What `segue demo` was asked to do, parsed and checked from its options.
struct DemoSettings: Equatable {
    /// Window sizes accepted by `--size`, in points.
    static let sideRange = 64...8192
    /// `--frames` accepts up to a million frames (about four and a half hours at 60 Hz).
    static let frameRange = 1...1_000_000

    /// The window size in points (default 1024 × 700).
    var width = 1024
    var height = 700
    /// Quit after this many drawn frames; nil runs until the window is closed.
    var frameLimit: Int?
    /// Save the last frame here as a PNG before quitting.
    var screenshotPath: String?
    /// Show the scene without animations.
    var isStill = false
    /// The scene to open; nil opens the start screen (the scene picker).
    var scene: DemoSceneName?
    /// Write the input trace here when the demo quits (`--record`).
    var recordPath: String?
    /// Write the transition report here when the demo quits (`--report`).
    var reportPath: String?
    /// The stress scene's card count (`--cards`).
    var cardCount = StressCardGrid.defaultCardCount
    /// Write a Chrome trace here (`--trace`), streamed while the demo runs.
    var tracePath: String?
    /// The SDL renderer to draw with (`--renderer` auto, accelerated or software; auto by default).
    var renderer: SDLRendererChoice = .auto

    /// The settings from the options' text. Throws a one-line message naming the
    /// option for a bad size or frame count (exit 64).
    static func parse(size: String?, frames: String?, screenshot: String?, still: Bool, scene: String? = nil,
                      record: String? = nil, report: String? = nil, cards: String? = nil,
                      trace: String? = nil, renderer: String? = nil) throws(CurveArgumentError) -> DemoSettings {
        var settings = DemoSettings()
        if let size {
            (settings.width, settings.height) = try ArgumentText.size(size, option: "--size", width: sideRange, height: sideRange)
        }
        if let frames {
            settings.frameLimit = try ArgumentText.integer(frames, option: "--frames", in: frameRange)
        }
        if let screenshot {
            guard !screenshot.isEmpty else { throw CurveArgumentError("--screenshot must be a file path, got \"\"") }
            settings.screenshotPath = screenshot
        }
        settings.isStill = still
        for (option, value) in [("--record", record), ("--report", report), ("--trace", trace)] {
            if value == "" { throw CurveArgumentError("\(option) must be a file path, got \"\"") }
        }
        settings.recordPath = record
        settings.reportPath = report
        if let cards {
            settings.cardCount = try ArgumentText.integer(cards, option: "--cards", in: StressCardGrid.cardCountRange)
        }
        settings.tracePath = trace
        if let renderer {
            guard let choice = SDLRendererChoice(rawValue: renderer) else {
                let names = SDLRendererChoice.allCases.map(\.rawValue).joined(separator: ", ")
                throw CurveArgumentError("--renderer must be one of \(names), got \"\(renderer)\"")
            }
            settings.renderer = choice
        }
        if let scene {
            guard let name = DemoSceneName(rawValue: scene) else {
                let names = DemoSceneName.nameList
                throw CurveArgumentError("--scene must be one of \(names), got \"\(scene)\"")
            }
            settings.scene = name
        }
        return settings
    }

    var windowSize: CGSize { CGSize(width: width, height: height) }
}
