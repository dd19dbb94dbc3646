extension KeyframeTrack {
    /// Makes a track from whatever a user put in a `CAKeyframeAnimation`: never throws,
    /// reports each problem `init` would throw for as a diagnostic (through
    /// `SegueDiagnostics`) and recovers as follows.
    ///
    /// - Unknown calculation mode: linear.
    /// - Non-finite values (and values too far from the one before to subtract): those
    ///   keyframes are dropped, with their key times and spline parameters when those
    ///   have one entry per value; per-segment timing functions are dropped, as segments
    ///   no longer line up.
    /// - Invalid key times (count, NaN, outside [0, 1], decreasing): evenly spaced.
    /// - Wrong number of timing functions: none (linear segments).
    /// - Tension, continuity or bias of the wrong length: missing entries are 0 and extra
    ///   ones ignored; non-finite entries are 0; entries outside [−1, 1] are clamped.
    ///
    /// An empty `values` (or one with no finite value) cannot be animated: the result
    /// is nil, with a diagnostic, and the caller shows the model value, as Core
    /// Animation does for a keyframe animation without values.
    public static func lenient(
        values: [Value],
        keyTimes: [Double]? = nil,
        timingFunctions: [UnitBezier]? = nil,
        calculationMode: CAAnimationCalculationMode = .linear,
        tensionValues: [Double]? = nil,
        continuityValues: [Double]? = nil,
        biasValues: [Double]? = nil
    ) -> KeyframeTrack? {
        func report(_ message: String) { SegueDiagnostics.report("KeyframeTrack: \(message)") }

        var mode = calculationMode
        if let problem = calculationModeProblem(mode) {
            report("\(problem); using linear")
            mode = .linear
        }
        if values.isEmpty {
            report("\(KeyframeTrackError.noValues); nothing to animate")
            return nil
        }

        var values = values
        var keyTimes = keyTimes
        var timingFunctions = timingFunctions
        var splineParameters = [("tensionValues", tensionValues),
                                ("continuityValues", continuityValues),
                                ("biasValues", biasValues)]

        // Keep each finite value whose distance from the last kept one is finite.
        var kept: [Int] = []
        for index in values.indices where values[index].vectorLength.isFinite {
            if let previous = kept.last, !values[index].vectorDistance(to: values[previous]).isFinite { continue }
            kept.append(index)
        }
        if kept.count < values.count {
            let dropped = values.indices.filter { !kept.contains($0) }
            if kept.isEmpty {
                report("no value is finite; nothing to animate")
                return nil
            }
            report("values\(dropped) not finite or too far from the value before; dropping those keyframes")
            let originalCount = values.count
            values = kept.map { values[$0] }
            if let times = keyTimes {
                if times.count == originalCount {
                    keyTimes = kept.map { times[$0] }
                } else if mode == .discrete && times.count == originalCount + 1 {
                    keyTimes = kept.map { times[$0] } + [times[originalCount]]
                }
            }
            for index in splineParameters.indices {
                if let parameters = splineParameters[index].1, parameters.count == originalCount {
                    splineParameters[index].1 = kept.map { parameters[$0] }
                }
            }
            if mode.usesTimingFunctions && timingFunctions != nil {
                report("timingFunctions dropped because keyframes were removed; every segment is linear")
                timingFunctions = nil
            }
        }

        if mode.usesKeyTimes, let times = keyTimes,
           let problem = keyTimesProblem(times, valueCount: values.count, mode: mode) {
            report("\(problem); using evenly spaced key times")
            keyTimes = nil
        }
        if mode.usesTimingFunctions, let functions = timingFunctions,
           let problem = timingFunctionsProblem(functions, valueCount: values.count) {
            report("\(problem); using linear segments")
            timingFunctions = nil
        }
        if mode.usesSplineParameters {
            for index in splineParameters.indices {
                let (name, given) = splineParameters[index]
                guard let parameters = given,
                      let problem = splineParameterProblem(name, parameters, valueCount: values.count)
                else { continue }
                report("\(problem); using 0 for missing or non-finite entries and clamping to [-1, 1]")
                splineParameters[index].1 = (0..<values.count).map { key in
                    key < parameters.count && parameters[key].isFinite ? min(max(parameters[key], -1), 1) : 0
                }
            }
        }

        return KeyframeTrack(
            checkedValues: values, keyTimes: keyTimes, timingFunctions: timingFunctions,
            calculationMode: mode, tensionValues: splineParameters[0].1,
            continuityValues: splineParameters[1].1, biasValues: splineParameters[2].1)
    }
}
