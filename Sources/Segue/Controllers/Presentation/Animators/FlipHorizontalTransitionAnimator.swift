import Foundation

/// UIKit's standard `.flipHorizontal` animation: a card flip about the vertical
/// axis in perspective — presenting, the presenter's view turns away to the
/// right and the presented view turns in; dismissing, the flip runs the other way.
/// Lasts `duration` (0.75 s, about UIKit's) on easeInOut over the whole flip.
/// With a presenter that stays (`.custom`, `.overFullScreen`) only the presented
/// view turns, in the flip's second half when presenting and in its first half
/// when dismissing.
@MainActor
final class FlipHorizontalTransitionAnimator: StandardPresentationAnimator {
    /// The standard duration of a horizontal flip.
    static let duration: TimeInterval = 0.75

    override var standardDuration: TimeInterval { Self.duration }

    override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        PerspectiveFlip(axis: (0, 1), direction: presenting ? 1 : -1, duration: Self.duration)
            .run(in: transitionContext, presenting: presenting)
    }
}
