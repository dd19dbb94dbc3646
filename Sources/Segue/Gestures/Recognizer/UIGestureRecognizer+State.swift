extension UIGestureRecognizer {
    /// Where a recognizer is in recognizing its gesture (UIKit's
    /// `UIGestureRecognizer.State`, with UIKit's raw values).
    ///
    /// A discrete gesture (a tap) goes `possible → recognized` or `possible →
    /// failed`; a continuous one (a pan, a pinch) goes `possible → began →
    /// changed… → ended` or `→ cancelled`, or `possible → failed`. After a gesture
    /// is over, and once its touches are gone, the recognizer is reset to
    /// `.possible`.
    public enum State: Int, Sendable {
        /// Not recognized yet (the default). Also the state of a recognizer whose
        /// recognition waits for another to fail (`require(toFail:)`).
        case possible
        /// A continuous gesture was recognized; the action is sent.
        case began
        /// A continuous gesture changed; the action is sent.
        case changed
        /// A continuous gesture ended, or a discrete gesture was recognized; the
        /// action is sent.
        case ended
        /// A continuous gesture was cancelled (touches cancelled, recognizer disabled
        /// or removed); the action is sent.
        case cancelled
        /// The touches were not the gesture; no action is sent.
        case failed

        /// A discrete gesture was recognized: the same state as `.ended`.
        public static var recognized: State { .ended }

        /// Whether recognizers send their actions on entering this state.
        var sendsActions: Bool {
            switch self {
            case .began, .changed, .ended, .cancelled: true
            case .possible, .failed: false
            }
        }

        /// Whether the gesture is over (it waits only to be reset).
        var isFinished: Bool {
            switch self {
            case .ended, .cancelled, .failed: true
            case .possible, .began, .changed: false
            }
        }
    }
}
