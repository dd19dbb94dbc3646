/// Why `PNGEncoder` could not encode an image.
public enum PNGEncodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Width or height is not in 1…2³¹−1, the range PNG allows.
    case invalidDimensions(width: Int, height: Int)
    /// The pixel buffer does not hold exactly width × height × 4 bytes.
    case pixelDataSizeMismatch(expected: Int, actual: Int)

    public var description: String {
        switch self {
        case let .invalidDimensions(width, height):
            "PNG dimensions must be in 1...2147483647, got \(width)x\(height)"
        case let .pixelDataSizeMismatch(expected, actual):
            "RGBA pixel data must hold \(expected) bytes (width x height x 4), got \(actual)"
        }
    }
}
