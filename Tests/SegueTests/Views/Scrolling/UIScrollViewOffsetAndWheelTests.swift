import Foundation
import Testing
@testable import Segue

/// `UIScrollView`'s content offset (it is the bounds' origin), animated offset
/// changes, and the mouse wheel through `UIWindow.handleScrollWheel(_:at:)`.
@MainActor
@Suite("UIScrollView: content offset and the wheel")
struct UIScrollViewOffsetAndWheelTests {
    @Test("contentOffset is bounds.origin; every change calls scrollViewDidScroll once; code is not clamped")
    func offsetIsBoundsOrigin() {
        let f = ScrollFixture()
        f.scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(f.scrollView.bounds.origin == CGPoint(x: 0, y: 120))
        #expect(f.scrollView.layer.bounds.origin == CGPoint(x: 0, y: 120))
        #expect(f.log.scrollCount == 1)
        f.scrollView.bounds = CGRect(x: 0, y: 130, width: 320, height: 480)
        #expect(f.scrollView.contentOffset.y == 130 && f.log.scrollCount == 2)
        f.scrollView.contentOffset = CGPoint(x: 0, y: 130)
        #expect(f.log.scrollCount == 2, "no change, no call")
        f.scrollView.contentOffset = CGPoint(x: -50, y: 5000)
        #expect(f.scrollView.contentOffset == CGPoint(x: -50, y: 5000))
        let messages = collectingDiagnostics { f.scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0) }
        #expect(messages.count == 1)
        #expect(f.scrollView.contentOffset == CGPoint(x: -50, y: 5000))
    }

    @Test("a subview moves on screen by the offset")
    func subviewsMove() {
        let f = ScrollFixture()
        let marker = UIView(frame: CGRect(x: 10, y: 600, width: 20, height: 20))
        f.scrollView.addSubview(marker)
        f.scrollView.contentOffset = CGPoint(x: 0, y: 500)
        #expect(marker.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 100))
        #expect(f.host.window.hitTest(CGPoint(x: 15, y: 105), with: nil) === marker)
    }

    @Test("setContentOffset(animated:) eases over 0.3 s, then scrollViewDidEndScrollingAnimation")
    func animatedOffset() {
        let f = ScrollFixture()
        f.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(f.scrollView.contentOffset.y == 0)
        f.host.advance(by: 0.15)
        #expect(abs(f.scrollView.contentOffset.y - 150) < 1)
        f.host.advance(by: 0.2)
        #expect(f.scrollView.contentOffset.y == 300)
        #expect(f.log.entries == ["didEndScrollingAnimation"])
    }

    @Test("scrollRectToVisible moves the least distance, within the limits")
    func scrollRectToVisible() {
        let f = ScrollFixture()
        f.scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 100), animated: false)
        #expect(f.scrollView.contentOffset.y == 520)
        f.scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 100), animated: false)
        #expect(f.scrollView.contentOffset.y == 100)
        f.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 200), animated: false)
        #expect(f.scrollView.contentOffset.y == 1520)
    }

    @Test("the content inset widens the limits")
    func contentInsetLimits() {
        let f = ScrollFixture()
        f.scrollView.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 40, right: 0)
        f.host.scroll(by: CGVector(dx: 0, dy: -500), at: CGPoint(x: 100, y: 100))
        #expect(f.scrollView.contentOffset.y == -30)
        f.host.scroll(by: CGVector(dx: 0, dy: 5000), at: CGPoint(x: 100, y: 100))
        #expect(f.scrollView.contentOffset.y == 1560)
    }

    @Test("the wheel scrolls by its delta, clamped to the content, and says whether it moved")
    func wheelClamps() {
        let f = ScrollFixture()
        let point = CGPoint(x: 160, y: 240)
        #expect(f.host.scroll(by: CGVector(dx: 0, dy: 500), at: point))
        #expect(f.scrollView.contentOffset.y == 500)
        #expect(f.host.scroll(by: CGVector(dx: 0, dy: 2000), at: point))
        #expect(f.scrollView.contentOffset.y == 1520)
        #expect(!f.host.scroll(by: CGVector(dx: 0, dy: 10), at: point), "already at the end")
        #expect(f.host.scroll(by: CGVector(dx: 30, dy: -3000), at: point))
        #expect(f.scrollView.contentOffset == .zero, "no horizontal overflow, so x stays")
        #expect(f.log.scrollCount == 3)
        #expect(f.log.entries.isEmpty, "the wheel is not a drag")
    }

    @Test("the wheel goes to the deepest scroll view under the pointer that can move that way")
    func nestedWheel() {
        let f = ScrollFixture()
        let inner = UIScrollView(frame: CGRect(x: 20, y: 50, width: 200, height: 200))
        inner.contentSize = CGSize(width: 200, height: 300)
        f.scrollView.addSubview(inner)
        let point = CGPoint(x: 100, y: 100)
        f.host.scroll(by: CGVector(dx: 0, dy: 60), at: point)
        #expect(inner.contentOffset.y == 60 && f.scrollView.contentOffset.y == 0)
        f.host.scroll(by: CGVector(dx: 0, dy: 60), at: point)
        #expect(inner.contentOffset.y == 100 && f.scrollView.contentOffset.y == 0)
        f.host.scroll(by: CGVector(dx: 0, dy: 60), at: point)
        #expect(inner.contentOffset.y == 100 && f.scrollView.contentOffset.y == 60, "the inner one is at its end")
        f.host.scroll(by: CGVector(dx: 0, dy: 60), at: CGPoint(x: 300, y: 400))
        #expect(f.scrollView.contentOffset.y == 120)
    }

    @Test("the wheel stops a deceleration; non-finite input is reported")
    func wheelStopsMotionAndRejectsNaN() {
        let f = ScrollFixture()
        f.host.drag(from: CGPoint(x: 160, y: 450), to: CGPoint(x: 160, y: 250), duration: 0.2)
        #expect(f.scrollView.isDecelerating)
        f.host.scroll(by: CGVector(dx: 0, dy: 10), at: CGPoint(x: 160, y: 240))
        #expect(!f.scrollView.isDecelerating)
        let resting = f.scrollView.contentOffset
        f.host.advance(by: 0.5)
        #expect(f.scrollView.contentOffset == resting)
        let messages = collectingDiagnostics {
            #expect(!f.host.window.handleScrollWheel(CGVector(dx: 0, dy: CGFloat.infinity), at: .zero))
        }
        #expect(messages.count == 1)
    }

    @Test("a bad content size is reported and ignored")
    func badContentSize() {
        let f = ScrollFixture()
        let messages = collectingDiagnostics { f.scrollView.contentSize = CGSize(width: -1, height: 10) }
        #expect(messages.count == 1)
        #expect(f.scrollView.contentSize == CGSize(width: 320, height: 2000))
    }
}
