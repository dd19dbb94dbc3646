import Foundation

/// An interaction controller (UIKit's `UIViewControllerInteractiveTransitioning`):
/// drives a transition's progress from input, a gesture or a script.
///
/// When one is vended, the container calls only `startInteractiveTransition(_:)`;
/// the interaction controller calls the animator's `animateTransition(using:)` if it
/// needs it, reports progress with the context's `updateInteractiveTransition(_:)`,
/// and ends with `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
/// `UIPercentDrivenInteractiveTransition` is the ready-made one.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Begins driving the transition.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)

    /// How much faster than the transition's duration the rest of it runs once the
    /// interaction ends (1 by default; must be positive).
    var completionSpeed: CGFloat { get }

    /// The curve of the part that runs after the interaction ends (easeInOut by default).
    var completionCurve: UIView.AnimationCurve { get }

    /// Whether the transition starts interactively (true by default). With false,
    /// an interruptible transition starts animating and becomes interactive when
    /// paused (iOS 10).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
