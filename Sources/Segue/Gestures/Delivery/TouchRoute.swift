/// Where one touch goes (UIKit's per-touch gesture bookkeeping): the recognizers it
/// was offered to when it went down, and how far its view has been told about it.
@MainActor
final class TouchRoute {
    /// The touch.
    let touch: UITouch
    /// The recognizers of the touch, from the hit view outwards (UIKit's
    /// `touch.gestureRecognizers`). Whether one still follows the touch is
    /// `trackedTouches`' business (a recognizer may ignore it or be reset).
    let recognizers: [UIGestureRecognizer]
    /// The view has been sent `touchesBegan`.
    var viewHasBegun = false
    /// The view will be sent nothing more for this touch.
    var viewIsFinished = false
    /// `touchesBegan` is held back (`delaysTouchesBegan`).
    var isBeganHeld = false
    /// `touchesEnded` is held back (`delaysTouchesEnded`, or a held began).
    var isEndHeld = false
    /// A recognizer took the touch over (`cancelsTouchesInView`).
    var isCancelledForView = false

    init(touch: UITouch, recognizers: [UIGestureRecognizer]) {
        self.touch = touch
        self.recognizers = recognizers
    }

    /// Whether the touch has lifted or been cancelled.
    var touchIsFinished: Bool { touch.phase == .ended || touch.phase == .cancelled }

    /// Whether nothing more will happen for this touch.
    var isDone: Bool { touchIsFinished && !isBeganHeld && !isEndHeld }
}
