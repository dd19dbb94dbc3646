import Foundation

extension UIWindow {
    /// How many points one step of a mouse wheel scrolls (Segue's choice; desktop
    /// toolkits use 40–100). The SDL host multiplies SDL's wheel steps by it.
    public static let scrollWheelStep: CGFloat = 40

    /// Scrolls with the mouse wheel or a trackpad (a Segue extension; iOS has no
    /// wheel): `delta` is how far the content should move, in points — positive
    /// `dy` moves the offset down the content (what "scroll down" does), positive
    /// `dx` to the right. It goes to the deepest `UIScrollView` under `location`
    /// (window coordinates; found as a touch would be, from the hit view up) that
    /// can move that way: scrolling enabled, content overflowing on that axis and
    /// not already at the end — so the wheel over a list at its bottom scrolls the
    /// list's scrolling container instead. The offset stays within the content's
    /// limits (no bounce, no deceleration) and the scroll view's delegate hears
    /// `scrollViewDidScroll(_:)`; any motion in progress stops.
    ///
    /// - Returns: Whether a scroll view moved. Non-finite input is reported and ignored.
    @discardableResult
    public func handleScrollWheel(_ delta: CGVector, at location: CGPoint) -> Bool {
        guard delta.dx.isFinite, delta.dy.isFinite, location.x.isFinite, location.y.isFinite else {
            SegueDiagnostics.report("UIWindow.handleScrollWheel(\(delta), at: \(location)): not finite; ignored")
            return false
        }
        guard delta.dx != 0 || delta.dy != 0 else { return false }
        var node = hitTest(location, with: nil)
        while let view = node {
            if let scrollView = view as? UIScrollView, scrollView.canScroll(byWheel: delta) {
                return scrollView.scroll(byWheel: delta)
            }
            node = view.superview
        }
        return false
    }
}
