import Foundation

/// A single-segment animation between two values (Core Animation's `CABasicAnimation`).
///
/// Which of `fromValue`, `toValue`, `byValue` are set decides the endpoints, with
/// "current" meaning the property's value under this animation (the model value plus
/// any animations added before it):
/// - from and to: from → to;  from and by: from → from + by;  by and to: to − by → to;
/// - from only: from → current;  to only: current → to;  by only: current → current + by;
/// - none: the presentation value when the animation was added → current (what an
///   implicit action uses after a property change).
/// Values are the Swift types of the property (`CGFloat`/`Double`/`Float`/`Int`/
/// `NSNumber` for scalars, `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`, `CGColor`).
open class CABasicAnimation: CAPropertyAnimation {
    /// The value the animation starts from (see the type's table for how it combines
    /// with `toValue` and `byValue`).
    open var fromValue: Any?
    /// The value the animation ends at.
    open var toValue: Any?
    /// The amount the animation adds: to `fromValue`, to the current value, or
    /// subtracted from `toValue` to find the start.
    open var byValue: Any?

    open override func copyAnimationProperties(from other: CAAnimation) {
        super.copyAnimationProperties(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }
}
