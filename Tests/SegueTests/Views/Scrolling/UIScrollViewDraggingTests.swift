import Foundation
import Testing
@testable import Segue

/// Dragging a `UIScrollView`: following the finger, the rubber band, flicks and
/// the delegate's calls, through `HeadlessHost` drags.
@MainActor
@Suite("UIScrollView: dragging and flicking")
struct UIScrollViewDraggingTests {
    @Test("the content follows the finger (less the pan's 10 pt threshold); a flick decelerates to the proposed rest")
    func dragAndFlick() {
        let f = ScrollFixture()
        f.host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.5)
        #expect(f.log.entries == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        #expect(f.scrollView.isDecelerating && !f.scrollView.isDragging)
        let target = try! #require(f.log.proposedTarget)
        // 400 pt/s up: the content moves on 400 / (1000·|ln 0.998|) ≈ 199.8 pt after the 190 pt drag.
        #expect(abs(target.y - 389.8) < 1.5, "target \(target)")
        #expect(target.x == 0)
        f.host.advance(by: 4)
        #expect(f.log.entries.last == "didEndDecelerating")
        #expect(!f.scrollView.isDecelerating)
        #expect(abs(f.scrollView.contentOffset.y - target.y) < 3, "rests at \(f.scrollView.contentOffset.y)")
        #expect(f.scrollView.contentOffset.x == 0)
        #expect(f.log.scrollCount > 50)
        #expect(f.scrollView.bounds.origin == f.scrollView.contentOffset)
    }

    @Test("a stopped finger does not flick: the content stays where the drag left it")
    func dragWithoutFlick() {
        let f = ScrollFixture()
        f.host.touchDown(at: CGPoint(x: 100, y: 300))
        for step in 1...20 {
            f.host.runTicks(1)
            f.host.touchMove(to: CGPoint(x: 100, y: 300 - CGFloat(step) * 5))
        }
        f.host.advance(by: 0.3)
        f.host.touchUp(at: CGPoint(x: 100, y: 200))
        f.host.runTicks(1)
        #expect(f.scrollView.contentOffset.y == 90)
        #expect(f.log.entries == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
    }

    @Test("past the top the content rubber-bands, then springs back to the edge")
    func rubberBandAndSpringBack() {
        let f = ScrollFixture()
        f.host.touchDown(at: CGPoint(x: 160, y: 100))
        for step in 1...40 {
            f.host.runTicks(1)
            f.host.touchMove(to: CGPoint(x: 160, y: 100 + CGFloat(step) * 5))
        }
        // 200 pt down: 190 pt past the edge shows as 85.8 pt on the band.
        #expect(abs(f.scrollView.contentOffset.y + 85.81) < 0.05, "\(f.scrollView.contentOffset.y)")
        f.host.advance(by: 0.2)
        f.host.touchUp(at: CGPoint(x: 160, y: 300))
        f.host.runTicks(1)
        #expect(f.scrollView.isDecelerating)
        f.host.advance(by: 1.5)
        #expect(f.scrollView.contentOffset.y == 0)
        #expect(!f.scrollView.isDecelerating)
        #expect(f.log.entries.last == "didEndDecelerating")
    }

    @Test("with bounces off the drag stops at the edge")
    func noBounce() {
        let f = ScrollFixture()
        f.scrollView.bounces = false
        f.host.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), duration: 0.3)
        #expect(f.scrollView.contentOffset.y == 0)
        f.scrollView.contentOffset = CGPoint(x: 0, y: 1500)
        f.host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.3)
        f.host.advance(by: 3)
        #expect(f.scrollView.contentOffset.y == 1520)
    }

    @Test("short content does not drag, unless alwaysBounceVertical; then it gives and comes back")
    func shortContent() {
        let f = ScrollFixture(contentSize: CGSize(width: 320, height: 300))
        f.host.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100), duration: 0.3)
        #expect(f.scrollView.contentOffset == .zero)
        #expect(f.log.entries.isEmpty)
        f.scrollView.alwaysBounceVertical = true
        f.host.touchDown(at: CGPoint(x: 160, y: 300))
        for step in 1...20 {
            f.host.runTicks(1)
            f.host.touchMove(to: CGPoint(x: 160, y: 300 - CGFloat(step) * 10))
        }
        #expect(f.scrollView.contentOffset.y > 50)
        f.host.touchUp(at: CGPoint(x: 160, y: 100))
        f.host.advance(by: 1.5)
        #expect(f.scrollView.contentOffset == .zero)
    }

    @Test("a sideways drag over vertical content is left to others: the pan fails")
    func sidewaysDragFails() {
        let f = ScrollFixture()
        f.host.drag(from: CGPoint(x: 40, y: 200), to: CGPoint(x: 300, y: 210), duration: 0.3)
        #expect(f.scrollView.contentOffset == .zero)
        #expect(f.scrollView.panGestureRecognizer.state == .possible)
        #expect(f.log.entries.isEmpty)
    }

    @Test("a touch on decelerating content stops it where it is")
    func touchStopsDeceleration() {
        let f = ScrollFixture()
        f.host.drag(from: CGPoint(x: 160, y: 450), to: CGPoint(x: 160, y: 250), duration: 0.2)
        f.host.advance(by: 0.2)
        #expect(f.scrollView.isDecelerating)
        f.host.touchDown(at: CGPoint(x: 160, y: 240))
        let stopped = f.scrollView.contentOffset
        #expect(!f.scrollView.isDecelerating)
        f.host.advance(by: 0.5)
        f.host.touchUp(at: CGPoint(x: 160, y: 240))
        f.host.advance(by: 0.5)
        #expect(f.scrollView.contentOffset == stopped)
    }

    @Test("the delegate may move the resting point; the flick lands on it exactly")
    func retargetedFlick() {
        let f = ScrollFixture()
        f.log.retarget = { _ in CGPoint(x: 0, y: 600) }
        f.host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.5)
        f.host.advance(by: 4)
        #expect(abs(f.scrollView.contentOffset.y - 600) < 3)
    }

    @Test(".fast decelerates sooner; a rate outside (0, 1) is reported and replaced by .normal")
    func decelerationRates() {
        let f = ScrollFixture()
        f.scrollView.decelerationRate = .fast
        f.host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.5)
        #expect(abs(f.log.proposedTarget!.y - (190 + 400 / (-1000 * log(0.99)))) < 1.5)
        let messages = collectingDiagnostics { f.scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1.5) }
        #expect(messages.count == 1)
        #expect(f.scrollView.decelerationRate == .normal)
    }

    @Test("isScrollEnabled false: no drag, no wheel; code still scrolls")
    func scrollingDisabled() {
        let f = ScrollFixture()
        f.scrollView.isScrollEnabled = false
        f.host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.3)
        #expect(!f.host.scroll(by: CGVector(dx: 0, dy: 100), at: CGPoint(x: 160, y: 240)))
        #expect(f.scrollView.contentOffset == .zero)
        f.scrollView.contentOffset = CGPoint(x: 0, y: 40)
        #expect(f.scrollView.contentOffset.y == 40)
    }

    @Test("HeadlessHost.settle() returns once a flick's deceleration has ended, not while it runs")
    func settleWaitsForDeceleration() {
        let f = ScrollFixture()
        f.host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.5)
        #expect(f.scrollView.isDecelerating)
        #expect(f.host.settle(limit: 10))
        #expect(!f.scrollView.isDecelerating)
        #expect(f.log.entries.last == "didEndDecelerating")
    }
}
