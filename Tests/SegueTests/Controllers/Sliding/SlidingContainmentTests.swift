import Foundation
import Testing
@testable import Segue

/// The children: containment, swapping them in place, the views in the
/// container, and `slidingViewController`.
@MainActor
@Suite("SlidingViewController: children, swaps, slidingViewController")
struct SlidingContainmentTests {
    @Test("the top controller is a child from the start and appears with the container; under views wait")
    func initialState() {
        let host = HeadlessHost(size: SlidingFixture.size)
        let log = CallbackLog()
        let top = LoggingViewController("T", log: log)
        let left = LoggingViewController("L", log: log)
        let sliding = SlidingViewController(topViewController: top)
        #expect(top.parent === sliding)
        sliding.underLeftViewController = left
        #expect(sliding.children.map(\.title) == ["T", "L"])
        #expect(sliding.currentTopViewPosition == .centered)
        #expect(sliding.defaultTransitionDuration == 0.25)
        host.window.rootViewController = sliding
        #expect(sliding.view.subviews.count == 1)
        #expect(sliding.view.subviews.first === top.view)
        #expect(top.view.frame == sliding.view.bounds)
        #expect(left.viewIfLoaded == nil)
        #expect(log.entries == [
            "T.willMove(parent)", "T.didMove(parent)", "L.willMove(parent)", "L.didMove(parent)",
            "T.viewDidLoad", "T.viewWillAppear", "T.viewDidAppear",
        ])
    }

    @Test("slidingViewController finds the nearest container through parents, never itself")
    func slidingViewControllerAccessor() {
        let f = SlidingFixture()
        let grandchild = UIViewController()
        f.top.addChild(grandchild)
        grandchild.didMove(toParent: f.top)
        #expect(f.top.slidingViewController === f.sliding)
        #expect(f.left.slidingViewController === f.sliding)
        #expect(grandchild.slidingViewController === f.sliding)
        #expect(f.sliding.slidingViewController == nil)
        #expect(UIViewController().slidingViewController == nil)
        let inner = SlidingViewController(topViewController: UIViewController())
        let outer = SlidingViewController(topViewController: inner)
        #expect(inner.slidingViewController === outer)
        #expect(inner.topViewController.slidingViewController === inner)
    }

    @Test("a new top controller swaps in at the current position: old will-disappear, new will-appear, old did-disappear, new did-appear")
    func swapTop() {
        let f = SlidingFixture()
        f.sliding.anchorTopViewToRight(animated: false)
        let next = LoggingViewController("N", log: f.log)
        _ = next.view
        f.log.clear()
        f.sliding.topViewController = next
        #expect(f.log.entries == [
            "T.willMove(nil)", "N.willMove(parent)",
            "T.viewWillDisappear", "N.viewWillAppear", "T.viewDidDisappear", "N.viewDidAppear",
            "T.didMove(nil)", "N.didMove(parent)",
        ])
        #expect(f.top.parent == nil)
        #expect(f.top.viewIfLoaded?.superview == nil)
        #expect(next.view.frame == f.anchoredRightFrame)
        #expect(f.sliding.view.subviews.last === next.view)
        #expect(f.isJustBelowTop(f.left.view, top: next.view))
        // The menu pattern: swap the top, then reset it.
        f.sliding.resetTopView(animated: true)
        f.host.settle()
        #expect(next.view.frame == f.bounds)
    }

    @Test("a new under controller swaps in place when shown; nil centres the top view")
    func swapUnder() {
        let f = SlidingFixture()
        f.sliding.anchorTopViewToRight(animated: false)
        let menu = LoggingViewController("M", log: f.log)
        _ = menu.view
        f.log.clear()
        f.sliding.underLeftViewController = menu
        #expect(f.log.entries == [
            "L.willMove(nil)", "M.willMove(parent)",
            "L.viewWillDisappear", "M.viewWillAppear", "L.viewDidDisappear", "M.viewDidAppear",
            "L.didMove(nil)", "M.didMove(parent)",
        ])
        #expect(f.isJustBelowTop(menu.view))
        #expect(menu.view.frame == f.bounds)
        #expect(f.left.viewIfLoaded?.superview == nil)
        f.log.clear()
        f.sliding.underLeftViewController = nil
        #expect(f.log.entries == ["M.willMove(nil)", "M.viewWillDisappear", "M.viewDidDisappear", "M.didMove(nil)"])
        #expect(f.sliding.currentTopViewPosition == .centered)
        f.host.runTicks(1)
        #expect(f.topView.frame == f.bounds)
        #expect(f.sliding.view.subviews.count == 1)
    }

    @Test("under controllers not shown are swapped with containment callbacks only")
    func swapHiddenUnder() {
        let f = SlidingFixture()
        let menu = LoggingViewController("M", log: f.log)
        f.sliding.underRightViewController = menu
        #expect(f.log.entries == ["R.willMove(nil)", "M.willMove(parent)", "R.didMove(nil)", "M.didMove(parent)"])
        #expect(f.right.parent == nil)
        #expect(menu.viewIfLoaded == nil)
        f.sliding.anchorTopViewToLeft(animated: false)
        #expect(f.isJustBelowTop(menu.view))
    }

    @Test("the top view's plain look: no transform, full opacity, above the under view")
    func plainLook() {
        let f = SlidingFixture()
        f.sliding.anchorTopViewToRight(animated: false)
        #expect(CATransform3DIsIdentity(f.topView.layer.transform))
        #expect(f.topView.alpha == 1)
        #expect(f.sliding.view.subviews.map { $0 === f.topView } == [false, true])
    }
}
