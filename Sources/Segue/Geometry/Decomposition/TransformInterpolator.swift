import Foundation

/// Interpolates between two `CATransform3D` values the way Core Animation animates
/// `transform`, with all the per-animation work done once, at init.
///
/// Segue extension. The init decomposes both ends (``TransformDecomposition``) and
/// precomputes the rotation arc; ``transform(at:)`` then only blends numbers and
/// recomposes: closed-form, allocation-free, no existentials. A rotation by 180° about one
/// axis passes through 90° at the halfway point, and a scale from 0 grows linearly.
///
/// **Fallback:** when either end has no decomposition (`m44 == 0`, a collapsed row carrying
/// perspective, a singular upper 3×3 without a zero row, non-finite entries; see
/// ``TransformDecomposition/init(_:)``), the interpolator blends the sixteen matrix entries
/// linearly instead (``usesMatrixFallback`` is then true). Browsers swap discretely at the
/// halfway point in this case; Segue prefers a continuous result.
///
/// At exactly 0 and 1 the result is the original `from` and `to` matrix, bit for bit.
/// Fractions outside [0, 1] extrapolate (see
/// ``TransformDecomposition/interpolate(from:to:fraction:)``); a non-finite fraction is
/// replaced (NaN by 0, ±∞ by the nearer end) with a diagnostic.
public struct TransformInterpolator: Sendable {
    /// The transform at fraction 0.
    public let from: CATransform3D
    /// The transform at fraction 1.
    public let to: CATransform3D

    private enum Path: Sendable {
        /// Blend decompositions: `start + fraction·delta`, with the rotation slerped.
        case decomposed(start: TransformDecomposition, delta: TransformDecomposition, rotation: QuaternionSlerp)
        /// Blend the matrix entries.
        case matrix
    }

    private let path: Path

    /// Prepares the interpolation from `from` to `to`, decomposing both once.
    public init(from: CATransform3D, to: CATransform3D) {
        self.from = from
        self.to = to
        if let start = TransformDecomposition(from), let end = TransformDecomposition(to) {
            path = Self.decomposedPath(start, end)
        } else {
            path = .matrix
        }
    }

    /// Prepares the interpolation between two decompositions (for example ones a keyframe
    /// animation has already computed). ``from`` and ``to`` are their recomposed matrices.
    public init(from: TransformDecomposition, to: TransformDecomposition) {
        self.from = from.transform
        self.to = to.transform
        path = Self.decomposedPath(from, to)
    }

    /// Whether either end could not be decomposed, so the matrix entries are blended
    /// linearly instead.
    public var usesMatrixFallback: Bool {
        if case .matrix = path { return true }
        return false
    }

    /// The transform `fraction` of the way from ``from`` to ``to``.
    public func transform(at fraction: Double) -> CATransform3D {
        if fraction == 0 { return from }
        if fraction == 1 { return to }
        let fraction = sanitizedTransformFraction(fraction)
        switch path {
        case let .decomposed(start, delta, rotation):
            var blended = start.combined(with: delta, weight: fraction)
            blended.rotation = rotation.quaternion(at: fraction)
            return blended.transform
        case .matrix:
            return Self.blendEntries(from, to, fraction)
        }
    }

    /// The interpolated decomposition at `fraction`, or `nil` when ``usesMatrixFallback``.
    public func decomposition(at fraction: Double) -> TransformDecomposition? {
        guard case let .decomposed(start, delta, rotation) = path else { return nil }
        let fraction = sanitizedTransformFraction(fraction)
        var blended = start.combined(with: delta, weight: fraction)
        blended.rotation = rotation.quaternion(at: fraction)
        return blended
    }

    private static func decomposedPath(_ start: TransformDecomposition, _ end: TransformDecomposition) -> Path {
        .decomposed(
            start: start,
            delta: end.combined(with: start, weight: -1),
            rotation: QuaternionSlerp(from: start.rotation, to: end.rotation)
        )
    }

    /// `a + (b − a)·f` for each of the sixteen entries: the fallback for matrices
    /// that cannot be decomposed (also `TransformTween`'s).
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
