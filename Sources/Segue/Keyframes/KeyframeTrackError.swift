/// Why `KeyframeTrack.init` refused its parameters. Each case names the parameter and
/// the entry at fault; `description` says it in words.
///
/// Core Animation silently ignores a malformed `CAKeyframeAnimation` (or animates it
/// in some undocumented way); Segue's throwing initializer says what is wrong, and
/// `KeyframeTrack.lenient` reports the same words as a diagnostic and recovers.
public enum KeyframeTrackError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `values` is empty: there is nothing to animate.
    case noValues
    /// `values[index]` has a NaN or infinite component.
    case nonFiniteValue(index: Int)
    /// `values[index]` is so far from `values[index - 1]` that their difference
    /// overflows `Double` (only values near ±1e308, or ±1e154 in several components).
    case valuesTooFarApart(index: Int)
    /// `calculationMode` is not one of the five Core Animation defines.
    case unknownCalculationMode(String)
    /// `keyTimes` has `actual` entries; it needs `expected`, one per value.
    case keyTimesCountMismatch(expected: Int, actual: Int)
    /// `keyTimes` of a discrete animation has `actual` entries; it needs one per value
    /// (`valueCount`) or one more than that (the last one ending the last value).
    case discreteKeyTimesCountMismatch(valueCount: Int, actual: Int)
    /// `keyTimes[index]` is NaN.
    case keyTimeNotANumber(index: Int)
    /// `keyTimes[index]` is outside [0, 1].
    case keyTimeOutOfRange(index: Int, value: Double)
    /// `keyTimes[index]` is smaller than the entry before it.
    case keyTimesDecreasing(index: Int)
    /// `timingFunctions` has `actual` entries; it needs one per segment, `expected`.
    case timingFunctionsCountMismatch(expected: Int, actual: Int)
    /// `tensionValues`, `continuityValues` or `biasValues` (named by `parameter`) has
    /// `actual` entries; it needs one per value, `expected`.
    case splineParameterCountMismatch(parameter: String, expected: Int, actual: Int)
    /// `parameter[index]` (tension, continuity or bias) is NaN or infinite.
    case nonFiniteSplineParameter(parameter: String, index: Int)
    /// `parameter[index]` (tension, continuity or bias) is outside [−1, 1], the
    /// Kochanek–Bartels domain.
    case splineParameterOutOfRange(parameter: String, index: Int, value: Double)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .noValues:
            return "values is empty; a keyframe animation needs at least one value"
        case .nonFiniteValue(let index):
            return "values[\(index)] is not finite (NaN or infinite component)"
        case .valuesTooFarApart(let index):
            return "values[\(index)] and values[\(index - 1)] are too far apart; their difference overflows"
        case .unknownCalculationMode(let name):
            return "calculationMode \"\(name)\" is not one of linear, discrete, paced, cubic, cubicPaced"
        case .keyTimesCountMismatch(let expected, let actual):
            return "keyTimes has \(actual) entries but needs \(expected) (one per value)"
        case .discreteKeyTimesCountMismatch(let valueCount, let actual):
            return "keyTimes has \(actual) entries but a discrete animation of \(valueCount) values needs \(valueCount) or \(valueCount + 1)"
        case .keyTimeNotANumber(let index):
            return "keyTimes[\(index)] is NaN"
        case .keyTimeOutOfRange(let index, let value):
            return "keyTimes[\(index)] = \(value) is outside [0, 1]"
        case .keyTimesDecreasing(let index):
            return "keyTimes[\(index)] is smaller than keyTimes[\(index - 1)]; key times must not decrease"
        case .timingFunctionsCountMismatch(let expected, let actual):
            return "timingFunctions has \(actual) entries but needs \(expected) (one per segment)"
        case .splineParameterCountMismatch(let parameter, let expected, let actual):
            return "\(parameter) has \(actual) entries but needs \(expected) (one per value)"
        case .nonFiniteSplineParameter(let parameter, let index):
            return "\(parameter)[\(index)] is not finite"
        case .splineParameterOutOfRange(let parameter, let index, let value):
            return "\(parameter)[\(index)] = \(value) is outside [-1, 1]"
        }
    }
}
