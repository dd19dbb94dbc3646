/// The keyframe list `UIView.animateKeyframes(withDuration:delay:options:animations:)`
/// builds for one animated property from its `addKeyframe(withRelativeStartTime:
/// relativeDuration:animations:)` blocks: the value before the animation plus one record
/// per block that changed the property, turned into the `values` and `keyTimes` of the
/// property's keyframe animation.
///
/// The rules, after UIKit:
/// - An initial frame holds the value before the animation (the presentation value
///   with `.beginFromCurrentState`) from 0 up to the first keyframe's start.
/// - Each keyframe runs from the previous value to its own value, from its start to
///   start + relativeDuration, cut short at the next keyframe's start when they overlap.
/// - Between keyframes, and after the last one, the value holds; the last key time is 1.
///
/// Example: one keyframe over 0…0.1 gives key times (0, 0.1, 1) and values
/// (before, value, value); one over 0.5…0.7 gives (0, 0.5, 0.7, 1) and
/// (before, before, value, value).
///
/// Choices where UIKit is silent:
/// - Keyframes are ordered by start time; those starting together keep the order their
///   blocks ran in, so the later block's value is the one that is kept.
/// - A keyframe's interval is clipped to [0, 1], each change with a diagnostic: a start
///   outside [0, 1] is clamped into it while the end stays at start + duration (so a
///   keyframe from −0.5 lasting 0.7 runs from 0 to 0.2), an end past 1 becomes 1, and a
///   negative duration becomes 0. NaN is an error (the `lenient` form drops that
///   keyframe with a diagnostic).
/// - A zero-length keyframe (or one cut to zero length) is a jump at its start: two
///   equal key times, which `KeyframeTrack` shows as a step.
/// - Relative times are fractions of the whole duration; the options' curve applies to
///   the whole timeline, outside this type.
public struct KeyframeTimeline<Value: Sendable>: Sendable {
    /// What one `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` block
    /// recorded for the property: its relative times and the model value after the block.
    public struct Keyframe: Sendable {
        /// When the keyframe starts, as a fraction of the whole animation's duration.
        public var relativeStartTime: Double
        /// How long it lasts, as a fraction of the whole animation's duration.
        public var relativeDuration: Double
        /// The property's value after the block ran.
        public var value: Value

        /// A keyframe record, with UIKit's argument names.
        public init(relativeStartTime: Double, relativeDuration: Double, value: Value) {
            self.relativeStartTime = relativeStartTime
            self.relativeDuration = relativeDuration
            self.value = value
        }
    }

    /// The keyframe values, starting with the value before the animation.
    public let values: [Value]
    /// The key time of each value, from 0 to 1, non-decreasing.
    public let keyTimes: [Double]

    /// Builds the timeline for one property.
    ///
    /// - Parameters:
    ///   - initialValue: The value before the animation.
    ///   - keyframes: The records of the blocks that changed the property, in the order
    ///     the blocks ran.
    /// - Throws: `KeyframeTimelineError` for a NaN relative time.
    public init(initialValue: Value, keyframes: [Keyframe]) throws(KeyframeTimelineError) {
        for (index, keyframe) in keyframes.enumerated() {
            if keyframe.relativeStartTime.isNaN { throw .relativeStartTimeNotANumber(keyframe: index) }
            if keyframe.relativeDuration.isNaN { throw .relativeDurationNotANumber(keyframe: index) }
        }
        self.init(checkedInitialValue: initialValue, keyframes: keyframes.enumerated().map { ($0, $1) })
    }

    /// Builds the timeline like `init`, but drops a keyframe with a NaN relative time
    /// (with a diagnostic) instead of throwing.
    public static func lenient(initialValue: Value, keyframes: [Keyframe]) -> KeyframeTimeline {
        var kept: [(Int, Keyframe)] = []
        for (index, keyframe) in keyframes.enumerated() {
            if keyframe.relativeStartTime.isNaN {
                SegueDiagnostics.report("KeyframeTimeline: \(KeyframeTimelineError.relativeStartTimeNotANumber(keyframe: index)); dropping it")
            } else if keyframe.relativeDuration.isNaN {
                SegueDiagnostics.report("KeyframeTimeline: \(KeyframeTimelineError.relativeDurationNotANumber(keyframe: index)); dropping it")
            } else {
                kept.append((index, keyframe))
            }
        }
        return KeyframeTimeline(checkedInitialValue: initialValue, keyframes: kept)
    }

    /// Builds the timeline from keyframes without NaN, each with its index in the
    /// caller's list (for diagnostics).
    private init(checkedInitialValue initialValue: Value, keyframes: [(index: Int, keyframe: Keyframe)]) {
        // Clamp each keyframe into [0, 1].
        var spans: [(start: Double, end: Double, order: Int, value: Value)] = []
        spans.reserveCapacity(keyframes.count)
        for (order, (index, keyframe)) in keyframes.enumerated() {
            let start = min(max(keyframe.relativeStartTime, 0), 1)
            if start != keyframe.relativeStartTime {
                SegueDiagnostics.report("KeyframeTimeline: keyframe \(index) starts at \(keyframe.relativeStartTime), outside [0, 1]; clamped to \(start)")
            }
            // The keyframe ends where the caller said it ends (from its unclamped start),
            // clipped to [start, 1].
            var end = keyframe.relativeStartTime + keyframe.relativeDuration
            if keyframe.relativeDuration < 0 {
                SegueDiagnostics.report("KeyframeTimeline: keyframe \(index) has a negative relativeDuration \(keyframe.relativeDuration); using 0")
                end = start
            } else if end.isNaN { // −∞ start with ∞ duration
                SegueDiagnostics.report("KeyframeTimeline: keyframe \(index) has no defined end; ending it at 1")
                end = 1
            } else if end > 1 {
                SegueDiagnostics.report("KeyframeTimeline: keyframe \(index) ends at \(end), after 1; clamped to 1")
                end = 1
            }
            end = max(end, start)
            spans.append((start, end, order, keyframe.value))
        }
        spans.sort { ($0.start, $0.order) < ($1.start, $1.order) }

        var values = [initialValue]
        var keyTimes = [0.0]
        for (position, span) in spans.enumerated() {
            // Hold the previous value up to this keyframe's start.
            if span.start > keyTimes[keyTimes.count - 1] {
                keyTimes.append(span.start)
                values.append(values[values.count - 1])
            }
            // Cut short at the next keyframe's start.
            let nextStart = position + 1 < spans.count ? spans[position + 1].start : 1
            keyTimes.append(min(span.end, nextStart))
            values.append(span.value)
        }
        // Hold the last value to the end.
        if keyTimes[keyTimes.count - 1] < 1 {
            keyTimes.append(1)
            values.append(values[values.count - 1])
        }
        self.values = values
        self.keyTimes = keyTimes
    }
}

extension KeyframeTimeline where Value: VectorInterpolatable {
    /// The keyframe track that animates the property along this timeline, in the
    /// calculation mode chosen by the `animateKeyframes` options (no per-segment timing
    /// functions: the options' curve applies to the whole timeline).
    ///
    /// - Throws: `KeyframeTrackError` when a value is not finite or the mode unknown.
    public func keyframeTrack(
        calculationMode: CAAnimationCalculationMode = .linear
    ) throws(KeyframeTrackError) -> KeyframeTrack<Value> {
        try KeyframeTrack(values: values, keyTimes: keyTimes, calculationMode: calculationMode)
    }
}
