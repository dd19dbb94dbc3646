import Foundation

extension TransformDecomposition {
    /// Takes `t` apart into translation, scale, skew, perspective and rotation, so that
    /// ``transform`` recomposes `t` (up to rounding).
    ///
    /// This is the standard decomposition (Gram–Schmidt on the rows of the upper 3×3, a
    /// flip of all three scales and axes when the determinant is negative, the perspective
    /// column solved against the rest), made total for the transforms animations use:
    /// - **Zero scale decomposes.** A collapsed row (length at most 1e−12 of the largest
    ///   upper-3×3 entry, or of 1) gets scale 0 and a direction orthogonal to the other
    ///   rows, chosen so the rotation is proper and as small as the other rows allow (the
    ///   unrotated axis when nothing constrains it). Nothing divides by zero, no NaN appears,
    ///   and a 0 → 1 scale "pop in" interpolates its scale linearly.
    /// - **Segue differs from the textbook algorithm** in not dividing the matrix by `m44`
    ///   first: the perspective's `w` absorbs `m44`, so `transform` gives back `t` itself
    ///   rather than a projectively equal multiple, and a translation followed by a
    ///   perspective reads off exactly the translation and perspective that were composed.
    ///
    /// Returns `nil` only when `t` truly has no such decomposition:
    /// - `m44 == 0` (as in the standard algorithm and Core Animation);
    /// - an entry is NaN or infinite;
    /// - a collapsed row still carries a perspective entry (its perspective matrix is
    ///   singular and the perspective column can't be solved);
    /// - a row that is not collapsed depends on the rows before it (for example a rotation
    ///   about x followed by a zero z scale, `Concat(rotation, MakeScale(1, 1, 0))`):
    ///   `Scale · Skew · Rotation` can only be singular through a zero row.
    ///
    /// Interpolation falls back to element-wise matrix interpolation for such matrices
    /// (see ``TransformInterpolator``).
    public init?(_ t: CATransform3D) {
        guard t.hasOnlyFiniteEntries, t.m44 != 0 else { return nil }

        let upper = RowTriple(
            SIMD3(Double(t.m11), Double(t.m12), Double(t.m13)),
            SIMD3(Double(t.m21), Double(t.m22), Double(t.m23)),
            SIMD3(Double(t.m31), Double(t.m32), Double(t.m33))
        )
        let perspectiveColumn = SIMD3(Double(t.m14), Double(t.m24), Double(t.m34))
        let translation = SIMD3(Double(t.m41), Double(t.m42), Double(t.m43))

        let rowTolerance = Self.relativeTolerance * max(1, upper.largestMagnitude)
        let perspectiveTolerance = Self.relativeTolerance * max(1, perspectiveColumn.largestMagnitude)

        // Gram–Schmidt over the rows that are not collapsed, in order.
        var axes = RowTriple(.zero, .zero, .zero)
        var scale = SIMD3<Double>.zero
        var shear = SIMD3<Double>.zero  // (xy, xz, yz), before division by the row's scale
        var isCollapsed = SIMDMask<SIMD3<Int64>>(repeating: false)
        var orthogonalized = 0
        for i in 0..<3 {
            let row = upper[i]
            let rowLength = row.euclideanLength
            if rowLength <= rowTolerance && abs(perspectiveColumn[i]) <= perspectiveTolerance {
                isCollapsed[i] = true
                continue
            }
            var residual = row
            for j in 0..<i where !isCollapsed[j] {
                let factor = residual.dotProduct(axes[j])
                residual -= factor * axes[j]
                shear[Self.shearIndex(row: i, column: j)] = factor
            }
            let residualLength = residual.euclideanLength
            // A row that is not collapsed but lies in the span of the rows before it.
            guard residualLength > Self.relativeTolerance * rowLength else { return nil }
            scale[i] = residualLength
            axes[i] = residual / residualLength
            for j in 0..<i where !isCollapsed[j] {
                shear[Self.shearIndex(row: i, column: j)] /= residualLength
            }
            orthogonalized += 1
        }

        Self.completeFrame(&axes, isCollapsed: isCollapsed, orthogonalized: orthogonalized)

        // A coordinate-system flip: negate all three scales and axes (the standard choice).
        if axes[0].dotProduct(axes[1].crossProduct(axes[2])) < 0 {
            scale = -scale
            axes = RowTriple(-axes[0], -axes[1], -axes[2])
        }

        // Perspective: solve B·q = (m14, m24, m34) with B = Scale · Skew · Rotation, then
        // w = m44 − translation·q.
        var perspective = SIMD4<Double>(0, 0, 0, Double(t.m44))
        if perspectiveColumn != .zero {
            var scaled = SIMD3<Double>.zero  // Scale⁻¹ applied; collapsed rows carry ~0
            for i in 0..<3 where !isCollapsed[i] {
                scaled[i] = perspectiveColumn[i] / scale[i]
            }
            // Skew⁻¹ (unit lower triangular), then Rotationᵀ.
            let xy = shear[0], xz = shear[1], yz = shear[2]
            let deskewed = SIMD3(
                scaled.x,
                scaled.y - xy * scaled.x,
                scaled.z - yz * scaled.y + (xy * yz - xz) * scaled.x
            )
            let q = deskewed.x * axes[0] + deskewed.y * axes[1] + deskewed.z * axes[2]
            perspective = SIMD4(q.x, q.y, q.z, Double(t.m44) - translation.dotProduct(q))
        }

        let rotation = Self.quaternion(fromRotationRows: axes)
        let decomposition = TransformDecomposition(
            translation: translation,
            scale: scale,
            skew: Skew(xy: shear[0], xz: shear[1], yz: shear[2]),
            perspective: perspective,
            rotation: rotation
        )
        guard decomposition.hasOnlyFiniteComponents else { return nil }
        self = decomposition
    }

    /// Relative size below which a row counts as collapsed (or as dependent on the rows
    /// before it).
    static let relativeTolerance = 1e-12

    /// Where the shear of `row` against the earlier `column` is stored: xy, xz, yz.
    private static func shearIndex(row: Int, column: Int) -> Int {
        row == 1 ? 0 : (column == 0 ? 1 : 2)
    }

    /// Gives every collapsed row a unit direction orthogonal to the others so the three
    /// axes form a proper rotation.
    private static func completeFrame(
        _ axes: inout RowTriple, isCollapsed: SIMDMask<SIMD3<Int64>>, orthogonalized: Int
    ) {
        switch orthogonalized {
        case 3:
            return
        case 2:
            // The collapsed axis i completes the right-handed frame: r_i = r_(i+1) × r_(i+2).
            let i = isCollapsed[0] ? 0 : (isCollapsed[1] ? 1 : 2)
            axes[i] = axes[(i + 1) % 3].crossProduct(axes[(i + 2) % 3])
        case 1:
            // The smallest rotation that takes the unit axis e_j to the one known axis r_j
            // decides the other two.
            let j = !isCollapsed[0] ? 0 : (!isCollapsed[1] ? 1 : 2)
            let known = axes[j]
            let next = (j + 1) % 3, last = (j + 2) % 3
            var candidate = smallestRotation(from: unitAxis(j), to: known, applyingTo: unitAxis(next))
            candidate -= candidate.dotProduct(known) * known
            let candidateLength = candidate.euclideanLength
            if candidateLength > 0.5 {
                axes[next] = candidate / candidateLength
            } else {
                // Cannot happen for a proper rotation; keep a safe orthogonal choice anyway.
                axes[next] = anyUnitVector(orthogonalTo: known)
            }
            axes[last] = known.crossProduct(axes[next])
        default:
            axes = RowTriple(unitAxis(0), unitAxis(1), unitAxis(2))
        }
    }

    /// The unit vector along axis `i` (0 = x, 1 = y, 2 = z).
    private static func unitAxis(_ i: Int) -> SIMD3<Double> {
        var axis = SIMD3<Double>.zero
        axis[i] = 1
        return axis
    }

    /// A unit vector orthogonal to the unit vector `v`.
    private static func anyUnitVector(orthogonalTo v: SIMD3<Double>) -> SIMD3<Double> {
        // Cross with the unit axis least aligned with v.
        let magnitudes = SIMD3(abs(v.x), abs(v.y), abs(v.z))
        let i = magnitudes.x <= magnitudes.y ? (magnitudes.x <= magnitudes.z ? 0 : 2) : (magnitudes.y <= magnitudes.z ? 1 : 2)
        let orthogonal = v.crossProduct(unitAxis(i))
        return orthogonal / orthogonal.euclideanLength
    }

    /// `u` rotated by the smallest rotation taking the unit vector `a` to the unit vector `b`
    /// (Rodrigues' formula; a half turn about an axis orthogonal to `a` when `b ≈ −a`).
    private static func smallestRotation(
        from a: SIMD3<Double>, to b: SIMD3<Double>, applyingTo u: SIMD3<Double>
    ) -> SIMD3<Double> {
        let cosine = a.dotProduct(b)
        if cosine > -1 + 1e-9 {
            let axis = a.crossProduct(b)  // |axis| = sin of the angle
            let vu = axis.crossProduct(u)
            return u + vu + axis.crossProduct(vu) / (1 + cosine)
        }
        let halfTurnAxis = anyUnitVector(orthogonalTo: a)
        return 2 * halfTurnAxis.dotProduct(u) * halfTurnAxis - u
    }

    /// The unit quaternion of the proper rotation whose rows are `axes` (Shepperd's method:
    /// divide by the largest of the four candidate components).
    private static func quaternion(fromRotationRows axes: RowTriple) -> Quaternion {
        let m11 = axes[0].x, m12 = axes[0].y, m13 = axes[0].z
        let m21 = axes[1].x, m22 = axes[1].y, m23 = axes[1].z
        let m31 = axes[2].x, m32 = axes[2].y, m33 = axes[2].z
        let trace = m11 + m22 + m33
        var q: Quaternion
        if trace >= m11 && trace >= m22 && trace >= m33 {
            let w = 0.5 * max(1 + trace, 0).squareRoot()
            let f = 0.25 / w
            q = Quaternion(x: (m23 - m32) * f, y: (m31 - m13) * f, z: (m12 - m21) * f, w: w)
        } else if m11 >= m22 && m11 >= m33 {
            let x = 0.5 * max(1 + m11 - m22 - m33, 0).squareRoot()
            let f = 0.25 / x
            q = Quaternion(x: x, y: (m12 + m21) * f, z: (m13 + m31) * f, w: (m23 - m32) * f)
        } else if m22 >= m33 {
            let y = 0.5 * max(1 - m11 + m22 - m33, 0).squareRoot()
            let f = 0.25 / y
            q = Quaternion(x: (m12 + m21) * f, y: y, z: (m23 + m32) * f, w: (m31 - m13) * f)
        } else {
            let z = 0.5 * max(1 - m11 - m22 + m33, 0).squareRoot()
            let f = 0.25 / z
            q = Quaternion(x: (m13 + m31) * f, y: (m23 + m32) * f, z: z, w: (m12 - m21) * f)
        }
        q = q.normalized ?? .identity
        return q
    }

    /// Whether every component is finite.
    var hasOnlyFiniteComponents: Bool {
        translation.isFiniteVector && scale.isFiniteVector && perspective.isFiniteVector
            && skew.xy.isFinite && skew.xz.isFinite && skew.yz.isFinite
            && rotation.x.isFinite && rotation.y.isFinite && rotation.z.isFinite && rotation.w.isFinite
    }
}

/// Three rows of a 3×3 matrix, indexable without an array.
private struct RowTriple {
    var row0, row1, row2: SIMD3<Double>

    init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        self.row0 = row0; self.row1 = row1; self.row2 = row2
    }

    subscript(index: Int) -> SIMD3<Double> {
        get {
            switch index {
            case 0: row0
            case 1: row1
            default: row2
            }
        }
        set {
            switch index {
            case 0: row0 = newValue
            case 1: row1 = newValue
            default: row2 = newValue
            }
        }
    }

    /// The largest absolute value of the nine entries.
    var largestMagnitude: Double {
        max(row0.largestMagnitude, row1.largestMagnitude, row2.largestMagnitude)
    }
}

fileprivate extension SIMD3 where Scalar == Double {
    /// The dot product.
    func dotProduct(_ other: SIMD3<Double>) -> Double { (self * other).sum() }

    /// The cross product `self × other`.
    func crossProduct(_ other: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(y * other.z - z * other.y, z * other.x - x * other.z, x * other.y - y * other.x)
    }

    /// The Euclidean length, computed without overflow or underflow for any finite vector.
    var euclideanLength: Double {
        let largest = largestMagnitude
        guard largest > 0, largest.isFinite else { return largest }
        let scaled = self / largest
        return largest * scaled.dotProduct(scaled).squareRoot()
    }

    /// The largest absolute component.
    var largestMagnitude: Double { Swift.max(abs(x), abs(y), abs(z)) }

    /// Whether every component is finite.
    var isFiniteVector: Bool { x.isFinite && y.isFinite && z.isFinite }
}

fileprivate extension SIMD4 where Scalar == Double {
    /// Whether every component is finite.
    var isFiniteVector: Bool { x.isFinite && y.isFinite && z.isFinite && w.isFinite }
}
