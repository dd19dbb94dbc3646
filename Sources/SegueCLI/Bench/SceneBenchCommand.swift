import ArgumentParser
import Foundation
import SegueFiles
import SegueSDL
import SegueStudio

/// `segue bench --scene NAME`: runs a demo scene for K frames and prints where each
/// frame's time goes (the default `bench` subcommand, so `segue bench --scene …`
/// and `segue bench scene --scene …` are the same).
struct SceneBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scene",
        abstract: "Time a demo scene's frames: tick, build, draw, present, overdraw and allocations.",
        discussion: """
            Headless by default (SDL's software renderer on a surface: no display needed); --window draws \
            into a real SDL window. --raw also replays each frame's recorded draw calls through SDL with no \
            engine work and prints the engine / raw ratio. --digest FILE writes a digest of each measured \
            frame's draw calls, one line per frame, to compare two builds' output. Build with -c release to measure.
            """
    )

    @Option(help: ArgumentHelp("The scene: \(DemoSceneName.nameList).", valueName: "NAME"), completion: .list(DemoSceneName.allCases.map(\.rawValue)))
    var scene: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Cards in the stress scene (1…20000, default 500).", valueName: "N"))
    var cards: String?

    @Option(help: ArgumentHelp("Frames to measure (1…100000, default 300), after a warm-up.", valueName: "K"))
    var frames: String?

    @Option(help: ArgumentHelp("Window size in points (default 1024x700).", valueName: "WxH"))
    var size: String?

    @Flag(help: "Draw into an SDL window (needs a display) instead of a software surface.")
    var window = false

    @Flag(help: "Also replay the recorded draw calls with no engine work and print the engine / raw ratio.")
    var raw = false

    @Flag(help: "Draw every frame's geometry even where it did not change (the compositor's flattening of unchanging content off).")
    var noFlattening = false

    @Option(help: ArgumentHelp("With --window, the SDL renderer: auto (default), accelerated or software, as segue demo --renderer.", valueName: "NAME"), completion: .list(SDLRendererChoice.allCases.map(\.rawValue)))
    var renderer: String?

    @Option(help: ArgumentHelp("Write a digest of each measured frame's draw calls to FILE, one line per frame (compare two builds' files: equal means the same vertices, indices and textures).", valueName: "FILE"))
    var digest: String?

    func settings() throws(OptionValueError) -> SceneBenchSettings {
        try SceneBenchSettings.parse(scene: scene, cards: cards, frames: frames, size: size, window: window, raw: raw,
                                     noFlattening: noFlattening, renderer: renderer, digest: digest)
    }

    func validate() throws {
        do {
            _ = try settings()
        } catch {
            throw error.validationError
        }
    }

    func run() throws {
        let settings = try settings()
        if let path = settings.digestPath { try StudioOutputTarget.check(path, option: "--digest") }
        MallocCallCounter.preloadIfNeeded()
        let report = try MainActor.assumeIsolated { () throws(SceneBenchError) -> SceneBenchReport in
            try SceneBenchmark(settings: settings).run()
        }
        if let path = settings.digestPath {
            do {
                try OutputWriter.write(Array(report.digestLines.utf8), toFile: path, option: "--digest")
            } catch {
                throw StudioOutputError(path: path, reason: error.reason, option: "--digest")
            }
        }
        try StandardOutput.write(report.formatted)
    }
}
