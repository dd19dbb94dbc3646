import ArgumentParser
import Foundation

/// `segue render SCENE.json -o out.png [--scale S]`: renders a layer tree described
/// in JSON to a PNG, through the same compositor as the window, offscreen.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a layer tree described in JSON to a PNG.",
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

            Exit status: 64 for a bad argument or scene (the message names the JSON path, \
            e.g. layers[2].transform), 1 when a file cannot be read or written; no partial \
            output file is ever left behind.
            """
    )

    @Argument(help: ArgumentHelp("The scene file (JSON).", valueName: "scene.json"))
    var scene: String

    @Option(name: [.short, .long], help: ArgumentHelp("The PNG file to write.", valueName: "file"))
    var output: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point, a number in (0, 8] (default 1).", valueName: "S"))
    var scale: String?

    /// The validated scale.
    func scaleValue() throws(CurveArgumentError) -> Double {
        guard let scale else { return 1 }
        return try ArgumentText.number(scale, option: "--scale", .interval(0, 8, includingLower: false))
    }

    func validate() throws {
        do {
            _ = try scaleValue()
        } catch {
            throw error.validationError
        }
        guard !output.isEmpty else { throw ValidationError("--output must be a file path, got \"\"") }
    }

    func run() throws {
        let scale = try scaleValue()
        let failure: RenderFailure? = MainActor.assumeIsolated {
            do throws(RenderFailure) {
                try SceneRenderJob(scenePath: scene, outputPath: output, scale: scale).run()
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
