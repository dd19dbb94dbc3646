extension CALayer {
    /// Records that something an `AnimationArena` lays out changed in this layer,
    /// in its and its ancestors' `evaluationChangeCount`. Called from the few places
    /// that hold what a tick lays out (docs/ARCHITECTURE.md, "Evaluation inside a
    /// tick"), so no code path changing them can skip it; an animation's own values
    /// are immutable once attached.
    final func evaluationInputsDidChange() {
        var node: CALayer? = self
        while let layer = node {
            layer.evaluationChangeCount &+= 1
            node = layer.superlayerStorage
        }
    }
}
