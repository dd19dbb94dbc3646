import Foundation

/// An animation that can be started, paused, scrubbed and reversed (UIKit's
/// `UIViewAnimating`); `UIViewPropertyAnimator` is Segue's implementation.
@MainActor
public protocol UIViewAnimating: AnyObject {
    /// `.inactive`, `.active` (running or paused) or `.stopped`.
    var state: UIViewAnimatingState { get }
    /// Whether the animation is active and not paused.
    var isRunning: Bool { get }
    /// Whether the animation runs toward its start values.
    var isReversed: Bool { get set }
    /// The progress, 0…1; settable while paused to scrub.
    var fractionComplete: CGFloat { get set }
    /// Starts the animation, or resumes it when paused.
    func startAnimation()
    /// Starts the animation after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animation where it is; an inactive one becomes active and paused.
    func pauseAnimation()
    /// Stops the animation where it is. With `withoutFinishing` true it becomes
    /// inactive at once and no completion runs; with false it becomes `.stopped` and
    /// waits for `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animation with its properties at `finalPosition` and runs the
    /// completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// A `UIViewAnimating` that accepts more animations and completions and can be
/// continued with new timing (UIKit's `UIViewImplicitlyAnimating`). The optional
/// methods do nothing by default.
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds a block of animations that starts after `delayFactor` (0…1) of the
    /// remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block of animations that runs over the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a completion, called with the position the animations ended at.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Continues a paused animation with new timing (nil keeps the current one) over
    /// `durationFactor` times the original duration.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Does nothing (the requirement is optional in UIKit).
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Does nothing (the requirement is optional in UIKit).
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Does nothing (the requirement is optional in UIKit).
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Does nothing (the requirement is optional in UIKit).
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}
