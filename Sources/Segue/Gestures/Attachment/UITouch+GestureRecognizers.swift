extension UITouch {
    /// The gesture recognizers receiving the touch (UIKit's `gestureRecognizers`):
    /// those of the view it went down in and of its ancestors up to the window that
    /// were enabled and willing when it went down and still follow it; nil when
    /// there are none.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        guard let route = window?.gestureArbiter.route(for: self) else { return nil }
        let following = route.recognizers.filter { recognizer in
            recognizer.trackedTouches.contains { $0 === self }
        }
        return following.isEmpty ? nil : following
    }
}
