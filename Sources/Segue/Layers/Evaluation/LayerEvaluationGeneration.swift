/// A counter of the changes that alter what a tick has to evaluate (Segue,
/// internal): a sublayer added or removed, an animation attached or detached, an
/// attached animation's timing or driver changed, a layer's timing or held clock
/// changed where no tick reads it live.
///
/// Each loop's `AnimationArena` remembers the count it was built at and lays the
/// running animations out again when the count has moved; while nothing changes a
/// tick is one linear pass over the arena. Bumping too often only costs a rebuild;
/// every change above must bump, or a tick would evaluate a stale layout.
@MainActor
enum LayerEvaluationGeneration {
    /// The number of changes so far (wraps; only equality is compared).
    private(set) static var current: UInt64 = 0

    /// Records a change.
    @inline(__always)
    static func advance() {
        current &+= 1
    }
}
