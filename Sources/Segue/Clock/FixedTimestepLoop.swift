/// The runtime's heartbeat: simulated media time advancing in fixed ticks, each
/// tick running display links, committing the implicit transaction, evaluating
/// every attached layer tree and delivering animation callbacks.
///
/// The host calls `advance()` once per frame. It reads the injected clock and runs
/// as many ticks as are due, so simulated time follows the clock exactly in steps
/// of `tickInterval` (1/240 s by default) whatever the frame rate. A frame shows the
/// presentation values at the last tick's time.
///
/// **Catch-up policy.** After a stall (a debugger break, a slow frame, a suspended
/// process) at most `maximumCatchUp` seconds of ticks run in one `advance()`; the
/// rest of the stall is dropped: simulated time jumps over it and from then on runs
/// at the clock's rate again, `droppedTime` behind it. So a stall neither makes the
/// next frame run hundreds of ticks (the spiral of death) nor slows simulated time
/// for good.
///
/// **Time scale.** `timeScale` (Segue extension) makes simulated time run slower or
/// faster than the clock, or stop; ticks stay the same size, only how many are due
/// changes (see `FixedTimestepLoop+TimeScale.swift`).
///
/// Order inside a tick: (1) the implicit transaction of changes made since the last
/// tick commits at the old time (animations added between ticks begin at the
/// time the program saw); (2) media time advances by one interval; (3) display
/// links fire; (4) their changes commit; (5) layer trees evaluate; (6) animation
/// delegates and transaction completions run, then timers; (7) at a tick that
/// computes values, what those callbacks changed commits, and when they added or
/// removed animations the trees evaluate again at the same time, so the frame
/// shows an animation chained in a completion already begun.
///
/// **Ticks no frame draws.** When `advance()` runs several ticks, every one runs
/// whole — clocks, display links, events, completions, removals — but only the
/// last computes presentation values: no frame draws the others'. Between them,
/// `CALayer.presentationProperties` (what the compositor, hit testing and
/// `renderCopy()` read) shows what the last frame showed, as Core Animation's
/// presentation tree does; a layer whose animations were all removed in one of
/// them shows its model. `runTick()`, `refresh()` and the last tick of `advance()`
/// always compute values, so they are complete when these return.
///
/// **What the last frame showed.** `CALayer.presentation()` answers what a frame
/// drawn after the last value-computing tick (or the last frame a host reported
/// with `didDisplay()`) showed: a model changed since keeps showing its value from
/// then until the next such tick.
@MainActor
public final class FixedTimestepLoop {
    /// 240 ticks per second: fine enough that a 120 Hz display never sees two
    /// frames at the same tick, coarse enough to be cheap.
    public static let defaultTickInterval: Double = 1.0 / 240
    /// A quarter of a second of catch-up at most per `advance()`.
    public static let defaultMaximumCatchUp: Double = 0.25

    /// The loop `CADisplayLink.add(to:forMode:)` attaches to. A host installs its
    /// own; until then it is a loop on the system clock.
    public static var main = FixedTimestepLoop()

    /// The clock whose readings decide how many ticks are due.
    public let clock: any MonotonicClock
    /// Seconds of media time per tick.
    public let tickInterval: Double
    /// The most seconds of ticks one `advance()` runs; the rest of a longer stall is
    /// dropped.
    public let maximumCatchUp: Double
    /// The clock reading that is media time zero ticks in.
    public let origin: Double
    /// Ticks run so far.
    public private(set) var tickCount: Int = 0
    /// Seconds of simulated time skipped by the catch-up policy (clock seconds while
    /// `timeScale` is 1).
    public private(set) var droppedTime: Double = 0
    /// Seconds of simulated time `runTick()` ran ahead of the clock.
    private var steppedTime: Double = 0
    /// The media time of the current tick.
    public var mediaTime: Double { origin + Double(tickCount) * tickInterval }

    /// The scale in force (see `timeScale`).
    var scale: Double = 1
    /// Simulated seconds granted by the clock up to `scaleChangeClockTime`, at the
    /// scales in force before it (see `grantedTime(at:)`).
    var grantedBeforeScaleChange: Double = 0
    /// The clock reading when `timeScale` last changed (the origin until then).
    var scaleChangeClockTime: Double = 0

    private var roots: [CALayer] = []
    /// The attached trees' running animations, laid out for one linear pass per tick.
    let arena = AnimationArena()
    private var displayLinks: [CADisplayLink] = []
    /// One-shot timers on media time (see `schedule(at:_:)`).
    var timers: [LoopTimer] = []

    /// Makes a loop on a clock. A tick interval outside (0, 1] s or a catch-up below
    /// one tick is reported and replaced by the default.
    public init(clock: any MonotonicClock = SystemClock(),
                tickInterval: Double = FixedTimestepLoop.defaultTickInterval,
                maximumCatchUp: Double = FixedTimestepLoop.defaultMaximumCatchUp) {
        var interval = tickInterval
        if !(interval > 0 && interval <= 1) {
            SegueDiagnostics.report("FixedTimestepLoop tickInterval \(tickInterval) is outside (0, 1] s; using \(Self.defaultTickInterval)")
            interval = Self.defaultTickInterval
        }
        var catchUp = maximumCatchUp
        if !(catchUp >= interval && catchUp.isFinite) {
            SegueDiagnostics.report("FixedTimestepLoop maximumCatchUp \(maximumCatchUp) is below one tick or not finite; using \(Self.defaultMaximumCatchUp)")
            catchUp = max(Self.defaultMaximumCatchUp, interval)
        }
        self.clock = clock
        self.tickInterval = interval
        self.maximumCatchUp = catchUp
        self.origin = clock.now()
        scaleChangeClockTime = origin
        setCurrentMediaTime(origin)
    }

    /// The most ticks one `advance()` runs.
    public var maximumTicksPerAdvance: Int { max(1, Int((maximumCatchUp / tickInterval).rounded(.down))) }

    // MARK: Running

    /// Runs every tick due by the clock (at most `maximumTicksPerAdvance`, dropping
    /// the rest of a longer stall) and returns how many ran.
    @discardableResult
    public func advance() -> Int {
        let target = scheduledTime
        let due = Int((target / tickInterval + 1e-9).rounded(.down)) - tickCount
        guard due > 0 else { return 0 }
        let limit = maximumTicksPerAdvance
        if due > limit {
            droppedTime += Double(due - limit) * tickInterval
        }
        let count = min(due, limit)
        // Only the last tick's values are drawn.
        for index in 0..<count { tick(computingValues: index == count - 1) }
        return count
    }

    /// Runs exactly one tick, whatever the clock says (stepping a frozen scene,
    /// replaying a recording). A tick run ahead of the clock moves the loop's
    /// schedule with it: `advance()` then goes on from the new time instead of
    /// waiting for the clock to catch up (so stepping while `timeScale` is 0 and
    /// then resuming never stalls).
    public func runTick() {
        tick()
        let ahead = Double(tickCount) * tickInterval - scheduledTime
        if ahead > 0 { steppedTime += ahead }
    }

    /// Simulated seconds since the origin the clock says are due now.
    var scheduledTime: Double { grantedTime(at: clock.now()) - droppedTime + steppedTime }

    /// Evaluates the attached layer trees again at the current tick's time, without
    /// advancing it (Segue extension): pending changes commit, presentation values
    /// are recomputed and animation events delivered, but no display link, timer
    /// or time moves. What a scrub needs to show a change to a layer's timing
    /// (speed, time offset) while time is frozen.
    public func refresh() {
        let now = mediaTime
        setCurrentMediaTime(now)
        CATransaction.flush()
        evaluateRoots(at: now)
        AnimationEventQueue.deliver()
        showCallbackChanges(at: now)
        ShownModels.frameDidShow()
    }

    /// When this tick's callbacks (animation completions, timers) changed what the
    /// arena lays out — added or removed animations, moved layers — commits them and
    /// computes the values again at the same time, so the frame drawn now shows an
    /// animation a completion chained already begun, as Core Animation commits a
    /// change together with its animation, instead of the model's end values for
    /// one frame. Events this second pass raises are delivered at the next tick.
    private func showCallbackChanges(at now: Double) {
        CATransaction.flush()
        guard !arena.layoutIsCurrent(for: roots) else { return }
        evaluateRoots(at: now)
    }

    private func evaluateRoots(at now: Double, computingValues: Bool = true) {
        let animated = arena.evaluate(roots: roots, at: now, computingValues: computingValues)
        // The tick after the last animation ends shows the model again: a change too.
        if animated || isAnimating { presentationChangedSinceDisplay = true }
        isAnimating = animated
    }

    /// One tick (see the type's order inside a tick); unless `computingValues`, it
    /// leaves the presentation values as the last tick that computed them left them.
    private func tick(computingValues: Bool = true) {
        setCurrentMediaTime(mediaTime)
        CATransaction.flush()
        tickCount += 1
        let now = mediaTime
        setCurrentMediaTime(now)
        fireDisplayLinks(at: now)
        CATransaction.flush()
        evaluateRoots(at: now, computingValues: computingValues)
        AnimationEventQueue.deliver()
        fireTimers(at: now)
        // What this tick leaves is what a frame drawn now shows.
        if computingValues {
            showCallbackChanges(at: now)
            ShownModels.frameDidShow()
        }
    }

    // MARK: Drawing on demand

    /// Whether any attached tree had animations at the last tick (running, waiting
    /// for a delayed begin, or frozen by a fill mode).
    public private(set) var isAnimating = false
    private var presentationChangedSinceDisplay = true
    private var displayedChangeCount: UInt64 = .max

    /// Whether the host must keep ticking at the frame rate: animations are attached
    /// or display links are running. When false, a host may sleep until input.
    /// False while `timeScale` is 0: frozen time needs no ticks until the scale or
    /// the model changes (`needsDisplay` still reports model changes).
    public var wantsContinuousTicks: Bool { scale > 0 && (isAnimating || !displayLinks.isEmpty) }

    /// Whether something visible may have changed since the host last called
    /// `didDisplay()`: a model change, an animation tick, or the end of one.
    public var needsDisplay: Bool {
        presentationChangedSinceDisplay || CATransaction.modelChangeCount != displayedChangeCount
    }

    /// Tells the loop a frame showing the current state was drawn.
    public func didDisplay() {
        ShownModels.frameDidShow()
        presentationChangedSinceDisplay = false
        displayedChangeCount = CATransaction.modelChangeCount
    }

    // MARK: Layer trees

    /// Starts evaluating a layer tree every tick. Adding a tree twice is ignored; a
    /// layer inside another attached tree is evaluated with that tree.
    public func attach(_ root: CALayer) {
        guard !roots.contains(where: { $0 === root }) else { return }
        roots.append(root)
        arena.invalidate()
    }

    /// Stops evaluating a layer tree. No tick will advance its animations again, so
    /// they end at once: each is removed and its delegate, block completion or
    /// transaction completion runs with `finished == false` before `detach` returns,
    /// as when a view leaves its window. (A completion holding the tree's window
    /// itself — an interface rotation's, through its transition context — would
    /// otherwise keep the window alive for good.) A tree that was not attached is
    /// left alone.
    public func detach(_ root: CALayer) {
        guard roots.contains(where: { $0 === root }) else { return }
        roots.removeAll { $0 === root }
        arena.invalidate()
        AnimationEventQueue.deliverImmediately {
            root.removeAllAnimationsInTree()
        }
    }

    /// The attached layer trees, in the order attached.
    public var rootLayers: [CALayer] { roots }

    // MARK: Display links

    func add(_ link: CADisplayLink) {
        guard !displayLinks.contains(where: { $0 === link }) else { return }
        displayLinks.append(link)
    }

    func remove(_ link: CADisplayLink) {
        displayLinks.removeAll { $0 === link }
    }

    private func fireDisplayLinks(at time: Double) {
        guard !displayLinks.isEmpty else { return }
        var index = 0
        while index < displayLinks.count {
            let link = displayLinks[index]
            if link.fire(at: time, tickInterval: tickInterval) {
                index += 1
            } else {
                displayLinks.remove(at: index)
            }
        }
    }
}
