import Foundation

extension UIModalTransitionStyle {
    /// The animator UIKit's standard presentation or dismissal of this style runs
    /// when the transitioning delegate vends none: `.coverVertical` →
    /// `CoverVerticalTransitionAnimator`, `.crossDissolve` →
    /// `CrossDissolveTransitionAnimator`, `.flipHorizontal` →
    /// `FlipHorizontalTransitionAnimator`, `.partialCurl` →
    /// `PartialCurlTransitionAnimator`.
    @MainActor
    func standardAnimator(presenting: Bool) -> UIViewControllerAnimatedTransitioning {
        switch self {
        case .coverVertical: CoverVerticalTransitionAnimator(presenting: presenting)
        case .crossDissolve: CrossDissolveTransitionAnimator(presenting: presenting)
        case .flipHorizontal: FlipHorizontalTransitionAnimator(presenting: presenting)
        case .partialCurl: PartialCurlTransitionAnimator(presenting: presenting)
        }
    }
}
