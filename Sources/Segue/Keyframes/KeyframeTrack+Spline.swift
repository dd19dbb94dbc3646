// The Kochanek–Bartels spline behind the cubic modes: tangents computed once at init,
// and the cubic Hermite segment evaluated in segment-local parameter u ∈ [0, 1].
// `KeyframeTrack`'s doc comment states the end-tangent and uneven-spacing choices.

/// Tension, continuity and bias per key, 0 where none were given.
struct KochanekBartelsParameters {
    let tension: [Double]?
    let continuity: [Double]?
    let bias: [Double]?

    /// Keeps each array only when it has exactly one entry per key (validation or
    /// `lenient` has made sure of that already).
    init(count: Int, tension: [Double]?, continuity: [Double]?, bias: [Double]?) {
        self.tension = tension?.count == count ? tension : nil
        self.continuity = continuity?.count == count ? continuity : nil
        self.bias = bias?.count == count ? bias : nil
    }

    /// The weights of the backward difference B and the forward difference F in the
    /// outgoing and incoming tangents at key `index`.
    func weights(at index: Int) -> (outgoingBackward: Double, outgoingForward: Double,
                                    incomingBackward: Double, incomingForward: Double) {
        let t = tension?[index] ?? 0
        let c = continuity?[index] ?? 0
        let b = bias?[index] ?? 0
        let half = (1 - t) / 2
        return (half * (1 + b) * (1 + c), half * (1 - b) * (1 - c),
                half * (1 + b) * (1 - c), half * (1 - b) * (1 + c))
    }
}

extension KeyframeTrack {
    /// The Hermite tangents at the start and end of each segment, in segment-local
    /// parameter units. `intervals[i]` is segment i's duration; a zero interval is a
    /// jump, which splits the spline (the keys beside it use the end rule).
    static func kochanekBartelsTangents(
        values: [Value], intervals: [Double], parameters: KochanekBartelsParameters
    ) -> (start: [Value], end: [Value]) {
        let segments = values.count - 1
        guard segments > 0 else { return ([], []) }
        var start = [Value](repeating: .vectorZero, count: segments)
        var end = [Value](repeating: .vectorZero, count: segments)
        for key in 0...segments {
            let before = key > 0 ? intervals[key - 1] : 0
            let after = key < segments ? intervals[key] : 0
            let hasPrevious = before > 0
            let hasNext = after > 0
            guard hasPrevious || hasNext else { continue } // isolated by jumps: tangents unused
            let forward = hasNext ? Value.vectorDifference(values[key + 1], values[key]) : nil
            let backward = hasPrevious ? Value.vectorDifference(values[key], values[key - 1]) : nil
            // The end rule: a missing neighbour is the reflection of the other one.
            let b = backward ?? forward!
            let f = forward ?? backward!
            let w = parameters.weights(at: key)
            // Kochanek and Bartels' adjustment for unequal neighbouring intervals.
            let outgoingScale = hasPrevious && hasNext ? 2 * after / (before + after) : 1
            let incomingScale = hasPrevious && hasNext ? 2 * before / (before + after) : 1
            if key < segments {
                start[key] = Value.vectorSum(b.vectorScaled(by: w.outgoingBackward),
                                             f.vectorScaled(by: w.outgoingForward))
                    .vectorScaled(by: outgoingScale)
            }
            if key > 0 {
                end[key - 1] = Value.vectorSum(b.vectorScaled(by: w.incomingBackward),
                                               f.vectorScaled(by: w.incomingForward))
                    .vectorScaled(by: incomingScale)
            }
        }
        return (start, end)
    }

    /// The cubic Hermite curve of `segment` at parameter `u`:
    /// h₀₀·P₀ + h₁₀·M₀ + h₀₁·P₁ + h₁₁·M₁. Exact at u = 0 and u = 1.
    func hermite(segment: Int, at u: Double) -> Value {
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1
        let h10 = u3 - 2 * u2 + u
        let h01 = 3 * u2 - 2 * u3
        let h11 = u3 - u2
        return Value.vectorSum(
            Value.vectorSum(values[segment].vectorScaled(by: h00), startTangents[segment].vectorScaled(by: h10)),
            Value.vectorSum(values[segment + 1].vectorScaled(by: h01), endTangents[segment].vectorScaled(by: h11)))
    }

    /// The derivative d/du of a Hermite segment given by its ends and tangents.
    static func hermiteDerivative(
        from p0: Value, to p1: Value, startTangent m0: Value, endTangent m1: Value, at u: Double
    ) -> Value {
        let u2 = u * u
        let chord = 6 * u - 6 * u2         // d/du of h₀₁ (and minus that of h₀₀)
        let d10 = 3 * u2 - 4 * u + 1
        let d11 = 3 * u2 - 2 * u
        return Value.vectorSum(
            Value.vectorDifference(p1, p0).vectorScaled(by: chord),
            Value.vectorSum(m0.vectorScaled(by: d10), m1.vectorScaled(by: d11)))
    }
}
