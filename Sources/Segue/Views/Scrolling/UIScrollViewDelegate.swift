import Foundation

/// Told about a scroll view's scrolling (UIKit's `UIScrollViewDelegate`). Every
/// method is optional, as in UIKit: the protocol extension gives each one UIKit's
/// behaviour when a delegate leaves it out (doing nothing).
///
/// The order for a drag that ends with a flick: `scrollViewWillBeginDragging`,
/// `scrollViewDidScroll` for each change, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, `scrollViewWillBeginDecelerating`,
/// more `scrollViewDidScroll`, `scrollViewDidEndDecelerating`.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (by a drag, a flick, the wheel or code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to move the content (the pan gesture began).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifts: `velocity` is in points per millisecond, as UIKit gives
    /// it, and `targetContentOffset` where the content will come to rest — change
    /// it to make the content stop elsewhere (Segue decelerates onto it at the same
    /// rate).
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving by itself after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after moving by itself.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing: UIKit's behaviour when a delegate leaves it out.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing: UIKit's behaviour when a delegate leaves it out.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing: UIKit's behaviour when a delegate leaves it out.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing: UIKit's behaviour when a delegate leaves it out.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing: UIKit's behaviour when a delegate leaves it out.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing: UIKit's behaviour when a delegate leaves it out.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing: UIKit's behaviour when a delegate leaves it out.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
