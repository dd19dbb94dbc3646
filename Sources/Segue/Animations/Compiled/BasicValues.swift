/// `CABasicAnimation`'s from/to/by in one property's type, with Core Animation's
/// rules for which are set: from and to; from and from + by; to − by and to; from
/// and the current value; the current value and to; the current value and current
/// + by; or, with none set, the value captured when the animation was added and the
/// current value. A plain value, which an `AnimationArena` reads in place.
struct BasicValues<Value: VectorInterpolatable & Sendable>: Sendable {
    enum Ends: Sendable {
        /// Both ends known when the animation is added.
        case fixed(start: Value, end: Value)
        /// An end depends on the property's value under the animation.
        case relative(from: Value?, to: Value?, by: Value?, captured: Value?)
    }

    let ends: Ends

    /// Whether both ends were known when the animation was added.
    var hasFixedEnds: Bool {
        if case .fixed = ends { return true }
        return false
    }

    /// The values of an animation; `captured` is the presentation value when it was
    /// added, used when none of from/to/by is set.
    init(from: Value?, to: Value?, by: Value?, captured: Value?) {
        switch (from, to, by) {
        case let (from?, to?, _): ends = .fixed(start: from, end: to)
        case let (from?, nil, by?): ends = .fixed(start: from, end: Value.vectorSum(from, by))
        case let (nil, to?, by?): ends = .fixed(start: Value.vectorDifference(to, by), end: to)
        default: ends = .relative(from: from, to: to, by: by, captured: captured)
        }
    }

    /// Whether `value(progress:current:additive:iteration:)` reads `current`.
    @inline(__always)
    func readsCurrent(additive: Bool) -> Bool {
        additive || !hasFixedEnds
    }

    /// The value at `progress`, given the property's value under this animation
    /// (`current`) and, for cumulative animations, the completed repetitions.
    @inline(__always)
    func value(progress: Double, current: Value, additive: Bool, iteration: Double) -> Value {
        let start: Value, end: Value
        switch ends {
        case .fixed(let fixedStart, let fixedEnd):
            (start, end) = (fixedStart, fixedEnd)
        case .relative(let from, let to, let by, let captured):
            let base = additive ? Value.vectorZero : current
            switch (from, to, by) {
            case let (from?, nil, nil): (start, end) = (from, base)
            case let (nil, to?, nil): (start, end) = (base, to)
            case let (nil, nil, by?): (start, end) = (base, Value.vectorSum(base, by))
            default: (start, end) = (captured ?? base, base)
            }
        }
        var result = Value.interpolate(from: start, to: end, fraction: progress)
        if iteration > 0 {
            result = Value.vectorSum(result, Value.vectorDifference(end, start).vectorScaled(by: iteration))
        }
        return additive ? Value.vectorSum(current, result) : result
    }
}
