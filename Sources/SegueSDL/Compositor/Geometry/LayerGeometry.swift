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
    ///
    /// Composed directly on the rows instead of as two general 4×4 products: the
    /// move to the anchor changes only the last row (`-anchor · transform` plus the
    /// transform's own last row), and the move to the position adds each row's w
    /// times (`position`, `zPosition`). Every entry is summed in the order
    /// `CATransform3DConcat` sums it, so the result is the same numbers.
    @inline(__always)
    static func matrixToSuperlayer(_ p: LayerProperties) -> Matrix4 {
        matrixToSuperlayer(bounds: p.bounds, anchorPoint: p.anchorPoint, anchorPointZ: p.anchorPointZ,
                           position: p.position, zPosition: p.zPosition, transform: p.transform)
    }

    /// `matrixToSuperlayer(_:)` from the fields it reads.
    @inline(__always)
    static func matrixToSuperlayer(bounds: CGRect, anchorPoint: CGPoint, anchorPointZ: CGFloat, position: CGPoint,
                                   zPosition: CGFloat, transform t: CATransform3D) -> Matrix4 {
        let ax = Double(bounds.minX + anchorPoint.x * bounds.width)
        let ay = Double(bounds.minY + anchorPoint.y * bounds.height)
        let az = Double(anchorPointZ)
        let move = SIMD4(Double(position.x), Double(position.y), Double(zPosition), 0)
        var m = Matrix4(t)
        m.r3 = m.r0 * -ax + m.r1 * -ay + m.r2 * -az + m.r3
        m.r0 += m.r0.w * move
        m.r1 += m.r1.w * move
        m.r2 += m.r2.w * move
        m.r3 += m.r3.w * move
        return m
    }

    /// The superlayer's `sublayerTransform` applied about its anchor point
    /// (`LayerProperties.sublayerMatrix`). Maps a sublayer's `matrixToSuperlayer`
    /// output into the superlayer's local space.
    static func sublayerMatrix(_ p: LayerProperties) -> Matrix4 {
        CATransform3DIsIdentity(p.sublayerTransform) ? .identity : Matrix4(p.sublayerMatrix)
    }
}
