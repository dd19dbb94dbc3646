import Foundation
import Segue
import SegueStudio

/// A line of text shown by a layer: the text rasterized (by the SDL host's SDL2_ttf
/// rasterizer) into the layer's `contents`, at the window's pixels per point, and
/// drawn again when that scale changes. What `UILabel` will do, for a scene built
/// from bare layers.
@MainActor
final class DemoLabel {
    let layer = CALayer()
    let text: String
    let font: UIFont
    let color: RGBAColor
    private var renderedScale: CGFloat = 0

    init(_ text: String, font: UIFont, color: RGBAColor, name: String) {
        self.text = text
        self.font = font
        self.color = color
        layer.name = name
    }

    /// Rasterizes the text at `scale` unless it already is; sizes the layer's
    /// bounds to the text in points. Without a rasterizer the layer stays empty.
    func render(with rasterizer: (any TextRasterizer)?, scale: CGFloat) {
        guard scale != renderedScale, let rasterizer else { return }
        renderedScale = scale
        let image = rasterizer.rasterize(text, font: font, color: color, scale: scale)
        layer.contents = image
        layer.contentsScale = scale
        if let image {
            layer.bounds = CGRect(x: 0, y: 0, width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        } else {
            layer.bounds = CGRect(origin: .zero, size: rasterizer.measure(text, font: font))
        }
    }
}
