import Foundation

/// Spherical linear interpolation between two rotations along the shorter arc, with the
/// arc's angle, its sine and cosine precomputed so each evaluation costs one `sincos`
/// (the start's weight through the angle-difference identity). Segue's one slerp:
/// `TransformTween` and the keyframe splines of decompositions both use it.
///
/// For quaternions closer than `nearlyParallelSine` (in the sine of the half-angle between
/// them) the slerp weights lose precision, so it normalises the linear interpolation
/// instead (nlerp); the two agree to far below 1e−12 there. Fractions outside [0, 1]
/// continue along the same great circle (springs overshoot), giving finite unit
/// quaternions for any finite fraction.
struct QuaternionSlerp: Sendable {
    /// The start, a unit quaternion.
    let start: TransformDecomposition.Quaternion
    /// The end, a unit quaternion in the start's hemisphere (negated if needed).
    let end: TransformDecomposition.Quaternion
    /// The angle between `start` and `end` on the unit sphere (half the rotation angle).
    let arcAngle: Double
    /// `1 / sin(arcAngle)`; unused when `isNearlyParallel`.
    let inverseSine: Double
    /// `sin(arcAngle)` and `cos(arcAngle)`.
    let arcSine: Double, arcCosine: Double
    /// Whether the ends are so close that nlerp is used.
    let isNearlyParallel: Bool

    /// Below this sine of the arc angle, nlerp replaces slerp.
    static let nearlyParallelSine = 1e-6

    /// Prepares the interpolation from `from` to `to`. The inputs are normalised first (a
    /// zero quaternion counts as the identity rotation).
    init(from: TransformDecomposition.Quaternion, to: TransformDecomposition.Quaternion) {
        let start = from.normalized ?? .identity
        var end = to.normalized ?? .identity
        if start.dot(end) < 0 { end = end.negated }
        // The arc angle from the chord lengths: accurate for tiny and for large angles,
        // unlike acos of the dot product.
        let difference = Self.length(start.x - end.x, start.y - end.y, start.z - end.z, start.w - end.w)
        let sum = Self.length(start.x + end.x, start.y + end.y, start.z + end.z, start.w + end.w)
        let arcAngle = 2 * atan2(difference, sum)
        let sine = sin(arcAngle)
        self.start = start
        self.end = end
        self.arcAngle = arcAngle
        self.isNearlyParallel = sine < Self.nearlyParallelSine
        self.inverseSine = isNearlyParallel ? 0 : 1 / sine
        arcSine = sine
        arcCosine = cos(arcAngle)
    }

    /// The unit quaternion `fraction` of the way along the arc (any finite fraction).
    func quaternion(at fraction: Double) -> TransformDecomposition.Quaternion {
        let q = components(at: fraction)
        return TransformDecomposition.Quaternion(x: q.x, y: q.y, z: q.z, w: q.w)
    }

    /// `quaternion(at:)` as `(x, y, z, w)`. The start's weight,
    /// sin((1 − f)θ)/sin θ, comes from sin θ·cos fθ − cos θ·sin fθ: one `sincos`
    /// instead of two sines, equal up to rounding.
    @inline(__always)
    func components(at fraction: Double) -> SIMD4<Double> {
        let start = SIMD4(self.start.x, self.start.y, self.start.z, self.start.w)
        let end = SIMD4(self.end.x, self.end.y, self.end.z, self.end.w)
        if isNearlyParallel {
            let blended = start + (end - start) * fraction
            guard let unit = TransformDecomposition.Quaternion(x: blended.x, y: blended.y, z: blended.z,
                                                               w: blended.w).normalized else { return start }
            return SIMD4(unit.x, unit.y, unit.z, unit.w)
        }
        let (sine, cosine) = sineAndCosine(fraction * arcAngle)
        let startWeight = (arcSine * cosine - arcCosine * sine) * inverseSine
        let endWeight = sine * inverseSine
        return start * startWeight + end * endWeight
    }

    private static func length(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        (a * a + b * b + c * c + d * d).squareRoot()
    }
}
