extension SlidingViewController {
    /// The move a transition makes (ECSlidingViewController's
    /// `ECSlidingViewControllerOperation`), handed to the delegate when it is asked
    /// for an animation controller.
    ///
    /// The transition's controllers follow the operation: anchoring moves from the
    /// top controller to the under controller it reveals (`.from` is the top,
    /// `.to` the under one); resetting moves back (`.from` is the under controller,
    /// `.to` the top).
    public enum Operation: Int, Sendable {
        /// No transition.
        case none = 0
        /// Centred → anchored left, revealing the under-right controller.
        case anchorLeft = 1
        /// Centred → anchored right, revealing the under-left controller.
        case anchorRight = 2
        /// Anchored left → centred, covering the under-right controller.
        case resetFromLeft = 3
        /// Anchored right → centred, covering the under-left controller.
        case resetFromRight = 4
    }
}
