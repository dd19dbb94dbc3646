import CSDL2
import Segue

/// Copies pixels from SDL surfaces into `CGImage`s, which always hold 8-bit RGBA
/// with straight alpha, rows top to bottom without padding.
///
/// SDL's `SDL_PIXELFORMAT_RGBA32` names that byte order on every machine (it is
/// `SDL_PIXELFORMAT_ABGR8888` on little-endian ones), so one conversion with
/// `SDL_ConvertSurfaceFormat` turns any surface SDL2_image or SDL2_ttf produces into
/// those bytes.
enum SDLSurfacePixels {
    /// The pixel format whose bytes in memory are R, G, B, A.
    static let rgba32 = SDL_PIXELFORMAT_RGBA32.rawValue

    /// A `CGImage` with a copy of `surface`'s pixels, converted to RGBA, or why
    /// not: the surface is empty, or SDL could not convert or lock it (its message).
    static func image(copying surface: UnsafeMutablePointer<SDL_Surface>) -> Result<CGImage, ConversionFailure> {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        guard width > 0, height > 0 else { return .failure(.empty) }
        guard let converted = SDL_ConvertSurfaceFormat(surface, rgba32, 0) else {
            return .failure(.sdl(sdlErrorText()))
        }
        defer { SDL_FreeSurface(converted) }
        if SDL_LockSurface(converted) != 0 { return .failure(.sdl(sdlErrorText())) }
        defer { SDL_UnlockSurface(converted) }
        guard let base = converted.pointee.pixels else { return .failure(.sdl("the converted surface has no pixels")) }
        let pitch = Int(converted.pointee.pitch)
        let rowBytes = width * 4
        let bytes = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            for row in 0..<height {
                let source = base.advanced(by: row * pitch)
                (buffer.baseAddress! + row * rowBytes).initialize(from: source.assumingMemoryBound(to: UInt8.self), count: rowBytes)
            }
            count = rowBytes * height
        }
        guard let image = CGImage(width: width, height: height, rgbaPixels: bytes) else { return .failure(.empty) }
        return .success(image)
    }

    /// Why a surface could not become an image.
    enum ConversionFailure: Error, Equatable, CustomStringConvertible {
        /// The surface has no pixels (zero width or height).
        case empty
        /// SDL failed; its message.
        case sdl(String)

        var description: String {
            switch self {
            case .empty: "the image is empty (zero width or height)"
            case .sdl(let message): message
            }
        }
    }
}
