import Foundation

/// A projective map of the plane, a 3×3 matrix acting on (x, y, w) row vectors:
/// what a layer's 4×4 matrix does to points of its own plane (z = 0) once the
/// result is flattened into the superlayer's plane, as Core Animation flattens.
///
/// Taking rows and columns 1, 2 and 4 of each level's matrix composes exactly with
/// flattening, so a chain of levels is a product of these.
struct PlaneHomography: Sendable {
    var m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    static let identity = PlaneHomography(m: (1, 0, 0, 0, 1, 0, 0, 0, 1))

    /// The plane part of a 4×4 transform (rows and columns x, y, w).
    init(_ t: CATransform3D) {
        m = (Double(t.m11), Double(t.m12), Double(t.m14),
             Double(t.m21), Double(t.m22), Double(t.m24),
             Double(t.m41), Double(t.m42), Double(t.m44))
    }

    init(m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)) {
        self.m = m
    }

    /// `self` then `other`.
    func concatenating(_ other: PlaneHomography) -> PlaneHomography {
        let a = m, b = other.m
        return PlaneHomography(m: (
            a.0 * b.0 + a.1 * b.3 + a.2 * b.6, a.0 * b.1 + a.1 * b.4 + a.2 * b.7, a.0 * b.2 + a.1 * b.5 + a.2 * b.8,
            a.3 * b.0 + a.4 * b.3 + a.5 * b.6, a.3 * b.1 + a.4 * b.4 + a.5 * b.7, a.3 * b.2 + a.4 * b.5 + a.5 * b.8,
            a.6 * b.0 + a.7 * b.3 + a.8 * b.6, a.6 * b.1 + a.7 * b.4 + a.8 * b.7, a.6 * b.2 + a.7 * b.5 + a.8 * b.8))
    }

    /// The inverse, or nil when the map is singular (a layer seen edge-on).
    var inverted: PlaneHomography? {
        let (a, b, c, d, e, f, g, h, i) = m
        let co0 = e * i - f * h, co1 = -(d * i - f * g), co2 = d * h - e * g
        let det = a * co0 + b * co1 + c * co2
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let s = 1 / det
        return PlaneHomography(m: (
            co0 * s, -(b * i - c * h) * s, (b * f - c * e) * s,
            co1 * s, (a * i - c * g) * s, -(a * f - c * d) * s,
            co2 * s, -(a * h - b * g) * s, (a * e - b * d) * s))
    }

    /// Maps a point (with the perspective divide); nil when it lands at infinity.
    func apply(_ p: CGPoint) -> CGPoint? {
        let x = Double(p.x), y = Double(p.y)
        let w = x * m.2 + y * m.5 + m.8
        guard abs(w) > 1e-12 else { return nil }
        return CGPoint(x: (x * m.0 + y * m.3 + m.6) / w, y: (x * m.1 + y * m.4 + m.7) / w)
    }
}
