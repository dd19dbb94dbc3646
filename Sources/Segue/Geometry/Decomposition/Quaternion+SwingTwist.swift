import Foundation

/// The swing–twist split of a rotation about a coordinate axis (0 x, 1 y, 2 z):
/// what the key paths "transform.rotation.x", ".y" and ".z" read and replace
/// (`TransformFieldAccess`).
extension TransformDecomposition.Quaternion {
    private func component(_ axis: Int) -> Double {
        axis == 0 ? x : axis == 1 ? y : z
    }

    /// The angle of the rotation's twist about a coordinate axis.
    func twistAngle(axis: Int) -> Double {
        let c = component(axis)
        if abs(c) < 1e-15 && abs(w) < 1e-15 { return 0 }
        var angle = 2 * atan2(c, w)
        if angle > .pi { angle -= 2 * .pi } else if angle < -.pi { angle += 2 * .pi }
        return angle
    }

    /// self = swing · twist; returns swing · twist(angle).
    func replacingTwist(axis: Int, angle: Double) -> Self {
        let c = component(axis)
        let norm = (c * c + w * w).squareRoot()
        var axisVector = SIMD3<Double>(0, 0, 0)
        axisVector[axis] = 1
        let newTwist = Self(angle: angle, axis: axisVector)
        guard norm > 1e-12 else { return multiplied(by: newTwist) }
        // The current twist, and swing = self · twist⁻¹.
        var twistInverse = Self(x: 0, y: 0, z: 0, w: w / norm)
        let negated = -c / norm
        if axis == 0 { twistInverse.x = negated } else if axis == 1 { twistInverse.y = negated } else { twistInverse.z = negated }
        let swing = multiplied(by: twistInverse)
        return swing.multiplied(by: newTwist)
    }

    /// The Hamilton product self·b.
    func multiplied(by b: Self) -> Self {
        Self(
            x: w * b.x + x * b.w + y * b.z - z * b.y,
            y: w * b.y - x * b.z + y * b.w + z * b.x,
            z: w * b.z + x * b.y - y * b.x + z * b.w,
            w: w * b.w - x * b.x - y * b.y - z * b.z
        )
    }
}
