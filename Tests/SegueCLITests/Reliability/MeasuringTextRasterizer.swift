import Foundation
import Segue

/// The text rasterizer the random test installs: it measures text exactly as the
/// built-in bitmap face does (so every label, button and tab lays out as usual) but
/// draws each line as a one-pixel image. Text pixels are no invariant of the test,
/// and drawing them was three quarters of its time in a debug build (the tools'
/// labels change every frame).
@MainActor
final class MeasuringTextRasterizer: TextRasterizer {
    private let face = BitmapTextRasterizer()
    private let dot = CGImage(width: 1, height: 1, rgbaPixels: [255, 255, 255, 255])

    func measure(_ text: String, font: UIFont) -> CGSize {
        face.measure(text, font: font)
    }

    func rasterize(_ text: String, font: UIFont, color: RGBAColor, scale: CGFloat) -> CGImage? {
        text.isEmpty ? nil : dot
    }

    /// Runs `body` with this rasterizer installed, then puts the previous one back.
    static func whileInstalled<T>(_ body: () -> T) -> T {
        let previous = TextRendering.installedRasterizer
        TextRendering.installedRasterizer = MeasuringTextRasterizer()
        defer { TextRendering.installedRasterizer = previous }
        return body()
    }
}
