import Foundation
@testable import Segue

/// Where the ink is in an image, for the text and view tests: the pixels whose
/// alpha is above a threshold.
struct ImageInk {
    let image: CGImage
    /// Alpha (0…255) above which a pixel counts as ink.
    var threshold: UInt8 = 40

    init(_ image: CGImage, threshold: UInt8 = 40) {
        self.image = image
        self.threshold = threshold
    }

    func alpha(x: Int, y: Int) -> UInt8 {
        image.pixels[(y * image.width + x) * 4 + 3]
    }

    func isInk(x: Int, y: Int) -> Bool {
        alpha(x: x, y: y) > threshold
    }

    /// The count of ink pixels.
    var count: Int {
        var total = 0
        for y in 0..<image.height { for x in 0..<image.width where isInk(x: x, y: y) { total += 1 } }
        return total
    }

    /// The smallest rectangle (pixels, max exclusive) holding all ink; nil for none.
    var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<image.height {
            for x in 0..<image.width where isInk(x: x, y: y) {
                minX = min(minX, x); maxX = max(maxX, x + 1)
                minY = min(minY, y); maxY = max(maxY, y + 1)
            }
        }
        return minX == Int.max ? nil : (minX, minY, maxX, maxY)
    }

    /// Runs of rows with ink, separated by more than `gap` rows without: with a gap
    /// smaller than the space between lines but larger than the space inside a glyph
    /// (the dot of an "i"), one per line of text.
    func rowBands(mergingGapsUpTo gap: Int) -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for band in rowBands {
            if let last = merged.last, band.lowerBound - last.upperBound <= gap {
                merged[merged.count - 1] = last.lowerBound..<band.upperBound
            } else {
                merged.append(band)
            }
        }
        return merged
    }

    /// Runs of rows with ink, separated by rows without.
    var rowBands: [Range<Int>] {
        var bands: [Range<Int>] = []
        var start: Int?
        for y in 0..<image.height {
            let inked = (0..<image.width).contains { isInk(x: $0, y: y) }
            if inked, start == nil { start = y }
            if !inked, let first = start { bands.append(first..<y); start = nil }
        }
        if let first = start { bands.append(first..<image.height) }
        return bands
    }

    /// Whether any pixel has an alpha strictly between 0 and 255.
    var hasPartialAlpha: Bool {
        stride(from: 3, to: image.pixels.count, by: 4).contains { image.pixels[$0] != 0 && image.pixels[$0] != 255 }
    }
}
