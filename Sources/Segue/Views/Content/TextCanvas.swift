/// A transparent RGBA bitmap that `UILabel` pastes its rasterized lines into before
/// handing the result to its layer as one `CGImage`.
///
/// Pixels are straight (not premultiplied) alpha like `CGImage`'s; pasting blends
/// with Porter–Duff "source over", and whatever falls outside is clipped.
struct TextCanvas {
    let width: Int
    let height: Int
    private(set) var pixels: [UInt8]

    /// A canvas of `width` × `height` transparent pixels whose colour channels hold
    /// `background` (so filtering at the edges of the ink never pulls in black).
    init(width: Int, height: Int, background: RGBAColor) {
        self.width = width
        self.height = height
        let rgb = background.clamped.rgba8
        // One 32-bit word per pixel (R, G, B, 0 in memory order), filled and copied
        // out in bulk: a byte-by-byte loop cost most of a label's drawing in debug builds.
        let pixel = UInt32(rgb.0) | UInt32(rgb.1) << 8 | UInt32(rgb.2) << 16
        pixels = [UInt32](repeating: pixel.littleEndian, count: max(0, width * height)).withUnsafeBytes { [UInt8]($0) }
    }

    /// Blends `image` over the canvas with its top-left pixel at (x, y).
    mutating func draw(_ image: CGImage, x originX: Int, y originY: Int) {
        let firstX = max(0, originX), lastX = min(width, originX + image.width)
        let firstY = max(0, originY), lastY = min(height, originY + image.height)
        guard firstX < lastX, firstY < lastY else { return }
        let source = image.pixels
        let sourceWidth = image.width
        pixels.withUnsafeMutableBufferPointer { target in
            source.withUnsafeBufferPointer { source in
                for y in firstY..<lastY {
                    for x in firstX..<lastX {
                        let from = ((y - originY) * sourceWidth + (x - originX)) * 4
                        let to = (y * width + x) * 4
                        Self.blend(source, at: from, over: target, at: to)
                    }
                }
            }
        }
    }

    /// The canvas as an image; nil when it has no pixels.
    func makeImage() -> CGImage? {
        CGImage(width: width, height: height, rgbaPixels: pixels)
    }

    private static func blend(_ source: UnsafeBufferPointer<UInt8>, at from: Int,
                              over target: UnsafeMutableBufferPointer<UInt8>, at to: Int) {
        let sourceAlpha = Double(source[from + 3]) / 255
        guard sourceAlpha > 0 else { return }
        let targetAlpha = Double(target[to + 3]) / 255
        let outAlpha = sourceAlpha + targetAlpha * (1 - sourceAlpha)
        let targetWeight = targetAlpha * (1 - sourceAlpha)
        for channel in 0..<3 {
            let mixed = (Double(source[from + channel]) * sourceAlpha + Double(target[to + channel]) * targetWeight) / outAlpha
            target[to + channel] = UInt8(min(255, mixed.rounded()))
        }
        target[to + 3] = UInt8(min(255, (outAlpha * 255).rounded()))
    }
}
