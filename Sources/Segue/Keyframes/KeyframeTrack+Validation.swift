// The checks `KeyframeTrack.init` throws for and `KeyframeTrack.lenient` repairs.
// Each returns the first problem it finds, or nil.

extension KeyframeTrack {
    /// `.noValues`, `.nonFiniteValue` for the first value whose `vectorLength` is not
    /// finite (a NaN or infinite component), or `.valuesTooFarApart` for the first value
    /// whose distance from the one before overflows.
    static func valuesProblem(_ values: [Value]) -> KeyframeTrackError? {
        if values.isEmpty { return .noValues }
        if let index = values.firstIndex(where: { !$0.vectorLength.isFinite }) {
            return .nonFiniteValue(index: index)
        }
        for index in values.indices.dropFirst() where !values[index].vectorDistance(to: values[index - 1]).isFinite {
            return .valuesTooFarApart(index: index)
        }
        return nil
    }

    /// `.unknownCalculationMode` for a mode Core Animation does not define.
    static func calculationModeProblem(_ mode: CAAnimationCalculationMode) -> KeyframeTrackError? {
        mode.isKnown ? nil : .unknownCalculationMode(mode.rawValue)
    }

    /// Count (one per value; discrete also one more), NaN, range [0, 1], order.
    static func keyTimesProblem(
        _ keyTimes: [Double], valueCount: Int, mode: CAAnimationCalculationMode
    ) -> KeyframeTrackError? {
        if mode == .discrete {
            if keyTimes.count != valueCount && keyTimes.count != valueCount + 1 {
                return .discreteKeyTimesCountMismatch(valueCount: valueCount, actual: keyTimes.count)
            }
        } else if keyTimes.count != valueCount {
            return .keyTimesCountMismatch(expected: valueCount, actual: keyTimes.count)
        }
        for (index, time) in keyTimes.enumerated() {
            if time.isNaN { return .keyTimeNotANumber(index: index) }
            if time < 0 || time > 1 { return .keyTimeOutOfRange(index: index, value: time) }
            if index > 0 && time < keyTimes[index - 1] { return .keyTimesDecreasing(index: index) }
        }
        return nil
    }

    /// One timing function per segment: valueCount − 1 of them.
    static func timingFunctionsProblem(_ timingFunctions: [UnitBezier], valueCount: Int) -> KeyframeTrackError? {
        let segments = valueCount - 1
        return timingFunctions.count == segments
            ? nil : .timingFunctionsCountMismatch(expected: segments, actual: timingFunctions.count)
    }

    /// One tension, continuity or bias per value, each in [−1, 1].
    static func splineParameterProblem(
        _ name: String, _ parameters: [Double], valueCount: Int
    ) -> KeyframeTrackError? {
        if parameters.count != valueCount {
            return .splineParameterCountMismatch(parameter: name, expected: valueCount, actual: parameters.count)
        }
        if let index = parameters.firstIndex(where: { !$0.isFinite }) {
            return .nonFiniteSplineParameter(parameter: name, index: index)
        }
        if let index = parameters.firstIndex(where: { abs($0) > 1 }) {
            return .splineParameterOutOfRange(parameter: name, index: index, value: parameters[index])
        }
        return nil
    }
}
