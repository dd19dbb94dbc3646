import CSDL2
import Foundation
import Segue

/// Reads image files into `CGImage`s through SDL2_image's `IMG_Load`: PNG, JPEG,
/// BMP, GIF, TGA, WebP and the other formats the installed SDL2_image reads
/// (Segue's stand-in for what `UIImage(contentsOfFile:)` decodes with ImageIO).
///
/// Needs no `SDL_Init` and no display. The pixels are converted to Segue's one
/// format, RGBA8 with straight alpha; an image without alpha becomes opaque.
public enum SDLImageLoader {
    /// The image in the file at `path`.
    ///
    /// Throws an `SDLImageError` naming the path when the file is missing, is a
    /// directory, or SDL2_image cannot decode it (with SDL's reason).
    @MainActor
    public static func image(contentsOfFile path: String) throws(SDLImageError) -> CGImage {
        var isDirectory: ObjCBool = false
        guard !path.isEmpty else { throw SDLImageError(.read, path: path, reason: "the path is empty") }
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SDLImageError(.read, path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw SDLImageError(.read, path: path, reason: "it is a directory") }
        guard let surface = IMG_Load(path) else {
            throw SDLImageError(.read, path: path, reason: sdlErrorText())
        }
        defer { SDL_FreeSurface(surface) }
        switch SDLSurfacePixels.image(copying: surface) {
        case .success(let image): return image
        case .failure(let failure): throw SDLImageError(.read, path: path, reason: failure.description)
        }
    }
}
