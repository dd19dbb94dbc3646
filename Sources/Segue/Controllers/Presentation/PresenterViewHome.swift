import Foundation

/// Where a presenter's view lived when a presentation began: its superview, its
/// place among the siblings, its frame and transform. A full-screen presentation
/// removes the presenter's view from the window once it completes; the view goes
/// back here before the dismissal starts, and after a cancelled presentation.
///
/// A view that filled its superview (a window's root view, a full-screen presented
/// view) fills it again when it comes back, so a rotation or resize that happened
/// while it was out of the window does not leave it at the old size.
@MainActor
struct PresenterViewHome {
    /// The superview the view lived in (nil if it had none).
    private(set) weak var superview: UIView?
    /// The view's index among the superview's subviews.
    let index: Int
    /// The view's frame when the presentation began.
    let frame: CGRect
    /// The view's layer transform when the presentation began.
    let transform: CATransform3D
    /// Whether the view covered its superview's bounds exactly.
    let fillsSuperview: Bool

    /// Records where `view` is now.
    init(of view: UIView) {
        superview = view.superview
        index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
        frame = view.frame
        transform = view.layer.transform
        if let superview = view.superview {
            let bounds = superview.bounds
            fillsSuperview = abs(frame.minX - bounds.minX) < 0.001 && abs(frame.minY - bounds.minY) < 0.001
                && abs(frame.width - bounds.width) < 0.001 && abs(frame.height - bounds.height) < 0.001
        } else {
            fillsSuperview = false
        }
    }

    /// The frame the view should have at home now: the superview's bounds when it
    /// filled them, else the recorded frame.
    var currentFrame: CGRect {
        if fillsSuperview, let superview { return superview.bounds }
        return frame
    }

    /// Puts `view` back in its superview — just below `sibling` when that is in the
    /// same superview (the presentation's container), else at its old index — with
    /// its recorded transform and (when that is the identity) its home frame.
    /// Nothing moves when the superview is gone.
    func restore(_ view: UIView, below sibling: UIView?) {
        guard let superview else { return }
        UIView.performWithoutAnimation {
            if view.superview !== superview {
                if let sibling, sibling.superview === superview {
                    superview.insertSubview(view, belowSubview: sibling)
                } else {
                    superview.insertSubview(view, at: min(index, superview.subviews.count))
                }
            }
            view.layer.transform = transform
            if CATransform3DIsIdentity(transform) { view.frame = currentFrame }
        }
    }
}
