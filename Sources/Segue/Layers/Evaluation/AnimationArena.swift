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
/// The layout is rebuilt when `LayerEvaluationGeneration` has moved since it was
/// built (a tree, an animation list or a copied timing changed) and when the
/// loop's roots change; a rebuild also does what visiting every layer used to do
/// (marking layers rendered, clearing the animated flag of layers with none).
///
/// What a tick computes is exactly what `CALayer.evaluatedProperties(atLocalTime:)`
/// (`presentation()`) computes, through the same value functions, so both agree
/// bit for bit; started and stopped events and removals happen in the same order
/// as before the arena existed.
@MainActor
final class AnimationArena {
    private var layout = Layout()
    private var builtGeneration: UInt64?
    /// How many times the layout was built (for tests and profiling).
    private(set) var rebuildCount = 0

    /// Forces a rebuild at the next evaluation (the loop's roots changed).
    func invalidate() {
        builtGeneration = nil
    }

    /// Evaluates the trees under `roots` for the media time `now`: presentation
    /// values, animation events, removal of finished animations. Returns whether any
    /// layer had animations attached after the tick.
    func evaluate(roots: [CALayer], at now: Double) -> Bool {
        if builtGeneration != LayerEvaluationGeneration.current {
            layout.rebuild(roots: roots)
            rebuildCount += 1
            builtGeneration = LayerEvaluationGeneration.current
        }
        return layout.evaluate(at: now)
    }

    /// How many layers have animations in the current layout (for tests and profiling).
    var animatedLayerCount: Int { layout.runs.count }
    /// How many clocks the current layout computes per tick.
    var clockCount: Int { layout.clocks.count }
}

extension AnimationArena {
    /// The arrays one arena owns. A value type so that a tick mutates it through one
    /// exclusive access instead of one per element.
    @MainActor
    struct Layout {
        /// A layer whose local time a tick computes: its parent is the nearest clock
        /// above it (-1 for a root, whose parent time is media time).
        struct Clock {
            let layer: CALayer
            let parent: Int
        }

        /// A layer with animations, its clock and its animations' range.
        struct Run {
            let layer: CALayer
            let clock: Int
            let animations: Range<Int>
            /// Whether every animation writes whole values that depend neither on the
            /// value under it nor on the model (in place, not additive, both ends
            /// known): while all of them show, the presentation values need no fresh
            /// copy of an unchanged model.
            let overwrites: Bool
        }

        var clocks: [Clock] = []
        /// Per clock, the local time and whether the clock is held, at the current tick.
        var clockTimes: [Double] = []
        var clockHeld: [Bool] = []
        var runs: [Run] = []
        /// Per run, whether the layer still has animations after this tick's removals.
        var runAnimated: [Bool] = []
        /// Per run, whether every animation shows a value this tick.
        var runAllShown: [Bool] = []
        /// Per run, the layer's model revision its presentation values were copied at.
        var runModelRevisions: [UInt64] = []
        var animations: [ArenaAnimation] = []
        /// Per animation, the layer's entry (events, removal, general evaluation).
        var entries: [LayerAnimationEntry] = []
        /// Per animation, the time in its simple duration to show this tick; NaN when
        /// it shows nothing (the model value, or removed) — simple times are never NaN.
        var simpleTimes: [Double] = []
        /// The Bézier curves, eight to a block, with their inputs and answers this tick.
        var bezierLanes: [UnitBezierLanes] = []
        /// The same curves one by one (for lanes the scalar solver must finish).
        var bezierCurves: [UnitBezier] = []
        var springs: [SpringCurve] = []
        var scalars: [BasicValues<Double>] = []
        var points: [BasicValues<CGPoint>] = []
        var sizes: [BasicValues<CGSize>] = []
        var rects: [BasicValues<CGRect>] = []
        var colors: [BasicValues<RGBAColor>] = []
        var transforms: [TransformTween] = []
    }
}
