import Foundation

// Segue extensions for the compositor: transforming points through a CATransform3D.

/// The homogeneous image `(x', y', z', w')` of the point (`x`, `y`, `z`) under `t`: the row
/// vector `(x, y, z, 1)` multiplied by `t`, before the perspective divide.
///
/// Segue extension (Core Animation has no public equivalent). With a perspective entry
/// `m34 = −1/d`, `w' = 1 − z/d` for an otherwise affine transform.
@inlinable public func CATransform3DTransformPoint(
    _ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> SIMD4<Double> {
    let x = Double(x), y = Double(y), z = Double(z)
    return SIMD4(
        x * Double(t.m11) + y * Double(t.m21) + z * Double(t.m31) + Double(t.m41),
        x * Double(t.m12) + y * Double(t.m22) + z * Double(t.m32) + Double(t.m42),
        x * Double(t.m13) + y * Double(t.m23) + z * Double(t.m33) + Double(t.m43),
        x * Double(t.m14) + y * Double(t.m24) + z * Double(t.m34) + Double(t.m44)
    )
}

/// The on-screen image of the point `p` (taken at z = 0) under `t`, after the perspective
/// divide: `(x'/w', y'/w')`. `nil` when `w' ≤ 0` (the point is at or behind the eye) or the
/// result is not finite.
///
/// Segue extension (Core Animation has no public equivalent).
@inlinable public func CATransform3DProjectPoint(_ t: CATransform3D, _ p: CGPoint) -> CGPoint? {
    let image = CATransform3DTransformPoint(t, p.x, p.y, 0)
    guard image.w > 0 else { return nil }
    let x = image.x / image.w, y = image.y / image.w
    guard x.isFinite, y.isFinite else { return nil }
    return CGPoint(x: x, y: y)
}
