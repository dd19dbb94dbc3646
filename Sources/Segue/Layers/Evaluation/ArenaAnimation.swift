/// One attached animation as an `AnimationArena` lays it out: everything a tick
/// reads for it, in one flat value next to its neighbours.
///
/// Names its timing class (`ArenaTimingClass`, where the copy of the entry's
/// timing is) and, for the common shape — one property
/// animation, no group, not cumulative, values without references — its key path
/// and additivity (its curve is its class's), with its values in one of the arena's typed arrays at
/// `payload`. Any other shape
/// (groups, cumulative animations, keyframes, transforms whose ends depend on the
/// layer, driven animations)
/// evaluates through its `LayerAnimationEntry.apply`. The
/// started/stopped flags mirror the entry's (both only ever turn true), so a tick
/// reads the entry only when one is about to change.
struct ArenaAnimation {
    /// Where the animation's values are and how to apply them.
    enum Values: UInt8 {
        /// Nothing to apply (an animation Segue cannot evaluate: it still starts and stops).
        case none
        case scalar, point, size, rect, color, transform
        /// Scalar keyframes, linear or cubic without per-segment timing functions:
        /// `payload` the track in the arena's `keyframeTracks`.
        case scalarKeyframes
        /// A group whose members each sit one plain level below it (no timing
        /// function on the group or on them, none cumulative): the members'
        /// timings in the arena's `groupMembers`, `payload` the first,
        /// `memberCount` of them.
        case group
        /// Evaluated through the entry (`LayerAnimationEntry.apply`).
        case entry
        /// Shows its driver's progress (`LayerAnimationEntry.applyDriven`).
        case driven
    }

    var keyPath: LayerKeyPath
    var values: Values
    var isAdditive: Bool
    var hasStarted: Bool
    var hasStopped: Bool
    /// The index in the arena's array for `values`.
    var payload: Int32
    /// For a `.group`, how many members it has.
    var memberCount: Int32 = 0
    /// The animation's `ArenaTimingClass` in the arena's `timingClasses` (-1 for a
    /// driven animation, which has no media timing); for values in place, its
    /// curve is the class's.
    var timingClass: Int32 = -1
}

/// One member of a group an `AnimationArena` evaluates in place (`ArenaAnimation.Values.group`):
/// its timing inside the group and, for the common shapes (values without
/// references or scalar keyframes, on a linear or spring curve), its values in the
/// arena's typed columns as an `ArenaAnimation`'s are; any other member through its
/// compiled animation, unretained (the layer's entry keeps it alive, and any change
/// to the entry's members lays the arena out again). In place, a tick reads the
/// member from the arena's contiguous columns instead of an object of its own on the
/// heap (that first read missed the cache for every card of the stress scene).
struct ArenaGroupMember {
    var timing: MediaTimingParameters
    var compiled: Unmanaged<CompiledAnimation>
    /// `.entry` when evaluated through `compiled`; otherwise where its values are.
    var values: ArenaAnimation.Values = .entry
    var keyPath: LayerKeyPath = .opacity
    /// Its curve in the arena's `curves`: linear or a spring (members on Bézier
    /// curves go through `compiled`).
    var curve: Int32 = 0
    var isAdditive = false
    var payload: Int32 = 0
    /// The member's `ArenaMemberClass` in the arena's `memberClasses`, -1 for a
    /// member evaluated through `compiled`.
    var memberClass: Int32 = -1
}

/// Where an arena finds a scalar keyframe track it laid out already: a hash of
/// its numbers and its length (a hit is confirmed number by number).
enum ArenaKeyframeTrack {
    struct Key: Hashable {
        var hash: Int
        var count: Int32
    }
}
