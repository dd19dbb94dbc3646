import Foundation
import Testing
@testable import Segue

/// Layout passes and autoresizing.
@MainActor
@Suite struct UIViewLayoutTests {
    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
    }

    @Test func layoutRunsOnceWhenNeededAndNotAgain() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        let before = view.layouts
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == before + 1)
        view.layoutIfNeeded()
        #expect(view.layouts == before + 1)
    }

    @Test func aSizeChangeAsksForLayoutAndAMoveDoesNot() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        let before = view.layouts
        view.center = CGPoint(x: 50, y: 50)
        view.layoutIfNeeded()
        #expect(view.layouts == before)
        view.bounds.size = CGSize(width: 20, height: 20)
        view.layoutIfNeeded()
        #expect(view.layouts == before + 1)
    }

    @Test func theHostsDrawingPassLaysOutTheTree() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = CountingView(frame: .zero)
        parent.addSubview(child)
        child.setNeedsLayout()
        parent.layer.layoutAndDisplayIfNeeded()
        #expect(child.layouts == 1)
    }

    @Test func aFullScreenViewFollowsTheWindowThroughAResize() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let content = UIView(frame: window.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(content)
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 500)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 800, height: 500))
    }

    @Test func aFlexibleLeftMarginKeepsTheRightMargin() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let badge = UIView(frame: CGRect(x: 150, y: 10, width: 40, height: 20))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        parent.addSubview(badge)
        parent.bounds.size = CGSize(width: 300, height: 150)
        #expect(badge.frame == CGRect(x: 250, y: 10, width: 40, height: 20))
    }

    @Test func severalFlexiblePartsShareTheChangeInProportion() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        // Left margin 50, width 100, right margin 50: +100 shares 25 / 50 / 25.
        let view = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
        view.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        parent.addSubview(view)
        parent.bounds.size = CGSize(width: 300, height: 100)
        #expect(view.frame == CGRect(x: 75, y: 0, width: 150, height: 100))
    }

    @Test func noMaskAndTurnedOffAutoresizingLeaveSubviewsAlone() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let flexible = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        flexible.autoresizingMask = .flexibleWidth
        parent.addSubview(fixed)
        parent.addSubview(flexible)
        parent.autoresizesSubviews = false
        parent.bounds.size = CGSize(width: 400, height: 100)
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(flexible.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func sizeToFitKeepsTheTopLeftCorner() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 30, height: 10) }
        }
        let view = Fixed(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 20, y: 40, width: 30, height: 10))
    }
}
