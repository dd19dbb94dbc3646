import Foundation
import Segue
import SegueStudio

/// Watches the first view-controller transition that starts after it is added
/// (`TransitionObservers`) and keeps what `segue render --scene` needs from it: its
/// duration as the context read it from the animator, and whether it has ended.
/// Reading the duration from the running transition, not from a per-scene
/// constant, keeps the render right when a scene's animator (or its tuning)
/// changes.
@MainActor
final class ShowcaseTransitionObserver: TransitionObserver {
    /// The transition's `transitionDuration`, once one started.
    private(set) var duration: TimeInterval?
    /// Whether the transition ended (completed or cancelled), and how.
    private(set) var outcome: Bool?
    private weak var context: ViewControllerTransitionContext?

    func transitionDidStart(_ context: ViewControllerTransitionContext) {
        guard self.context == nil && duration == nil else { return }
        self.context = context
        duration = context.transitionDuration
    }

    func transitionDidEnd(_ context: ViewControllerTransitionContext, completed: Bool) {
        guard context === self.context else { return }
        outcome = completed
    }
}
