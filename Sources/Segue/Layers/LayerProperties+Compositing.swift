import Foundation

extension LayerProperties {
    /// The anchor point in the layer's own bounds coordinates:
    /// `bounds.origin + anchorPoint · bounds.size`, at depth `anchorPointZ`.
    public var anchorInBounds: (x: CGFloat, y: CGFloat, z: CGFloat) {
        (bounds.minX + anchorPoint.x * bounds.width, bounds.minY + anchorPoint.y * bounds.height, anchorPointZ)
    }

    /// The matrix from the layer's bounds coordinates into its superlayer's, before
    /// the superlayer's `sublayerTransform` (Core Animation's compositing): the
    /// anchor point moved to the origin, then `transform`, then the move to
    /// (`position`, `zPosition`). The compositor and point conversion share it.
    public var matrixToSuperlayer: CATransform3D {
        let anchor = anchorInBounds
        let toAnchor = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchor.z)
        let toPosition = CATransform3DMakeTranslation(position.x, position.y, zPosition)
        if CATransform3DIsIdentity(transform) { return CATransform3DConcat(toAnchor, toPosition) }
        return CATransform3DConcat(CATransform3DConcat(toAnchor, transform), toPosition)
    }

    /// The layer's `sublayerTransform` applied about its anchor point (anchor depth
    /// included), so that an m34 there puts the vanishing point at the anchor, as in
    /// Core Animation: what the layer applies to its sublayers' `matrixToSuperlayer`.
    public var sublayerMatrix: CATransform3D {
        guard !CATransform3DIsIdentity(sublayerTransform) else { return CATransform3DIdentity }
        let anchor = anchorInBounds
        return CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchor.z), sublayerTransform),
            CATransform3DMakeTranslation(anchor.x, anchor.y, anchor.z))
    }
}
