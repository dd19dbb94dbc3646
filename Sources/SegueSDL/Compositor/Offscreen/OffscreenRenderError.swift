import Foundation

/// Why an offscreen render failed (Segue extension).
public enum OffscreenRenderError: Error, Equatable, CustomStringConvertible {
    /// The size in points is not positive and finite in both dimensions.
    case invalidSize(CGSize)
    /// The scale (pixels per point) is not positive and finite.
    case invalidScale(CGFloat)
    /// The image would exceed ``OffscreenCanvas/maximumPixelDimension`` pixels on a
    /// side or ``OffscreenCanvas/maximumPixelCount`` pixels in all.
    case tooLarge(pixelWidth: Double, pixelHeight: Double)
    /// An SDL call failed; `message` is `SDL_GetError()`'s text.
    case sdl(call: String, message: String)
    /// The compositor could not draw everything (its `lastError`).
    case compositing(String)

    public var description: String {
        switch self {
        case .invalidSize(let size):
            "the size must be positive and finite, got \(size.width)×\(size.height) points"
        case .invalidScale(let scale):
            "the scale must be positive and finite, got \(scale)"
        case .tooLarge(let width, let height):
            "the image would be \(Self.whole(width))×\(Self.whole(height)) pixels; \(OffscreenCanvas.limitDescription)"
        case .sdl(let call, let message):
            "\(call) failed: \(message)"
        case .compositing(let message):
            "compositing failed: \(message)"
        }
    }

    /// A pixel count as a whole number when it is one ("8000", not "8000.0").
    private static func whole(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
