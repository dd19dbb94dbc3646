import Segue

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
    init(values: String?, keyTimes: String?, mode: String?, curve: String?, duration: String?) throws(CurveArgumentError) {
        guard let values else { throw CurveArgumentError("keyframes needs --values v0,v1,...") }
        self.values = try ArgumentText.numberList(values, option: "--values")
        if let keyTimes {
            let count = self.values.count
            self.keyTimes = try ArgumentText.numberList(keyTimes, option: "--key-times", .interval(0, 1), count: count,
                                                        countPhrase: "one time per value (\(count))")
        } else {
            self.keyTimes = nil
        }
        self.mode = try mode.map { text throws(CurveArgumentError) in try ArgumentText.choice(text, option: "--mode", from: Self.modes) } ?? "linear"
        timingFunctionName = try curve.map { text throws(CurveArgumentError) in try ArgumentText.choice(text, option: "--curve", from: BezierCurveRequest.names) } ?? "linear"
        guard let duration else { throw CurveArgumentError("--duration is required for keyframes (t runs over [0, duration] seconds)") }
        self.duration = try ArgumentText.number(duration, option: "--duration", .positive)
    }

    /// The keyframe track, as the library builds it; its errors (for example key times
    /// that decrease) are reported as argument errors.
    func track() throws(CurveArgumentError) -> KeyframeTrack<Double> {
        do {
            return try KeyframeTrack<Double>(values: values, keyTimes: keyTimes, timingFunctions: nil,
                                             calculationMode: CAAnimationCalculationMode(rawValue: mode),
                                             tensionValues: nil, continuityValues: nil, biasValues: nil)
        } catch {
            throw CurveArgumentError("--values/--key-times: \(error)")
        }
    }

    /// The value at t seconds: track.value(at: timing.progress(at: t / duration)).
    func curve() throws(CurveArgumentError) -> PlottableCurve {
        let track = try track()
        let timing = CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: timingFunctionName))
        let duration = duration
        let title = "keyframes: \(CurveTitle.words(mode)), curve \(CurveTitle.words(timingFunctionName)), duration \(CurveTitle.number(duration))"
        return PlottableCurve(
            title: title, timeAxisTitle: "t (s)", timeRange: 0...duration,
            value: { track.value(at: timing.progress(at: $0 / duration)) },
            keyPoints: keyPoints(timing: timing))
    }

    /// Where the key values are reached, in seconds: each key time mapped back through
    /// the animation's timing function. Paced modes ignore --key-times and space the
    /// keys by distance travelled, |vᵢ − vᵢ₋₁| for numbers.
    func keyPoints(timing: CAMediaTimingFunction) -> [CurvePoint] {
        let fractions = effectiveKeyTimes
        return zip(fractions, values).map { fraction, value in
            CurvePoint(t: duration * Self.inverse(of: timing, at: fraction), value: value)
        }
    }

    /// The key times the track uses: given ones, evenly spaced ones, or paced ones.
    var effectiveKeyTimes: [Double] {
        let count = values.count
        if mode == "paced" || mode == "cubicPaced" {
            var distances = [0.0]
            for index in values.indices.dropFirst() { distances.append(distances[index - 1] + abs(values[index] - values[index - 1])) }
            if let total = distances.last, total > 0 { return distances.map { $0 / total } }
        } else if let keyTimes {
            return keyTimes
        }
        return (0..<count).map { count == 1 ? 0 : Double($0) / Double(count - 1) }
    }

    /// The fraction of time at which `timing` reaches `progress`, by bisection (the
    /// named timing functions are monotonic on [0, 1]).
    static func inverse(of timing: CAMediaTimingFunction, at progress: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if timing.progress(at: middle) < progress { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
