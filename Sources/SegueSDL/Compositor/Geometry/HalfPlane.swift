/// A half-plane of a layer's own plane (Segue internal): the points where
/// `a·x + b·y + c ≥ 0`.
///
/// The compositor's clip planes — a masking ancestor's edges, "w > ε" (in front of
/// the eye) for every plane the layer is flattened into, the viewport's guard band —
/// are homogeneous planes of some ancestor's space. Pulled back through the matrix
/// chain into the drawing layer's plane (where every point has w = 1) they become
/// exactly these half-planes, so clipping in the layer's plane is the same as
/// clipping in the ancestor's plane, with texture coordinates still affine.
struct HalfPlane: Sendable, Equatable {
    var a: Double
    var b: Double
    var c: Double
    /// An identical half-plane (bit for bit) comes earlier in the same layer's
    /// list of planes, so a polygon that one found entirely inside, and that no
    /// plane has clipped since, is entirely inside this one too: the walk skips
    /// the test then. (An ancestor's "in front of the eye" planes repeat once per
    /// flattening ancestor that an affine matrix separates.)
    var repeatsEarlierPlane = false

    init(a: Double, b: Double, c: Double) {
        self.a = a
        self.b = b
        self.c = c
    }

    /// The half-plane `p·coefficients ≥ threshold` of a homogeneous plane, for
    /// points (x, y, 0, 1).
    init(homogeneous coefficients: SIMD4<Double>, threshold: Double) {
        self.init(a: coefficients.x, b: coefficients.y, c: coefficients.w - threshold)
    }

    /// The signed value at a point; ≥ 0 inside.
    @inline(__always)
    func value(_ x: Double, _ y: Double) -> Double { a * x + b * y + c }

    /// True when the plane does not depend on the position (a = b = 0): then it
    /// holds everywhere or nowhere.
    var isConstant: Bool { a == 0 && b == 0 }
}
