import CSDL2
import Foundation
import Segue

/// INTERFACE STUB (replaced by the compositor work): composites a layer tree's
/// presentation values onto an SDL renderer.
@MainActor
public final class LayerCompositor {
    /// The SDL renderer drawn into (not owned).
    public let renderer: OpaquePointer

    public init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// Draws `root` (and its sublayers) with the root's superlayer space mapped to
    /// the render target's top-left, `scale` pixels per point. Does not clear and
    /// does not present.
    public func draw(_ root: CALayer, scale: CGFloat) {
        _ = root
        _ = scale
    }
}
