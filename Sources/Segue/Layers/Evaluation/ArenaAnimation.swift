/// One attached animation as an `AnimationArena` lays it out: everything a tick
/// reads for it, in one flat value next to its neighbours. The common shape (one
/// property animation, not cumulative, values without references) has its values
/// in one of the arena's typed arrays at `payload`; other shapes evaluate through
/// `LayerAnimationEntry.apply`. The started/stopped flags mirror the entry's (both
/// only ever turn true), so a tick reads the entry only when one is about to change.
struct ArenaAnimation {
    /// Where the animation's values are and how to apply them.
    enum Values: UInt8 {
        /// Nothing to apply (an animation Segue cannot evaluate: it still starts and stops).
        case none
        case scalar, point, size, rect, color, transform
        /// Scalar keyframes, linear or cubic without per-segment timing functions:
        /// `payload` the track in the arena's `keyframeTracks`.
        case scalarKeyframes
        /// A group whose members sit one plain level below it: `memberCount`
        /// members in the arena's `groupMembers` from `payload`.
        case group
        /// Evaluated through the entry (`LayerAnimationEntry.apply`).
        case entry
        /// Shows its driver's progress (`LayerAnimationEntry.applyDriven`).
        case driven

        /// Whether the values are in the arena's columns (the cases before `group`).
        var isInPlace: Bool { rawValue < Self.group.rawValue }
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
    /// The animation's `ArenaTimingClass` (-1 for a driven animation); for values
    /// in place, its curve is the class's.
    var timingClass: Int32 = -1
}

/// One member of a group an `AnimationArena` evaluates in place: its timing in
/// the group and, for values without references or scalar keyframes on a linear
/// or spring curve, its values in the arena's columns (an object of its own on the
/// heap missed the cache for every card of the stress scene); any other member
/// through its compiled animation, unretained (the layer's entry keeps it alive).
struct ArenaGroupMember {
    var timing: MediaTimingParameters
    var compiled: Unmanaged<CompiledAnimation>
    /// `.entry` when evaluated through `compiled`; otherwise where its values are.
    var values: ArenaAnimation.Values = .entry
    var keyPath: LayerKeyPath = .opacity
    var isAdditive = false
    var payload: Int32 = 0
    /// The member's `ArenaTimingClass` (under its group's), which holds its curve;
    /// -1 for a member evaluated through `compiled`.
    var timingClass: Int32 = -1
}

/// Where an arena finds a scalar keyframe track it laid out already: a hash of
/// its numbers and its length (a hit is confirmed number by number).
struct ArenaKeyframeTrackKey: Hashable {
    var hash: Int
    var count: Int32
}
