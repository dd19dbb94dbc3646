/// Fine-tunes how a gesture recognizer decides (UIKit's
/// `UIGestureRecognizerDelegate`). Every method is optional, as in UIKit: the
/// protocol extension answers what UIKit assumes when the delegate does not
/// implement it. A recognizer holds its delegate weakly.
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer is about to leave `.possible` (to begin, or to
    /// recognize a discrete gesture); false makes it fail. Default true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asked when one of two recognizers that share a touch recognizes: true lets
    /// both recognize at once (either delegate saying true is enough). Default false:
    /// the one recognizing makes the other fail.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail
    /// before recognizing, decided per touch sequence (a dynamic
    /// `require(toFail:)`). Default false.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail.
    /// Default false.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asked for each new touch before the recognizer sees it; false keeps the touch
    /// from the recognizer for its whole life (the view still gets it). Default true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// UIKit's default: the recognizer may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// UIKit's default: recognizers sharing a touch exclude each other.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// UIKit's default: no dynamic failure requirement.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// UIKit's default: no dynamic failure requirement.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// UIKit's default: the recognizer receives every touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}
