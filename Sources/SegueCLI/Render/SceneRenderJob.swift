import Foundation
import Segue
import SegueSDL
import SegueFiles
import SegueStudio

/// What `segue render` does, step by step: read and check the scene, load its
/// images, build the layer tree, render it offscreen, encode the PNG and write it
/// (atomically: a failure never leaves a partial file).
@MainActor
struct SceneRenderJob {
    let scenePath: String
    let outputPath: String
    /// Pixels per point.
    let scale: Double

    /// The parsed scene and its decoded images.
    func loadScene() throws(RenderFailure) -> (scene: RenderScene, images: [String: CGImage]) {
        let bytes: [UInt8]
        switch FileReader.read(scenePath) {
        case .success(let data): bytes = data
        case .failure(let error): throw .io("cannot read the scene \"\(scenePath.escapingControlCharacters)\": \(error.reason)")
        }
        let scene: RenderScene
        do {
            scene = try SceneParser.parse(bytes)
        } catch {
            throw .scene(error.prefixed(by: scenePath))
        }
        try checkPixelSize(of: scene)
        let directory = URL(fileURLWithPath: scenePath).deletingLastPathComponent()
        do {
            return (scene, try SceneContentsLoader.images(for: scene, relativeTo: directory))
        } catch {
            if case .scene(let sceneError) = error { throw .scene(sceneError.prefixed(by: scenePath)) }
            throw error
        }
    }

    /// The scene at `scale`, rounded to whole pixels, must be an image the offscreen
    /// canvas makes (`OffscreenCanvas.accepts`: 16384 a side, 36 megapixels in all),
    /// checked before any contents are read or pixels allocated.
    func checkPixelSize(of scene: RenderScene) throws(RenderFailure) {
        // Rounded to whole pixels, as the offscreen renderer rounds them.
        let width = (Double(scene.size.width) * scale).rounded(), height = (Double(scene.size.height) * scale).rounded()
        guard OffscreenCanvas.accepts(pixelWidth: width, pixelHeight: height) else {
            throw .scene(JSONPathError("", "--scale \(JSONValue.format(scale)) makes the \(JSONValue.format(scene.size.width))×\(JSONValue.format(scene.size.height))-point scene \(JSONValue.format(width))×\(JSONValue.format(height)) pixels; \(OffscreenCanvas.limitDescription)"))
        }
    }

    /// The rendered picture.
    func render(_ scene: RenderScene, images: [String: CGImage]) throws(RenderFailure) -> CGImage {
        let root = SceneTreeBuilder.build(scene, images: images)
        do {
            return try OffscreenRenderer().render(root, size: scene.size, scale: CGFloat(scale), backgroundColor: scene.backgroundColor)
        } catch {
            throw .render("cannot render \"\(scenePath)\": \(error)")
        }
    }

    /// Checks the output path, then loads, renders and writes the PNG. The path is
    /// checked first, so a folder that does not exist fails at once, not after
    /// rendering the largest scene accepted (a minute and gigabytes).
    func run() throws(RenderFailure) {
        do {
            try OutputWriter.checkWritable(outputPath, option: "--output")
        } catch {
            throw .io(error.description)
        }
        let (scene, images) = try loadScene()
        let image = try render(scene, images: images)
        do {
            try PNGFileWriter.write(image, toFile: outputPath, option: "--output")
        } catch {
            throw .io(error.description)
        }
    }
}
