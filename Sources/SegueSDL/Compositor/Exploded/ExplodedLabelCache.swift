import Foundation
import Segue

/// The exploded view's name labels as images, one per layer (Segue internal).
///
/// A label is rasterized once — white text on a dark plate, at the compositor's
/// scale, with the installed text rasterizer (SDL2_ttf in the SDL host) or Segue's
/// bitmap face — and kept while the layer lives with the same `name`, so a warm
/// frame looks labels up without allocating.
@MainActor
final class ExplodedLabelCache {
    /// The label text's size in points.
    static let fontSize: CGFloat = 12
    /// Points of plate around the text.
    static let padding: CGFloat = 3

    private struct Entry {
        weak var layer: CALayer?
        var layerName: String?
        var scale: Double
        var image: CGImage?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The number of labels held.
    var count: Int { entries.count }

    /// The label image for `layer` at `scale` pixels per point (nil when there is
    /// no text rasterizer output).
    func image(for layer: CALayer, scale: Double) -> CGImage? {
        let key = ObjectIdentifier(layer)
        if let entry = entries[key], entry.layer === layer, entry.scale == scale, entry.layerName == layer.name {
            return entry.image
        }
        let image = Self.render(ExplodedLayerName.name(of: layer), scale: scale)
        entries[key] = Entry(layer: layer, layerName: layer.name, scale: scale, image: image)
        return image
    }

    /// Drops the labels of layers that are gone, once there are more than `limit`.
    func prune(keepingAtMost limit: Int) {
        guard entries.count > limit else { return }
        entries = entries.filter { $0.value.layer != nil }
    }

    /// The label image: `text` in white over a rounded dark plate.
    static func render(_ text: String, scale: Double) -> CGImage? {
        let rasterizer: any TextRasterizer = TextRendering.installedRasterizer ?? BitmapTextRasterizer.shared
        let font = UIFont.systemFont(ofSize: fontSize)
        guard let glyphs = rasterizer.rasterize(text, font: font, color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 1),
                                                scale: CGFloat(scale)) else { return nil }
        let pad = max(Int((Double(padding) * scale).rounded()), 1)
        let width = glyphs.width + 2 * pad, height = glyphs.height + 2 * pad
        let radius = Double(pad) * 1.5
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let plate: (r: Double, g: Double, b: Double, a: Double) = (0.08, 0.09, 0.12, 0.82)
        for y in 0..<height {
            for x in 0..<width {
                // The plate's coverage: 1 inside, antialiased rounded corners.
                let dx = max(radius - (Double(x) + 0.5), (Double(x) + 0.5) - (Double(width) - radius), 0)
                let dy = max(radius - (Double(y) + 0.5), (Double(y) + 0.5) - (Double(height) - radius), 0)
                let distance = (dx * dx + dy * dy).squareRoot()
                let coverage = min(max(radius - distance + 0.5, 0), 1)
                var r = plate.r, g = plate.g, b = plate.b
                var a = plate.a * coverage
                let gx = x - pad, gy = y - pad
                if gx >= 0, gy >= 0, gx < glyphs.width, gy < glyphs.height, let glyph = glyphs.pixel(x: gx, y: gy) {
                    let ga = glyph.alpha
                    // Text over the plate (straight alpha).
                    let outA = ga + a * (1 - ga)
                    if outA > 0 {
                        r = (glyph.red * ga + r * a * (1 - ga)) / outA
                        g = (glyph.green * ga + g * a * (1 - ga)) / outA
                        b = (glyph.blue * ga + b * a * (1 - ga)) / outA
                    }
                    a = outA
                }
                let o = (y * width + x) * 4
                pixels[o] = UInt8((min(max(r, 0), 1) * 255).rounded())
                pixels[o + 1] = UInt8((min(max(g, 0), 1) * 255).rounded())
                pixels[o + 2] = UInt8((min(max(b, 0), 1) * 255).rounded())
                pixels[o + 3] = UInt8((min(max(a, 0), 1) * 255).rounded())
            }
        }
        return CGImage(width: width, height: height, rgbaPixels: pixels)
    }
}
