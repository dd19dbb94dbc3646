import Foundation

extension TransformDecomposition: VectorInterpolatable {
    /// The additive identity: every component 0, including the quaternion and the
    /// perspective's `w` (so it is *not* the identity transform's decomposition; it
    /// recomposes to the zero matrix with no rotation).
    public static let vectorZero = TransformDecomposition(
        translation: .zero,
        scale: .zero,
        skew: .zero,
        perspective: .zero,
        rotation: Quaternion(x: 0, y: 0, z: 0, w: 0)
    )

    /// Component-wise sum of all seventeen components (quaternions added as 4-vectors; the
    /// result is normalised when recomposed).
    public static func vectorSum(_ lhs: TransformDecomposition, _ rhs: TransformDecomposition) -> TransformDecomposition {
        lhs.combined(with: rhs, weight: 1)
    }

    /// Component-wise difference `lhs − rhs`.
    public static func vectorDifference(_ lhs: TransformDecomposition, _ rhs: TransformDecomposition) -> TransformDecomposition {
        lhs.combined(with: rhs, weight: -1)
    }

    /// Every component multiplied by `factor`.
    public func vectorScaled(by factor: Double) -> TransformDecomposition {
        TransformDecomposition(
            translation: translation * factor,
            scale: scale * factor,
            skew: Skew(xy: skew.xy * factor, xz: skew.xz * factor, yz: skew.yz * factor),
            perspective: perspective * factor,
            rotation: Quaternion(x: rotation.x * factor, y: rotation.y * factor, z: rotation.z * factor, w: rotation.w * factor)
        )
    }

    /// The Euclidean norm of all seventeen components taken as one vector.
    public var vectorLength: Double {
        let squares = (translation * translation).sum() + (scale * scale).sum()
            + skew.xy * skew.xy + skew.xz * skew.xz + skew.yz * skew.yz
            + (perspective * perspective).sum() + rotation.dot(rotation)
        return squares.squareRoot()
    }

    /// The decomposition `fraction` of the way from `from` to `to`, the way Core Animation
    /// animates `transform`: translation, scale, skew and perspective interpolate linearly;
    /// the rotation is slerped along the shorter arc (nlerp when the two rotations nearly
    /// coincide). This overrides the straight-line default of `VectorInterpolatable`.
    ///
    /// Fractions outside [0, 1] extrapolate (springs overshoot): the linear parts continue
    /// in a straight line and the rotation keeps turning at the same rate. A non-finite
    /// fraction is replaced (NaN by 0, ±∞ by the nearer end) with a diagnostic.
    public static func interpolate(from: TransformDecomposition, to: TransformDecomposition, fraction: Double) -> TransformDecomposition {
        let fraction = sanitizedTransformFraction(fraction)
        var result = from.combined(with: to.combined(with: from, weight: -1), weight: fraction)
        result.rotation = QuaternionSlerp(from: from.rotation, to: to.rotation).quaternion(at: fraction)
        return result
    }

    /// `self + weight·other`, component-wise.
    func combined(with other: TransformDecomposition, weight: Double) -> TransformDecomposition {
        TransformDecomposition(
            translation: translation + other.translation * weight,
            scale: scale + other.scale * weight,
            skew: Skew(
                xy: skew.xy + other.skew.xy * weight,
                xz: skew.xz + other.skew.xz * weight,
                yz: skew.yz + other.skew.yz * weight
            ),
            perspective: perspective + other.perspective * weight,
            rotation: Quaternion(
                x: rotation.x + other.rotation.x * weight,
                y: rotation.y + other.rotation.y * weight,
                z: rotation.z + other.rotation.z * weight,
                w: rotation.w + other.rotation.w * weight
            )
        )
    }
}

/// A fraction usable for transform interpolation: finite values pass through; NaN becomes 0
/// and ±∞ the nearer end (0 or 1), with a diagnostic.
func sanitizedTransformFraction(_ fraction: Double) -> Double {
    if fraction.isFinite { return fraction }
    let replacement: Double = fraction == .infinity ? 1 : 0
    SegueDiagnostics.report(
        "transform interpolation: the fraction \(fraction) is not finite; used \(replacement).")
    return replacement
}
