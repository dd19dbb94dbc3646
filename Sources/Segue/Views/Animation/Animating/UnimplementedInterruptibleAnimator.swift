import Foundation

/// What the default `interruptibleAnimator(using:)` answers: a marker meaning "the
/// animation controller does not implement this optional method". Segue's
/// transition machinery checks for it by identity and then drives the container's
/// clock instead. Every operation on it does nothing.
@MainActor
public final class UnimplementedInterruptibleAnimator: UIViewImplicitlyAnimating {
    /// The one marker.
    public static let shared = UnimplementedInterruptibleAnimator()
    private init() {}

    /// Always `.inactive`.
    public var state: UIViewAnimatingState { .inactive }
    /// Always false.
    public var isRunning: Bool { false }
    /// Always false; setting it does nothing.
    public var isReversed: Bool { get { false } set {} }
    public var fractionComplete: CGFloat { get { 0 } set {} }
    /// Does nothing.
    public func startAnimation() {}
    /// Does nothing.
    public func startAnimation(afterDelay delay: TimeInterval) {}
    /// Does nothing.
    public func pauseAnimation() {}
    /// Does nothing.
    public func stopAnimation(_ withoutFinishing: Bool) {}
    /// Does nothing.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}
