import Segue

/// Remembers which images are fully opaque (Segue internal), so a layer whose
/// opaque contents cover its bounds need not draw the background underneath:
/// nothing of it would show (Core Animation composites a layer as one group, so
/// even at reduced opacity the background never shows through opaque contents),
/// and skipping it saves a full layer of fill.
///
/// Each image is scanned once; entries hold images weakly and are swept when the
/// cache has doubled since the last sweep.
@MainActor
final class ImageOpacityCache {
    private struct Entry {
        weak var image: CGImage?
        let isOpaque: Bool
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sizeAfterLastSweep = 0

    init() {}

    /// True when every pixel of `image` has alpha 255.
    func isOpaque(_ image: CGImage) -> Bool {
        let key = ObjectIdentifier(image)
        if let entry = entries[key], entry.image === image { return entry.isOpaque }
        let opaque = image.pixels.withUnsafeBufferPointer { pixels in
            var index = 3
            while index < pixels.count {
                if pixels[index] != 255 { return false }
                index += 4
            }
            return true
        }
        if entries.count >= max(64, 2 * sizeAfterLastSweep) {
            entries = entries.filter { $0.value.image != nil }
            sizeAfterLastSweep = entries.count
        }
        entries[key] = Entry(image: image, isOpaque: opaque)
        return opaque
    }
}
