import Foundation

/// The interpolation of a `transform` animation whose two ends are known when it is
/// added (from and to, from and by, or to and by), reduced to what each tick needs:
/// the start's translation, scale, skew and perspective, their change to the end, the
/// rotation's slerp constants, and both matrices for the exact ends.
///
/// Follows Core Animation's transform animation (decomposition, rotation slerped
/// along the shorter arc) with the arithmetic of `TransformInterpolator`, operation
/// for operation, so both give the same bits; it is a flat value that an
/// `AnimationArena` stores contiguously and reads in place. When an end has no
/// decomposition the sixteen entries blend linearly, as `TransformInterpolator` does.
struct TransformTween: Sendable {
    /// The transform at progress 0.
    let from: CATransform3D
    /// The transform at progress 1.
    let to: CATransform3D
    /// The start's translation, scale, skew and perspective (its rotation is unused:
    /// `rotation` holds it).
    let start: TransformDecomposition
    /// The end minus the start, component by component.
    let delta: TransformDecomposition
    /// The rotation's arc.
    let rotation: QuaternionSlerp
    /// Whether an end has no decomposition, so the matrix entries blend.
    let blendsEntries: Bool

    /// Prepares the interpolation from `from` to `to`, decomposing both once.
    init(from: CATransform3D, to: CATransform3D) {
        self.from = from
        self.to = to
        if let start = TransformDecomposition(from), let end = TransformDecomposition(to) {
            self.start = start
            delta = end.combined(with: start, weight: -1)
            rotation = QuaternionSlerp(from: start.rotation, to: end.rotation)
            blendsEntries = false
        } else {
            start = .identity
            delta = .identity
            rotation = QuaternionSlerp(from: .identity, to: .identity)
            blendsEntries = true
        }
    }

    /// The transform at `progress` (any finite value: curves overshoot); exactly
    /// `from` at 0 and `to` at 1.
    @inline(__always)
    func transform(at progress: Double) -> CATransform3D {
        if progress == 0 { return from }
        if progress == 1 { return to }
        let fraction = sanitizedTransformFraction(progress)
        if blendsEntries { return Self.blendEntries(from, to, fraction) }
        let blended = TransformDecomposition(
            translation: start.translation + delta.translation * fraction,
            scale: start.scale + delta.scale * fraction,
            skew: .init(xy: start.skew.xy + delta.skew.xy * fraction,
                        xz: start.skew.xz + delta.skew.xz * fraction,
                        yz: start.skew.yz + delta.skew.yz * fraction),
            perspective: start.perspective + delta.perspective * fraction,
            rotation: rotation.quaternion(at: fraction))
        return blended.transform
    }

    /// The animation's value: the interpolated transform, concatenated before the
    /// value under it (`current`) when the animation is additive.
    @inline(__always)
    func value(progress: Double, current: CATransform3D, additive: Bool) -> CATransform3D {
        let result = transform(at: progress)
        return additive ? CATransform3DConcat(result, current) : result
    }

    /// `a + (b − a)·f` for each of the sixteen entries.
    private static func blendEntries(_ a: CATransform3D, _ b: CATransform3D, _ fraction: Double) -> CATransform3D {
        let f = CGFloat(fraction)
        return CATransform3D(
            m11: a.m11 + (b.m11 - a.m11) * f, m12: a.m12 + (b.m12 - a.m12) * f,
            m13: a.m13 + (b.m13 - a.m13) * f, m14: a.m14 + (b.m14 - a.m14) * f,
            m21: a.m21 + (b.m21 - a.m21) * f, m22: a.m22 + (b.m22 - a.m22) * f,
            m23: a.m23 + (b.m23 - a.m23) * f, m24: a.m24 + (b.m24 - a.m24) * f,
            m31: a.m31 + (b.m31 - a.m31) * f, m32: a.m32 + (b.m32 - a.m32) * f,
            m33: a.m33 + (b.m33 - a.m33) * f, m34: a.m34 + (b.m34 - a.m34) * f,
            m41: a.m41 + (b.m41 - a.m41) * f, m42: a.m42 + (b.m42 - a.m42) * f,
            m43: a.m43 + (b.m43 - a.m43) * f, m44: a.m44 + (b.m44 - a.m44) * f
        )
    }
}
