/// Eight Bézier timing curves solved side by side: the per-tick form of
/// `UnitBezier.solve(_:)` for an `AnimationArena`, whose running animations on
/// Bézier curves are grouped eight to a block.
///
/// Each lane runs exactly the scalar solver's Newton iterations (the same operations
/// in the same order, so the same bits), all lanes at once, until every lane has
/// settled; a lane the scalar solver would finish by bisection (a flat slope, or no
/// convergence in eight steps) is marked, and `UnitBezier.solve(_:)` itself computes
/// it. Unused lanes have zero coefficients; given x = 0 they settle at once.
struct UnitBezierLanes: Sendable {
    /// Lanes per block.
    static let width = 8
    typealias Vector = SIMD8<Double>
    typealias Mask = SIMDMask<SIMD8<Int64>>

    // x(t) = ((ax·t + bx)·t + cx)·t and y(t) likewise, per lane (zero in unused lanes).
    private var ax = Vector(), bx = Vector(), cx = Vector()
    private var ay = Vector(), by = Vector(), cy = Vector()
    // dx/dt = (3ax·t + 2bx)·t + cx: 3ax and 2bx kept as such (the same products the
    // scalar solver forms).
    private var ax3 = Vector(), bx2 = Vector()

    /// Puts a curve in a lane.
    mutating func set(_ curve: UnitBezier, lane: Int) {
        ax[lane] = curve.ax; bx[lane] = curve.bx; cx[lane] = curve.cx
        ax3[lane] = 3 * curve.ax; bx2[lane] = 2 * curve.bx
        ay[lane] = curve.ay; by[lane] = curve.by; cy[lane] = curve.cy
    }

    /// Solves every lane for its fraction of the duration in `x`: the progress per
    /// lane, and the lanes whose answer needs the scalar solver instead (their `y`
    /// is meaningless). Unused lanes should have x = 0.
    @inline(__always)
    func solve(_ x: Vector, epsilon: Double = UnitBezier.defaultEpsilon) -> (y: Vector, needsScalar: Mask) {
        let below = .!(x .> 0)
        let above = x .>= 1
        var settled = below .| above
        var needsScalar = Mask(repeating: false)
        var t = x
        for _ in 0..<8 {
            let error = ((ax * t + bx) * t + cx) * t - x
            settled .|= Self.magnitude(error) .< epsilon
            let moving = .!settled
            guard Self.anyLane(moving) else { break }
            let slope = (ax3 * t + bx2) * t + cx
            let flat = moving .& (Self.magnitude(slope) .< 1e-6)
            needsScalar .|= flat
            settled .|= flat
            t.replace(with: t - error / slope, where: moving .& .!flat)
        }
        needsScalar .|= .!settled
        var result = ((ay * t + by) * t + cy) * t
        result.replace(with: 1, where: above)
        result.replace(with: 0, where: below)
        return (result, needsScalar)
    }

    /// Whether any lane of a mask is set (the standard library's `any` reduces
    /// lane by lane through a call; this stays in vector registers).
    @inline(__always)
    static func anyLane(_ mask: Mask) -> Bool {
        let flags = Vector().replacing(with: 1, where: mask)
        let quarters = flags.lowHalf + flags.highHalf
        let halves = quarters.lowHalf + quarters.highHalf
        return halves.x + halves.y > 0
    }

    /// |v| per lane (NaN stays NaN, so it never counts as small).
    @inline(__always)
    private static func magnitude(_ v: Vector) -> Vector {
        v.replacing(with: -v, where: v .< 0)
    }
}
