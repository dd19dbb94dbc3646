/// The values a `transform` (or `sublayerTransform`) animation moves through,
/// interpolated by decomposition (`TransformTween`); `byValue` and additive
/// animations concatenate rather than add. A class, so that the large precomputed
/// decompositions are read in place rather than copied each tick.
final class TransformSource: Sendable {
    let from: CATransform3D?
    let to: CATransform3D?
    let by: CATransform3D?
    /// The presentation value when the animation was added (for none of from/to/by).
    let captured: CATransform3D?
    /// Both endpoints decomposed once, when they don't depend on the layer's value
    /// (from and to, from and by, or by and to). An `AnimationArena` copies it.
    let tween: TransformTween?
    /// Keyframes, splined in decomposed form.
    let keyframes: KeyframeTrack<TransformDecomposition>?

    init(from: CATransform3D?, to: CATransform3D?, by: CATransform3D?, captured: CATransform3D?) {
        self.from = from
        self.to = to
        self.by = by
        self.captured = captured
        keyframes = nil
        if let from, to != nil || by != nil {
            tween = TransformTween(from: from, to: to ?? CATransform3DConcat(from, by!))
        } else if let to, let by {
            tween = TransformTween(from: CATransform3DConcat(to, CATransform3DInvert(by)), to: to)
        } else {
            tween = nil
        }
    }

    init(keyframes: KeyframeTrack<TransformDecomposition>) {
        from = nil; to = nil; by = nil; captured = nil; tween = nil
        self.keyframes = keyframes
    }

    @inline(__always)
    func value(progress: Double, current: CATransform3D, additive: Bool) -> CATransform3D {
        if let tween { return tween.value(progress: progress, current: current, additive: additive) }
        let result: CATransform3D
        if let keyframes {
            result = keyframes.value(at: progress).transform
        } else {
            let base = additive ? CATransform3DIdentity : current
            let start: CATransform3D, end: CATransform3D
            switch (from, to, by) {
            case let (from?, nil, nil): (start, end) = (from, base)
            case let (nil, to?, nil): (start, end) = (base, to)
            case let (nil, nil, by?): (start, end) = (base, CATransform3DConcat(base, by))
            default: (start, end) = (captured ?? base, base)
            }
            result = CATransform3D.interpolate(from: start, to: end, fraction: progress)
        }
        return additive ? CATransform3DConcat(result, current) : result
    }
}
