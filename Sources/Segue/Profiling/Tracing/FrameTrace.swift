import Foundation

/// A trace of a running Segue program in the Chrome Trace Event Format (Segue
/// extension — what `segue demo --trace` and `segue replay --trace` write; open it
/// in Perfetto or chrome://tracing).
///
/// What it holds:
/// - **Frames** on the "Frames" track: a `frame` slice per frame that did
///   something, with its phases (`FramePhase`: input, ticks, layout, commit,
///   presentation tree, geometry build, draw, present) nested inside; the wait
///   before a frame (idle sleep or pacing) as a `wait` slice beside it; input
///   events as instants; and, when the host gives it, a `launch` slice from the
///   process's start to its first present.
/// - **Transitions**, each a slice on a "Transitions" track (a second lane opens
///   when two overlap) named by operation and controllers
///   (`present SCViewController → SCModalViewController`), from
///   `transitionDidStart` to `completeTransition(_:)`, with the outcome; the
///   interactive percent as the counter "transition percent".
/// - **Layer animations**, each a slice on a track of its own named by layer and
///   key (`SCModalViewController.view · transform`), from the tick it starts to
///   the tick it stops or is removed.
/// - **Counters** per drawn frame: layers, quads, triangles, draw calls, texture
///   uploads and — when the compositor counts them — pixels filled and culled layers.
///
/// Connect it to a `FramePhaseRecorder` (`recorder.trace = trace`): the recorder
/// tells it the frame's phases as they happen. Events are written in time order
/// (every `ts` is at or after the one before it), so slices on one track nest.
/// A frame that turns out to have done nothing is dropped; until it is known, its
/// phases wait in a small reused buffer. `finish()` writes the file under its
/// final name; releasing an unfinished trace deletes its temporary file.
@MainActor
public final class FrameTrace {
    /// The track (`tid`) frames are written on.
    public nonisolated static let frameThread = 1

    /// The file being written.
    public let writer: ChromeTraceWriter
    /// The clock timestamps are read from (the frame recorder's).
    public let clock: any MonotonicClock
    /// How a layer is named in animation tracks. By default its `name`, else its
    /// view controller's type and ".view", else its view's (or its own) type; the
    /// demo uses the exploded view's names.
    public var layerName: @MainActor (CALayer) -> String = { FrameTrace.defaultLayerName($0) }
    /// Frames written so far.
    public private(set) var framesWritten = 0
    /// Animation slices begun so far.
    public internal(set) var animationsTraced = 0
    /// Transition slices begun so far.
    public internal(set) var transitionsTraced = 0

    private var animations: AnimationTrackRecorder?
    private var transitions: TransitionTrackRecorder?
    private var nextThread = FrameTrace.frameThread + 1
    private var lastTimestamp = -Double.infinity
    private var isLaunchOpen = false

    // The frame being recorded, until it is written or dropped.
    private var pendingFrame: FrameTiming?
    private var pendingPhases: [(phase: FramePhase, start: Double, end: Double)] = []
    private var pendingOpenPhase: (phase: FramePhase, start: Double)?
    private var isFrameOpen = false

    /// Opens a trace file at `path` (see `ChromeTraceWriter`: an unwritable path
    /// throws at once) with `origin` on `clock` as time 0, and starts watching
    /// transitions and layer animations.
    public init(path: String, clock: any MonotonicClock, origin: Double, processName: String = "segue",
                bufferCapacity: Int = 64 * 1024) throws(TraceFileError) {
        writer = try ChromeTraceWriter(path: path, origin: origin, bufferCapacity: bufferCapacity)
        self.clock = clock
        pendingPhases.reserveCapacity(32)
        writer.processName(processName)
        writer.threadName("Frames", thread: Self.frameThread)
        writer.threadSortIndex(0, thread: Self.frameThread)
        animations = AnimationTrackRecorder(trace: self)
        let transitions = TransitionTrackRecorder(trace: self)
        self.transitions = transitions
        TransitionObservers.add(transitions)
    }

    isolated deinit {
        stopWatching()
        writer.abandon()
    }

    /// The default `layerName`.
    public static func defaultLayerName(_ layer: CALayer) -> String {
        if let name = layer.name, !name.isEmpty { return name }
        guard let view = layer.delegate as? UIView else { return String(describing: type(of: layer)) }
        if let controller = view.viewControllerResponder as? UIViewController {
            return "\(String(describing: type(of: controller))).view"
        }
        return String(describing: type(of: view))
    }

    // MARK: Launch

    /// Opens the `launch` slice at `processStart` (clock time). Call before the
    /// first frame; `endLaunch(at:)` closes it after the first present.
    public func beginLaunch(at processStart: Double) {
        guard !isLaunchOpen, framesWritten == 0, !isFrameOpen else { return }
        isLaunchOpen = true
        stamp(processStart)
        writer.beginSlice("launch", category: "launch", timestamp: processStart, thread: Self.frameThread)
    }

    /// A step of the launch (opening the window, building the scene) as a slice
    /// from `start` to `end` inside the `launch` slice; ignored once the first frame began.
    public func launchStep(_ name: String, from start: Double, to end: Double) {
        guard isLaunchOpen, framesWritten == 0, !isFrameOpen, pendingFrame == nil else { return }
        let begin = stamp(start)
        writer.completeSlice(name, category: "launch", timestamp: begin, duration: max(0, end - begin), thread: Self.frameThread)
        stamp(end)
    }

    /// Closes the `launch` slice at `time` (the first present's end), with the time
    /// since the process started in milliseconds.
    public func endLaunch(at time: Double) {
        guard isLaunchOpen, !isFrameOpen else { return }
        isLaunchOpen = false
        let launch = time - writer.origin
        writer.endSlice(timestamp: stamp(time), thread: Self.frameThread) { arguments in
            arguments.add("first frame after (ms)", launch * 1000)
        }
    }

    // MARK: Ending

    /// Stops watching, closes open slices at the current time, and writes the file
    /// under its final name (see `ChromeTraceWriter.finish`).
    public func finish() throws(TraceFileError) {
        let now = stamp(clock.now())
        animations?.endAll(at: now)
        if let transitions { transitions.endAll(at: now) }
        stopWatching()
        if isFrameOpen {
            if pendingOpenPhase != nil { writer.endSlice(timestamp: now, thread: Self.frameThread) }
            writer.endSlice(timestamp: now, thread: Self.frameThread)
            isFrameOpen = false
        }
        if isLaunchOpen {
            isLaunchOpen = false
            writer.endSlice(timestamp: now, thread: Self.frameThread)
        }
        try writer.finish(otherData: [("producer", "Segue"), ("frames", String(framesWritten))])
    }

    /// Stops watching and deletes the temporary file: no trace is written.
    public func abandon() {
        stopWatching()
        writer.abandon()
    }

    private func stopWatching() {
        animations?.stop()
        animations = nil
        if let transitions { TransitionObservers.remove(transitions) }
        transitions = nil
    }

    // MARK: From the frame recorder

    /// Called when the recorder's `trace` is set to this trace.
    func attach(to recorder: FramePhaseRecorder) {}

    func frameBegan(_ frame: FrameTiming) {
        if isFrameOpen { closeFrame(at: frame.start, timing: nil) }
        pendingFrame = frame
        pendingPhases.removeAll(keepingCapacity: true)
        pendingOpenPhase = nil
    }

    func phaseBegan(_ phase: FramePhase, at time: Double) {
        if isFrameOpen {
            writer.beginSlice(phase.name, category: "frame", timestamp: stamp(time), thread: Self.frameThread)
        } else {
            pendingOpenPhase = (phase, time)
        }
    }

    func phaseEnded(_ phase: FramePhase, at time: Double) {
        if isFrameOpen {
            writer.endSlice(timestamp: stamp(time), thread: Self.frameThread)
        } else if let open = pendingOpenPhase {
            if pendingPhases.count == pendingPhases.capacity { flushPendingFrame() }
            if isFrameOpen {
                writer.endSlice(timestamp: stamp(time), thread: Self.frameThread)
            } else {
                pendingPhases.append((open.phase, open.start, time))
            }
            pendingOpenPhase = nil
        }
        animations?.poll(at: time)
    }

    func input(_ name: StaticString, at time: Double, x: Double?, y: Double?, queuedFor: Double?) {
        flushPendingFrame()
        writer.instant(name.description, category: "input", timestamp: stamp(time), thread: Self.frameThread) { arguments in
            if let x { arguments.add("x", x) }
            if let y { arguments.add("y", y) }
            if let queuedFor { arguments.add("queued (ms)", queuedFor * 1000) }
        }
    }

    func frameEnded(_ frame: FrameTiming, keep: Bool, counters: FrameCounters?) {
        guard keep || isFrameOpen else {
            pendingFrame = nil
            pendingOpenPhase = nil
            pendingPhases.removeAll(keepingCapacity: true)
            return
        }
        flushPendingFrame()
        closeFrame(at: frame.end, timing: frame)
        if let counters {
            let time = stamp(frame.end)
            writer.counter("layers", timestamp: time, value: Double(counters.layers))
            writer.counter("quads", timestamp: time, value: Double(counters.quads))
            writer.counter("triangles", timestamp: time, value: Double(counters.triangles))
            writer.counter("draw calls", timestamp: time, value: Double(counters.drawCalls))
            writer.counter("texture uploads", timestamp: time, value: Double(counters.textureUploads))
            if let pixels = counters.pixelsFilled {
                writer.counter("pixels filled", timestamp: time, value: Double(pixels))
            }
            if let culled = counters.culledLayers {
                writer.counter("culled layers", timestamp: time, value: Double(culled))
            }
        }
    }

    private func closeFrame(at time: Double, timing: FrameTiming?) {
        guard isFrameOpen else { return }
        isFrameOpen = false
        pendingFrame = nil
        framesWritten += 1
        writer.endSlice(timestamp: stamp(time), thread: Self.frameThread) { arguments in
            guard let timing else { return }
            arguments.add("frame", timing.number)
            arguments.add("drawn", timing.isDrawn)
            arguments.add("ticks", timing.ticks)
            arguments.add("input events", timing.inputEvents)
        }
    }

    /// Writes the frame being recorded as far as it has got: the wait before it,
    /// its `frame` slice and the phases so far. Done before anything else is
    /// written during a frame, so the file stays in time order.
    private func flushPendingFrame() {
        guard !isFrameOpen, let frame = pendingFrame else { return }
        isFrameOpen = true
        if frame.waitBefore > 0 {
            let start = max(frame.start - frame.waitBefore, lastTimestamp)
            writer.completeSlice("wait", category: "frame", timestamp: stamp(start), duration: max(0, frame.start - start),
                                 thread: Self.frameThread)
        }
        writer.beginSlice("frame", category: "frame", timestamp: stamp(frame.start), thread: Self.frameThread)
        for phase in pendingPhases {
            writer.beginSlice(phase.phase.name, category: "frame", timestamp: stamp(phase.start), thread: Self.frameThread)
            writer.endSlice(timestamp: stamp(phase.end), thread: Self.frameThread)
        }
        pendingPhases.removeAll(keepingCapacity: true)
        if let open = pendingOpenPhase {
            writer.beginSlice(open.phase.name, category: "frame", timestamp: stamp(open.start), thread: Self.frameThread)
        }
    }

    // MARK: For the track recorders

    /// Makes sure the frame in progress is written, then returns the current time
    /// for an event about to be written on another track.
    func prepareTrackEvent(at time: Double? = nil) -> Double {
        flushPendingFrame()
        return stamp(time ?? clock.now())
    }

    /// A new track (`tid`) named `name`, ordered by `sortIndex`.
    func newThread(named name: String, sortIndex: Int) -> Int {
        let thread = nextThread
        nextThread += 1
        writer.threadName(name, thread: thread)
        writer.threadSortIndex(sortIndex, thread: thread)
        return thread
    }

    /// `time`, moved up to the last timestamp written if it is earlier, and noted.
    @discardableResult
    private func stamp(_ time: Double) -> Double {
        let time = max(time, lastTimestamp)
        lastTimestamp = time
        return time
    }
}
