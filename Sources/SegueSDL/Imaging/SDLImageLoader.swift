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
        SDLThreadState.releaseWhenThreadEnds()
        var isDirectory: ObjCBool = false
        guard !path.isEmpty else { throw SDLImageError(.read, path: path, reason: "the path is empty") }
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SDLImageError(.read, path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw SDLImageError(.read, path: path, reason: "it is a directory") }
        if let refusal = pngSizeRefusal(path) { throw SDLImageError(.read, path: path, reason: refusal) }
        guard let surface = IMG_Load(path) else {
            throw SDLImageError(.read, path: path, reason: sdlErrorText())
        }
        defer { SDL_FreeSurface(surface) }
        switch SDLSurfacePixels.image(copying: surface) {
        case .success(let image): return image
        case .failure(let failure): throw SDLImageError(.read, path: path, reason: failure.description)
        }
    }

    /// For a PNG file, why its header's size is refused before anything is decoded
    /// (the same limits as `PNGDecoder`: `maximumDimension` per side and
    /// `maximumPixelCount` pixels), or nil. A 100000×100000 PNG of a few hundred
    /// bytes would otherwise make SDL2_image try to allocate 40 GB. Other formats,
    /// and PNGs too short to hold a header, are left to SDL2_image.
    static func pngSizeRefusal(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 24), head.count == 24 else { return nil }
        let bytes = [UInt8](head)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func bigEndian(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = bigEndian(16), height = bigEndian(20)
        guard width <= PNGDecoder.maximumDimension, height <= PNGDecoder.maximumDimension,
              width * height <= PNGDecoder.maximumPixelCount else {
            return "the PNG is \(width)×\(height) pixels; Segue loads at most \(PNGDecoder.maximumDimension) per side and \(PNGDecoder.maximumPixelCount) pixels"
        }
        return nil
    }
}
