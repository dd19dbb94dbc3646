import Segue

/// The one way Segue's programs write an image as a PNG file — `segue render`'s
/// output and frames, `replay`'s frames, a studio's `--screenshot` and F12
/// screenshots: encoded by Segue's own `PNGEncoder` (RGBA, straight alpha; what
/// `UIImage.pngData()` gives on iOS) and written whole or not at all by
/// `OutputWriter`.
package enum PNGFileWriter {
    /// Writes `image` as a PNG to `path`, replacing any file there atomically.
    /// - Parameter option: The command-line option naming the file ("--output"),
    ///   for the error message.
    /// - Throws: `OutputWriteError` naming the path when the directory is missing
    ///   or not writable, the path is a directory, or the write fails (or, for an
    ///   image wider or taller than PNG allows, 2³¹ − 1, the encoding).
    package static func write(_ image: CGImage, toFile path: String, option: String? = nil) throws(OutputWriteError) {
        let png: [UInt8]
        do {
            png = try PNGEncoder().encode(rgba: image.pixels, width: image.width, height: image.height)
        } catch {
            throw OutputWriteError(path: path, reason: "cannot encode the image: \(error)", option: option)
        }
        try OutputWriter.write(png, toFile: path, option: option)
    }
}
