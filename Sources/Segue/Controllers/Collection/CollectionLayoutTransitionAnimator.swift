import Foundation

/// The animation of a layout-to-layout navigation transition when the navigation
/// delegate vends none (Segue's counterpart of UIKit's private one): the shared
/// collection view changes to the incoming controller's layout with
/// `setCollectionViewLayout`'s animation, lasting the transition's duration
/// (0.35 s, a push's), in the transition's container — so a percent-driven
/// interaction controller, the demo's scrubbing timeline and slow motion all drive
/// it — and completes the transition when it ends.
@MainActor
final class CollectionLayoutTransitionAnimator: UIViewControllerAnimatedTransitioning {
    /// How long the layout change takes.
    static let duration: TimeInterval = 0.35

    private unowned let transition: CollectionLayoutNavigationTransition

    init(transition: CollectionLayoutNavigationTransition) {
        self.transition = transition
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let collectionView = transition.collectionView
        if collectionView.interactiveTransition != nil {
            collectionView.abandonInteractiveTransition()
        }
        collectionView.changeLayout(to: transition.toLayout, animated: true,
                                    duration: transitionDuration(using: transitionContext), completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
