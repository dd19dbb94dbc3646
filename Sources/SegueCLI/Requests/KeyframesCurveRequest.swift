import Segue
import SegueStudio

/// `segue curve keyframes`: a `CAKeyframeAnimation` of a number over `duration`
/// seconds. The animation's own timing function (`--curve`, default linear) maps
/// elapsed time to the track's fraction; the track's calculation mode (`--mode`)
/// interpolates between the values at the key times.
struct KeyframesCurveRequest: Equatable {
    let values: [Double]
    /// Fractions of the duration, one per value; nil lets the track space them evenly.
    let keyTimes: [Double]?
    /// The raw value of a `CAAnimationCalculationMode`.
    let mode: String
    /// The raw value of a `CAMediaTimingFunctionName`: the whole animation's curve.
    let timingFunctionName: String
    let duration: Double

    /// The raw values of the `CAAnimationCalculationMode` constants.
    static let modes = ["linear", "discrete", "paced", "cubic", "cubicPaced"]

    /// Validates the keyframe options: a list of values, key times (if given) one per
    /// value, known mode and curve names, and a positive duration.
    init(values: String?, keyTimes: String?, mode: String?, curve: String?, duration: String?) throws(OptionValueError) {
        guard let values else { throw OptionValueError("keyframes needs --values v0,v1,...") }
        self.values = try ArgumentText.numberList(values, option: "--values")
        self.mode = try mode.map { text throws(OptionValueError) in try ArgumentText.choice(text, option: "--mode", from: Self.modes) } ?? "linear"
        if let keyTimes {
            let count = self.values.count
            let times = try ArgumentText.numberList(keyTimes, option: "--key-times", .interval(0, 1))
            // Core Animation's discrete mode also takes one more key time, ending the last value.
            let allowed = self.mode == "discrete" ? [count, count + 1] : [count]
            guard allowed.contains(times.count) else {
                let expected = self.mode == "discrete" ? "one time per value (\(count)) or one more (\(count + 1))" : "one time per value (\(count))"
                throw OptionValueError("--key-times must have \(expected), got \(times.count) in \"\(keyTimes)\"")
            }
            self.keyTimes = times
        } else {
            self.keyTimes = nil
        }
        timingFunctionName = try curve.map { text throws(OptionValueError) in try ArgumentText.choice(text, option: "--curve", from: BezierCurveRequest.names) } ?? "linear"
        guard let duration else { throw OptionValueError("--duration is required for keyframes (t runs over [0, duration] seconds)") }
        self.duration = try ArgumentText.number(duration, option: "--duration", .positive)
    }

    /// The keyframe track, as the library builds it; its errors (for example key times
    /// that decrease) are reported as argument errors naming the option.
    func track() throws(OptionValueError) -> KeyframeTrack<Double> {
        do {
            return try KeyframeTrack<Double>(values: values, keyTimes: keyTimes, timingFunctions: nil,
                                             calculationMode: CAAnimationCalculationMode(rawValue: mode),
                                             tensionValues: nil, continuityValues: nil, biasValues: nil)
        } catch {
            let option: String
            switch error {
            case .noValues, .nonFiniteValue, .valuesTooFarApart: option = "--values"
            case .unknownCalculationMode: option = "--mode"
            case .keyTimesCountMismatch, .discreteKeyTimesCountMismatch, .keyTimeNotANumber, .keyTimeOutOfRange, .keyTimesDecreasing:
                option = "--key-times"
            default:
                option = "keyframes"  // timing functions and spline parameters: not command-line options
            }
            throw OptionValueError("\(option): \(error)")
        }
    }

    /// The value at t seconds: track.value(at: timing.progress(at: t / duration)).
    func curve() throws(OptionValueError) -> PlottableCurve {
        let track = try track()
        let timing = CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: timingFunctionName))
        let duration = duration
        let title = "keyframes: \(CurveTitle.words(mode)), curve \(CurveTitle.words(timingFunctionName)), duration \(CurveTitle.number(duration))"
        return PlottableCurve(
            title: title, timeAxisTitle: "t (s)", timeRange: 0...duration,
            value: { track.value(at: timing.progress(at: $0 / duration)) },
            keyPoints: KeyframeKeyPoints.keyPoints(of: track, timing: timing, duration: duration))
    }
}
