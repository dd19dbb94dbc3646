/// Receives an animation's start and stop (Core Animation's `CAAnimationDelegate`).
///
/// As in Core Animation the animation keeps a strong reference to its delegate.
/// `animationDidStart(_:)` arrives on the first tick at or after the animation's
/// begin time; `animationDidStop(_:finished:)` arrives once, with `finished` true
/// when the active duration ran out and false when the animation was removed first
/// (`removeAnimation(forKey:)`, replaced under the same key, or its layer removed
/// all animations). Both arrive after the tick's presentation values are computed.
@MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// Tells the delegate the animation has started: Core Animation's
    /// `animationDidStart(_:)`, on the first tick at or after its begin time.
    func animationDidStart(_ anim: CAAnimation)
    /// Tells the delegate the animation has stopped: Core Animation's
    /// `animationDidStop(_:finished:)`. `flag` is true when the active duration ran out,
    /// false when the animation was removed before that.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing, so a delegate implements only the callbacks it wants.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing, so a delegate implements only the callbacks it wants.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
