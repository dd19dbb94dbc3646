import Foundation

/// The interpolation of a `transform` animation whose two ends are known when it is
/// added (from and to, from and by, or to and by), reduced to what each tick needs:
/// the start's translation, scale, skew and perspective with their change to the
/// end, the rotation's slerp constants, and both matrices for the exact ends.
///
/// Follows Core Animation's transform animation, as `TransformInterpolator` does:
/// the components blend linearly and the rotation is slerped along the shorter arc;
/// when an end has no decomposition the sixteen entries blend linearly instead. It
/// differs from `TransformInterpolator` only in rounding (within 1e-15): it composes
/// the matrix itself, does not normalise the slerped quaternion again (the slerp
/// keeps it unit; the nearly-parallel nlerp normalises its own), and skips blending
/// the parts that do not change (most animations only rotate). A flat value an
/// `AnimationArena` stores contiguously and reads in place; `presentation()` uses
/// the same value, so both show the same bits.
struct TransformTween: Sendable {
    /// The transform at progress 0.
    let from: CATransform3D
    /// The transform at progress 1.
    let to: CATransform3D
    /// The start's translation, scale, skew (xy, xz, yz) and perspective column.
    private let translation: SIMD3<Double>, scale: SIMD3<Double>, skew: SIMD3<Double>
    private let perspective: SIMD4<Double>
    /// The end's minus the start's.
    private let translationChange: SIMD3<Double>, scaleChange: SIMD3<Double>, skewChange: SIMD3<Double>
    private let perspectiveChange: SIMD4<Double>
    /// The rotation's arc.
    private let rotation: QuaternionSlerp
    /// Whether translation, scale, skew and perspective are the same at both ends.
    private let onlyRotates: Bool
    /// Whether an end has no decomposition, so the matrix entries blend.
    let blendsEntries: Bool

    /// Prepares the interpolation from `from` to `to`, decomposing both once.
    init(from: CATransform3D, to: CATransform3D) {
        self.from = from
        self.to = to
        let start = TransformDecomposition(from), end = TransformDecomposition(to)
        blendsEntries = start == nil || end == nil
        let a = start ?? .identity, b = end ?? .identity
        translation = a.translation
        scale = a.scale
        skew = SIMD3(a.skew.xy, a.skew.xz, a.skew.yz)
        perspective = a.perspective
        translationChange = b.translation - a.translation
        scaleChange = b.scale - a.scale
        skewChange = SIMD3(b.skew.xy, b.skew.xz, b.skew.yz) - skew
        perspectiveChange = b.perspective - a.perspective
        onlyRotates = translationChange == .zero && scaleChange == .zero && skewChange == .zero
            && perspectiveChange == .zero
        rotation = QuaternionSlerp(from: a.rotation, to: b.rotation)
    }

    /// The transform at `progress` (any finite value: curves overshoot); exactly
    /// `from` at 0 and `to` at 1.
    @inline(__always)
    func transform(at progress: Double) -> CATransform3D {
        if progress == 0 { return from }
        if progress == 1 { return to }
        let fraction = sanitizedTransformFraction(progress)
        if blendsEntries { return Self.blendEntries(from, to, fraction) }
        let q = rotation.quaternion(at: fraction)
        if onlyRotates {
            return Self.compose(rotation: q, translation: translation, scale: scale, skew: skew, perspective: perspective)
        }
        return Self.compose(rotation: q,
                            translation: translation + translationChange * fraction,
                            scale: scale + scaleChange * fraction,
                            skew: skew + skewChange * fraction,
                            perspective: perspective + perspectiveChange * fraction)
    }

    /// The animation's value: the interpolated transform, concatenated before the
    /// value under it (`current`) when the animation is additive.
    @inline(__always)
    func value(progress: Double, current: CATransform3D, additive: Bool) -> CATransform3D {
        let result = transform(at: progress)
        return additive ? CATransform3DConcat(result, current) : result
    }

    /// `Scale · Skew · Rotation · Translation · Perspective` for a unit quaternion (see
    /// `TransformDecomposition`).
    @inline(__always)
    private static func compose(rotation q: TransformDecomposition.Quaternion, translation t: SIMD3<Double>,
                                scale s: SIMD3<Double>, skew k: SIMD3<Double>,
                                perspective p: SIMD4<Double>) -> CATransform3D {
        let xx = q.x * q.x, yy = q.y * q.y, zz = q.z * q.z
        let xy = q.x * q.y, xz = q.x * q.z, yz = q.y * q.z
        let xw = q.x * q.w, yw = q.y * q.w, zw = q.z * q.w
        // Rows of the rotation (row-vector convention).
        let r00 = 1 - 2 * (yy + zz), r01 = 2 * (xy + zw), r02 = 2 * (xz - yw)
        let r10 = 2 * (xy - zw), r11 = 1 - 2 * (xx + zz), r12 = 2 * (yz + xw)
        let r20 = 2 * (xz + yw), r21 = 2 * (yz - xw), r22 = 1 - 2 * (xx + yy)
        // Scale · Skew · Rotation, row by row.
        let b00 = s.x * r00, b01 = s.x * r01, b02 = s.x * r02
        let b10 = s.y * (r10 + k.x * r00), b11 = s.y * (r11 + k.x * r01), b12 = s.y * (r12 + k.x * r02)
        let b20 = s.z * (r20 + k.y * r00 + k.z * r10)
        let b21 = s.z * (r21 + k.y * r01 + k.z * r11)
        let b22 = s.z * (r22 + k.y * r02 + k.z * r12)
        return CATransform3D(
            m11: b00, m12: b01, m13: b02, m14: b00 * p.x + b01 * p.y + b02 * p.z,
            m21: b10, m22: b11, m23: b12, m24: b10 * p.x + b11 * p.y + b12 * p.z,
            m31: b20, m32: b21, m33: b22, m34: b20 * p.x + b21 * p.y + b22 * p.z,
            m41: t.x, m42: t.y, m43: t.z, m44: t.x * p.x + t.y * p.y + t.z * p.z + p.w)
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
