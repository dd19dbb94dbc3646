import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's
/// `CAMediaTimingFunction`: it maps the fraction of an animation's duration that has
/// elapsed to the fraction of the change that has happened.
///
/// Like Core Animation's, an instance is immutable and compares equal to any other with the
/// same control points. Segue adds `unitBezier` and `progress(at:)` to evaluate the curve.
///
/// Where Segue differs: control points Core Animation cannot draw as a function of time
/// (an x outside [0, 1], or a non-finite coordinate) are clamped to [0, 1] (x) or replaced
/// by the linear curve's coordinate (non-finite), with a diagnostic;
/// `getControlPoint(at:values:)` returns the values actually used.
///
/// `@unchecked Sendable`: `NSObject` is not `Sendable`, but every stored property of this
/// final class is an immutable `let` of a `Sendable` type, so sharing it is safe.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The curve this function evaluates (Segue). Its control points are the function's.
    public let unitBezier: UnitBezier

    /// Makes the curve through (0, 0), (c1x, c1y), (c2x, c2y), (1, 1), as Core Animation's
    /// `init(controlPoints:_:_:_:)`.
    ///
    /// An x outside [0, 1] is clamped into it and a non-finite coordinate replaced by the
    /// linear curve's; either reports a diagnostic.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let curve = UnitBezier(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
        // `!=` is also true for NaN, which UnitBezier replaced.
        if curve.x1 != Double(c1x) || curve.y1 != Double(c1y)
            || curve.x2 != Double(c2x) || curve.y2 != Double(c2y) {
            SegueDiagnostics.report(
                "CAMediaTimingFunction(controlPoints:): control points (\(c1x), \(c1y)), (\(c2x), \(c2y)) are not a "
                    + "function of time; using (\(curve.x1), \(curve.y1)), (\(curve.x2), \(curve.y2))")
        }
        unitBezier = curve
        super.init()
    }

    /// Makes one of Core Animation's predefined curves, as `init(name:)`.
    ///
    /// A name Core Animation does not define gives the linear curve and reports a
    /// diagnostic (Core Animation does not document this case; Swift's initialiser is not
    /// failable, so Segue picks the neutral curve).
    public convenience init(name: CAMediaTimingFunctionName) {
        if let points = name.controlPoints {
            self.init(controlPoints: points.c1x, points.c1y, points.c2x, points.c2y)
        } else {
            SegueDiagnostics.report(
                "CAMediaTimingFunction(name:): unknown name \"\(name.rawValue)\"; using linear")
            self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes control point `idx` of the curve, as x then y, into `ptr[0]` and `ptr[1]`, as
    /// Core Animation's `getControlPoint(at:values:)`: 0 is (0, 0), 1 is the first control
    /// point, 2 the second, 3 is (1, 1).
    ///
    /// An index outside 0…3 leaves `ptr` untouched and reports a diagnostic.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (x: Double, y: Double)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (unitBezier.x1, unitBezier.y1)
        case 2: point = (unitBezier.x2, unitBezier.y2)
        case 3: point = (1, 1)
        default:
            SegueDiagnostics.report(
                "CAMediaTimingFunction.getControlPoint(at: \(idx)): index must be in 0...3; values left untouched")
            return
        }
        // The coordinates came from Floats, so converting back is exact.
        ptr[0] = Float(point.x)
        ptr[1] = Float(point.y)
    }

    /// The fraction of the change at `fraction` of the duration (Segue): y for x on the
    /// curve, accurate to 1e-6, with no allocation. `fraction` is clamped to [0, 1]; NaN
    /// gives 0.
    @inlinable public func progress(at fraction: Double) -> Double {
        unitBezier.solve(fraction)
    }

    /// The curve's slope dy/dx at `fraction` of the duration (Segue): how fast the change
    /// happens relative to a linear curve, used to carry velocity into a new animation.
    @inlinable public func slope(at fraction: Double) -> Double {
        unitBezier.slope(at: fraction)
    }

    /// Equal when the other object is a timing function with the same control points, as
    /// in Core Animation.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return other.unitBezier == unitBezier
    }

    /// A hash of the control points, consistent with `isEqual(_:)`.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(unitBezier)
        return hasher.finalize()
    }

    /// The control points, for debugging.
    public override var description: String {
        "CAMediaTimingFunction((\(unitBezier.x1), \(unitBezier.y1)), (\(unitBezier.x2), \(unitBezier.y2)))"
    }
}
