import Foundation

/// A bitmap, after Core Graphics' `CGImage`: immutable pixels that layers show as
/// `contents` and `UIImage` wraps.
///
/// Segue keeps one pixel format: 8-bit RGBA in sRGB, straight (not premultiplied)
/// alpha, rows top to bottom with no padding (`bytesPerRow == width * 4`). The
/// compositor caches one texture per image object, so a changed picture is a new
/// `CGImage`, never a mutated one. Immutable, so it is safe to share between threads.
public final class CGImage: Sendable, CustomStringConvertible {
    /// Width in pixels, at least 1.
    public let width: Int
    /// Height in pixels, at least 1.
    public let height: Int
    /// The pixels: `height` rows of `width` RGBA quadruples.
    public let pixels: [UInt8]

    /// Bits per colour component (always 8).
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel (always 32).
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row (always `width * 4`).
    public var bytesPerRow: Int { width * 4 }

    /// An image from straight-alpha RGBA bytes; nil when a dimension is not positive
    /// or the byte count is not `width * height * 4`.
    public init?(width: Int, height: Int, rgbaPixels: [UInt8]) {
        guard width > 0, height > 0,
              width.multipliedReportingOverflow(by: height).overflow == false,
              rgbaPixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = rgbaPixels
    }

    /// An image of one colour; nil when a dimension is not positive.
    public convenience init?(width: Int, height: Int, filledWith color: RGBAColor) {
        guard width > 0, height > 0 else { return nil }
        let pixel = color.rgba8
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: bytes.count, by: 4) {
            bytes[index] = pixel.0
            bytes[index + 1] = pixel.1
            bytes[index + 2] = pixel.2
            bytes[index + 3] = pixel.3
        }
        self.init(width: width, height: height, rgbaPixels: bytes)
    }

    /// The colour of one pixel (Segue extension, for tests and tools); nil outside
    /// the image.
    public func pixel(x: Int, y: Int) -> RGBAColor? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let index = (y * width + x) * 4
        return RGBAColor(red: Double(pixels[index]) / 255,
                         green: Double(pixels[index + 1]) / 255,
                         blue: Double(pixels[index + 2]) / 255,
                         alpha: Double(pixels[index + 3]) / 255)
    }

    public var description: String { "<CGImage \(width)×\(height)>" }
}

extension RGBAColor {
    /// The colour as 8-bit components, each clamped to [0, 1] and rounded (half
    /// away from zero; not finite: 0).
    public var rgba8: (UInt8, UInt8, UInt8, UInt8) {
        (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    /// One component as a byte: `UInt8((min(max(value, 0), 1) * 255).rounded())`,
    /// 0 when not finite — without libm's `round` call (the compositor converts a
    /// colour for every surface it draws). In [0, 255] the integer part is exact
    /// and so is the fraction left over, so comparing it with one half rounds
    /// exactly as `rounded()` does, halves away from zero.
    static func byte(_ value: Double) -> UInt8 {
        guard value.isFinite else { return 0 }
        let scaled = min(max(value, 0), 1) * 255
        let whole = UInt8(scaled)  // truncates: scaled is in [0, 255]
        return scaled - Double(whole) >= 0.5 ? whole + 1 : whole
    }
}
