import Foundation

/// The pan a scroll view drags its content with (behind `panGestureRecognizer`): a
/// `UIPanGestureRecognizer` that fails when the drag starts mostly along an axis
/// the scroll view cannot scroll, so the scroll view does not take drags it would
/// not act on (a sideways edge swipe over a vertical list).
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    override func startDecision(dx: CGFloat, dy: CGFloat) -> StartDecision {
        guard hypot(dx, dy) >= hysteresis else { return .wait }
        guard let scrollView = view as? UIScrollView else { return .begin }
        let vertical = scrollView.dragsVertically, horizontal = scrollView.dragsHorizontally
        if !vertical && !horizontal { return .fail }
        if abs(dy) >= abs(dx) { return vertical ? .begin : .fail }
        return horizontal ? .begin : .fail
    }
}
