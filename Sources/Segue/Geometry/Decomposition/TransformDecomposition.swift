import Foundation

/// A `CATransform3D` taken apart into the components Core Animation interpolates when it
/// animates `transform`: translation, scale, skew, perspective and a rotation quaternion.
///
/// Segue extension: Core Animation does this internally but has no public type for it.
///
/// The matrix is the product, in Core Animation's row-vector order (leftmost acts first),
/// ```
/// M = Scale · Skew · Rotation · Translation · Perspective
/// ```
/// where `Skew` is the unit lower-triangular matrix with `xy` at (2, 1), `xz` at (3, 1) and
/// `yz` at (3, 2), and `Perspective` is the identity with its fourth column replaced by
/// ``perspective``. Written out, with `B = Scale · Skew · Rotation` and
/// `q = perspective.xyz`: the upper 3×3 is `B`, `(m14, m24, m34) = B·q`,
/// `(m41, m42, m43) = translation` and `m44 = translation·q + perspective.w`.
///
/// Interpolating the components (``interpolate(from:to:fraction:)``, or faster
/// ``TransformInterpolator``) sweeps a rotation through the intermediate angles instead of
/// squashing the matrix, which is what an element-wise matrix lerp would do.
public struct TransformDecomposition: Sendable, Hashable, Codable {
    /// The shear factors, as the standard decomposition defines them: `xy` shears y by x,
    /// `xz` shears z by x, `yz` shears z by y (each relative to the row's own scale).
    public struct Skew: Sendable, Hashable, Codable {
        /// The xy shear.
        public var xy: Double
        /// The xz shear.
        public var xz: Double
        /// The yz shear.
        public var yz: Double

        /// The shear with the given factors.
        public init(xy: Double, xz: Double, yz: Double) {
            self.xy = xy; self.xz = xz; self.yz = yz
        }

        /// No shear.
        public static let zero = Skew(xy: 0, xz: 0, yz: 0)
    }

    /// A rotation as a quaternion `(x, y, z, w)`: for a rotation by θ about the unit axis `u`,
    /// `(u·sin(θ/2), cos(θ/2))`, matching ``CATransform3DMakeRotation(_:_:_:_:)``. The
    /// component order is that of `simd_quatd.vector`.
    ///
    /// Decompositions always hold unit quaternions; sums made by vector arithmetic (keyframe
    /// splines) need not be, and are normalised when recomposed.
    public struct Quaternion: Sendable, Hashable, Codable {
        /// The x component of the imaginary part.
        public var x: Double
        /// The y component of the imaginary part.
        public var y: Double
        /// The z component of the imaginary part.
        public var z: Double
        /// The real part.
        public var w: Double

        /// The quaternion with the given components (not normalised).
        public init(x: Double, y: Double, z: Double, w: Double) {
            self.x = x; self.y = y; self.z = z; self.w = w
        }

        /// The rotation by `angle` radians about `axis`, with the sign convention of
        /// ``CATransform3DMakeRotation(_:_:_:_:)``. A zero-length or non-finite axis, or a
        /// non-finite angle, gives the identity.
        public init(angle: Double, axis: SIMD3<Double>) {
            let length = (axis * axis).sum().squareRoot()
            guard angle.isFinite, length > 0, length.isFinite else {
                self = .identity
                return
            }
            let sine = sin(angle / 2) / length
            self.init(x: axis.x * sine, y: axis.y * sine, z: axis.z * sine, w: cos(angle / 2))
        }

        /// No rotation, `(0, 0, 0, 1)`.
        public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

        /// The four-dimensional dot product.
        func dot(_ other: Quaternion) -> Double {
            x * other.x + y * other.y + z * other.z + w * other.w
        }

        /// The Euclidean length of the four components.
        var length: Double { dot(self).squareRoot() }

        /// The same quaternion with every component negated (the same rotation).
        var negated: Quaternion { Quaternion(x: -x, y: -y, z: -z, w: -w) }

        /// The unit quaternion in this direction, or `nil` when the length is 0 or not finite.
        var normalized: Quaternion? {
            let length = self.length
            guard length > 0, length.isFinite else { return nil }
            let inverse = 1 / length
            return Quaternion(x: x * inverse, y: y * inverse, z: z * inverse, w: w * inverse)
        }
    }

    /// The translation `(m41, m42, m43)`, in points.
    public var translation: SIMD3<Double>
    /// The scale along each of the rotated, deskewed axes. A negative determinant (a flip)
    /// makes all three negative, as in the standard decomposition.
    public var scale: SIMD3<Double>
    /// The shear factors.
    public var skew: Skew
    /// The perspective column `(x, y, z, w)`; `(0, 0, 0, 1)` when there is none, and
    /// `(0, 0, −1/d, 1)` for a plain perspective `m34 = −1/d`.
    public var perspective: SIMD4<Double>
    /// The rotation, a unit quaternion.
    public var rotation: Quaternion

    /// The decomposition with the given components; by default, those of the identity.
    public init(
        translation: SIMD3<Double> = .zero,
        scale: SIMD3<Double> = .one,
        skew: Skew = .zero,
        perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1),
        rotation: Quaternion = .identity
    ) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.rotation = rotation
    }

    /// The decomposition of the identity transform.
    public static let identity = TransformDecomposition()

    /// The matrix these components compose to. The rotation quaternion is normalised first
    /// (a zero quaternion counts as no rotation), so sums and scalings of decompositions,
    /// as keyframe splines make, recompose to proper rotations.
    public var transform: CATransform3D {
        let q = rotation.normalized ?? .identity
        let t = translation, p = perspective
        var matrix = CATransform3D()
        Self.compose(rotation: SIMD4(q.x, q.y, q.z, q.w), scale: scale, skew: SIMD3(skew.xy, skew.xz, skew.yz),
                     hasNoSkew: false, perspective: p,
                     fourthRow: SIMD4(t.x, t.y, t.z, t.x * p.x + t.y * p.y + t.z * p.z + p.w), into: &matrix)
        return matrix
    }

    /// `Scale · Skew · Rotation · Translation · Perspective` for a unit quaternion
    /// `(x, y, z, w)`, skew `(xy, xz, yz)` and perspective column `p`, written to
    /// `m`: the one composition of decomposed transforms (`transform` and
    /// `TransformTween` use it). `fourthRow` is `(translation, translation·p.xyz +
    /// p.w)`, which a caller whose translation and perspective do not change can
    /// compute once; with `hasNoSkew` the skew terms are left out.
    @inline(__always)
    static func compose(rotation q: SIMD4<Double>, scale s: SIMD3<Double>, skew k: SIMD3<Double>, hasNoSkew: Bool,
                        perspective p: SIMD4<Double>, fourthRow: SIMD4<Double>, into m: inout CATransform3D) {
        let xx = q.x * q.x, yy = q.y * q.y, zz = q.z * q.z
        let xy = q.x * q.y, xz = q.x * q.z, yz = q.y * q.z
        let xw = q.x * q.w, yw = q.y * q.w, zw = q.z * q.w
        // Rows of the rotation (row-vector convention), each scaled (and skewed).
        let r0 = SIMD3(1 - 2 * (yy + zz), 2 * (xy + zw), 2 * (xz - yw))
        let r1 = SIMD3(2 * (xy - zw), 1 - 2 * (xx + zz), 2 * (yz + xw))
        let r2 = SIMD3(2 * (xz + yw), 2 * (yz - xw), 1 - 2 * (xx + yy))
        let b0 = s.x * r0
        let b1 = hasNoSkew ? s.y * r1 : s.y * (r1 + k.x * r0)
        let b2 = hasNoSkew ? s.z * r2 : s.z * (r2 + k.y * r0 + k.z * r1)
        m.m11 = b0.x; m.m12 = b0.y; m.m13 = b0.z; m.m14 = b0.x * p.x + b0.y * p.y + b0.z * p.z
        m.m21 = b1.x; m.m22 = b1.y; m.m23 = b1.z; m.m24 = b1.x * p.x + b1.y * p.y + b1.z * p.z
        m.m31 = b2.x; m.m32 = b2.y; m.m33 = b2.z; m.m34 = b2.x * p.x + b2.y * p.y + b2.z * p.z
        m.m41 = fourthRow.x; m.m42 = fourthRow.y; m.m43 = fourthRow.z; m.m44 = fourthRow.w
    }

    /// This decomposition with its rotation quaternion negated if that brings it into the
    /// same hemisphere as `other`'s (a non-negative dot product). `q` and `−q` are the same
    /// rotation, but component-wise arithmetic (keyframe splines through several
    /// decompositions) needs neighbouring quaternions aligned to take the short way round.
    public func rotationAligned(with other: TransformDecomposition) -> TransformDecomposition {
        guard rotation.dot(other.rotation) < 0 else { return self }
        var aligned = self
        aligned.rotation = rotation.negated
        return aligned
    }
}
