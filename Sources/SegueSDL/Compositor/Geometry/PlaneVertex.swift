/// A vertex of a polygon in a layer's own plane (Segue internal): local bounds
/// coordinates `x`, `y` (z is 0 in the layer's plane) and texture coordinates
/// `u`, `v` in 0…1. Clipping interpolates all four linearly, which is exact here:
/// texture coordinates are affine in the layer's own plane.
struct PlaneVertex: Sendable, Equatable {
    var x: Double
    var y: Double
    var u: Double
    var v: Double

    init(x: Double, y: Double, u: Double = 0, v: Double = 0) {
        self.x = x
        self.y = y
        self.u = u
        self.v = v
    }

    /// The point `t` of the way from `a` to `b`.
    @inline(__always)
    static func lerp(_ a: PlaneVertex, _ b: PlaneVertex, _ t: Double) -> PlaneVertex {
        PlaneVertex(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t,
                    u: a.u + (b.u - a.u) * t, v: a.v + (b.v - a.v) * t)
    }
}
