/// Timing information for a property animator, as UIKit's `UITimingCurveProvider`:
/// `UICubicTimingParameters` and `UISpringTimingParameters` adopt it, and so can your own
/// classes.
///
/// Where Segue differs: UIKit's protocol also requires `NSCoding` and `NSCopying`; Segue's
/// only requires a class, as the adopters are immutable objects.
public protocol UITimingCurveProvider: AnyObject {
    /// Which of the parameters below apply.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed`; `nil` otherwise.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`; `nil` otherwise.
    var springTimingParameters: UISpringTimingParameters? { get }
}
