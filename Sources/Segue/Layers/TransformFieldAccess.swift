import Foundation

/// Reads and writes the decomposed fields of a transform that Core Animation's
/// key paths "transform.rotation.z", "transform.scale.x", "transform.translation"
/// and so on address.
///
/// Reading decomposes the transform; writing decomposes, replaces the field and
/// recomposes, so the other fields are kept. A rotation field is the twist of the
/// rotation about that axis (for a rotation about that axis alone, its angle);
/// setting it replaces only that twist. "transform.scale" reads the mean of the
/// three scales and sets all three. A transform that can't be decomposed reads as
/// identity fields and is left unchanged by writes.
enum TransformFieldAccess {
    typealias Field = LayerKeyPath.TransformField
    typealias Quaternion = TransformDecomposition.Quaternion

    /// The decomposition of a transform; the identity's without the work (a layer's
    /// model transform is most often the identity, and a field animation such as
    /// "transform.rotation.y" decomposes it at every tick). Nil when it cannot be
    /// decomposed.
    @inline(__always)
    static func decomposition(of transform: CATransform3D) -> TransformDecomposition? {
        CATransform3DIsIdentity(transform) ? .identity : TransformDecomposition(transform)
    }

    static func scalar(_ field: Field, of transform: CATransform3D) -> Double {
        let d = decomposition(of: transform) ?? .identity
        switch field {
        case .rotationX: return twistAngle(of: d.rotation, axis: 0)
        case .rotationY: return twistAngle(of: d.rotation, axis: 1)
        case .rotationZ: return twistAngle(of: d.rotation, axis: 2)
        case .scale: return (d.scale.x + d.scale.y + d.scale.z) / 3
        case .scaleX: return d.scale.x
        case .scaleY: return d.scale.y
        case .scaleZ: return d.scale.z
        case .translation: return d.translation.x
        case .translationX: return d.translation.x
        case .translationY: return d.translation.y
        case .translationZ: return d.translation.z
        }
    }

    static func setting(_ field: Field, to value: Double, in transform: CATransform3D) -> CATransform3D {
        if CATransform3DIsIdentity(transform), let rotation = rotation(field, by: value) { return rotation }
        guard var d = decomposition(of: transform) else { return transform }
        switch field {
        case .rotationX: d.rotation = replacingTwist(of: d.rotation, axis: 0, angle: value)
        case .rotationY: d.rotation = replacingTwist(of: d.rotation, axis: 1, angle: value)
        case .rotationZ: d.rotation = replacingTwist(of: d.rotation, axis: 2, angle: value)
        case .scale: d.scale = SIMD3(repeating: value)
        case .scaleX: d.scale.x = value
        case .scaleY: d.scale.y = value
        case .scaleZ: d.scale.z = value
        case .translation, .translationX: d.translation.x = value
        case .translationY: d.translation.y = value
        case .translationZ: d.translation.z = value
        }
        return d.transform
    }

    /// For a rotation field set on the identity: the rotation by `angle` about
    /// that axis (`CATransform3DMakeRotation`), built directly — the identity has no
    /// twist to replace, so this skips the quaternion and its recomposition, the
    /// bulk of a "transform.rotation.y" animation's tick. The same matrix as through
    /// the decomposition up to rounding. Nil for other fields and a non-finite angle
    /// (which leaves the identity).
    @inline(__always)
    private static func rotation(_ field: Field, by angle: Double) -> CATransform3D? {
        guard angle.isFinite else { return nil }
        switch field {
        case .rotationX: return CATransform3DMakeRotation(angle, 1, 0, 0)
        case .rotationY: return CATransform3DMakeRotation(angle, 0, 1, 0)
        case .rotationZ: return CATransform3DMakeRotation(angle, 0, 0, 1)
        default: return nil
        }
    }

    static func translation(of transform: CATransform3D) -> CGSize {
        let d = decomposition(of: transform) ?? .identity
        return CGSize(width: d.translation.x, height: d.translation.y)
    }

    static func settingTranslation(_ value: CGSize, in transform: CATransform3D) -> CATransform3D {
        guard var d = decomposition(of: transform) else { return transform }
        d.translation.x = Double(value.width)
        d.translation.y = Double(value.height)
        return d.transform
    }

    // MARK: Swing–twist

    private static func component(_ q: Quaternion, _ axis: Int) -> Double {
        axis == 0 ? q.x : axis == 1 ? q.y : q.z
    }

    /// The angle of the rotation's twist about a coordinate axis.
    private static func twistAngle(of q: Quaternion, axis: Int) -> Double {
        let c = component(q, axis)
        if abs(c) < 1e-15 && abs(q.w) < 1e-15 { return 0 }
        var angle = 2 * atan2(c, q.w)
        if angle > .pi { angle -= 2 * .pi } else if angle < -.pi { angle += 2 * .pi }
        return angle
    }

    /// q = swing · twist; returns swing · twist(angle).
    private static func replacingTwist(of q: Quaternion, axis: Int, angle: Double) -> Quaternion {
        let c = component(q, axis)
        let norm = (c * c + q.w * q.w).squareRoot()
        var axisVector = SIMD3<Double>(0, 0, 0)
        axisVector[axis] = 1
        let newTwist = Quaternion(angle: angle, axis: axisVector)
        guard norm > 1e-12 else { return multiply(q, newTwist) }
        // The current twist, and swing = q · twist⁻¹.
        var twistInverse = Quaternion(x: 0, y: 0, z: 0, w: q.w / norm)
        let negated = -c / norm
        if axis == 0 { twistInverse.x = negated } else if axis == 1 { twistInverse.y = negated } else { twistInverse.z = negated }
        let swing = multiply(q, twistInverse)
        return multiply(swing, newTwist)
    }

    /// The Hamilton product a·b.
    private static func multiply(_ a: Quaternion, _ b: Quaternion) -> Quaternion {
        Quaternion(
            x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
            y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
            z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
            w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z
        )
    }
}

extension LayerKeyPath.TransformField {
    /// Whether the field is a rotation ("rotation.x", "rotation.y", "rotation.z").
    var isRotation: Bool {
        switch self {
        case .rotationX, .rotationY, .rotationZ: return true
        default: return false
        }
    }
}
