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

    /// The decomposition of a transform, the identity's without the work (a field
    /// animation decomposes the model's, most often the identity, at every tick).
    @inline(__always)
    static func decomposition(of transform: CATransform3D) -> TransformDecomposition? {
        CATransform3DIsIdentity(transform) ? .identity : TransformDecomposition(transform)
    }

    static func scalar(_ field: Field, of transform: CATransform3D) -> Double {
        let d = decomposition(of: transform) ?? .identity
        switch field {
        case .rotationX: return d.rotation.twistAngle(axis: 0)
        case .rotationY: return d.rotation.twistAngle(axis: 1)
        case .rotationZ: return d.rotation.twistAngle(axis: 2)
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
        case .rotationX: d.rotation = d.rotation.replacingTwist(axis: 0, angle: value)
        case .rotationY: d.rotation = d.rotation.replacingTwist(axis: 1, angle: value)
        case .rotationZ: d.rotation = d.rotation.replacingTwist(axis: 2, angle: value)
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

    /// For a rotation field set on the identity: the rotation by `angle` about that
    /// axis, built directly, skipping the quaternion and its recomposition (the bulk
    /// of a "transform.rotation.y" animation's tick); the same matrix up to rounding.
    /// Nil for other fields and a non-finite angle (which leaves the identity).
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
}
