/// Slow motion, fast motion and freezing for everything on a loop (Segue extension;
/// the iOS Simulator's Debug ▸ Slow Animations, generalised).
extension FixedTimestepLoop {
    /// How fast simulated time runs against the clock: 1 (the default) is real
    /// time, 0.1 ten times slower, 2 twice as fast, 0 freezes it. A negative, NaN
    /// or infinite value is reported (`SegueDiagnostics`) and refused: the scale
    /// stays as it was.
    ///
    /// Ticks keep their fixed size; the scale only changes how many are due at
    /// each `advance()`. So everything that runs on the loop — layer animations,
    /// `CADisplayLink`s (and with them a percent-driven transition's finish or
    /// cancel, `UIViewPropertyAnimator`s), `LoopTimer`s and the transition
    /// watchdog, `CACurrentMediaTime()` — slows down or stops *together*, and a
    /// slowed run shows exactly the frames of a real-time run, only more of them.
    /// (The iOS Simulator's slow animations slow Core Animation's clock but leave
    /// display links and timers at full speed, so display-link driven animations
    /// and interactive completions run out of step; Segue's do not.)
    ///
    /// Changing the scale never moves simulated time: time granted so far is kept
    /// at the old scale and the new one applies from the current clock reading.
    /// `runTick()` still runs one tick while frozen (stepping).
    ///
    /// Consequence for input: gesture timestamps are the loop's media time, so
    /// velocities are in simulated time — at 0.1× a finger moving 100 pt/s in real
    /// time reads 1000 pt/s, and a flick judged by velocity (e.g. a 300 pt/s
    /// threshold) is ten times easier; while frozen, every touch carries the same
    /// timestamp and velocities read zero.
    public var timeScale: Double {
        get { scale }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                SegueDiagnostics.report("FixedTimestepLoop.timeScale = \(newValue) refused: the scale must be finite and ≥ 0 (0 freezes time); keeping \(scale)")
                return
            }
            guard newValue != scale else { return }
            let now = clock.now()
            grantedBeforeScaleChange = grantedTime(at: now)
            scaleChangeClockTime = now
            scale = newValue
        }
    }

    /// Whether simulated time is frozen (`timeScale` is 0).
    public var isTimeFrozen: Bool { scale == 0 }

    /// The clock seconds until the next tick is due at the current scale: 0 when
    /// one is due now, infinity while frozen. A host waiting for input can sleep
    /// this long in slow motion instead of spinning through frames with no tick.
    public var clockTimeUntilNextTick: Double {
        guard scale > 0 else { return .infinity }
        let dueAt = Double(tickCount + 1) * tickInterval
        return max(0, (dueAt - scheduledTime) / scale)
    }

    /// Simulated seconds since the origin the clock has granted by `clockTime`
    /// (before dropped or stepped time): the time granted up to the last scale
    /// change plus the clock time since, at the current scale. At scale 1 with no
    /// change this is exactly `clockTime − origin`.
    func grantedTime(at clockTime: Double) -> Double {
        grantedBeforeScaleChange + (clockTime - scaleChangeClockTime) * scale
    }
}
