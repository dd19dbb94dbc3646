import Foundation

/// A 4×4 homogeneous transform, as Core Animation defines it.
///
/// Core Animation's convention, which Segue follows: a point is the row vector
/// `(x, y, z, 1)` multiplied on the **left**, so
/// `x' = x·m11 + y·m21 + z·m31 + m41` and so on. Translation sits in `m41…m43`;
/// perspective in the fourth column, most often `m34 = −1/d` for an eye at distance `d`
/// (`−1/500` is the classic value). `CATransform3DConcat(a, b)` is the product `a·b`,
/// so `a` acts first.
///
/// As with Apple's imported C struct:
/// - `CATransform3D()` is **all zeros**, not the identity; use ``CATransform3DIdentity``.
/// - The type is not `Equatable` (compare with ``CATransform3DEqualToTransform(_:_:)``);
///   iOS code often declares that conformance itself, and Segue must not clash with it.
///
/// Segue adds `Sendable`, `Codable` (an unkeyed list of the sixteen entries in row order,
/// `m11, m12, …, m44`) and `Interpolatable` (by decomposition; see ``TransformInterpolator``).
public struct CATransform3D: Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4 (x's contribution to w).
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4 (y's contribution to w).
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3.
    public var m33: CGFloat
    /// Row 3, column 4 (z's contribution to w): the perspective entry, e.g. `−1/500`.
    public var m34: CGFloat
    /// Row 4, column 1: the x translation.
    public var m41: CGFloat
    /// Row 4, column 2: the y translation.
    public var m42: CGFloat
    /// Row 4, column 3: the z translation.
    public var m43: CGFloat
    /// Row 4, column 4: the homogeneous scale, 1 for every affine transform.
    public var m44: CGFloat

    /// The all-zero matrix, exactly as Apple's `CATransform3D()` (the C struct's zero
    /// initialiser). It is **not** the identity: use ``CATransform3DIdentity``.
    @inlinable public init() {
        m11 = 0; m12 = 0; m13 = 0; m14 = 0
        m21 = 0; m22 = 0; m23 = 0; m24 = 0
        m31 = 0; m32 = 0; m33 = 0; m34 = 0
        m41 = 0; m42 = 0; m43 = 0; m44 = 0
    }

    /// The matrix with the given entries, in Apple's label order (row by row).
    @inlinable public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// Whether every entry is finite (no NaN, no infinity).
    @usableFromInline var hasOnlyFiniteEntries: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }
}

/// The identity transform, as Core Animation's `CATransform3DIdentity`.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1
)

extension CATransform3D: Codable {
    /// Decodes an unkeyed list of the sixteen entries in row order (`m11, m12, …, m44`).
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        m11 = try container.decode(CGFloat.self)
        m12 = try container.decode(CGFloat.self)
        m13 = try container.decode(CGFloat.self)
        m14 = try container.decode(CGFloat.self)
        m21 = try container.decode(CGFloat.self)
        m22 = try container.decode(CGFloat.self)
        m23 = try container.decode(CGFloat.self)
        m24 = try container.decode(CGFloat.self)
        m31 = try container.decode(CGFloat.self)
        m32 = try container.decode(CGFloat.self)
        m33 = try container.decode(CGFloat.self)
        m34 = try container.decode(CGFloat.self)
        m41 = try container.decode(CGFloat.self)
        m42 = try container.decode(CGFloat.self)
        m43 = try container.decode(CGFloat.self)
        m44 = try container.decode(CGFloat.self)
    }

    /// Encodes an unkeyed list of the sixteen entries in row order (`m11, m12, …, m44`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for entry in [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] {
            try container.encode(entry)
        }
    }
}
