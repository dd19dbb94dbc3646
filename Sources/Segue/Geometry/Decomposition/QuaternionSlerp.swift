import Foundation

/// Spherical linear interpolation between two rotations along the shorter arc, with the
/// arc's angle precomputed so each evaluation costs two sines.
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
    }

    /// The unit quaternion `fraction` of the way along the arc (any finite fraction).
    func quaternion(at fraction: Double) -> TransformDecomposition.Quaternion {
        if isNearlyParallel {
            let blended = TransformDecomposition.Quaternion(
                x: start.x + (end.x - start.x) * fraction,
                y: start.y + (end.y - start.y) * fraction,
                z: start.z + (end.z - start.z) * fraction,
                w: start.w + (end.w - start.w) * fraction
            )
            return blended.normalized ?? start
        }
        let startWeight = sin((1 - fraction) * arcAngle) * inverseSine
        let endWeight = sin(fraction * arcAngle) * inverseSine
        return TransformDecomposition.Quaternion(
            x: start.x * startWeight + end.x * endWeight,
            y: start.y * startWeight + end.y * endWeight,
            z: start.z * startWeight + end.z * endWeight,
            w: start.w * startWeight + end.w * endWeight
        )
    }

    private static func length(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        (a * a + b * b + c * c + d * d).squareRoot()
    }
}
