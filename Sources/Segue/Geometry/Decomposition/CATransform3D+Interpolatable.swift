import Foundation

extension CATransform3D: Interpolatable {
    /// The transform `fraction` of the way from `from` to `to`, as Core Animation animates
    /// `transform`: by decomposition (translation, scale, skew and perspective blended
    /// linearly, the rotation quaternion slerped), never by squashing the matrix.
    ///
    /// **Fallback (documented Segue behaviour):** if either end cannot be decomposed (for
    /// example `m44 == 0`; see ``TransformDecomposition/init(_:)``), the sixteen entries are
    /// interpolated element-wise instead.
    ///
    /// This decomposes both ends on every call; an animation evaluated every frame should
    /// build one ``TransformInterpolator`` and call ``TransformInterpolator/transform(at:)``.
    public static func interpolate(from: CATransform3D, to: CATransform3D, fraction: Double) -> CATransform3D {
        TransformInterpolator(from: from, to: to).transform(at: fraction)
    }
}
