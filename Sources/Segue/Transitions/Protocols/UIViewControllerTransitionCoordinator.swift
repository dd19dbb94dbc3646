import Foundation

/// What code running alongside a transition can read about it (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`): handed to alongside animations,
/// completions and interaction-change handlers.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates (false for `animated: false` calls).
    var isAnimated: Bool { get }
    /// The modal style of a presentation or dismissal; `.none` for other containers.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition's animator supports interruption (iOS 10).
    var isInterruptible: Bool { get }
    /// Whether input is driving the transition right now.
    var isInteractive: Bool { get }
    /// Whether the transition was (or is being) cancelled.
    var isCancelled: Bool { get }
    /// The transition's duration, from the animator.
    var transitionDuration: TimeInterval { get }
    /// The last progress the interaction reported, 0…1.
    var percentComplete: CGFloat { get }
    /// The interaction controller's `completionSpeed` (1 without one).
    var completionVelocity: CGFloat { get }
    /// The interaction controller's `completionCurve` (easeInOut without one).
    var completionCurve: UIView.AnimationCurve { get }
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The rotation a transition from an orientation change applies; identity otherwise.
    var targetTransform: CGAffineTransform { get }
    /// The controller for a key, nil when the transition has none for it.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for a key, or nil when the transition's animator must leave that view
    /// alone (see `UITransitionContextViewKey`).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// The object a controller gets from `transitionCoordinator` while a transition
/// that involves it runs (UIKit's `UIViewControllerTransitionCoordinator`): it
/// runs animations alongside the transition and reports when it ends or when its
/// interactivity changes.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in the transition's animation context (same duration and
    /// begin time, so it scrubs and reverses with it) and `completion` once the
    /// transition ended, after the hierarchy settled and before the animator's
    /// `animationEnded(_:)`. Returns false when the transition has already ended.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool

    /// The same, for animations of a view outside the transition's container.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool

    /// Calls `handler` each time the transition's interactivity changes (the
    /// interaction finishes, cancels, or takes over again).
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)

    /// Calls `handler` when the interaction ends (finished or cancelled), once
    /// (UIKit's iOS 7 API, deprecated in iOS 10 for `notifyWhenInteractionChanges`).
    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition, with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
