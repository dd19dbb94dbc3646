extension UIView {
    /// The gesture recognizers attached to the view, in the order added, or nil when
    /// there are none (UIKit's `gestureRecognizers`). Setting it removes the current
    /// ones and adds the new ones. A window has them too: recognizers on a window
    /// get every touch in it, whatever view it went down in.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerList.isEmpty ? nil : gestureRecognizerList }
        set {
            for recognizer in gestureRecognizerList { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a gesture recognizer (UIKit's `addGestureRecognizer(_:)`); the view
    /// keeps it. A recognizer attached to another view moves here (leaving that view
    /// as `removeGestureRecognizer(_:)` does); adding one already attached here is
    /// reported and changes nothing.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self, gestureRecognizerList.contains(where: { $0 === gestureRecognizer }) {
            SegueDiagnostics.report("\(type(of: self)).addGestureRecognizer(_:): the \(type(of: gestureRecognizer)) is already attached to this \(type(of: self)); ignored")
            return
        }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizerList.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a gesture recognizer (UIKit's `removeGestureRecognizer(_:)`). A
    /// gesture in progress is cancelled first — its actions see `.cancelled` with
    /// `view` still set — and the recognizer is reset. A recognizer not attached
    /// here is ignored.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizerList.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizer.arbiter?.withdraw(gestureRecognizer)
        gestureRecognizerList.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}
