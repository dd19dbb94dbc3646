import Foundation
@testable import Segue

/// A scroll-view delegate that logs its calls ("didScroll" is counted, not logged).
@MainActor
final class ScrollLog: UIScrollViewDelegate {
    private(set) var entries: [String] = []
    private(set) var scrollCount = 0
    /// Where `scrollViewWillEndDragging` was told the content would rest.
    private(set) var proposedTarget: CGPoint?
    /// Replaces the resting point when set.
    var retarget: ((CGPoint) -> CGPoint)?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrollCount += 1 }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { entries.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        entries.append("willEndDragging")
        proposedTarget = targetContentOffset.pointee
        if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        entries.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { entries.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { entries.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { entries.append("didEndScrollingAnimation") }
}

/// A 320 × 480 host with a scroll view filling it over 2000 pt of content.
@MainActor
struct ScrollFixture {
    let host = HeadlessHost(size: CGSize(width: 320, height: 480))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let log = ScrollLog()

    init(contentSize: CGSize = CGSize(width: 320, height: 2000)) {
        scrollView.contentSize = contentSize
        scrollView.delegate = log
        host.window.addSubview(scrollView)
        host.runTicks(1)
    }
}
