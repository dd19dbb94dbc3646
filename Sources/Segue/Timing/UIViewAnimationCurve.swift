/// The four standard UIKit animation curves, as `UIView.AnimationCurve` (whose
/// Objective-C name is `UIViewAnimationCurve`), with UIKit's raw values.
///
/// `easeInOut` (0) is the curve `UIView.animate` uses when no curve option is given; its
/// control points are Core Animation's `easeInEaseOut`, not Core Animation's `default`.
public enum UIViewAnimationCurve: Int, Sendable {
    /// Slow at both ends: Core Animation's easeInEaseOut, (0.42, 0), (0.58, 1).
    case easeInOut = 0
    /// Slow at the start: Core Animation's easeIn, (0.42, 0), (1, 1).
    case easeIn = 1
    /// Slow at the end: Core Animation's easeOut, (0, 0), (0.58, 1).
    case easeOut = 2
    /// Constant speed: Core Animation's linear, (0, 0), (1, 1).
    case linear = 3

    /// The name of the Core Animation timing function this curve corresponds to (Segue).
    public var mediaTimingFunctionName: CAMediaTimingFunctionName {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }

    /// The cubic Bézier this curve evaluates (Segue).
    public var unitBezier: UnitBezier {
        switch self {
        case .easeInOut: Self.easeInOutBezier
        case .easeIn: Self.easeInBezier
        case .easeOut: Self.easeOutBezier
        case .linear: .linear
        }
    }

    /// The Core Animation timing function UIKit gives a layer animation with this curve
    /// (Segue). The functions are shared, immutable instances.
    public var timingFunction: CAMediaTimingFunction {
        switch self {
        case .easeInOut: Self.easeInOutFunction
        case .easeIn: Self.easeInFunction
        case .easeOut: Self.easeOutFunction
        case .linear: Self.linearFunction
        }
    }

    // The Béziers are built from the same Float control points as the timing functions,
    // so `curve.unitBezier == curve.timingFunction.unitBezier`.
    private static let easeInOutBezier = easeInOutFunction.unitBezier
    private static let easeInBezier = easeInFunction.unitBezier
    private static let easeOutBezier = easeOutFunction.unitBezier

    private static let easeInOutFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    private static let easeInFunction = CAMediaTimingFunction(name: .easeIn)
    private static let easeOutFunction = CAMediaTimingFunction(name: .easeOut)
    private static let linearFunction = CAMediaTimingFunction(name: .linear)
}
