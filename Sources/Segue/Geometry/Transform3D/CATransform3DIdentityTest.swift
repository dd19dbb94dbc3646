/// Whether `t` is exactly the identity: what `CATransform3DIsIdentity` answers (the
/// same IEEE comparison of all sixteen entries, so −0 counts as 0 and a NaN entry is
/// never equal), compared a row at a time instead of with a branch per entry
/// (Segue, internal: a tick asks it for every layer whose animation sets a field of
/// its transform, usually about the identity).
@inline(__always)
func CATransform3DIsExactlyIdentity(_ t: CATransform3D) -> Bool {
    withUnsafeBytes(of: t) { raw in
        // The entries are sixteen CGFloats (Doubles) in row order, m11 first.
        let row1 = raw.loadUnaligned(fromByteOffset: 0, as: SIMD4<Double>.self)
        let row2 = raw.loadUnaligned(fromByteOffset: 32, as: SIMD4<Double>.self)
        let row3 = raw.loadUnaligned(fromByteOffset: 64, as: SIMD4<Double>.self)
        let row4 = raw.loadUnaligned(fromByteOffset: 96, as: SIMD4<Double>.self)
        let equal = (row1 .== SIMD4(1, 0, 0, 0)) .& (row2 .== SIMD4(0, 1, 0, 0))
            .& (row3 .== SIMD4(0, 0, 1, 0)) .& (row4 .== SIMD4(0, 0, 0, 1))
        return all(equal)
    }
}
