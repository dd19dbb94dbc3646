import Foundation

/// UIKit's standard `.partialCurl` animation, drawn by Segue as a flip about the
/// horizontal axis: Segue has no page-curl mesh, so instead of curling the
/// presenter's view up part of the way, presenting turns it away from the bottom
/// edge and turns the presented view in (a whole flip, the presented view then
/// covers the container); dismissing flips back the other way. Lasts `duration`
/// (0.75 s) on easeInOut over the whole flip.
@MainActor
final class PartialCurlTransitionAnimator: StandardPresentationAnimator {
    /// The standard duration of a partial curl.
    static let duration: TimeInterval = 0.75

    override var standardDuration: TimeInterval { Self.duration }

    override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        PerspectiveFlip(axis: (1, 0), direction: presenting ? -1 : 1, duration: Self.duration)
            .run(in: transitionContext, presenting: presenting)
    }
}
