extension CALayer {
    /// Records that something an `AnimationArena` lays out changed in this layer:
    /// counts it in the layer's `evaluationChangeCount` and in each of its
    /// ancestors', so an arena finds out by comparing its roots' counts with the
    /// counts it was built at — a change in one tree never costs another tree's
    /// arena a rebuild.
    ///
    /// The changes are called from the few places that hold what a tick lays out,
    /// so no code path changing them can skip it: the `sublayerList`, the
    /// `animationEntries`, the `timing` and `holdsEndedAnimations` of a layer that is
    /// not yet a live clock (a live clock's are read at every tick), and an attached
    /// animation's schedule, which only `changeSchedule(of:_:)` can change. An
    /// animation's own values are immutable once attached (`LayerAnimationEntry`).
    final func evaluationInputsDidChange() {
        var node: CALayer? = self
        while let layer = node {
            layer.evaluationChangeCount &+= 1
            node = layer.superlayerStorage
        }
    }
}
