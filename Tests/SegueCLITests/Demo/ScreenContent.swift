import Foundation

/// How much there is to see in a block of RGB pixels: a blank or single-colour
/// window has one colour and no variance; a drawn scene has many colours
/// (anti-aliased edges, text) and a spread of brightness.
struct ScreenContent: CustomStringConvertible {
    let pixelCount: Int
    let distinctColours: Int
    /// The packed RGB bytes the statistics came from.
    let rgb: [UInt8]
    /// Standard deviation of luma (0…255).
    let lumaDeviation: Double

    /// Statistics of packed 8-bit RGB bytes.
    init(rgb bytes: [UInt8]) {
        pixelCount = bytes.count / 3
        rgb = bytes
        var colours = Set<UInt32>()
        var sum = 0.0, sumOfSquares = 0.0
        for index in stride(from: 0, to: pixelCount * 3, by: 3) {
            let r = bytes[index], g = bytes[index + 1], b = bytes[index + 2]
            colours.insert(UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
            let luma = 0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)
            sum += luma
            sumOfSquares += luma * luma
        }
        distinctColours = colours.count
        let mean = pixelCount > 0 ? sum / Double(pixelCount) : 0
        lumaDeviation = pixelCount > 0 ? max(0, sumOfSquares / Double(pixelCount) - mean * mean).squareRoot() : 0
    }

    /// The share of pixels within `tolerance` (per channel) of a colour.
    func fraction(near colour: (red: UInt8, green: UInt8, blue: UInt8), tolerance: Int = 10) -> Double {
        guard pixelCount > 0 else { return 0 }
        var near = 0
        for index in stride(from: 0, to: pixelCount * 3, by: 3)
        where abs(Int(rgb[index]) - Int(colour.red)) <= tolerance
            && abs(Int(rgb[index + 1]) - Int(colour.green)) <= tolerance
            && abs(Int(rgb[index + 2]) - Int(colour.blue)) <= tolerance {
            near += 1
        }
        return Double(near) / Double(pixelCount)
    }

    /// Whether this looks like a drawn scene rather than a blank window.
    var isDrawnScene: Bool { distinctColours >= 64 && lumaDeviation >= 12 }

    var description: String {
        "\(pixelCount) pixels, \(distinctColours) distinct colours, luma deviation \(String(format: "%.1f", lumaDeviation))"
    }
}
