/// One attached animation as an `AnimationArena` lays it out: everything a tick
/// reads for it, in one flat value next to its neighbours.
///
/// Holds a copy of the entry's timing and, for the common shape — one property
/// animation, no group, not cumulative, values without references — its key path,
/// curve and additivity, with its values in one of the arena's typed arrays at
/// `payload`. Any other shape
/// (groups, cumulative animations, keyframes, transforms whose ends depend on the
/// layer, driven animations)
/// evaluates through its `LayerAnimationEntry`, as `presentation()` does. The
/// started/stopped flags mirror the entry's (both only ever turn true), so a tick
/// reads the entry only when one is about to change.
struct ArenaAnimation {
    /// Where the animation's values are and how to apply them.
    enum Values: UInt8 {
        /// Nothing to apply (an animation Segue cannot evaluate: it still starts and stops).
        case none
        case scalar, point, size, rect, color, transform
        /// Evaluated through the entry (`LayerAnimationEntry.apply`).
        case entry
        /// Shows its driver's progress (`LayerAnimationEntry.applyDriven`).
        case driven
    }

    /// How time becomes progress, and where the curve is.
    enum Curve: UInt8 {
        /// The fraction of the duration.
        case linear
        /// A Bézier timing function, in lane `curveIndex` of the arena's lane blocks.
        case bezier
        /// A spring, at `curveIndex` in the arena's springs.
        case spring
    }

    var timing: MediaTimingParameters
    var keyPath: LayerKeyPath
    var values: Values
    var curve: Curve
    var isAdditive: Bool
    var needsBeginTime: Bool
    var hasStarted: Bool
    var hasStopped: Bool
    /// The index in the arena's array for `values`.
    var payload: Int32
    /// The index of the curve's data (see `Curve`).
    var curveIndex: Int32

    /// The phase at the layer's local time.
    @inline(__always)
    func phase(atLocalTime time: Double) -> MediaTimingPhase {
        timing.phase(atLocalTime: time, beginsNow: needsBeginTime)
    }
}
