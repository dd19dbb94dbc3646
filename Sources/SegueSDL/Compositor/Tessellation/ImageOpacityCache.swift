import Segue

/// What the compositor needs to know about an image's alpha (Segue internal),
/// found in one scan and remembered per image:
///
/// - whether every pixel is opaque — then a layer whose contents cover its bounds
///   need not draw the background underneath (Core Animation composites a layer as
///   one group, so even at reduced opacity the background never shows through
///   opaque contents), and the contents can hide what was drawn below them;
/// - the smallest block of texels holding every pixel that is not fully
///   transparent — the rest of the image changes no pixel, so the compositor
///   draws only that block (with a texel of margin for linear filtering): a
///   label's text image as wide as the label fills little more than its glyphs.
///
/// Entries hold images weakly and are swept when the cache has doubled since the
/// last sweep; the last image asked about is also held strongly until the walk
/// ends (`forgetLastImage()`).
@MainActor
final class ImageOpacityCache {
    /// An image's alpha, summarised.
    struct Coverage: Equatable {
        /// Every pixel has alpha 255.
        var isOpaque: Bool
        /// The texels (x in `minX..<maxX`, y in `minY..<maxY`) outside which every
        /// pixel has alpha 0; empty (all zero) when the image is fully transparent.
        var minX: Int
        var minY: Int
        var maxX: Int
        var maxY: Int

        /// Whether no pixel shows at all.
        var isEmpty: Bool { maxX <= minX || maxY <= minY }
    }

    private struct Entry {
        weak var image: CGImage?
        let coverage: Coverage
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The image last asked about, held strongly until `forgetLastImage()`, and its
    /// answer: the stress scene's backs all show one image, and the dictionary's
    /// look-up and weak load cost more than the rest of drawing a back.
    private var lastImage: CGImage?
    private var lastCoverage = Coverage(isOpaque: false, minX: 0, minY: 0, maxX: 0, maxY: 0)
    private var sizeAfterLastSweep = 0

    init() {}

    /// True when every pixel of `image` has alpha 255.
    func isOpaque(_ image: CGImage) -> Bool {
        coverage(of: image).isOpaque
    }

    /// The image's alpha summary (scanned the first time an image is seen).
    func coverage(of image: CGImage) -> Coverage {
        if let lastImage, lastImage === image { return lastCoverage }
        let coverage = lookUp(image)
        lastImage = image
        lastCoverage = coverage
        return coverage
    }

    /// `coverage(of:)` for an image passed unretained (the caller holds it): the
    /// image asked about last is answered by comparing addresses, without
    /// retaining it.
    @inline(__always)
    func coverage(of image: Unmanaged<CGImage>) -> Coverage {
        if let lastImage, Unmanaged.passUnretained(lastImage).toOpaque() == image.toOpaque() { return lastCoverage }
        return coverage(of: image.takeUnretainedValue())
    }

    /// Lets go of the image the last look-up answered for (the walk calls it when
    /// a frame is built, so the cache holds no image strongly between frames).
    func forgetLastImage() {
        lastImage = nil
    }

    private func lookUp(_ image: CGImage) -> Coverage {
        let key = ObjectIdentifier(image)
        if let entry = entries[key], entry.image === image { return entry.coverage }
        let coverage = Self.scan(image)
        if entries.count >= max(64, 2 * sizeAfterLastSweep) {
            entries = entries.filter { $0.value.image != nil }
            sizeAfterLastSweep = entries.count
        }
        entries[key] = Entry(image: image, coverage: coverage)
        return coverage
    }

    private static func scan(_ image: CGImage) -> Coverage {
        let width = image.width, height = image.height
        return image.pixels.withUnsafeBufferPointer { pixels in
            var opaque = true
            var minX = width, minY = height, maxX = 0, maxY = 0
            for y in 0..<height {
                let row = y * width * 4
                var rowMin = width, rowMax = -1
                for x in 0..<width {
                    let alpha = pixels[row + x * 4 + 3]
                    if alpha != 255 { opaque = false }
                    if alpha != 0 {
                        if rowMin == width { rowMin = x }
                        rowMax = x
                    }
                }
                if rowMax >= 0 {
                    minX = min(minX, rowMin)
                    maxX = max(maxX, rowMax + 1)
                    minY = min(minY, y)
                    maxY = y + 1
                }
            }
            if maxX <= minX { (minX, minY, maxX, maxY) = (0, 0, 0, 0) }
            return Coverage(isOpaque: opaque && width > 0 && height > 0, minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        }
    }
}
