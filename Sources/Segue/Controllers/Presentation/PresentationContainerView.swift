import Foundation

/// The view a presentation runs in (UIKit's private `UITransitionView`): one per
/// presentation, added to the window above everything when the presentation
/// begins, as large as the window and resizing with it, and removed when the
/// dismissal completes. It is the context's `containerView` for both transitions
/// and the presentation controller's `containerView` in between.
///
/// Its layout brackets the ordinary layout with the presentation controller's
/// `containerViewWillLayoutSubviews()` and `containerViewDidLayoutSubviews()`, so
/// a presentation controller places the presented view and its chrome whenever
/// the window resizes or rotates. It is transparent and, like UIKit's, takes the
/// touches that land outside the presented view (the presenter underneath is not
/// interactive while it presents).
@MainActor
final class PresentationContainerView: UIView {
    /// The presentation controller whose presentation runs here.
    private(set) weak var presentationController: UIPresentationController?

    /// A container for `presentationController`'s presentation, covering `frame`.
    init(frame: CGRect, presentationController: UIPresentationController) {
        self.presentationController = presentationController
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        let controller = presentationController
        controller?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        controller?.containerViewDidLayoutSubviews()
    }
}
