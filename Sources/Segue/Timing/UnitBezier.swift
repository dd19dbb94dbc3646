/// A cubic Bézier timing curve from (0, 0) to (1, 1), solved for y given x.
///
/// This is the curve behind every `CAMediaTimingFunction`: the two control points
/// (x1, y1) and (x2, y2) shape it, x is the fraction of the duration and y the
/// fraction of the change. Solving follows the standard approach Core Animation and
/// WebKit use: the polynomial coefficients are computed once, x(t) is inverted with
/// Newton's method from t = x, falling back to bisection where the derivative is
/// too flat, and y(t) is read off. It is a small value type: no allocation, no state.
public struct UnitBezier: Sendable, Hashable {
    /// The first control point. x is clamped to [0, 1] so that x(t) stays monotonic.
    public let x1: Double, y1: Double
    /// The second control point. x is clamped to [0, 1] so that x(t) stays monotonic.
    public let x2: Double, y2: Double

    // x(t) = ((ax·t + bx)·t + cx)·t, and likewise for y.
    @usableFromInline let ax: Double, bx: Double, cx: Double
    @usableFromInline let ay: Double, by: Double, cy: Double

    /// The default precision in x for `solve(_:)`: tight enough that y is exact to
    /// better than 1e-6 for any curve whose slope stays below 1000.
    public static let defaultEpsilon = 1e-9

    /// The linear curve, y = x.
    public static let linear = UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1)

    /// Makes the curve through (0, 0), (x1, y1), (x2, y2), (1, 1).
    ///
    /// Non-finite coordinates are replaced by the linear curve's, and x1, x2 are
    /// clamped to [0, 1], as a timing function must be a function of x.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let x1 = x1.isFinite ? min(max(x1, 0), 1) : 0
        let x2 = x2.isFinite ? min(max(x2, 0), 1) : 1
        let y1 = y1.isFinite ? y1 : 0
        let y2 = y2.isFinite ? y2 : 1
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// x at curve parameter t.
    @inlinable public func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

    /// y at curve parameter t.
    @inlinable public func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

    /// dx/dt at curve parameter t.
    @inlinable public func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// dy/dt at curve parameter t.
    @inlinable public func sampleDerivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter t whose x(t) is within `epsilon` of `x`; x is clamped to [0, 1].
    @inlinable public func solveCurveX(_ x: Double, epsilon: Double = UnitBezier.defaultEpsilon) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        // Newton's method from t = x: converges in a few steps for all usual curves.
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < epsilon { return t }
            let slope = sampleDerivativeX(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        // Bisection: x(t) is monotonic on [0, 1] because x1, x2 are in [0, 1].
        var low = 0.0, high = 1.0
        t = x
        while low < high {
            let value = sampleX(t)
            if abs(value - x) < epsilon { return t }
            if x > value { low = t } else { high = t }
            let next = (high - low) * 0.5 + low
            if next == t { return t }
            t = next
        }
        return t
    }

    /// y for a given x (the fraction of the change at a fraction of the duration).
    /// x is clamped to [0, 1], so y(0) = 0 and y(1) = 1 exactly.
    @inlinable public func solve(_ x: Double, epsilon: Double = UnitBezier.defaultEpsilon) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        return sampleY(solveCurveX(x, epsilon: epsilon))
    }

    /// dy/dx at a given x: the curve's speed relative to linear, used to carry the
    /// velocity of a curve into the next animation.
    @inlinable public func slope(at x: Double, epsilon: Double = UnitBezier.defaultEpsilon) -> Double {
        let t = solveCurveX(min(max(x, 0), 1), epsilon: epsilon)
        let dx = sampleDerivativeX(t)
        let dy = sampleDerivativeY(t)
        if abs(dx) < 1e-12 { return dy >= 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude }
        return dy / dx
    }
}
