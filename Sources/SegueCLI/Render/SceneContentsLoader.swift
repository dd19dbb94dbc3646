import Foundation
import Segue
import SegueFiles
import SegueStudio

/// Loads the PNG files a scene's layers name as `contents`, relative to the scene
/// file's folder (absolute paths as they are), decoding each with `PNGDecoder`. Each
/// distinct path is decoded once, so layers sharing a picture share one `CGImage`
/// (and one texture in the compositor).
enum SceneContentsLoader {
    /// The images by the `contents` string as written in the scene.
    /// - Throws: `.io` when a file cannot be read; `.scene` (naming the layer's
    ///   `contents` path) when it is not a valid PNG.
    static func images(for scene: RenderScene, relativeTo directory: URL) throws(RenderFailure) -> [String: CGImage] {
        var images: [String: CGImage] = [:]
        for layer in scene.allLayers {
            guard let file = layer.contents, images[file] == nil else { continue }
            let path = resolve(file, relativeTo: directory)
            let jsonPath = "\(layer.path).contents"
            let bytes: [UInt8]
            switch FileReader.read(path) {
            case .success(let data): bytes = data
            case .failure(let error): throw .io("cannot read \(jsonPath) \"\(path.escapingControlCharacters)\": \(error.reason)")
            }
            do {
                images[file] = try PNGDecoder.decode(bytes)
            } catch {
                throw .scene(JSONPathError(jsonPath, "\"\(path.escapingControlCharacters)\" is not a usable PNG: \(error)"))
            }
        }
        return images
    }

    /// `file` relative to `directory`, unless it is absolute.
    static func resolve(_ file: String, relativeTo directory: URL) -> String {
        file.hasPrefix("/") ? file : directory.appendingPathComponent(file).standardizedFileURL.path
    }
}
