/// Where one frame's time went, phase by phase (Segue extension): what a
/// `FramePhaseRecorder` measured between `beginFrame()` and `endFrame(…)`, in
/// seconds on the recorder's clock.
public struct FrameTiming: Equatable, Sendable {
    /// The frame's number among the frames the recorder ended (1 for the first).
    public var number = 0
    /// When the frame began (after any wait for events or pacing).
    public var start: Double = 0
    /// When it ended (after the present, for a drawn frame).
    public var end: Double = 0
    /// Whether it drew and presented.
    public var isDrawn = false
    /// Ticks the loop ran in it.
    public var ticks = 0
    /// Input events handled in it.
    public var inputEvents = 0
    /// Seconds spent in each phase, indexed by `FramePhase.rawValue` (every run of
    /// a phase added up).
    public var phaseDurations = SIMD8<Double>(repeating: 0)
    /// How long the wait before the frame lasted (idle sleep or frame pacing).
    public var waitBefore: Double = 0

    /// A frame timing with everything zero.
    public init() {}

    /// Seconds spent in `phase`.
    public subscript(phase: FramePhase) -> Double {
        get { phaseDurations[phase.rawValue] }
        set { phaseDurations[phase.rawValue] = newValue }
    }

    /// From the frame's start to its end.
    public var duration: Double { end - start }

    /// Seconds in the phases before the present: the frame's own CPU work (the
    /// present may block on the vertical blank).
    public var workDuration: Double {
        var total = 0.0
        for phase in FramePhase.allCases where phase != .present { total += phaseDurations[phase.rawValue] }
        return total
    }
}
