import Foundation
import Segue

/// INTERFACE STUB (replaced by the compositor work): renders a layer tree with no
/// display, into a software surface, and returns the pixels.
@MainActor
public struct OffscreenRenderer {
    public init() {}

    /// Renders `root` into an image of `size` points at `scale` pixels per point,
    /// over `backgroundColor` (transparent when nil).
    public func render(_ root: CALayer, size: CGSize, scale: CGFloat = 1,
                       backgroundColor: RGBAColor? = nil) throws -> CGImage {
        throw OffscreenRenderError.unavailable("the compositor is not built yet")
    }
}

/// Why an offscreen render failed.
public enum OffscreenRenderError: Error, CustomStringConvertible {
    case unavailable(String)
    public var description: String {
        switch self {
        case .unavailable(let why): "offscreen rendering is unavailable: \(why)"
        }
    }
}
