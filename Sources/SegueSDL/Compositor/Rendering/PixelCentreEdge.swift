/// One edge of a triangle whose vertices are whole pixels, as the rasteriser of
/// `TransformedTextureResampler` tests pixel centres against it (Segue internal).
///
/// The edge function of the edge from `u` to `v`, (v.x − u.x)(y − u.y) −
/// (v.y − u.y)(x − u.x), is positive inside a triangle whose vertices p, q, r have
/// (q − p) × (r − p) > 0 (clockwise on screen, y down). At pixel centres
/// (x + ½, y + ½) twice its value is an integer, so here it is kept exact, in
/// integers, as `a·X + b·Y + c` with X = 2x + 1 and Y = 2y + 1 — SDL's software
/// renderer evaluates the same function at the same points (`SDL_SW_FillTriangle`,
/// `SDL_SW_BlitTriangle`, one bit of fixed point). A centre exactly on the edge
/// belongs to the triangle only when the edge is a top or a left edge (the
/// top-left rule, so two triangles sharing an edge never both take a pixel; SDL's
/// `is_top_left`); for the other edges `c` is lowered by one, so "inside" is
/// always `value ≥ 0`.
struct PixelCentreEdge: Equatable {
    var a: Int
    var b: Int
    var c: Int

    /// The edge from `u` to `v` (whole pixels) of a triangle wound as described
    /// above.
    init(from u: (x: Int, y: Int), to v: (x: Int, y: Int)) {
        a = u.y - v.y
        b = v.x - u.x
        c = 2 * ((v.y - u.y) * u.x - (v.x - u.x) * u.y)
        // With the interior on the positive side, a level edge running right has
        // the interior below it (a top edge), and an edge running up has it to
        // its right (a left edge).
        let ownsCentresOnIt = (u.y == v.y && u.x < v.x) || v.y < u.y
        if !ownsCentresOnIt { c -= 1 }
    }

    /// Twice the edge function at the centre of pixel (`x`, `y`), less one on an
    /// edge that does not own the centres on it: ≥ 0 inside.
    func value(x: Int, y: Int) -> Int {
        a * (2 * x + 1) + b * (2 * y + 1) + c
    }

    /// Where the edge bounds the pixels of successive rows, from row `y` down,
    /// exactly, in integers: one floor division for the first row, then a step of
    /// a few additions a row (a DDA).
    func rows(from y: Int) -> RowBound { RowBound(self, row: y) }

    /// The bound an edge puts on each row's pixels, walked row by row
    /// (``PixelCentreEdge/rows(from:)``).
    struct RowBound {
        /// What the bound is.
        enum Kind { case lower, upper, level }
        let kind: Kind
        /// For `.lower`, the first x inside; for `.upper`, the first x outside
        /// (the pixels inside are below it); for `.level`, whether the row is
        /// inside (1) or not (0).
        var x: Int {
            switch kind {
            case .lower: walk.quotient
            case .upper: walk.quotient + 1
            case .level: rest >= 0 ? 1 : 0
            }
        }
        /// For `.lower` and `.upper`: the bound's numerator over its denominator,
        /// row by row.
        private var walk: FloorQuotientWalk
        /// For `.level`: the edge's value on the current row, and its step.
        private var rest: Int
        private let restStep: Int

        init(_ edge: PixelCentreEdge, row y: Int) {
            let rest = edge.b * (2 * y + 1) + edge.c  // value = a·(2x + 1) + rest
            self.rest = rest
            restStep = 2 * edge.b
            if edge.a > 0 {
                // a·(2x + 1) + rest ≥ 0 ⟺ x ≥ ⌈(−rest − a) / 2a⌉ = ⌊(a − 1 − rest) / 2a⌋.
                kind = .lower
                walk = FloorQuotientWalk(numerator: edge.a - 1 - rest, step: -2 * edge.b, denominator: 2 * edge.a)
            } else if edge.a < 0 {
                // a·(2x + 1) + rest ≥ 0 ⟺ x ≤ ⌊(rest + a) / −2a⌋: the first x outside is one more.
                kind = .upper
                walk = FloorQuotientWalk(numerator: rest + edge.a, step: 2 * edge.b, denominator: -2 * edge.a)
            } else {
                kind = .level
                walk = FloorQuotientWalk(numerator: 0, step: 0, denominator: 1)
            }
        }

        /// Narrows `span` to the pixels of the current row inside this edge.
        @inline(__always)
        func clip(_ span: inout Range<Int>) {
            switch kind {
            case .lower: span = max(span.lowerBound, min(walk.quotient, span.upperBound))..<span.upperBound
            case .upper: span = span.lowerBound..<max(span.lowerBound, min(walk.quotient + 1, span.upperBound))
            case .level: if rest < 0 { span = span.lowerBound..<span.lowerBound }
            }
        }

        /// Moves to the next row.
        @inline(__always)
        mutating func advance() {
            if kind == .level {
                rest &+= restStep
            } else {
                walk.advance()
            }
        }
    }
}
