import Foundation

// Making transforms and composing one new operation onto an existing transform, with
// Core Animation's names, labels and argument order.
//
// `CATransform3DTranslate`, `CATransform3DScale` and `CATransform3DRotate` put the new
// operation *before* `t`: the result is `Concat(Make…(…), t)`, so the operation acts in
// `t`'s local space (translating a rotated layer moves it along its rotated axes).

/// A translation by (`tx`, `ty`, `tz`), as Core Animation's `CATransform3DMakeTranslation`:
/// the identity with `m41 = tx`, `m42 = ty`, `m43 = tz`.
@inlinable public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: tx, m42: ty, m43: tz, m44: 1
    )
}

/// A scale by (`sx`, `sy`, `sz`), as Core Animation's `CATransform3DMakeScale`: the diagonal
/// matrix `(sx, sy, sz, 1)`.
@inlinable public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(
        m11: sx, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: sy, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: sz, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )
}

/// A rotation by `angle` radians about the axis (`x`, `y`, `z`), as Core Animation's
/// `CATransform3DMakeRotation`. The axis is normalised first; the rotation is right-handed
/// about it in Core Animation's row-vector convention: about z, +θ maps (1, 0, 0) to
/// (cos θ, sin θ, 0) (clockwise on a y-down screen, like `CGAffineTransform(rotationAngle:)`);
/// about x, +θ maps (0, 1, 0) to (0, cos θ, sin θ); about y, +θ maps (0, 0, 1) to
/// (sin θ, 0, cos θ).
///
/// Segue: Core Animation leaves a zero-length (or non-finite) axis undefined; Segue returns
/// the identity and, unless the angle is 0, reports a diagnostic. A non-finite angle also
/// gives the identity and a diagnostic.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    guard let rotation = AxisAngleRotationMatrix(angle: Double(angle), x: Double(x), y: Double(y), z: Double(z)) else {
        return CATransform3DIdentity
    }
    return rotation.transform
}

/// `t` with a translation applied first, in `t`'s local space, as Core Animation's
/// `CATransform3DTranslate`: `CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)`.
@inlinable public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    // Only the fourth row changes: row4' = tx·row1 + ty·row2 + tz·row3 + row4.
    var result = t
    result.m41 = tx * t.m11 + ty * t.m21 + tz * t.m31 + t.m41
    result.m42 = tx * t.m12 + ty * t.m22 + tz * t.m32 + t.m42
    result.m43 = tx * t.m13 + ty * t.m23 + tz * t.m33 + t.m43
    result.m44 = tx * t.m14 + ty * t.m24 + tz * t.m34 + t.m44
    return result
}

/// `t` with a scale applied first, in `t`'s local space, as Core Animation's
/// `CATransform3DScale`: `CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)`.
@inlinable public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    // Rows 1–3 are multiplied by sx, sy, sz; row 4 is unchanged.
    var result = t
    result.m11 = sx * t.m11; result.m12 = sx * t.m12; result.m13 = sx * t.m13; result.m14 = sx * t.m14
    result.m21 = sy * t.m21; result.m22 = sy * t.m22; result.m23 = sy * t.m23; result.m24 = sy * t.m24
    result.m31 = sz * t.m31; result.m32 = sz * t.m32; result.m33 = sz * t.m33; result.m34 = sz * t.m34
    return result
}

/// `t` with a rotation applied first, in `t`'s local space, as Core Animation's
/// `CATransform3DRotate`: `CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)`.
///
/// Segue: a zero-length or non-finite axis (or a non-finite angle) returns `t` unchanged,
/// with a diagnostic unless the angle is 0.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    guard let rotation = AxisAngleRotationMatrix(angle: Double(angle), x: Double(x), y: Double(y), z: Double(z)) else {
        return t
    }
    return CATransform3DConcat(rotation.transform, t)
}

/// The upper 3×3 of a rotation about a normalised axis, in Core Animation's row-vector
/// convention. `nil` (after a diagnostic) for an axis that cannot be normalised.
struct AxisAngleRotationMatrix {
    var m11, m12, m13, m21, m22, m23, m31, m32, m33: Double

    init?(angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard angle.isFinite, length > 0, length.isFinite else {
            if angle != 0 {
                SegueDiagnostics.report(
                    "CATransform3DRotate/MakeRotation: cannot rotate by \(angle) about the axis (\(x), \(y), \(z)); "
                        + "the axis must be finite and non-zero and the angle finite. Used no rotation.")
            }
            return nil
        }
        let ux = x / length, uy = y / length, uz = z / length
        let (sine, cosine) = sineAndCosine(angle)
        let versine = 1 - cosine
        m11 = Self.diagonal(ux, cosine: cosine, versine: versine)
        m12 = versine * ux * uy + uz * sine
        m13 = versine * ux * uz - uy * sine
        m21 = versine * ux * uy - uz * sine
        m22 = Self.diagonal(uy, cosine: cosine, versine: versine)
        m23 = versine * uy * uz + ux * sine
        m31 = versine * ux * uz + uy * sine
        m32 = versine * uy * uz - ux * sine
        m33 = Self.diagonal(uz, cosine: cosine, versine: versine)
    }

    /// `cos + (1 − cos)·u²`, written so that it is exactly `cos` for u = 0 and exactly 1 for
    /// u = ±1: a rotation about a coordinate axis then leaves that axis's entry at exactly 1
    /// (so `CATransform3DIsAffine` holds for rotations about z).
    private static func diagonal(_ u: Double, cosine: Double, versine: Double) -> Double {
        let square = u * u
        return square < 0.5 ? cosine + versine * square : 1 - versine * (1 - square)
    }

    var transform: CATransform3D {
        CATransform3D(
            m11: CGFloat(m11), m12: CGFloat(m12), m13: CGFloat(m13), m14: 0,
            m21: CGFloat(m21), m22: CGFloat(m22), m23: CGFloat(m23), m24: 0,
            m31: CGFloat(m31), m32: CGFloat(m32), m33: CGFloat(m33), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1
        )
    }
}
