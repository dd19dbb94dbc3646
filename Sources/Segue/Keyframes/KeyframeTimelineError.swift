/// Why `KeyframeTimeline.init` refused a keyframe: a relative time that is NaN has no
/// place on the timeline. (Times outside [0, 1] are clamped with a diagnostic instead.)
public enum KeyframeTimelineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `keyframes[keyframe].relativeStartTime` is NaN.
    case relativeStartTimeNotANumber(keyframe: Int)
    /// `keyframes[keyframe].relativeDuration` is NaN.
    case relativeDurationNotANumber(keyframe: Int)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .relativeStartTimeNotANumber(let keyframe):
            return "keyframe \(keyframe) has a NaN relativeStartTime"
        case .relativeDurationNotANumber(let keyframe):
            return "keyframe \(keyframe) has a NaN relativeDuration"
        }
    }
}
