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
    /// The interpolation of the matrices (Segue's one implementation of it).
    private let tween: TransformTween
    /// Both ends decomposed, or nil when either cannot be.
    private let ends: (start: TransformDecomposition, end: TransformDecomposition)?

    /// The transform at fraction 0.
    public var from: CATransform3D { tween.from }
    /// The transform at fraction 1.
    public var to: CATransform3D { tween.to }

    /// Prepares the interpolation from `from` to `to`, decomposing both once.
    public init(from: CATransform3D, to: CATransform3D) {
        let start = TransformDecomposition(from), end = TransformDecomposition(to)
        tween = TransformTween(from: from, to: to, start: start, end: end)
        if let start, let end { ends = (start, end) } else { ends = nil }
    }

    /// Prepares the interpolation between two decompositions (for example ones a keyframe
    /// animation has already computed). ``from`` and ``to`` are their recomposed matrices.
    public init(from: TransformDecomposition, to: TransformDecomposition) {
        tween = TransformTween(from: from, to: to)
        ends = (from, to)
    }

    /// Whether either end could not be decomposed, so the matrix entries are blended
    /// linearly instead.
    public var usesMatrixFallback: Bool { tween.blendsEntries }

    /// The transform `fraction` of the way from ``from`` to ``to``.
    public func transform(at fraction: Double) -> CATransform3D {
        tween.transform(at: fraction)
    }

    /// The interpolated decomposition at `fraction`, or `nil` when ``usesMatrixFallback``.
    public func decomposition(at fraction: Double) -> TransformDecomposition? {
        guard let ends else { return nil }
        return TransformDecomposition.interpolate(from: ends.start, to: ends.end, fraction: fraction)
    }
}
