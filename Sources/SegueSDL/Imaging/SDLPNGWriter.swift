import CSDL2
import Foundation
import Segue
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Saves `CGImage`s as PNG files through SDL2_image's `IMG_SavePNG` (what
/// `UIImage.pngData()` plus a file write does on iOS).
///
/// The file is written under a temporary name in the same directory and renamed
/// into place only once SDL2_image has finished, so a failure never leaves a
/// partial file behind nor replaces an existing one. Needs no `SDL_Init`.
public enum SDLPNGWriter {
    /// Writes `image` as a PNG (RGBA, straight alpha) to `path`, replacing any file
    /// there. Throws an `SDLImageError` naming the path when the directory is
    /// missing or not writable, or SDL2_image fails.
    @MainActor
    public static func write(_ image: CGImage, toFile path: String) throws(SDLImageError) {
        guard !path.isEmpty else { throw SDLImageError(.write, path: path, reason: "the path is empty") }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw SDLImageError(.write, path: path, reason: "it is a directory")
        }
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw SDLImageError(.write, path: path, reason: "no such directory \"\(directory)\"")
        }
        guard isDirectory.boolValue else {
            throw SDLImageError(.write, path: path, reason: "\"\(directory)\" is not a directory")
        }
        guard access(directory, W_OK) == 0 else {
            throw SDLImageError(.write, path: path, reason: "the directory \"\(directory)\" is not writable")
        }
        guard let surface = SDLSurfacePixels.surface(copying: image) else {
            throw SDLImageError(.write, path: path, reason: sdlErrorText())
        }
        defer { SDL_FreeSurface(surface) }

        let temporary = directory + "/.\(url.lastPathComponent).segue-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        guard IMG_SavePNG(surface, temporary) == 0 else {
            let reason = sdlErrorText()
            unlink(temporary)
            throw SDLImageError(.write, path: path, reason: reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw SDLImageError(.write, path: path, reason: reason)
        }
    }
}
