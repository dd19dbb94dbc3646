/// Measures where each frame's time goes (Segue extension): a host marks the
/// frame's start, each phase it enters (`FramePhase`) and the frame's end, and the
/// recorder keeps the timings on an injected clock — for the HUD's frame graph
/// (`lastDrawnFrame`) and, when `trace` is set, for a Chrome trace file.
///
/// Marks are transitions: `mark(.ticks)` ends whatever phase runs and starts the
/// ticks. A mark outside a frame (a screenshot drawn between frames) is ignored,
/// so code that marks its steps — the compositor marks geometry build and draw —
/// can run anywhere. Recording is a few clock readings per frame and allocates
/// nothing.
///
/// A frame that did nothing (no tick, no input, nothing drawn: an idle wake-up) is
/// dropped: it leaves `lastFrame` and the trace alone.
@MainActor
public final class FramePhaseRecorder {
    /// The clock phases are read from (the host's monotonic clock; tests pass a
    /// `ManualClock`).
    public let clock: any MonotonicClock
    /// Where frames are written as they happen; nil records timings only.
    public var trace: FrameTrace? {
        didSet { trace?.attach(to: self) }
    }
    /// Whether a frame is being recorded.
    public private(set) var isInFrame = false
    /// The phase running now, nil between phases and frames.
    public private(set) var currentPhase: FramePhase?
    /// The frame being recorded (meaningful while `isInFrame`).
    public private(set) var current = FrameTiming()
    /// The last frame ended that did something.
    public private(set) var lastFrame: FrameTiming?
    /// The last frame ended that drew.
    public private(set) var lastDrawnFrame: FrameTiming?
    /// Frames ended that did something.
    public private(set) var frameCount = 0

    private var phaseStart: Double = 0
    private var waitStart: Double?

    /// A recorder reading `clock`.
    public init(clock: any MonotonicClock) {
        self.clock = clock
    }

    /// The host is about to wait for events or for the next frame's time.
    public func beginWait() {
        if isInFrame { endFrame(drawn: false, ticks: 0) }
        waitStart = clock.now()
    }

    /// A frame begins: ends any wait and any frame left open.
    public func beginFrame() {
        let now = clock.now()
        if isInFrame { endFrame(drawn: false, ticks: 0) }
        current = FrameTiming()
        current.start = now
        current.number = frameCount + 1
        if let waitStart {
            current.waitBefore = now - waitStart
            self.waitStart = nil
        }
        isInFrame = true
        currentPhase = nil
        trace?.frameBegan(current)
    }

    /// Ends the phase running (if any) and begins `phase`. Ignored outside a frame.
    public func mark(_ phase: FramePhase) {
        guard isInFrame else { return }
        let now = clock.now()
        closePhase(at: now)
        currentPhase = phase
        phaseStart = now
        trace?.phaseBegan(phase, at: now)
    }

    /// Ends the phase running without beginning another. Ignored outside a frame.
    public func endPhase() {
        guard isInFrame else { return }
        closePhase(at: clock.now())
    }

    /// An input event was handled in this frame: counted, and written to the trace
    /// as an instant named `name` (a static name, so recording allocates nothing)
    /// at window point (`x`, `y`) when it has one. `queuedFor` is how long the event
    /// waited in the system's queue before the host took it, when known (seconds).
    public func recordInput(_ name: StaticString, x: Double? = nil, y: Double? = nil, queuedFor: Double? = nil) {
        guard isInFrame else { return }
        current.inputEvents += 1
        trace?.input(name, at: clock.now(), x: x, y: y, queuedFor: queuedFor)
    }

    /// Ends the frame: `drawn` says whether it presented, `ticks` how many ticks ran,
    /// `counters` what it drew (written to the trace for a drawn frame).
    public func endFrame(drawn: Bool, ticks: Int, counters: FrameCounters? = nil) {
        guard isInFrame else { return }
        let now = clock.now()
        closePhase(at: now)
        isInFrame = false
        current.end = now
        current.isDrawn = drawn
        current.ticks = ticks
        let didSomething = drawn || ticks > 0 || current.inputEvents > 0
        trace?.frameEnded(current, keep: didSomething, counters: drawn ? counters : nil)
        guard didSomething else { return }
        frameCount += 1
        lastFrame = current
        if drawn { lastDrawnFrame = current }
    }

    private func closePhase(at now: Double) {
        guard let phase = currentPhase else { return }
        current[phase] += now - phaseStart
        currentPhase = nil
        trace?.phaseEnded(phase, at: now)
    }
}
