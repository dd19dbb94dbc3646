import ArgumentParser
import Foundation
import SegueStudio

/// `segue render SCENE.json -o out.png [--scale S]`: renders a layer tree described
/// in JSON to a PNG, through the same compositor as the window, offscreen.
///
/// `segue render --scene NAME --progress P -o out.png [--size WxH] [--scale S]`
/// renders one of the demo's scenes frozen at a progress of its showcase
/// transition, and `--frames DIR --fps N` the whole transition
/// (`DemoSceneRenderJob`). The two modes are exclusive.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a layer tree described in JSON, or a demo scene's transition, to PNG.",
        discussion: """
            The scene is a JSON object: "size": [w, h] in points (required), \
            "backgroundColor": "#rrggbb" or "#rrggbbaa", and "layers": [ ... ]. Each layer \
            uses CALayer's names: bounds [w, h], position [x, y], anchorPoint [x, y], \
            zPosition, transform and sublayerTransform, opacity (0...1), hidden, \
            backgroundColor, masksToBounds, cornerRadius, borderWidth, borderColor, \
            isDoubleSided, contents (a PNG path, relative to the scene file), \
            contentsGravity (resize, resizeAspect, center, topLeft, ...), type ("layer" or \
            "transformLayer"), name, and sublayers [ ... ].

            A transform is 16 numbers (m11 ... m44, row by row) or an object \
            {"rotate": [degrees, x, y, z], "m34": -0.002, "translate": [x, y, z], \
            "scale": [x, y, z]}, every key optional. Angles are in DEGREES. The point is \
            rotated first, then the m34 perspective, then translated, then scaled.

            With --scene NAME instead of a file, the demo's scene is built headless, its \
            showcase transition (what its main button starts) is started, and the window \
            is rendered at --progress P (0...1 of the transition's duration; 1 is the \
            completed end) to -o, or as frame-0000.png ... into --frames DIR, --fps N \
            frames per second of the transition. --size WxH sets the window (default \
            1024x700).

            Exit status: 64 for a bad argument or scene (the message names the JSON path, \
            e.g. layers[2].transform), 1 when a file cannot be read or written; no partial \
            output file is ever left behind.
            """
    )

    @Argument(help: ArgumentHelp("The scene file (JSON); or use --scene.", valueName: "scene.json"), completion: .file(extensions: ["json"]))
    var scene: String?

    @Option(name: [.short, .long], help: ArgumentHelp("The PNG file to write.", valueName: "file"), completion: .file(extensions: ["png"]))
    var output: String?

    @Option(name: .customLong("scene"), help: ArgumentHelp("Render this demo scene's transition instead of a file: \(DemoSceneName.nameList).", valueName: "NAME"), completion: .list(DemoSceneName.allCases.map(\.rawValue)))
    var demoScene: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --scene: the transition's progress to render, 0...1.", valueName: "P"))
    var progress: String?

    @Option(help: ArgumentHelp("With --scene: the window size in points (default 1024x700).", valueName: "WxH"))
    var size: String?

    @Option(help: ArgumentHelp("With --scene: write the whole transition as frame-0000.png, ... here (needs --fps).", valueName: "DIR"), completion: .directory)
    var frames: String?

    @Option(help: ArgumentHelp("With --frames: frames per second of the transition, 1...240.", valueName: "N"))
    var fps: String?

    /// What the options ask for: a JSON scene file, or a demo scene's transition.
    enum Mode: Equatable {
        case file(path: String, output: String)
        case demoScene(DemoSceneName, size: CGSize, output: DemoSceneRenderJob.Output)
    }

    /// The checked mode; every mistake is a one-line message naming the option.
    func mode() throws(OptionValueError) -> Mode {
        if output == "" { throw OptionValueError("--output must be a file path, got \"\"") }
        if frames == "" { throw OptionValueError("--frames must be a directory path, got \"\"") }
        guard let demoScene else {
            guard let scene else { throw OptionValueError("give a scene file (JSON) or --scene NAME") }
            for (option, value) in [("--progress", progress), ("--size", size), ("--frames", frames), ("--fps", fps)] where value != nil {
                throw OptionValueError("\(option) renders a demo scene: it needs --scene NAME, not a scene file")
            }
            guard let output else { throw OptionValueError("missing -o/--output FILE") }
            return .file(path: scene, output: output)
        }
        if let scene { throw OptionValueError("give a scene file or --scene, not both (got \"\(scene)\" and --scene \(demoScene))") }
        guard let name = DemoSceneName(rawValue: demoScene) else {
            let names = DemoSceneName.nameList
            throw OptionValueError("--scene must be one of \(names), got \"\(demoScene)\"")
        }
        var windowSize = CGSize(width: StudioSettings.defaultWidth, height: StudioSettings.defaultHeight)
        if let size {
            let (width, height) = try ArgumentText.size(size, option: "--size", width: StudioSettings.sideRange, height: StudioSettings.sideRange)
            windowSize = CGSize(width: width, height: height)
        }
        if let frames {
            if output != nil || progress != nil { throw OptionValueError("--frames renders the whole transition: give it without -o and --progress") }
            guard let fps else { throw OptionValueError("--frames needs --fps N") }
            let rate = try ArgumentText.integer(fps, option: "--fps", in: ReplayJob.fpsRange)
            return .demoScene(name, size: windowSize, output: .frames(directory: frames, fps: rate))
        }
        if fps != nil { throw OptionValueError("--fps needs --frames DIR") }
        guard let progress else { throw OptionValueError("--scene needs --progress P with -o FILE, or --frames DIR --fps N") }
        let value = try ArgumentText.number(progress, option: "--progress", .interval(0, 1, includingLower: true))
        guard let output else { throw OptionValueError("missing -o/--output FILE") }
        return .demoScene(name, size: windowSize, output: .still(progress: value, path: output))
    }

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point, a number in (0, 8] (default 1).", valueName: "S"))
    var scale: String?

    /// The validated scale.
    func scaleValue() throws(OptionValueError) -> Double {
        guard let scale else { return 1 }
        return try ArgumentText.number(scale, option: "--scale", .interval(0, 8, includingLower: false))
    }

    func validate() throws {
        do {
            _ = try scaleValue()
            _ = try mode()
        } catch {
            throw error.validationError
        }
    }

    func run() throws {
        let scale = try scaleValue()
        let mode = try mode()
        let failure: RenderFailure? = MainActor.assumeIsolated {
            do throws(RenderFailure) {
                switch mode {
                case .file(let path, let output):
                    try SceneRenderJob(scenePath: path, outputPath: output, scale: scale).run()
                case .demoScene(let name, let size, let output):
                    try DemoSceneRenderJob(scene: name, size: size, scale: scale, output: output).run()
                }
                return nil
            } catch {
                return error
            }
        }
        guard let failure else { return }
        // A ValidationError is what makes ArgumentParser exit with status 64.
        if failure.exitCode == .validationFailure { throw ValidationError(failure.description) }
        throw failure
    }
}
