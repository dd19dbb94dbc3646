import ArgumentParser
import Foundation
import SegueSDL

/// The command-line options every studio program takes — `segue demo` and a user's
/// program built with `Studio.run` alike, with the same meanings. Include them in a
/// command of your own with `@OptionGroup var studio: StudioOptions` and hand them
/// to `Studio.run(catalog:options:)`.
public struct StudioOptions: ParsableArguments, Sendable {
    /// `--size WxH`: the window size in points.
    @Option(help: ArgumentHelp("Window size in points (default 1024x700).", valueName: "WxH"))
    public var size: String?

    /// `--frames N`: quit after N drawn frames.
    @Option(help: ArgumentHelp("Quit after N drawn frames (1…1000000), for scripts.", valueName: "N"))
    public var frames: String?

    /// `--screenshot PATH`: save the last frame as a PNG.
    @Option(help: ArgumentHelp("Save the last frame as a PNG before quitting.", valueName: "PATH"), completion: .file(extensions: ["png"]))
    public var screenshot: String?

    /// `--still`: build scenes without the animations they run on their own.
    @Flag(help: "Show the scene without the animations it runs on its own (to measure the idle cost).")
    public var still = false

    /// `--scene NAME`: the scene to open.
    @Option(help: ArgumentHelp("The scene to open (--list prints them). Without it a program with one scene opens it, one with several opens the start screen (Tab shows the list over any scene).", valueName: "NAME"), completion: .custom { _ in StudioOptions.sceneNamesForCompletion })
    public var scene: String?

    /// `--list`: print the scenes and exit.
    @Flag(help: "Print the scenes, one \"name — summary\" line each, and exit (no window).")
    public var list = false

    /// `--record PATH`: record the input to a trace.
    @Option(help: ArgumentHelp("Record the mouse and keys to a trace (JSON), written when the program quits; replay it with --replay.", valueName: "PATH"), completion: .file(extensions: ["json"]))
    public var record: String?

    /// `--report PATH`: write the transitions seen.
    @Option(help: ArgumentHelp("Write the transitions and appearance callbacks seen (JSON) when the program quits (or the replay ends).", valueName: "PATH"), completion: .file(extensions: ["json"]))
    public var report: String?

    /// `--trace PATH`: write a Chrome trace.
    @Option(help: ArgumentHelp("Write a Chrome trace (open it in Perfetto or chrome://tracing): each frame's phases, the transitions and animations, the compositor's counters.", valueName: "PATH"), completion: .file(extensions: ["json"]))
    public var trace: String?

    /// `--renderer NAME`: auto, accelerated or software.
    @Option(help: ArgumentHelp("The SDL renderer: auto (default: accelerated where a GPU render node /dev/dri/renderD* is readable and LIBGL_ALWAYS_SOFTWARE is unset, else software; the choice is logged), accelerated (OpenGL, linear filtering, vsync) or software (no OpenGL loaded: starts faster and uses less memory where OpenGL is itself software, e.g. llvmpipe under Xvfb; turned images filtered by the compositor).", valueName: "NAME"), completion: .list(SDLRendererChoice.allCases.map(\.rawValue)))
    public var renderer: String?

    /// `--replay TRACE`: replay a recording headless.
    @Option(help: ArgumentHelp("Replay a recording made with --record headless (no window, deterministic), with --report and --trace as live.", valueName: "TRACE"), completion: .file(extensions: ["json"]))
    public var replay: String?

    /// `--replay-frames DIR`: with `--replay`, write frames here.
    @Option(name: .customLong("replay-frames"), help: ArgumentHelp("With --replay: write frames here as frame-0000.png, … (needs --fps).", valueName: "DIR"), completion: .directory)
    public var replayFrames: String?

    /// `--fps N`: frames per second for `--replay-frames`.
    @Option(help: ArgumentHelp("Frames per second for --replay-frames, 1…240.", valueName: "N"))
    public var fps: String?

    /// `--watch-session DIR`: run under `segue watch` (which passes it; not for users).
    @Option(name: .customLong("watch-session"), help: .hidden)
    package var watchSession: String?

    /// Options as given when none is: what `Studio.run` uses with no arguments.
    public init() {}

    /// The scene names shell completion offers for `--scene`: `Studio.run` sets
    /// them to its catalog's before it parses; a program that parses
    /// `StudioOptions` in a command of its own sets them first.
    nonisolated(unsafe) public static var sceneNamesForCompletion: [String] = []

    /// Checks every option but `--scene` (which `Studio.run` checks against the
    /// program's scenes) as the options are parsed: a bad value exits 64 with one
    /// line naming the option.
    public func validate() throws {
        do { _ = try settings(catalog: nil) } catch { throw error.validationError }
    }

    /// The settings these options give for a program with `catalog`'s scenes.
    package func settings(catalog: StudioSceneCatalog?) throws(OptionValueError) -> StudioSettings {
        try StudioSettings.parse(size: size, frames: frames, screenshot: screenshot, still: still, scene: scene,
                                 record: record, report: report, trace: trace, renderer: renderer, replay: replay,
                                 replayFrames: replayFrames, fps: fps, watchSession: watchSession, catalog: catalog)
    }
}
