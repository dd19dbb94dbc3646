import Foundation
import SegueSDL
import SegueStudio

/// What `segue bench --scene` was asked to measure, parsed and checked from its
/// options' text (each mistake a one-line message naming the option: exit 64).
struct SceneBenchSettings: Equatable {
    /// Frames accepted by `--frames`.
    static let frameRange = 1...100_000
    /// Window sides accepted by `--size`, in points.
    static let sideRange = 64...8192

    var scene: DemoSceneName
    /// The stress scene's card count (`--cards`).
    var cardCount = StressCardGrid.defaultCardCount
    /// Frames measured (after the warm-up).
    var frames = 300
    /// The window's size in points (pixels: the bench draws at scale 1).
    var width = 1024
    var height = 700
    /// Draw into a real SDL window (needs a display) instead of a software surface.
    var usesWindow = false
    /// Also replay each frame's recorded draw calls with no engine work.
    var measuresRawFloor = false
    /// Let the compositor flatten unchanging content (`--no-flattening` turns it
    /// off, to measure what it saves).
    var flattens = true
    /// The SDL renderer of the window (`--renderer`, with `--window`; auto by default).
    var renderer: SDLRendererChoice = .auto
    /// Write each measured frame's draw-call digest here (`--digest`).
    var digestPath: String?

    static func parse(scene: String?, cards: String?, frames: String?, size: String?, window: Bool,
                      raw: Bool, noFlattening: Bool = false, renderer: String? = nil,
                      digest: String? = nil) throws(OptionValueError) -> SceneBenchSettings {
        guard let scene else {
            throw OptionValueError("--scene is required: one of \(DemoSceneName.nameList) (or run \"segue bench ticks\")")
        }
        guard let name = DemoSceneName(rawValue: scene) else {
            throw OptionValueError("--scene must be one of \(DemoSceneName.nameList), got \"\(scene)\"")
        }
        var settings = SceneBenchSettings(scene: name)
        if let cards {
            settings.cardCount = try ArgumentText.integer(cards, option: "--cards", in: StressCardGrid.cardCountRange)
        }
        if let frames {
            settings.frames = try ArgumentText.integer(frames, option: "--frames", in: frameRange)
        }
        if let size {
            (settings.width, settings.height) = try ArgumentText.size(size, option: "--size", width: sideRange, height: sideRange)
        }
        settings.usesWindow = window
        settings.measuresRawFloor = raw
        settings.flattens = !noFlattening
        if let digest {
            guard !digest.isEmpty else { throw OptionValueError("--digest must be a file path, got \"\"") }
            settings.digestPath = digest
        }
        if let renderer {
            guard let choice = SDLRendererChoice(rawValue: renderer) else {
                let names = SDLRendererChoice.allCases.map(\.rawValue).joined(separator: ", ")
                throw OptionValueError("--renderer must be one of \(names), got \"\(renderer)\"")
            }
            guard window else { throw OptionValueError("--renderer picks the window's renderer: it needs --window") }
            settings.renderer = choice
        }
        return settings
    }
}
