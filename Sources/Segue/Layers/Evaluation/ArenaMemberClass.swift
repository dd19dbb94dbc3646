/// Group members an `AnimationArena` evaluates in place that compute identically,
/// evaluated once per tick for all of them (Segue, internal): the group members'
/// counterpart of `ArenaTimingClass`. The ordinary case is one animation group
/// added to many layers (the stress scene's cards).
///
/// Members share a class when their groups share a timing class and they have bit
/// for bit the same timing, curve, key path, additivity and kind of values, and —
/// where the class computes the value — the same values: scalar members with fixed
/// ends, not additive, and scalar keyframe members (one copy of identical tracks).
/// Other members have a class of their own, which holds just time and progress.
/// A member reads its class only while its group shows its class's simple time.
struct ArenaMemberClass {
    /// The group's timing class (in `timing.clock`) and what makes members equal.
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
        /// None: members write from the class's progress.
        case none
        /// A scalar member's with fixed ends, not additive.
        case scalar
        /// A scalar keyframe track's at the progress.
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
        /// The members' simple time, NaN when they show nothing.
        var simpleTime: Double = .nan
        var progress: Double = 0
        /// The shared value (see `SharedValue`).
        var value: Double = 0
        /// Whether `rotation` holds this tick's
        /// `TransformFieldAccess.setting(field, to: value, in: CATransform3DIdentity)`
        /// (computed at the first member on a rotation field that needs it).
        var hasRotation = false
        var rotation = CATransform3DIdentity
    }
}
