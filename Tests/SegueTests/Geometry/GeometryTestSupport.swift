import Foundation
@testable import Segue

/// Helpers shared by the geometry tests.
enum GeometryTestSupport {
    /// The sixteen entries of a transform, row by row.
    static func entries(_ t: CATransform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
         t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) }
    }

    /// The transform with the given sixteen entries, row by row.
    static func transform(_ e: [Double]) -> CATransform3D {
        precondition(e.count == 16)
        let c = e.map { CGFloat($0) }
        return CATransform3D(
            m11: c[0], m12: c[1], m13: c[2], m14: c[3],
            m21: c[4], m22: c[5], m23: c[6], m24: c[7],
            m31: c[8], m32: c[9], m33: c[10], m34: c[11],
            m41: c[12], m42: c[13], m43: c[14], m44: c[15]
        )
    }

    /// The largest absolute difference between corresponding entries.
    static func maxDifference(_ a: CATransform3D, _ b: CATransform3D) -> Double {
        zip(entries(a), entries(b)).map { abs($0 - $1) }.max()!
    }

    /// Whether two transforms agree entry by entry within `tolerance`.
    static func isClose(_ a: CATransform3D, _ b: CATransform3D, tolerance: Double = 1e-9) -> Bool {
        maxDifference(a, b) <= tolerance
    }

    /// Whether every entry is finite.
    static func isFinite(_ t: CATransform3D) -> Bool {
        entries(t).allSatisfy(\.isFinite)
    }

    /// The textbook product of two 4×4 matrices, by loops, as a reference.
    static func referenceProduct(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
        let x = entries(a), y = entries(b)
        var result = [Double](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                for k in 0..<4 {
                    result[row * 4 + column] += x[row * 4 + k] * y[k * 4 + column]
                }
            }
        }
        return transform(result)
    }

    /// A perspective transform with `m34 = −1/distance`.
    static func perspective(_ distance: Double) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = CGFloat(-1 / distance)
        return t
    }

    /// The skew matrix of ``TransformDecomposition``: identity with m21 = xy, m31 = xz, m32 = yz.
    static func skew(xy: Double, xz: Double, yz: Double) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m21 = CGFloat(xy)
        t.m31 = CGFloat(xz)
        t.m32 = CGFloat(yz)
        return t
    }

    /// `Concat` of several transforms, the first acting first.
    static func chain(_ transforms: CATransform3D...) -> CATransform3D {
        transforms.dropFirst().reduce(transforms[0]) { CATransform3DConcat($0, $1) }
    }

    /// Whether two quaternions are the same rotation within `tolerance` (q and −q agree).
    static func sameRotation(
        _ a: TransformDecomposition.Quaternion, _ b: TransformDecomposition.Quaternion, tolerance: Double = 1e-9
    ) -> Bool {
        let same = max(abs(a.x - b.x), abs(a.y - b.y), abs(a.z - b.z), abs(a.w - b.w))
        let opposite = max(abs(a.x + b.x), abs(a.y + b.y), abs(a.z + b.z), abs(a.w + b.w))
        return min(same, opposite) <= tolerance
    }
}

