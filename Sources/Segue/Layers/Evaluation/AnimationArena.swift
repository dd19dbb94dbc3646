import Foundation

/// The running animations of one loop's layer trees, laid out contiguously so that
/// a tick evaluates them in one linear pass (Segue, internal; Core Animation's
/// render server does the equivalent out of process).
///
/// The layout (`AnimationArena.Layout`) lists, in the order the old recursive tick
/// visited them (the trees in pre-order, each layer's animations in the order
/// added):
/// - the *clocks*: the roots and every layer whose timing is not the identity or
///   that holds ended animations — the only layers whose local time differs from
///   their superlayer's; each tick computes their times from the root down;
/// - the *runs*: one per layer with animations attached, naming its clock and its
///   range of animations;
/// - the *animations* (`ArenaAnimation`), with their values in typed arrays.
///
/// Layers with no animations and the identity timing are not touched by a tick.
/// The layout is rebuilt when a root's `evaluationChangeCount` has moved since it
/// was built (a tree, an animation list or a copied timing changed under it, see
/// `CALayer.evaluationInputsDidChange()`) and when the loop's roots change; a rebuild also does what visiting every layer used to do
/// (marking layers rendered, clearing the animated flag of layers with none).
///
/// Every value a tick computes goes through the animation's own value functions
/// (`CompiledAnimation`, `LayerAnimationEntry.apply`): the arena decides only which
/// to call and in what order, and `presentation()` reads what it computed.
@MainActor
final class AnimationArena {
    /// Read by tests (`AnimationArena+Inspection.swift`).
    private(set) var layout = Layout()
    /// Whether the layout is of the current roots, and their change counts then.
    private var isBuilt = false
    private var builtChangeCounts: [UInt64] = []
    /// How many times the layout was built (for tests and profiling).
    private(set) var rebuildCount = 0

    init() {}

    /// Forces a rebuild at the next evaluation (the loop's roots changed).
    func invalidate() {
        isBuilt = false
    }

    /// Whether nothing the layout copied changed under `roots` since it was built.
    func layoutIsCurrent(for roots: [CALayer]) -> Bool {
        guard isBuilt, builtChangeCounts.count == roots.count else { return false }
        for index in roots.indices where roots[index].evaluationChangeCount != builtChangeCounts[index] {
            return false
        }
        return true
    }

    /// Evaluates the trees under `roots` for the media time `now`: animation events,
    /// removal of finished animations and — when `computingValues` — presentation
    /// values. Returns whether any layer had animations attached after the tick.
    ///
    /// A tick that does not compute values (all but the last of the ticks one
    /// `FixedTimestepLoop.advance()` runs: no frame draws them) leaves the
    /// presentation store showing what the last tick that computed them showed,
    /// as Core Animation's presentation tree shows the last frame.
    func evaluate(roots: [CALayer], at now: Double, computingValues: Bool = true) -> Bool {
        if !layoutIsCurrent(for: roots) {
            layout.rebuild(roots: roots)
            rebuildCount += 1
            builtChangeCounts.removeAll(keepingCapacity: true)
            for root in roots { builtChangeCounts.append(root.evaluationChangeCount) }
            isBuilt = true
        }
        let animated = layout.evaluatePhases(at: now)
        if computingValues {
            layout.evaluateValues()
        } else if animated {
            valuelessTickCount += 1
        }
        if !animated && layout.runs.count > 0 {
            // The last animations ended: let go of their layers now (a loop with
            // nothing animating may not tick again for a long time, and a layout kept
            // until then would keep dismissed views' layers alive). The next
            // evaluation lays the trees out afresh.
            layout.rebuild(roots: [])
            isBuilt = false
        }
        return animated
    }

    /// How many evaluations with animations left their values uncomputed (for
    /// tests and profiling).
    private(set) var valuelessTickCount = 0

    /// How many phase passes found every layer steady and skipped the per-layer
    /// loop (for tests and profiling; kept across layouts).
    var skippedPhaseLoopCount: Int { layout.skippedPhaseLoopCount }
}

extension AnimationArena {
    /// The arrays one arena owns: plain values in `ArenaColumn`s, references in
    /// arrays beside them. Noncopyable (its columns own their buffers); a tick
    /// mutates it through one exclusive access.
    @MainActor
    struct Layout: ~Copyable {
        /// A layer with animations: its clock, its animations' range, and what the
        /// current tick found.
        struct Run {
            let clock: Int32
            let start: Int32
            let end: Int32
            /// Whether every animation writes whole values that depend neither on
            /// the value under it nor on the model (in place, not additive, both ends
            /// known): while all of them show, the presentation values need no fresh
            /// copy of an unchanged model.
            let overwrites: Bool
            /// Whether, besides, each of them writes its property whole (not a
            /// component such as "position.x"): while all show, a tick need not
            /// read the slot's last values before applying them.
            let writesWholeFields: Bool
            /// Whether the layer still has animations after this tick's removals.
            var isAnimated = false
            /// Whether every animation shows a value this tick.
            var allShown = false
            /// Whether an animation is evaluated through its entry (general or driven).
            let usesEntries: Bool
            /// The fields the animations write: all a tick restores from an unchanged
            /// model before applying them again.
            let writes: LayerPropertyMask

            var animations: Range<Int> { Int(start)..<Int(end) }
        }

        /// The clocks: layers whose local time a tick computes (see `AnimationArena`),
        /// each after its parent (the nearest clock above it; -1 for a root, whose
        /// parent time is media time).
        /// Where the runs' presentation values are (slot = run index).
        let store = PresentationStore()
        var clockLayers: [CALayer] = []
        var clockParents = ArenaColumn<Int32>()
        /// Per clock, the local time and whether the clock is held, at the current tick.
        var clockTimes = ArenaColumn<Double>()
        var clockHeld = ArenaColumn<Bool>()
        /// The layers with animations, in tree order, and their runs.
        var runLayers: [CALayer] = []
        /// The same layers unretained (`runLayers` keeps them alive): a tick reads
        /// their models without retaining them, which for a layer with a side
        /// table (weak references to it) is the slow path.
        var runLayerReferences = ArenaColumn<Unmanaged<CALayer>>()
        var runs = ArenaColumn<Run>()
        var animations = ArenaColumn<ArenaAnimation>()
        /// The animations' timing classes (`ArenaTimingClass`): each tick computes a
        /// class's phase and progress once for all its members.
        var timingClasses = ArenaColumn<ArenaTimingClass>()
        /// Per timing class, what the current tick found.
        var classStates = ArenaColumn<ArenaTimingClass.State>()
        /// Where each timing signature's class is (filled while laying out; its
        /// capacity is kept, so a rebuild of the same shape allocates nothing).
        var timingClassIndex: [ArenaTimingClass.Key: Int32] = [:]
        /// Whether the last phase loop found every run steady (see `evaluatePhases`).
        var runsAreSteady = false
        /// Whether phase loops were skipped since values were last computed, so each
        /// run's one animation shows its class's simple time, not yet copied.
        var simpleTimesFollowClasses = false
        /// How many phase passes skipped the per-run loop (for tests and profiling).
        var skippedPhaseLoopCount = 0
        /// Per animation, the layer's entry (events, removal, general evaluation).
        var entries: [LayerAnimationEntry] = []
        /// The same entries unretained (`entries` keeps them alive), for the tick's
        /// evaluation through them.
        var entryReferences = ArenaColumn<Unmanaged<LayerAnimationEntry>>()
        /// Per animation, the time in its simple duration to show this tick; NaN when
        /// it shows nothing (the model value, or removed) — simple times are never NaN.
        var simpleTimes = ArenaColumn<Double>()
        /// The curves of the timing classes and group members, each turning a simple
        /// time into progress through `ProgressCurve.progress(simpleTime:duration:)`,
        /// as compiled animations do.
        var curves = ArenaColumn<ProgressCurve>()
        var scalars = ArenaColumn<BasicValues<Double>>()
        var points = ArenaColumn<BasicValues<CGPoint>>()
        var sizes = ArenaColumn<BasicValues<CGSize>>()
        var rects = ArenaColumn<BasicValues<CGRect>>()
        var colors = ArenaColumn<BasicValues<RGBAColor>>()
        var transforms = ArenaColumn<TransformTween>()
        /// The members of groups evaluated in place, each group's together.
        var groupMembers = ArenaColumn<ArenaGroupMember>()
        /// Scalar keyframe tracks evaluated in place.
        var keyframeTracks: [KeyframeTrack<Double>] = []
        /// Where each distinct scalar keyframe track is, by a hash of its numbers
        /// (identical tracks are kept once, so group members with equal hops share
        /// a member class; capacity kept like `timingClassIndex`'s).
        var keyframeTrackIndex: [ArenaKeyframeTrack.Key: Int32] = [:]
        /// The classes of group members that compute identically (`ArenaMemberClass`),
        /// and per class what the current tick found.
        var memberClasses = ArenaColumn<ArenaMemberClass>()
        var memberStates = ArenaColumn<ArenaMemberClass.State>()
        /// Where each member signature's class is (filled while laying out).
        var memberClassIndex: [ArenaMemberClass.Key: Int32] = [:]
    }
}
