/// PNG's five colour types (ISO 15948 §6.1) and the bit depths each allows.
enum PNGColorType: UInt8, Sendable {
    /// One grey sample per pixel.
    case grayscale = 0
    /// Red, green and blue samples.
    case truecolor = 2
    /// One palette index per pixel (PLTE gives the colours, tRNS their alphas).
    case indexed = 3
    /// Grey and alpha samples.
    case grayscaleAlpha = 4
    /// Red, green, blue and alpha samples.
    case truecolorAlpha = 6

    /// Samples per pixel.
    var channelCount: Int {
        switch self {
        case .grayscale, .indexed: 1
        case .grayscaleAlpha: 2
        case .truecolor: 3
        case .truecolorAlpha: 4
        }
    }

    /// The bit depths PNG defines for this colour type.
    var allowedBitDepths: [Int] {
        switch self {
        case .grayscale: [1, 2, 4, 8, 16]
        case .indexed: [1, 2, 4, 8]
        case .truecolor, .grayscaleAlpha, .truecolorAlpha: [8, 16]
        }
    }
}
