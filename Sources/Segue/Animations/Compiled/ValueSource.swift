/// The values one property animation moves through, in the property's own type.
enum ValueSource<Value: VectorInterpolatable & Sendable>: Sendable {
    /// `CABasicAnimation`'s from/to/by.
    case basic(BasicValues<Value>)
    /// `CAKeyframeAnimation`'s values, boxed: copying the source (as a tick's
    /// `switch` does) retains one object instead of each of the track's arrays.
    case keyframes(KeyframeBox<Value>)

    /// Whether `value(progress:current:additive:iteration:)` reads `current`.
    func readsCurrent(additive: Bool) -> Bool {
        guard case .basic(let values) = self else { return additive }
        return values.readsCurrent(additive: additive)
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
