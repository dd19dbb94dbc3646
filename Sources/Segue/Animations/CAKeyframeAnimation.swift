import Foundation

/// An animation through a list of values (Core Animation's `CAKeyframeAnimation`).
///
/// `keyTimes` are fractions of the duration; `timingFunctions` (one per segment)
/// apply inside each segment after the animation's own `timingFunction`;
/// `calculationMode` chooses linear, discrete, paced, cubic or cubicPaced
/// interpolation; `tensionValues`, `continuityValues` and `biasValues` shape the
/// cubic spline. Inconsistent key times or timing-function counts are reported and
/// replaced (even spacing, no per-segment functions) instead of being undefined.
/// Paths (`path`, `rotationMode`) are not supported.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values, in the property's Swift type (as for `CABasicAnimation`).
    open var values: [Any]?
    /// When each value is reached, as fractions of the duration from 0 to 1 that never
    /// decrease, one per value (discrete mode also takes one more); nil spaces them
    /// evenly. The paced modes ignore them.
    open var keyTimes: [NSNumber]?
    /// The curves of the segments between values, one fewer than the values; nil makes
    /// every segment linear. Used in the linear and cubic modes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed; `.linear` by default.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// The cubic modes' Kochanek–Bartels tension at each keyframe, from −1 to 1 (0 when
    /// nil): 1 flattens the curve's tangent there to zero, −1 doubles it.
    open var tensionValues: [NSNumber]?
    /// The cubic modes' Kochanek–Bartels continuity at each keyframe, from −1 to 1 (0
    /// when nil): 0 keeps the curve smooth through the keyframe, other values make a
    /// corner (−1 gives straight segments).
    open var continuityValues: [NSNumber]?
    /// The cubic modes' Kochanek–Bartels bias at each keyframe, from −1 to 1 (0 when
    /// nil): positive values weight the curve's direction there towards the segment
    /// before the keyframe, negative ones towards the segment after.
    open var biasValues: [NSNumber]?

    open override func copyAnimationProperties(from other: CAAnimation) {
        super.copyAnimationProperties(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
    }
}
