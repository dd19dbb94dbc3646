import Foundation
import Segue

/// The matrices Core Animation composites a layer with, as `Matrix4`s for the
/// compositor's inner loops; the definitions are `LayerProperties`' own, shared with
/// point conversion (Segue internal).
///
/// A layer's local space is its bounds coordinate space, with the layer itself in
/// the plane z = 0. Into its superlayer's space a point goes through
/// ``matrixToSuperlayer(_:)``; the superlayer then applies ``sublayerMatrix(_:)``
/// (its `sublayerTransform` about its anchor point) and, unless it is a
/// `CATransformLayer`, flattens the result into its own plane.
enum LayerGeometry {
    /// Local (bounds) coordinates → the superlayer's coordinates, before the
    /// superlayer's `sublayerTransform` (`LayerProperties.matrixToSuperlayer`).
    static func matrixToSuperlayer(_ p: LayerProperties) -> Matrix4 {
        Matrix4(p.matrixToSuperlayer)
    }

    /// The superlayer's `sublayerTransform` applied about its anchor point
    /// (`LayerProperties.sublayerMatrix`). Maps a sublayer's `matrixToSuperlayer`
    /// output into the superlayer's local space.
    static func sublayerMatrix(_ p: LayerProperties) -> Matrix4 {
        CATransform3DIsIdentity(p.sublayerTransform) ? .identity : Matrix4(p.sublayerMatrix)
    }
}
