import Foundation

// Comparing, multiplying and inverting transforms, and converting to and from 2D affine
// transforms, with Core Animation's names, labels and argument order.

/// Whether `t` is exactly the identity, as Core Animation's `CATransform3DIsIdentity`
/// (`CATransform3DEqualToTransform(t, CATransform3DIdentity)`, each row compared with
/// the identity's row as a constant).
@inlinable @inline(__always) public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    withUnsafeBytes(of: t) { t in
        @inline(__always) func row(_ offset: Int, _ identity: SIMD4<Double>) -> SIMDMask<SIMD4<Int64>> {
            t.loadUnaligned(fromByteOffset: offset, as: SIMD4<Double>.self) .== identity
        }
        return all(row(0, SIMD4(1, 0, 0, 0)) .& row(32, SIMD4(0, 1, 0, 0))
                   .& row(64, SIMD4(0, 0, 1, 0)) .& row(96, SIMD4(0, 0, 0, 1)))
    }
}

/// Whether every entry of `a` equals the corresponding entry of `b`, as Core Animation's
/// `CATransform3DEqualToTransform` (exact IEEE comparison, no tolerance: −0 equals 0, a
/// NaN entry equals nothing). Compared a row at a time, not with a branch per entry: a
/// tick asks `CATransform3DIsIdentity` for every layer an animation sets a transform
/// field of.
@inlinable public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    // The entries are sixteen CGFloats (Doubles) stored in row order, m11 first
    // (`CATransform3DAlgebraTests.equalityIsExactEntryByEntry` checks every entry).
    withUnsafeBytes(of: a) { a in
        withUnsafeBytes(of: b) { b in
            @inline(__always) func row(_ offset: Int) -> SIMDMask<SIMD4<Int64>> {
                a.loadUnaligned(fromByteOffset: offset, as: SIMD4<Double>.self)
                    .== b.loadUnaligned(fromByteOffset: offset, as: SIMD4<Double>.self)
            }
            return all(row(0) .& row(32) .& row(64) .& row(96))
        }
    }
}

/// The product `a·b`, as Core Animation's `CATransform3DConcat`: a point is transformed by
/// `a` first, then by `b`.
@inlinable public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(
        m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
        m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
        m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
        m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
        m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
        m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
        m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
        m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
        m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
        m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
        m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
        m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
        m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
        m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
        m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
        m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44
    )
}

/// The inverse of `t`, as Core Animation's `CATransform3DInvert`. Like Core Animation, a
/// matrix without an inverse (determinant exactly 0, such as a zero scale) is returned
/// unchanged; that is the documented result, so Segue reports no diagnostic for it. A matrix
/// whose inverse would overflow, or that has non-finite entries, is also returned unchanged.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    let a00 = t.m11, a01 = t.m12, a02 = t.m13, a03 = t.m14
    let a10 = t.m21, a11 = t.m22, a12 = t.m23, a13 = t.m24
    let a20 = t.m31, a21 = t.m32, a22 = t.m33, a23 = t.m34
    let a30 = t.m41, a31 = t.m42, a32 = t.m43, a33 = t.m44

    // 2×2 minors of the top two rows and of the bottom two rows (Laplace expansion).
    let s0 = a00 * a11 - a10 * a01
    let s1 = a00 * a12 - a10 * a02
    let s2 = a00 * a13 - a10 * a03
    let s3 = a01 * a12 - a11 * a02
    let s4 = a01 * a13 - a11 * a03
    let s5 = a02 * a13 - a12 * a03
    let c5 = a22 * a33 - a32 * a23
    let c4 = a21 * a33 - a31 * a23
    let c3 = a21 * a32 - a31 * a22
    let c2 = a20 * a33 - a30 * a23
    let c1 = a20 * a32 - a30 * a22
    let c0 = a20 * a31 - a30 * a21

    let determinant = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    guard determinant != 0, determinant.isFinite else { return t }
    let r = 1 / determinant

    let inverse = CATransform3D(
        m11: (a11 * c5 - a12 * c4 + a13 * c3) * r,
        m12: (-a01 * c5 + a02 * c4 - a03 * c3) * r,
        m13: (a31 * s5 - a32 * s4 + a33 * s3) * r,
        m14: (-a21 * s5 + a22 * s4 - a23 * s3) * r,
        m21: (-a10 * c5 + a12 * c2 - a13 * c1) * r,
        m22: (a00 * c5 - a02 * c2 + a03 * c1) * r,
        m23: (-a30 * s5 + a32 * s2 - a33 * s1) * r,
        m24: (a20 * s5 - a22 * s2 + a23 * s1) * r,
        m31: (a10 * c4 - a11 * c2 + a13 * c0) * r,
        m32: (-a00 * c4 + a01 * c2 - a03 * c0) * r,
        m33: (a30 * s4 - a31 * s2 + a33 * s0) * r,
        m34: (-a20 * s4 + a21 * s2 - a23 * s0) * r,
        m41: (-a10 * c3 + a11 * c1 - a12 * c0) * r,
        m42: (a00 * c3 - a01 * c1 + a02 * c0) * r,
        m43: (-a30 * s3 + a31 * s1 - a32 * s0) * r,
        m44: (a20 * s3 - a21 * s1 + a22 * s0) * r
    )
    return inverse.hasOnlyFiniteEntries ? inverse : t
}

/// Whether `t` only acts in the x–y plane and so maps exactly to a `CGAffineTransform`, as
/// Core Animation's `CATransform3DIsAffine`: `m13, m14, m23, m24, m31, m32, m34, m43` are 0
/// and `m33, m44` are 1.
@inlinable public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The 3D transform equivalent to the affine transform `m`, as Core Animation's
/// `CATransform3DMakeAffineTransform`: `m11 = a, m12 = b, m21 = c, m22 = d, m41 = tx,
/// m42 = ty`, identity elsewhere.
@inlinable public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0,
        m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1
    )
}

/// The affine part of `t`, as Core Animation's `CATransform3DGetAffineTransform`:
/// `(a, b, c, d, tx, ty) = (m11, m12, m21, m22, m41, m42)`. The other entries are ignored,
/// so the result is only equivalent when ``CATransform3DIsAffine(_:)`` is true.
@inlinable public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
