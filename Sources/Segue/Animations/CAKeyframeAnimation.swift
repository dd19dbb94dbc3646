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
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
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
