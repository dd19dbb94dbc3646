import Foundation

/// The presentation controller of `.fullScreen` presentations (and of the styles
/// Segue adapts to it, see `UIModalPresentationStyle.effectiveStyle`), like
/// UIKit's private full-screen presentation controller: the presented view covers
/// the container, and the presenter's view leaves the window once the
/// presentation completes (`shouldRemovePresentersView` is true), so the
/// presenter gets disappearance callbacks.
///
/// Outside transitions it keeps the presented view at
/// `frameOfPresentedViewInContainerView` (the container's bounds) whenever the
/// container lays out, so the view follows rotations and resizes whatever its
/// autoresizing mask. During a transition it leaves the view to the animator.
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed,
              let view = presentedView, let container = containerView, view.superview === container,
              CATransform3DIsIdentity(view.layer.transform) else { return }
        let frame = frameOfPresentedViewInContainerView
        if view.frame != frame { view.frame = frame }
    }
}
