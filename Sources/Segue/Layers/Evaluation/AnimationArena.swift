import Foundation

/// The running animations of one loop's layer trees, laid out contiguously so that
/// a tick evaluates them in one linear pass (Segue, internal; Core Animation's
/// render server does the equivalent out of process). docs/ARCHITECTURE.md,
/// "Evaluation inside a tick", describes the layout, when it is rebuilt and the pass.
///
/// A tick touches no layer without animations and with the identity timing; a
/// rebuild marks layers rendered and clears the animated flag of layers with none.
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
    /// A tick that computes no values (one no frame draws) leaves the store
    /// showing what the last frame showed, as Core Animation's presentation tree does.
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
            // until then would keep dismissed views' layers alive).
            layout.rebuild(roots: [])
            isBuilt = false
        }
        return animated
    }

    /// How many evaluations with animations left their values uncomputed (for
    /// tests and profiling).
    private(set) var valuelessTickCount = 0
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
            /// known): while all of them show, an unchanged model need not be read.
            let overwrites: Bool
            /// Whether, besides, each writes its property whole (not "position.x"):
            /// while all show, the slot's last values need not be read either.
            let writesWholeFields: Bool
            /// Whether the layer still has animations after this tick's removals.
            var isAnimated = false
            /// Whether every animation shows a value this tick.
            var allShown = false
            let writes: LayerPropertyMask

            var animations: Range<Int> { Int(start)..<Int(end) }
        }

        /// Where the runs' presentation values are (slot = run index).
        let store = PresentationStore()
        /// The clocks: layers whose local time differs from their superlayer's,
        /// each after its parent (the nearest clock above it; -1 for a root).
        var clockLayers: [CALayer] = []
        var clockParents = ArenaColumn<Int32>()
        /// Per clock, the local time and whether the clock is held, at the current tick.
        var clockTimes = ArenaColumn<Double>()
        var clockHeld = ArenaColumn<Bool>()
        /// The layers with animations, in tree order, and their runs.
        var runLayers: [CALayer] = []
        /// The same layers unretained (`runLayers` keeps them alive): retaining a
        /// layer with a side table (weak references to it) is the slow path.
        var runLayerReferences = ArenaColumn<Unmanaged<CALayer>>()
        var runs = ArenaColumn<Run>()
        var animations = ArenaColumn<ArenaAnimation>()
        var timingClasses = ArenaColumn<ArenaTimingClass>()
        var classStates = ArenaColumn<ArenaTimingClass.State>()
        /// Where each timing signature's class is (filled while laying out; its
        /// capacity is kept, so a rebuild of the same shape allocates nothing).
        var timingClassIndex: [ArenaTimingClass.Key: Int32] = [:]
        /// Per animation, the layer's entry, and the same unretained.
        var entries: [LayerAnimationEntry] = []
        var entryReferences = ArenaColumn<Unmanaged<LayerAnimationEntry>>()
        /// Per animation, the time in its simple duration to show this tick; NaN when
        /// it shows nothing (the model value, or removed): simple times are never NaN.
        var simpleTimes = ArenaColumn<Double>()
        /// The timing classes' curves.
        var curves = ArenaColumn<ProgressCurve>()
        var scalars = ArenaColumn<BasicValues<Double>>()
        var points = ArenaColumn<BasicValues<CGPoint>>()
        var sizes = ArenaColumn<BasicValues<CGSize>>()
        var rects = ArenaColumn<BasicValues<CGRect>>()
        var colors = ArenaColumn<BasicValues<RGBAColor>>()
        var transforms = ArenaColumn<TransformTween>()
        /// The members of groups evaluated in place, each group's together.
        var groupMembers = ArenaColumn<ArenaGroupMember>()
        var keyframeTracks: [KeyframeTrack<Double>] = []
        /// Where each distinct scalar keyframe track is (identical tracks are kept
        /// once, so the group members of many layers read one).
        var keyframeTrackIndex: [ArenaKeyframeTrackKey: Int32] = [:]
    }
}
