import Foundation

/// A cubic Bézier timing curve for a property animator, as UIKit's
/// `UICubicTimingParameters`.
///
/// Follows UIKit's documented values: made from an animation curve, `controlPoint1` and
/// `controlPoint2` are `.zero` and `timingCurveType` is `.builtin`; made from control
/// points, `animationCurve` (undefined in UIKit) reads `.easeInOut` and `timingCurveType`
/// is `.cubic`; `init()` is Core Animation's default curve, (0.25, 0.1), (0.25, 1), as
/// UIKit documents, with `animationCurve` `.easeInOut`. `unitBezier` (Segue) is the
/// curve that is actually evaluated in every case.
///
/// `@unchecked Sendable`: `NSObject` is not `Sendable`, but this final class only holds
/// immutable `let`s of `Sendable` types, so sharing it is safe. Where UIKit's class is
/// `open`, Segue's is `final` to keep it immutable.
public final class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The standard curve this object was made with; `.easeInOut` when made from control
    /// points.
    public let animationCurve: UIViewAnimationCurve
    /// The first control point given at initialisation; `.zero` when made from an
    /// animation curve (as UIKit documents).
    public let controlPoint1: CGPoint
    /// The second control point given at initialisation; `.zero` when made from an
    /// animation curve (as UIKit documents).
    public let controlPoint2: CGPoint
    /// `.builtin` when made from an animation curve, `.cubic` otherwise.
    public let timingCurveType: UITimingCurveType
    /// The curve the animator evaluates (Segue).
    public let unitBezier: UnitBezier

    /// Core Animation's default timing curve, (0.25, 0.1), (0.25, 1), as UIKit documents.
    public override convenience init() {
        self.init(controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1))
    }

    /// One of the standard UIKit curves.
    public init(animationCurve: UIViewAnimationCurve) {
        self.animationCurve = animationCurve
        controlPoint1 = .zero
        controlPoint2 = .zero
        timingCurveType = .builtin
        unitBezier = animationCurve.unitBezier
        super.init()
    }

    /// A custom curve through (0, 0), `controlPoint1`, `controlPoint2`, (1, 1).
    ///
    /// UIKit asks for coordinates in [0, 1]. Segue evaluates a y outside [0, 1] as given
    /// (the curve overshoots); an x outside [0, 1] is clamped into it and a non-finite
    /// coordinate replaced by the linear curve's, with a diagnostic. The properties keep
    /// the points as given.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        animationCurve = .easeInOut
        self.controlPoint1 = controlPoint1
        self.controlPoint2 = controlPoint2
        timingCurveType = .cubic
        let curve = UnitBezier(
            x1: Double(controlPoint1.x), y1: Double(controlPoint1.y),
            x2: Double(controlPoint2.x), y2: Double(controlPoint2.y))
        if curve.x1 != Double(controlPoint1.x) || curve.y1 != Double(controlPoint1.y)
            || curve.x2 != Double(controlPoint2.x) || curve.y2 != Double(controlPoint2.y) {
            SegueDiagnostics.report(
                "UICubicTimingParameters(controlPoint1:controlPoint2:): control points \(controlPoint1), \(controlPoint2) are not a "
                    + "function of time; using (\(curve.x1), \(curve.y1)), (\(curve.x2), \(curve.y2))")
        }
        unitBezier = curve
        super.init()
    }

    /// This object.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// `nil`: a cubic curve has no spring.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The fraction of the change at `fraction` of the duration (Segue); see
    /// `UnitBezier.solve(_:)`.
    @inlinable public func progress(at fraction: Double) -> Double {
        unitBezier.solve(fraction)
    }

    /// Equal when the other object was made the same way with the same values.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICubicTimingParameters else { return false }
        return other.timingCurveType == timingCurveType && other.animationCurve == animationCurve
            && other.controlPoint1 == controlPoint1 && other.controlPoint2 == controlPoint2
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(timingCurveType)
        hasher.combine(animationCurve)
        hasher.combine(unitBezier)
        return hasher.finalize()
    }
}
