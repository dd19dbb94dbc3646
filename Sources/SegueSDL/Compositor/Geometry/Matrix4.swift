import Foundation
import Segue

/// A 4×4 matrix in Core Animation's row-vector convention, stored as four SIMD rows
/// of `Double` for the compositor's inner loops (Segue internal).
///
/// A point is the row vector `(x, y, z, w)` multiplied on the left, exactly as
/// `CATransform3D` defines it, so `a * b` is "`a`, then `b`", the product
/// `CATransform3DConcat(a, b)` computes. A clip plane is a column vector `c`: the
/// plane's value at a point `p` is `p·c`, so a plane known in the space a matrix `m`
/// maps into is pulled back into the matrix's source space as `m·c`
/// (``applied(toColumn:)``).
struct Matrix4: Sendable {
    var r0: SIMD4<Double>
    var r1: SIMD4<Double>
    var r2: SIMD4<Double>
    var r3: SIMD4<Double>

    init(r0: SIMD4<Double>, r1: SIMD4<Double>, r2: SIMD4<Double>, r3: SIMD4<Double>) {
        self.r0 = r0
        self.r1 = r1
        self.r2 = r2
        self.r3 = r3
    }

    /// The same matrix as a `CATransform3D` (entry `mIJ` is row I, column J).
    init(_ t: CATransform3D) {
        r0 = SIMD4(Double(t.m11), Double(t.m12), Double(t.m13), Double(t.m14))
        r1 = SIMD4(Double(t.m21), Double(t.m22), Double(t.m23), Double(t.m24))
        r2 = SIMD4(Double(t.m31), Double(t.m32), Double(t.m33), Double(t.m34))
        r3 = SIMD4(Double(t.m41), Double(t.m42), Double(t.m43), Double(t.m44))
    }

    /// The same matrix as a `CATransform3D` (the inverse of `init(_:)`, exactly).
    var transform3D: CATransform3D {
        CATransform3D(m11: r0.x, m12: r0.y, m13: r0.z, m14: r0.w,
                      m21: r1.x, m22: r1.y, m23: r1.z, m24: r1.w,
                      m31: r2.x, m32: r2.y, m33: r2.z, m34: r2.w,
                      m41: r3.x, m42: r3.y, m43: r3.z, m44: r3.w)
    }

    /// Whether every entry is the identity's (a zero of either sign counts as 0).
    var isIdentity: Bool {
        r0 == SIMD4(1, 0, 0, 0) && r1 == SIMD4(0, 1, 0, 0) && r2 == SIMD4(0, 0, 1, 0) && r3 == SIMD4(0, 0, 0, 1)
    }

    static let identity = Matrix4(r0: SIMD4(1, 0, 0, 0), r1: SIMD4(0, 1, 0, 0),
                                  r2: SIMD4(0, 0, 1, 0), r3: SIMD4(0, 0, 0, 1))

    /// A translation by (x, y, z).
    static func translation(_ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
        Matrix4(r0: SIMD4(1, 0, 0, 0), r1: SIMD4(0, 1, 0, 0), r2: SIMD4(0, 0, 1, 0), r3: SIMD4(x, y, z, 1))
    }

    /// A scale by (x, y, z).
    static func scale(_ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
        Matrix4(r0: SIMD4(x, 0, 0, 0), r1: SIMD4(0, y, 0, 0), r2: SIMD4(0, 0, z, 0), r3: SIMD4(0, 0, 0, 1))
    }

    /// `a` then `b` (the matrix product a·b). (Inlined: the walk makes a few per
    /// layer, and a call passes both matrices through memory.)
    @inline(__always)
    static func * (a: Matrix4, b: Matrix4) -> Matrix4 {
        Matrix4(r0: b.transform(a.r0), r1: b.transform(a.r1), r2: b.transform(a.r2), r3: b.transform(a.r3))
    }

    /// The row vector `p` times this matrix: where the homogeneous point `p` goes.
    @inline(__always)
    func transform(_ p: SIMD4<Double>) -> SIMD4<Double> {
        p.x * r0 + p.y * r1 + p.z * r2 + p.w * r3
    }

    /// This matrix times the column vector `c`: a plane `c` of the target space
    /// pulled back into the source space.
    @inline(__always)
    func applied(toColumn c: SIMD4<Double>) -> SIMD4<Double> {
        SIMD4((r0 * c).sum(), (r1 * c).sum(), (r2 * c).sum(), (r3 * c).sum())
    }

    /// The matrix followed by the flattening projection onto z = 0 (z dropped,
    /// x, y and w kept): the third column zeroed. This is how a layer flattens its
    /// sublayers into its own plane.
    var flattenedOutput: Matrix4 {
        var m = self
        m.r0.z = 0
        m.r1.z = 0
        m.r2.z = 0
        m.r3.z = 0
        return m
    }

    /// The flattening projection followed by the matrix: the third row zeroed (an
    /// input's z no longer matters).
    var flattenedInput: Matrix4 {
        var m = self
        m.r2 = .zero
        return m
    }

    /// The determinant of the 3×3 map from a plane's (x, y, 1) to (x′, y′, w′)
    /// (rows 1, 2, 4 and columns 1, 2, 4). Its sign is the orientation of the
    /// plane's image wherever w′ > 0: negative means the plane is seen from behind.
    @inline(__always)
    var planarDeterminant: Double {
        Self.planarDeterminant(r0: r0, r1: r1, r3: r3)
    }

    /// `planarDeterminant` of the matrix with rows `r0`, `r1`, `r3` (its third row
    /// is not read): for `(a * b).planarDeterminant` without making the product's
    /// third row, pass `b.transform(a.r0)`, `b.transform(a.r1)`, `b.transform(a.r3)`.
    @inline(__always)
    static func planarDeterminant(r0: SIMD4<Double>, r1: SIMD4<Double>, r3: SIMD4<Double>) -> Double {
        let a = SIMD3(r0.x, r0.y, r0.w)
        let b = SIMD3(r1.x, r1.y, r1.w)
        let c = SIMD3(r3.x, r3.y, r3.w)
        return a.x * (b.y * c.z - b.z * c.y) - a.y * (b.x * c.z - b.z * c.x) + a.z * (b.x * c.y - b.y * c.x)
    }

    /// The z and w of `transform(SIMD4(x, y, z, 1))`, each lane computed with the
    /// same operations in the same order (for a depth, where x and y are not read).
    @inline(__always)
    func transformedDepth(x: Double, y: Double, z: Double) -> SIMD2<Double> {
        x * SIMD2(r0.z, r0.w) + y * SIMD2(r1.z, r1.w) + z * SIMD2(r2.z, r2.w) + 1 * SIMD2(r3.z, r3.w)
    }

    /// True when every entry is finite. (A NaN or an infinity in a column makes
    /// that column's sum NaN or infinite, so one sum per column is enough.)
    @inline(__always)
    var isFinite: Bool {
        let sum = r0 + r1 + r2 + r3
        return sum.x.isFinite && sum.y.isFinite && sum.z.isFinite && sum.w.isFinite
    }
}
