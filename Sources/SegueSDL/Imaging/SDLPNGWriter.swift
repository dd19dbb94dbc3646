import CSDL2
import Foundation
import Segue
import SegueFiles

/// Saves `CGImage`s as PNG files through SDL2_image's `IMG_SavePNG` (what
/// `UIImage.pngData()` plus a file write does on iOS).
///
/// The file goes through `OutputWriter` (SegueFiles): SDL2_image writes it under a
/// temporary name in the same directory and it is renamed into place only once
/// SDL2_image has finished, so a failure never leaves a partial file behind nor
/// replaces an existing one. Needs no `SDL_Init`.
public enum SDLPNGWriter {
    /// Writes `image` as a PNG (RGBA, straight alpha) to `path`, replacing any file
    /// there. Throws an `SDLImageError` naming the path when the directory is
    /// missing or not writable, or SDL2_image fails.
    @MainActor
    public static func write(_ image: CGImage, toFile path: String) throws(SDLImageError) {
        do {
            try OutputWriter.checkWritable(path)
        } catch {
            throw SDLImageError(.write, path: path, reason: error.reason)
        }
        guard let surface = SDLSurfacePixels.surface(copying: image) else {
            throw SDLImageError(.write, path: path, reason: sdlErrorText())
        }
        defer { SDL_FreeSurface(surface) }
        do {
            try OutputWriter.write(toFile: path) { temporary in
                IMG_SavePNG(surface, temporary) == 0 ? nil : sdlErrorText()
            }
        } catch {
            throw SDLImageError(.write, path: path, reason: error.reason)
        }
    }
}
