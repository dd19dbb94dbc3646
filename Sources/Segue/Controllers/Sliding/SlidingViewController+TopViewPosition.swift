extension SlidingViewController {
    /// Where the top view rests (ECSlidingViewController's
    /// `ECSlidingViewControllerTopViewPosition`).
    public enum TopViewPosition: Int, Sendable {
        /// Moved left by `anchorLeftRevealAmount`, showing the under-right view.
        case anchoredLeft = 0
        /// Moved right by `anchorRightRevealAmount`, showing the under-left view.
        case anchoredRight = 1
        /// Covering the container; no under view is shown.
        case centered = 2
    }
}
