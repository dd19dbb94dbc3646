/// The `CAMediaTiming` values of one animation or layer, as a value type, and the
/// arithmetic Core Animation applies to them.
///
/// Layers and animations copy their timing into this struct when an animation is
/// added (or a layer ticks), so that per-tick evaluation never touches an object.
/// The rules (docs/UIKIT-BEHAVIOUR.md, "Media timing"):
/// - local time: `t_local = (t_parent − beginTime)·speed + timeOffset`;
/// - active duration: `repeatDuration`, or `duration·max(repeatCount, 1)`, doubled
///   when `autoreverses` (so `repeatDuration` already counts both directions);
/// - before the begin an animation shows only with a backwards fill, after its end
///   it freezes only with a forwards fill;
/// - inside, the position in the simple duration is `(τ + timeOffset) mod period`,
///   mirrored in the second half of a period when `autoreverses`.
public struct MediaTimingParameters: Sendable, Hashable {
    /// When the object starts, in its parent's time.
    public var beginTime: Double
    /// The simple duration, one pass forwards, in local seconds.
    public var duration: Double
    /// How fast local time runs against the parent's (0 stops it, negative runs it
    /// backwards).
    public var speed: Double
    /// Added to local time after the speed is applied.
    public var timeOffset: Double
    /// How many times the simple duration (or period, when autoreversing) runs; a
    /// fraction above 1 ends part-way through a pass, anything below 1 counts as 1,
    /// `.infinity` repeats for ever.
    public var repeatCount: Double
    /// The length of the active interval in local seconds; when positive it overrides
    /// `repeatCount`.
    public var repeatDuration: Double
    /// Whether each pass forwards is followed by the same pass backwards.
    public var autoreverses: Bool
    /// Whether the last value stays after the end (fill mode `forwards` or `both`).
    public var fillsForwards: Bool
    /// Whether the first value shows before the begin time (fill mode `backwards` or
    /// `both`).
    public var fillsBackwards: Bool

    /// Timing with Core Animation's defaults for every value not given: begin 0,
    /// duration 0, speed 1, offset 0, no repetition, no autoreverse, fill mode
    /// `removed`.
    public init(
        beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
        repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
        fillMode: CAMediaTimingFillMode = .removed
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillsForwards = fillMode.fillsForwards
        self.fillsBackwards = fillMode.fillsBackwards
    }

    /// The fill mode these parameters encode.
    public var fillMode: CAMediaTimingFillMode {
        switch (fillsBackwards, fillsForwards) {
        case (true, true): .both
        case (true, false): .backwards
        case (false, true): .forwards
        case (false, false): .removed
        }
    }

    // MARK: Time mapping

    /// Parent time to local time, `(t − beginTime)·speed + timeOffset`. This is the
    /// whole mapping for a layer: layers have no active interval (Segue treats a
    /// layer's duration and repeat settings as not applying, as they have no visible
    /// effect on a layer's own content in Core Animation either).
    @inlinable public func localTime(fromParentTime t: Double) -> Double {
        (t - beginTime) * speed + timeOffset
    }

    /// Local time back to parent time. With speed 0 every parent time maps to the
    /// same local time, so the inverse is taken to be `beginTime`.
    @inlinable public func parentTime(fromLocalTime t: Double) -> Double {
        speed == 0 ? beginTime : (t - timeOffset) / speed + beginTime
    }

    /// One cycle: the simple duration, twice when autoreversing.
    @inlinable public var period: Double { autoreverses ? 2 * duration : duration }

    /// The length of the active interval in local time (infinite for an infinite
    /// repeat count).
    @inlinable public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        return period * max(repeatCount, 1)
    }

    /// Where an animation is at a parent time: before its begin, inside its active
    /// interval, or past its end, and in each case the time in the simple duration
    /// to show (nil when the fill mode says the model value shows instead).
    @inlinable public func phase(atParentTime t: Double) -> MediaTimingPhase {
        let elapsed = (t - beginTime) * speed
        let active = activeDuration
        if elapsed < 0 {
            return .before(simpleTime: fillsBackwards ? simpleTime(atActiveTime: 0, atEnd: false) : nil)
        }
        if elapsed >= active {
            return .after(simpleTime: fillsForwards ? simpleTime(atActiveTime: active, atEnd: true) : nil)
        }
        return .active(simpleTime: simpleTime(atActiveTime: elapsed, atEnd: false))
    }

    /// The time within the simple duration, in [0, duration], for a time in the
    /// active interval. `atEnd` resolves the ambiguity at a cycle boundary towards the
    /// end of the cycle that just finished (so a filled animation freezes on its last
    /// value, not its first).
    @inlinable public func simpleTime(atActiveTime elapsed: Double, atEnd: Bool) -> Double {
        let period = self.period
        guard period > 0, duration > 0 else { return 0 }
        let x = elapsed + timeOffset
        guard x.isFinite else { return 0 }
        var u = x - (x / period).rounded(.down) * period
        // Rounding (3 × 0.1 is not 0.3) must not turn an end into a start.
        let tolerance = period * 1e-9
        if atEnd && x > 0 && u < tolerance { u = period }
        if period - u < tolerance && !atEnd { u = period }
        if u < 0 { u = 0 }
        if u > period { u = period }
        if autoreverses && u > duration { u = period - u }
        return u
    }
}

/// Where a timed object is relative to its active interval, with the simple time to
/// show, or nil when the model value shows.
public enum MediaTimingPhase: Sendable, Hashable {
    /// Before the begin time; with a backwards fill, the simple time of the start.
    case before(simpleTime: Double?)
    /// Inside the active interval.
    case active(simpleTime: Double)
    /// Past the end; with a forwards fill, the simple time of the end.
    case after(simpleTime: Double?)

    /// The time in the simple duration to show, or nil for the model value.
    @inlinable public var simpleTime: Double? {
        switch self {
        case .before(let t), .after(let t): t
        case .active(let t): t
        }
    }

    /// True once the active interval has ended.
    @inlinable public var hasEnded: Bool {
        if case .after = self { return true }
        return false
    }

    /// True once the begin time has been reached.
    @inlinable public var hasStarted: Bool {
        if case .before = self { return false }
        return true
    }
}

extension MediaTimingParameters {
    /// How many whole simple durations have been completed at a parent time, for
    /// cumulative animations (each repetition starts where the last one ended).
    /// Autoreversing repetitions count a forward-and-back period as one.
    @inlinable public func completedIterations(atParentTime t: Double) -> Double {
        let period = self.period
        guard period > 0 else { return 0 }
        let elapsed = min(max((t - beginTime) * speed, 0), activeDuration)
        let x = elapsed + timeOffset
        guard x.isFinite, x > 0 else { return 0 }
        var count = (x / period).rounded(.down)
        // At the very end of a whole number of cycles the last one is still showing.
        if elapsed >= activeDuration, abs(x - count * period) < period * 1e-9 { count -= 1 }
        return max(count, 0)
    }
}

extension MediaTimingParameters {
    /// The phase of an attached animation at its layer's local time. `beginsNow` is
    /// true until the adding transaction commits: the animation then evaluates as if
    /// it began at `time`.
    @inline(__always)
    func phase(atLocalTime time: Double, beginsNow: Bool) -> MediaTimingPhase {
        if beginsNow {
            var resolved = self
            resolved.beginTime = time
            return resolved.phase(atParentTime: time)
        }
        return phase(atParentTime: time)
    }

    /// The phase an ended animation shows under a held clock: its end, as if it
    /// filled forwards.
    var heldEndPhase: MediaTimingPhase {
        .after(simpleTime: simpleTime(atActiveTime: activeDuration, atEnd: true))
    }

    /// Whether local time equals parent time: no begin time, speed 1, no offset.
    var isIdentityTimeMapping: Bool {
        beginTime == 0 && speed == 1 && timeOffset == 0
    }
}
