/// Group members an `AnimationArena` evaluates in place that compute identically,
/// evaluated once per tick for all of them (Segue, internal): the group members'
/// counterpart of `ArenaTimingClass`. The ordinary case is one animation group
/// added to many layers — the stress scene's cards each carry a copy of the same
/// group, whose timing classes the cards share — where each member's time in the
/// group, its progress along its spring and its value are the same numbers on
/// every layer of a class.
///
/// Two members share a class when their groups are in the same timing class and
/// the members have bit for bit the same `MediaTimingParameters`, the same curve,
/// key path, additivity and kind of values, and — for the kinds whose value the
/// class computes — the same values: scalar members with both ends known and not
/// additive (their ends' bit patterns), and scalar keyframe members (the arena
/// keeps one copy of identical tracks, so the same track index). Members of other
/// kinds share their class only with themselves: the class then holds just their
/// time and progress.
///
/// The class's time, progress and value are computed by the same functions, on the
/// same inputs, as each member computed them alone, so every layer shows the same
/// bits as before. A member reads its class only while its group shows its class's
/// simple time; a group frozen on its end under a held clock while its class moves
/// on computes its members alone, as before.
struct ArenaMemberClass {
    /// What makes two members' evaluation identical: the group's timing class (in
    /// `timing.clock`), the member's timing and curve, its kind of values, key
    /// path, additivity and, where the class computes the value, the values.
    struct Key: Hashable {
        var timing: ArenaTimingClass.Key
        var values: UInt8
        var keyPath: LayerKeyPath
        var isAdditive: Bool
        /// The ends' bit patterns of a scalar member with fixed ends; the track
        /// index of a keyframe member; otherwise the member's own index (no sharing).
        var identity: SIMD2<UInt64>
    }

    /// How the class's value is computed.
    enum SharedValue: UInt8 {
        /// None: members write from the class's progress (their values differ or
        /// their kind is not shared).
        case none
        /// `Double.interpolate(from: start, to: end, fraction: progress)` of a scalar
        /// member with fixed ends, not additive.
        case scalar
        /// The keyframe track's value at the progress.
        case keyframes
    }

    /// The group's timing class: its simple time is the members' parent time.
    var groupClass: Int32
    /// The members' timing in the group (a copy of any one's: they are equal).
    var timing: MediaTimingParameters
    /// The members' curve in the arena's `curves` (linear or a spring).
    var curve: Int32
    var sharedValue: SharedValue
    /// The scalar payload (`.scalar`) or keyframe track (`.keyframes`).
    var payload: Int32

    /// What the current tick found for a class.
    struct State {
        /// The member's simple time, NaN when it shows nothing (outside its active
        /// interval without a fill, or its group shows nothing).
        var simpleTime: Double = .nan
        var progress: Double = 0
        /// The shared value (see `SharedValue`).
        var value: Double = 0
        /// Whether `rotation` holds this tick's `setScalar` of `value` on the
        /// identity transform, for members on a rotation field (computed at the
        /// first member that needs it).
        var hasRotation = false
        /// `TransformFieldAccess.setting(field, to: value, in: CATransform3DIdentity)`:
        /// what every member whose transform is the identity is set to.
        var rotation = CATransform3DIdentity
    }
}
