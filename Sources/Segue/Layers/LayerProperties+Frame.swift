import Foundation

extension LayerProperties {
    /// The layer's frame in its superlayer's coordinates: the bounds placed so the
    /// anchor point sits at `position`, then the bounding box under `transform`
    /// (applied about the anchor point). As in Core Animation, it is only
    /// meaningful while the transform is affine.
    public var frame: CGRect {
        let size = bounds.size
        let origin = CGPoint(x: position.x - anchorPoint.x * size.width,
                             y: position.y - anchorPoint.y * size.height)
        let untransformed = CGRect(origin: origin, size: size)
        if CATransform3DIsIdentity(transform) { return untransformed }
        // Transform about the anchor point, in the superlayer's space.
        let affine = CATransform3DGetAffineTransform(transform)
        let about = CGAffineTransform(translationX: -position.x, y: -position.y)
            .concatenating(affine)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        return untransformed.applying(about)
    }

    /// The bounds and position that give the layer a frame, computed through the
    /// transform as Core Animation's `frame` setter does (docs/UIKIT-BEHAVIOUR.md,
    /// "Frame under a transform"):
    /// - identity transform: the frame's size becomes `bounds.size` and the anchor
    ///   point goes to the same fraction of the frame;
    /// - an invertible affine transform: `bounds.size` is the bounding box of the
    ///   frame's size under the inverse of the transform's linear part, and
    ///   `position` puts the transformed bounds' bounding box on the frame's centre.
    ///   For scales, flips, translations and quarter turns the frame read back is
    ///   the one set (a layer scaled 0.5 given a 100×100 frame has 200×200 bounds);
    ///   for other rotations it is larger, as in Core Animation (UIKit calls a
    ///   transformed view's frame undefined);
    /// - a singular or non-affine (3D) transform: the size is kept and only the
    ///   position moves, the anchor point at the same fraction of the frame.
    /// `bounds.origin` is always kept.
    public func geometry(forFrame newFrame: CGRect) -> (bounds: CGRect, position: CGPoint) {
        let frame = newFrame.standardized
        let affine = CATransform3DGetAffineTransform(transform)
        let determinant = affine.a * affine.d - affine.b * affine.c
        if CATransform3DIsIdentity(transform) || !CATransform3DIsAffine(transform) || determinant == 0 || !determinant.isFinite {
            let size = CATransform3DIsIdentity(transform) ? frame.size : bounds.size
            return (CGRect(origin: bounds.origin, size: size),
                    CGPoint(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height))
        }
        let linear = CGAffineTransform(a: affine.a, b: affine.b, c: affine.c, d: affine.d, tx: 0, ty: 0)
        let size = CGRect(origin: .zero, size: frame.size).applying(linear.inverted()).size
        // The transformed bounds' box relative to the position (the anchor point's
        // place before the transform's translation).
        let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
                           width: size.width, height: size.height).applying(affine)
        return (CGRect(origin: bounds.origin, size: size),
                CGPoint(x: frame.midX - local.midX, y: frame.midY - local.midY))
    }
}
