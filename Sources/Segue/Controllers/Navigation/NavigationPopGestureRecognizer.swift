/// The navigation controller's `interactivePopGestureRecognizer`: a
/// `UIScreenEdgePanGestureRecognizer` watching the left edge that fails at once
/// when its navigation controller could not pop (one controller on the stack, a
/// transition running, or not on screen).
///
/// UIKit keeps that guard in the recognizer's private default delegate, so an app
/// replacing `delegate` loses it (and can pop the root into a frozen screen);
/// Segue keeps the guard in the recognizer, so `delegate` is free for the app
/// (nil by default) and its `gestureRecognizerShouldBegin(_:)` can only refuse more.
@MainActor
final class NavigationPopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    /// The navigation controller it pops.
    weak var navigationController: UINavigationController?

    override init() {
        super.init()
        edges = .left
        name = "interactivePopGestureRecognizer"
    }

    /// Fails at once when the navigation controller could not pop now.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard stateStorage == .possible else { return }
        if navigationController?.canBeginInteractivePop != true { state = .failed }
    }
}
