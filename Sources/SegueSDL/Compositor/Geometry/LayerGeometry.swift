import Foundation
import Segue

/// The matrices Core Animation composites a layer with, built from its render
/// state (Segue internal; the compositor's matrix chain).
///
/// A layer's local space is its bounds coordinate space, with the layer itself in
/// the plane z = 0. Into its superlayer's space a point goes through
/// ``matrixToSuperlayer(_:)``; the superlayer then applies ``sublayerMatrix(_:)``
/// (its `sublayerTransform` about its anchor point) and, unless it is a
/// `CATransformLayer`, flattens the result into its own plane.
enum LayerGeometry {
    /// The layer's anchor point in its own bounds coordinates (and z):
    /// `bounds.origin + anchorPoint · bounds.size`, `anchorPointZ`.
    static func anchorInBounds(_ p: LayerProperties) -> SIMD3<Double> {
        SIMD3(Double(p.bounds.origin.x + p.anchorPoint.x * p.bounds.size.width),
              Double(p.bounds.origin.y + p.anchorPoint.y * p.bounds.size.height),
              Double(p.anchorPointZ))
    }

    /// Local (bounds) coordinates → the superlayer's coordinates, before the
    /// superlayer's `sublayerTransform`: translate the anchor point to the origin,
    /// apply `transform`, translate to (`position`, `zPosition`).
    static func matrixToSuperlayer(_ p: LayerProperties) -> Matrix4 {
        let anchor = anchorInBounds(p)
        let toAnchor = Matrix4.translation(-anchor.x, -anchor.y, -anchor.z)
        let toPosition = Matrix4.translation(Double(p.position.x), Double(p.position.y), Double(p.zPosition))
        if CATransform3DIsIdentity(p.transform) {
            return toAnchor * toPosition
        }
        return toAnchor * Matrix4(p.transform) * toPosition
    }

    /// The superlayer's `sublayerTransform` applied about its anchor point (bounds
    /// origin + anchorPoint · size, and anchorPointZ), so that a perspective entry
    /// (m34) puts the vanishing point at the anchor, as in Core Animation. Maps a
    /// sublayer's `matrixToSuperlayer` output into the superlayer's local space.
    static func sublayerMatrix(_ p: LayerProperties) -> Matrix4 {
        if CATransform3DIsIdentity(p.sublayerTransform) { return .identity }
        let anchor = anchorInBounds(p)
        return Matrix4.translation(-anchor.x, -anchor.y, -anchor.z)
            * Matrix4(p.sublayerTransform)
            * Matrix4.translation(anchor.x, anchor.y, anchor.z)
    }
}
