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

    public var state: UIViewAnimatingState { .inactive }
    public var isRunning: Bool { false }
    public var isReversed: Bool { get { false } set {} }
    public var fractionComplete: CGFloat { get { 0 } set {} }
    public func startAnimation() {}
    public func startAnimation(afterDelay delay: TimeInterval) {}
    public func pauseAnimation() {}
    public func stopAnimation(_ withoutFinishing: Bool) {}
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}
