import Foundation

/// Watches every view-controller transition and appearance callback in the
/// process (Segue extension; UIKit has no public equivalent). Register with
/// `TransitionObservers.add(_:)`; every method has an empty default, so an
/// observer implements only what it needs.
///
/// The events come from `ViewControllerTransitionContext` — through which every
/// Segue container runs its transitions — and from
/// `beginAppearanceTransition(_:animated:)` / `endAppearanceTransition()`, through
/// which every appearance callback is sent. `segue demo --report` and
/// `segue replay` use it to write what happened.
@MainActor
public protocol TransitionObserver: AnyObject {
    /// A transition started (`start(animator:interactor:)`), before its animator or
    /// interactor runs. `context.operation` names the container's operation and
    /// `context.initiallyInteractive` says whether input drives it.
    func transitionDidStart(_ context: ViewControllerTransitionContext)
    /// `updateInteractiveTransition(_:)` accepted a new progress, 0…1.
    func transition(_ context: ViewControllerTransitionContext, didUpdatePercentComplete percentComplete: CGFloat)
    /// `completeTransition(_:)` ran: `completed` is false for a cancelled transition.
    /// Sent before the container's completion handler settles the hierarchy.
    func transitionDidEnd(_ context: ViewControllerTransitionContext, completed: Bool)
    /// A controller is about to receive an appearance callback.
    func viewController(_ viewController: UIViewController, willReceive callback: AppearanceCallback)
}

extension TransitionObserver {
    public func transitionDidStart(_ context: ViewControllerTransitionContext) {}
    public func transition(_ context: ViewControllerTransitionContext, didUpdatePercentComplete percentComplete: CGFloat) {}
    public func transitionDidEnd(_ context: ViewControllerTransitionContext, completed: Bool) {}
    public func viewController(_ viewController: UIViewController, willReceive callback: AppearanceCallback) {}
}
