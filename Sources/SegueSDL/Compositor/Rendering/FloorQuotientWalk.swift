/// ⌊(n + k·s) / d⌋ for k = 0, 1, 2, … walked exactly in integers (Segue internal):
/// one division to start, then an addition and a comparison a step (a DDA).
///
/// The compositor's rasteriser walks two things this way, both as SDL's software
/// renderer computes them with a division per row or per pixel: where an edge
/// bounds each row (``PixelCentreEdge``), and which texel each pixel of a
/// triangle copies (``NearestTexelTriangle``).
struct FloorQuotientWalk {
    /// ⌊(n + k·s) / d⌋ at the current step.
    private(set) var quotient: Int
    /// (n + k·s) − quotient·d, in 0 ..< d.
    private var remainder: Int
    private let denominator: Int
    private let stepQuotient: Int
    private let stepRemainder: Int

    /// The walk of ⌊(`numerator` + k·`step`) / `denominator`⌋ from k = 0
    /// (`denominator` > 0; |`numerator`| and |`step`| below 2⁵³).
    init(numerator: Int, step: Int, denominator: Int) {
        precondition(denominator > 0, "a quotient walk needs a positive denominator")
        self.denominator = denominator
        (quotient, remainder) = Self.floorDivision(numerator, denominator)
        (stepQuotient, stepRemainder) = Self.floorDivision(step, denominator)
    }

    /// Moves to the next step.
    @inline(__always)
    mutating func advance() {
        quotient &+= stepQuotient
        remainder &+= stepRemainder
        if remainder >= denominator {
            remainder &-= denominator
            quotient &+= 1
        }
    }

    /// ⌊n / d⌋ and the remainder in 0 ..< d (d > 0; |n| < 2⁵³). Estimated in
    /// floating point — an integer division costs tens of cycles, and a frame sets
    /// up thousands of triangles — then settled exactly.
    static func floorDivision(_ n: Int, _ d: Int) -> (quotient: Int, remainder: Int) {
        var q = Int(Double(n) / Double(d))
        var r = n &- q &* d
        while r < 0 { q -= 1; r &+= d }
        while r >= d { q += 1; r &-= d }
        return (q, r)
    }
}
