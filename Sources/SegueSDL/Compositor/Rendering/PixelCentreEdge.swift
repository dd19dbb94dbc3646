/// One edge of a triangle whose vertices are whole pixels, as the rasteriser of
/// `TransformedTextureResampler` tests pixel centres against it (Segue internal).
///
/// The edge function of the edge from `u` to `v`, (v.x − u.x)(y − u.y) −
/// (v.y − u.y)(x − u.x), is positive inside a triangle wound counter-clockwise in
/// y-down terms. At pixel centres (x + ½, y + ½) twice its value is an integer, so
/// here it is kept exact, in integers, as `a·X + b·Y + c` with X = 2x + 1 and
/// Y = 2y + 1. A centre exactly on the edge belongs to the triangle only when the
/// edge is a top or a left edge (the top-left rule, so two triangles sharing an
/// edge never both take a pixel); for the other edges `c` is lowered by one, so
/// "inside" is always `value ≥ 0`.
struct PixelCentreEdge: Equatable {
    var a: Int
    var b: Int
    var c: Int
    /// 1 / a (0 for a level edge), for estimating where a row crosses the edge.
    var inverseA: Double

    /// The edge from `u` to `v` (whole pixels).
    init(from u: (x: Int, y: Int), to v: (x: Int, y: Int)) {
        a = u.y - v.y
        b = v.x - u.x
        c = 2 * ((v.y - u.y) * u.x - (v.x - u.x) * u.y)
        let ownsCentresOnIt = (u.y == v.y && v.x < u.x) || v.y > u.y
        if !ownsCentresOnIt { c -= 1 }
        inverseA = a == 0 ? 0 : 1 / Double(a)
    }

    /// Twice the edge function at the centre of pixel (`x`, `y`), less one on an
    /// edge that does not own the centres on it: ≥ 0 inside.
    func value(x: Int, y: Int) -> Int {
        a * (2 * x + 1) + b * (2 * y + 1) + c
    }

    /// Narrows `span`, the pixels of row `y` whose centres may be inside, to those
    /// on the inner side of this edge (`value(x:y:) ≥ 0`), exactly: the crossing
    /// is estimated in floating point, then settled by the exact test.
    @inline(__always)
    func clip(_ span: inout Range<Int>, row y: Int) {
        let rest = b * (2 * y + 1) + c  // value = a·(2x + 1) + rest
        if a > 0 {
            // The first x inside: value grows with x.
            var x = Int(((Double(-rest) * inverseA - 1) / 2).rounded(.up).clamped(to: Self.estimateRange))
            while x > span.lowerBound, a * (2 * x - 1) + rest >= 0 { x -= 1 }
            while x < span.upperBound, a * (2 * x + 1) + rest < 0 { x += 1 }
            span = max(span.lowerBound, min(x, span.upperBound))..<span.upperBound
        } else if a < 0 {
            // The first x outside: value falls with x.
            var x = Int(((Double(-rest) * inverseA - 1) / 2).rounded(.down).clamped(to: Self.estimateRange)) + 1
            while x > span.lowerBound, a * (2 * x - 1) + rest < 0 { x -= 1 }
            while x < span.upperBound, a * (2 * x + 1) + rest >= 0 { x += 1 }
            span = span.lowerBound..<max(span.lowerBound, min(x, span.upperBound))
        } else if rest < 0 {
            span = span.lowerBound..<span.lowerBound
        }
    }

    /// Where a crossing's estimate is kept (far beyond any target's pixels).
    private static let estimateRange: ClosedRange<Double> = -0x1p40...0x1p40
}

extension Comparable {
    /// The value limited to `range`.
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
