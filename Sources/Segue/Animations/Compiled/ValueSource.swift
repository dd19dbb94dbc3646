/// The values one property animation moves through, in the property's own type.
enum ValueSource<Value: VectorInterpolatable & Sendable>: Sendable {
    /// `CABasicAnimation`'s from/to/by.
    case basic(BasicValues<Value>)
    /// `CAKeyframeAnimation`'s values, boxed: copying the source (as a tick's
    /// `switch` does) retains one object instead of each of the track's arrays.
    case keyframes(KeyframeBox<Value>)

    /// Basic values from an animation's from/to/by; `captured` is the presentation
    /// value when the animation was added, used when none of the three is set.
    static func basic(from: Value?, to: Value?, by: Value?, captured: Value?) -> Self {
        .basic(BasicValues(from: from, to: to, by: by, captured: captured))
    }

    /// Whether `value(progress:current:additive:iteration:)` reads `current`: not
    /// for keyframes or both ends known, unless additive.
    func readsCurrent(additive: Bool) -> Bool {
        if additive { return true }
        if case .basic(let values) = self { return !values.hasFixedEnds }
        return false
    }

    /// The value at `progress`, given the property's value under this animation
    /// (`current`) and, for cumulative animations, the completed repetitions.
    @inline(__always)
    func value(progress: Double, current: Value, additive: Bool, iteration: Double) -> Value {
        switch self {
        case .basic(let values):
            return values.value(progress: progress, current: current, additive: additive, iteration: iteration)
        case .keyframes(let box):
            let track = box.track
            var result = track.value(at: progress)
            if iteration > 0 {
                let cycleDelta = Value.vectorDifference(track.value(at: 1), track.value(at: 0))
                result = Value.vectorSum(result, cycleDelta.vectorScaled(by: iteration))
            }
            return additive ? Value.vectorSum(current, result) : result
        }
    }
}

/// A keyframe track in a box of its own (see `ValueSource.keyframes`).
final class KeyframeBox<Value: VectorInterpolatable & Sendable>: Sendable {
    let track: KeyframeTrack<Value>

    init(_ track: KeyframeTrack<Value>) {
        self.track = track
    }
}
