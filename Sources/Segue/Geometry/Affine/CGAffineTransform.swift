import Foundation

/// A 2D affine transform, as Core Graphics defines it (Foundation on Linux has none).
///
/// The matrix is
/// ```
/// | a   b   0 |
/// | c   d   0 |
/// | tx  ty  1 |
/// ```
/// and a point is a row vector multiplied on the left: `x' = a·x + c·y + tx`,
/// `y' = b·x + d·y + ty`. The names, labels and behaviour follow Apple's Swift API for
/// `CGAffineTransform`, including its quirks:
/// - `CGAffineTransform()` is all zeros (the imported C struct's zero initialiser), not the
///   identity. Use ``identity``.
/// - ``inverted()`` returns the transform unchanged when it is singular.
/// - ``rotated(by:)``, ``scaledBy(x:y:)`` and ``translatedBy(x:y:)`` put the new operation
///   *before* the receiver (it acts in the receiver's local space), like
///   `CGAffineTransformRotate` and friends.
///
/// `Codable` uses Apple's archive format: an unkeyed list `[a, b, c, d, tx, ty]`.
public struct CGAffineTransform: Sendable, Hashable {
    /// The entry at row 1, column 1: the x-axis image's x component.
    public var a: CGFloat
    /// The entry at row 1, column 2: the x-axis image's y component.
    public var b: CGFloat
    /// The entry at row 2, column 1: the y-axis image's x component.
    public var c: CGFloat
    /// The entry at row 2, column 2: the y-axis image's y component.
    public var d: CGFloat
    /// The horizontal translation (row 3, column 1).
    public var tx: CGFloat
    /// The vertical translation (row 3, column 2).
    public var ty: CGFloat

    /// The all-zero transform, as Apple's `CGAffineTransform()` is (the C struct zero
    /// initialiser). It maps every point to the origin; use ``identity`` for "no transform".
    @inlinable public init() {
        a = 0; b = 0; c = 0; d = 0; tx = 0; ty = 0
    }

    /// The transform with the given matrix entries, as `CGAffineTransformMake`.
    @inlinable public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// A rotation by `angle` radians, as `CGAffineTransformMakeRotation`:
    /// `a = cos, b = sin, c = −sin, d = cos`. In UIKit's y-down coordinates a positive
    /// angle turns clockwise on screen.
    @inlinable public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(Foundation.cos(Double(angle)))
        let sine = CGFloat(Foundation.sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A scale by `sx` horizontally and `sy` vertically, as `CGAffineTransformMakeScale`.
    @inlinable public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translation by (`tx`, `ty`), as `CGAffineTransformMakeTranslation`.
    @inlinable public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// The identity transform, `CGAffineTransformIdentity`.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether every entry equals the identity's, as `CGAffineTransformIsIdentity`.
    @inlinable public var isIdentity: Bool {
        a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
    }

    /// The receiver followed by `t2`: the matrix product `self · t2`, as
    /// `CGAffineTransformConcat(self, t2)`. A point is transformed by `self` first.
    @inlinable public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// The inverse transform, as `CGAffineTransformInvert`. Like Core Graphics, a singular
    /// transform (determinant 0, such as a zero scale) is returned unchanged; that is the
    /// documented result, so Segue reports no diagnostic for it.
    @inlinable public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let inverse = CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant
        )
        return inverse.hasOnlyFiniteEntries ? inverse : self
    }

    /// A rotation by `angle` radians applied before the receiver, as
    /// `CGAffineTransformRotate`: `CGAffineTransform(rotationAngle: angle).concatenating(self)`.
    @inlinable public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A scale applied before the receiver, as `CGAffineTransformScale`:
    /// `CGAffineTransform(scaleX: sx, y: sy).concatenating(self)`.
    @inlinable public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: a * sx, b: b * sx, c: c * sy, d: d * sy, tx: tx, ty: ty)
    }

    /// A translation applied before the receiver (so it is measured in the receiver's local
    /// space), as `CGAffineTransformTranslate`:
    /// `CGAffineTransform(translationX: tx, y: ty).concatenating(self)`.
    @inlinable public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(
            a: a, b: b, c: c, d: d,
            tx: self.tx + tx * a + ty * c,
            ty: self.ty + tx * b + ty * d
        )
    }

    @usableFromInline var hasOnlyFiniteEntries: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }
}

extension CGAffineTransform: Codable {
    /// Decodes Apple's archive format, an unkeyed list `[a, b, c, d, tx, ty]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let a = try container.decode(CGFloat.self)
        let b = try container.decode(CGFloat.self)
        let c = try container.decode(CGFloat.self)
        let d = try container.decode(CGFloat.self)
        let tx = try container.decode(CGFloat.self)
        let ty = try container.decode(CGFloat.self)
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Encodes Apple's archive format, an unkeyed list `[a, b, c, d, tx, ty]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(a)
        try container.encode(b)
        try container.encode(c)
        try container.encode(d)
        try container.encode(tx)
        try container.encode(ty)
    }
}
