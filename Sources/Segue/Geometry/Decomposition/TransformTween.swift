import Foundation

/// The interpolation between two transforms, reduced to what each evaluation
/// needs: the start's translation, scale, skew and perspective with their change
/// to the end, the rotation's slerp constants, and both matrices for the exact
/// ends. Segue's one implementation of Core Animation's transform interpolation:
/// `TransformInterpolator` (public), `transform` animations whose ends are known
/// when they are added, and `CATransform3D.interpolate` all evaluate through it.
///
/// The components blend linearly and the rotation is slerped along the shorter
/// arc (`QuaternionSlerp`); when an end has no decomposition the sixteen entries
/// blend linearly instead. The matrix is composed by
/// `TransformDecomposition.compose`, skipping the blend of the parts that do not
/// change (most animations only rotate) and the skew when there is none. A flat
/// value an `AnimationArena` stores contiguously and reads in place.
struct TransformTween: Sendable {
    // The fields a tick reads come first, together (Swift lays a struct out in
    // declaration order): an animation that only rotates reads its first ~230
    // bytes; the exact ends, read only at progress 0 and 1, come last.

    /// The rotation's arc: its ends (unit quaternions in one hemisphere), the angle
    /// between them, its sine and cosine and 1/sin of it.
    private let rotation: QuaternionSlerp
    /// The start's scale, skew (xy, xz, yz) and perspective column.
    private let scale: SIMD3<Double>, skew: SIMD3<Double>
    private let perspective: SIMD4<Double>
    /// For an animation that only rotates, the fourth row, `(t, t·p + p.w)`.
    private let constantFourthRow: SIMD4<Double>
    /// Whether translation, scale, skew and perspective are the same at both ends.
    private let onlyRotates: Bool
    /// Whether skew is zero at both ends.
    private let hasNoSkew: Bool
    /// Whether an end has no decomposition, so the matrix entries blend.
    let blendsEntries: Bool
    /// The start's translation.
    private let translation: SIMD3<Double>
    /// The end's minus the start's.
    private let translationChange: SIMD3<Double>, scaleChange: SIMD3<Double>, skewChange: SIMD3<Double>
    private let perspectiveChange: SIMD4<Double>
    /// The transform at progress 0.
    let from: CATransform3D
    /// The transform at progress 1.
    let to: CATransform3D

    /// Prepares the interpolation from `from` to `to`, decomposing both once.
    init(from: CATransform3D, to: CATransform3D) {
        let start = TransformDecomposition(from), end = TransformDecomposition(to)
        self.init(from: from, to: to, start: start, end: end)
    }

    /// Prepares the interpolation between two decompositions (for example ones a
    /// keyframe animation has already computed); `from` and `to` are their
    /// recomposed matrices.
    init(from start: TransformDecomposition, to end: TransformDecomposition) {
        self.init(from: start.transform, to: end.transform, start: start, end: end)
    }

    /// Prepares the interpolation from `from` to `to` given their decompositions
    /// (nil where one has none), so a caller that also keeps them decomposes once.
    init(from: CATransform3D, to: CATransform3D, start: TransformDecomposition?, end: TransformDecomposition?) {
        self.from = from
        self.to = to
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
        hasNoSkew = skew == .zero && skewChange == .zero
        let t = a.translation, p = a.perspective
        constantFourthRow = SIMD4(t.x, t.y, t.z, t.x * p.x + t.y * p.y + t.z * p.z + p.w)
        rotation = QuaternionSlerp(from: a.rotation, to: b.rotation)
    }

    /// The transform at `progress` (any finite value: curves overshoot); exactly
    /// `from` at 0 and `to` at 1.
    @inline(__always)
    func transform(at progress: Double) -> CATransform3D {
        withUnsafePointer(to: self) { Self.transform(at: progress, of: $0) }
    }

    /// The transform at `progress` of the tween at `tween`, read field by field
    /// where it is: an `AnimationArena` calls this on its column, so that no copy
    /// of the whole (~670-byte) tween is made first, as calling a method on the
    /// column's element made the compiler do. `transform(at:)` computes through it.
    @inline(__always)
    static func transform(at progress: Double, of tween: UnsafePointer<TransformTween>) -> CATransform3D {
        var matrix = CATransform3D()
        write(at: progress, of: tween, into: &matrix)
        return matrix
    }

    /// Writes the transform at `progress` of the tween at `tween` into `matrix`
    /// (every entry), in place: `transform(at:of:)` without the intermediate value.
    @inline(__always)
    static func write(at progress: Double, of tween: UnsafePointer<TransformTween>, into matrix: inout CATransform3D) {
        if progress == 0 { matrix = tween.pointee.from; return }
        if progress == 1 { matrix = tween.pointee.to; return }
        let fraction = sanitizedTransformFraction(progress)
        if tween.pointee.blendsEntries {
            matrix = blendEntries(tween.pointee.from, tween.pointee.to, fraction)
            return
        }
        let q = tween.pointee.rotation.components(at: fraction)
        let hasNoSkew = tween.pointee.hasNoSkew
        if tween.pointee.onlyRotates {
            TransformDecomposition.compose(rotation: q, scale: tween.pointee.scale, skew: tween.pointee.skew, hasNoSkew: hasNoSkew,
                    perspective: tween.pointee.perspective, fourthRow: tween.pointee.constantFourthRow, into: &matrix)
        } else {
            let t = tween.pointee.translation + tween.pointee.translationChange * fraction
            let p = tween.pointee.perspective + tween.pointee.perspectiveChange * fraction
            TransformDecomposition.compose(rotation: q, scale: tween.pointee.scale + tween.pointee.scaleChange * fraction,
                    skew: tween.pointee.skew + tween.pointee.skewChange * fraction, hasNoSkew: hasNoSkew,
                    perspective: p, fourthRow: SIMD4(t.x, t.y, t.z, t.x * p.x + t.y * p.y + t.z * p.z + p.w),
                    into: &matrix)
        }
    }

    /// The animation's value: the interpolated transform, concatenated before the
    /// value under it (`current`) when the animation is additive.
    @inline(__always)
    func value(progress: Double, current: CATransform3D, additive: Bool) -> CATransform3D {
        var matrix = current
        withUnsafePointer(to: self) { Self.apply(at: progress, of: $0, additive: additive, to: &matrix) }
        return matrix
    }

    /// `value(progress:current:additive:)` of the tween at `tween`, in place: the
    /// value under the animation in `matrix` is replaced by the animation's.
    @inline(__always)
    static func apply(at progress: Double, of tween: UnsafePointer<TransformTween>, additive: Bool,
                      to matrix: inout CATransform3D) {
        if additive {
            matrix = CATransform3DConcat(transform(at: progress, of: tween), matrix)
        } else {
            write(at: progress, of: tween, into: &matrix)
        }
    }

    /// `a + (b − a)·f` for each of the sixteen entries: the interpolation of
    /// matrices that cannot be decomposed.
    static func blendEntries(_ a: CATransform3D, _ b: CATransform3D, _ fraction: Double) -> CATransform3D {
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
