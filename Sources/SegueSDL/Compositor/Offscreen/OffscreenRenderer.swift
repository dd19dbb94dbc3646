import Foundation
import Segue

/// Renders a layer tree with no display into an image (Segue extension; the
/// headless path tests and `segue render` use).
///
/// Each call makes an ``OffscreenCanvas`` (a software surface with SDL's software
/// renderer: no `SDL_Init`, no display, no X server), clears it to the background,
/// lays out and displays the tree, composites it with ``LayerCompositor`` and reads
/// the pixels back. Keep an ``OffscreenCanvas`` instead to render many frames.
@MainActor
public struct OffscreenRenderer {
    /// A renderer; it holds no state.
    public init() {}

    /// Renders `root` into an image of `size` points at `scale` pixels per point
    /// (each side rounded to whole pixels, at least 1), over `backgroundColor`
    /// (transparent when nil).
    ///
    /// - Throws: ``OffscreenRenderError``: a size or scale that is not positive and
    ///   finite, an image over ``OffscreenCanvas/maximumPixelDimension`` pixels on a
    ///   side or ``OffscreenCanvas/maximumPixelCount`` in all, or a failed SDL call (with `SDL_GetError`'s message).
    public func render(_ root: CALayer, size: CGSize, scale: CGFloat = 1,
                       backgroundColor: RGBAColor? = nil) throws -> CGImage {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw OffscreenRenderError.invalidSize(size)
        }
        guard scale.isFinite, scale > 0 else { throw OffscreenRenderError.invalidScale(scale) }
        let width = max((Double(size.width) * Double(scale)).rounded(), 1)
        let height = max((Double(size.height) * Double(scale)).rounded(), 1)
        guard OffscreenCanvas.accepts(pixelWidth: width, pixelHeight: height) else {
            throw OffscreenRenderError.tooLarge(pixelWidth: width, pixelHeight: height)
        }
        let canvas = try OffscreenCanvas(pixelWidth: Int(width), pixelHeight: Int(height))
        return try canvas.render(root, scale: scale, backgroundColor: backgroundColor)
    }
}
