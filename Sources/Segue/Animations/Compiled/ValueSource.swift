/// The values one property animation moves through, in the property's own type.
enum ValueSource<Value: VectorInterpolatable & Sendable>: Sendable {
    /// `CABasicAnimation`'s from/to/by. `captured` is the presentation value when
    /// the animation was added, used when none of the three is set.
    case basic(from: Value?, to: Value?, by: Value?, captured: Value?)
    /// `CAKeyframeAnimation`'s values.
    case keyframes(KeyframeTrack<Value>)

    /// The value at `progress`, given the property's value under this animation
    /// (`current`) and, for cumulative animations, the completed repetitions.
    @inline(__always)
    func value(progress: Double, current: Value, additive: Bool, iteration: Double) -> Value {
        let base = additive ? Value.vectorZero : current
        var result: Value
        var cycleDelta = Value.vectorZero
        switch self {
        case .basic(let from, let to, let by, let captured):
            let (start, end) = Self.endpoints(from: from, to: to, by: by, captured: captured, current: base)
            result = Value.interpolate(from: start, to: end, fraction: progress)
            if iteration > 0 { cycleDelta = Value.vectorDifference(end, start) }
        case .keyframes(let track):
            result = track.value(at: progress)
            if iteration > 0 { cycleDelta = Value.vectorDifference(track.value(at: 1), track.value(at: 0)) }
        }
        if iteration > 0 { result = Value.vectorSum(result, cycleDelta.vectorScaled(by: iteration)) }
        return additive ? Value.vectorSum(current, result) : result
    }

    /// Core Animation's rules for which of from/to/by are set.
    @inline(__always)
    static func endpoints(from: Value?, to: Value?, by: Value?, captured: Value?, current: Value) -> (Value, Value) {
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, Value.vectorSum(from, by))
        case let (nil, to?, by?): return (Value.vectorDifference(to, by), to)
        case let (from?, nil, nil): return (from, current)
        case let (nil, to?, nil): return (current, to)
        case let (nil, nil, by?): return (current, Value.vectorSum(current, by))
        case (nil, nil, nil): return (captured ?? current, current)
        }
    }
}
