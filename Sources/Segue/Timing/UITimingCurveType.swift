/// The kind of timing a `UITimingCurveProvider` supplies, as UIKit's `UITimingCurveType`,
/// with UIKit's raw values.
public enum UITimingCurveType: Int, Sendable {
    /// One of the standard `UIViewAnimationCurve`s, in `cubicTimingParameters`.
    case builtin = 0
    /// A custom cubic Bézier, in `cubicTimingParameters`.
    case cubic = 1
    /// A spring, in `springTimingParameters`.
    case spring = 2
    /// A spring whose progress is then passed through the cubic curve: both
    /// `cubicTimingParameters` and `springTimingParameters` are set.
    case composed = 3
}
