import Foundation
import Testing
@testable import Segue

/// Pushing and popping collection view controllers with
/// `useLayoutToLayoutNavigationTransitions`: one shared collection view, its cells
/// animating between the two controllers' layouts through the navigation
/// controller's transition context.
@MainActor
@Suite("UINavigationController: layout-to-layout transitions")
struct LayoutToLayoutNavigationTests {
    @Test("push: the same collection view stays; callbacks as any push; cells pass between the two layouts' frames")
    func push() {
        let f = LayoutNavigationFixture()
        let delegate = RecordingNavigationDelegate(log: f.log)
        f.navigation.delegate = delegate
        let cells = (0..<2).map { f.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))! }
        f.navigation.pushViewController(f.large, animated: true)
        #expect(f.large.collectionView === f.grid.collectionView)
        #expect(f.large.view === f.grid.view)
        #expect(f.large.collectionViewInViewDidLoad === f.grid.collectionView, "the shared view, already in viewDidLoad")
        #expect(f.large.hadCoordinatorInWillAppear == true)
        #expect(f.navigation.contentView.subviews == [f.collectionView])
        #expect(f.log.entries == [
            "L.willMove(parent)", "L.viewDidLoad", "G.viewWillDisappear", "L.viewWillAppear",
            "delegate.willShow(L)", "delegate.animationController(push, G→L)", "delegate.interactionController",
        ])
        #expect(f.host.window.isRunningTransition)
        f.log.clear()
        f.host.runTicks(1)
        f.host.advance(by: 0.175 - f.host.loop.tickInterval)
        for item in 0..<2 {
            let start = f.frame(item, in: f.gridLayout), end = f.frame(item, in: f.largeLayout)
            let middle = CGRect(x: (start.minX + end.minX) / 2, y: (start.minY + end.minY) / 2,
                                width: (start.width + end.width) / 2, height: (start.height + end.height) / 2)
            let shown = try! #require(f.shownFrame(item))
            #expect(approximatelyEqual(shown, middle, tolerance: 0.5), "item \(item): \(shown) vs \(middle)")
        }
        #expect(f.log.entries.isEmpty)
        f.host.advance(by: 0.3)
        #expect(f.log.entries == ["G.viewDidDisappear", "L.viewDidAppear", "L.didMove(parent)", "delegate.didShow(L)"])
        #expect(!f.host.window.isRunningTransition)
        #expect(f.collectionView.collectionViewLayout === f.largeLayout)
        #expect(f.collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(f.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cells[1])
        #expect(f.shownFrame(1) == CGRect(x: 0, y: 220, width: 320, height: 200))
        #expect(f.navigation.contentView.subviews == [f.collectionView])
        #expect(f.collectionView.superview === f.navigation.contentView && f.collectionView.window != nil)
        #expect(f.collectionView.dataSource === f.grid && f.collectionView.delegate === f.grid,
                "the root stays the data source and delegate")
    }

    @Test("pop: callbacks as any pop, the layout animates back, the popped controller stops sharing")
    func pop() {
        let f = LayoutNavigationFixture()
        f.navigation.pushViewController(f.large, animated: true)
        f.host.advance(by: 0.5)
        f.log.clear()
        let delegate = RecordingNavigationDelegate(log: f.log)
        f.navigation.delegate = delegate
        f.navigation.popViewController(animated: true)
        #expect(f.collectionView.collectionViewLayout === f.gridLayout, "the model layout changes at once")
        f.host.runTicks(1)
        f.host.advance(by: 0.175 - f.host.loop.tickInterval)
        let start = f.frame(1, in: f.largeLayout), end = f.frame(1, in: f.gridLayout)
        #expect(approximatelyEqual(f.shownFrame(1)!, CGRect(x: (start.minX + end.minX) / 2, y: (start.minY + end.minY) / 2,
                                                          width: (start.width + end.width) / 2, height: (start.height + end.height) / 2),
                                   tolerance: 0.5))
        f.host.advance(by: 0.3)
        #expect(f.log.entries == [
            "L.willMove(nil)", "L.viewWillDisappear", "G.viewWillAppear", "delegate.willShow(G)",
            "delegate.animationController(pop, L→G)", "delegate.interactionController",
            "L.viewDidDisappear", "L.didMove(nil)", "G.viewDidAppear", "delegate.didShow(G)",
        ])
        #expect(f.collectionView.indexPathsForVisibleItems.count == 12)
        #expect(f.shownFrame(4) == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(f.large.sharedCollectionViewOwner == nil)
        #expect(f.large.collectionView !== f.grid.collectionView)
        #expect(f.navigation.contentView.subviews == [f.collectionView])
    }

    @Test("push and pop without animation switch the layout at once, with the same callbacks")
    func notAnimated() {
        let f = LayoutNavigationFixture()
        f.navigation.pushViewController(f.large, animated: false)
        #expect(f.collectionView.collectionViewLayout === f.largeLayout)
        #expect(f.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 220, width: 320, height: 200))
        #expect(f.log.withoutContainment == ["L.viewDidLoad", "G.viewWillDisappear", "L.viewWillAppear", "G.viewDidDisappear", "L.viewDidAppear"])
        f.navigation.popViewController(animated: false)
        #expect(f.collectionView.collectionViewLayout === f.gridLayout)
        #expect(f.collectionView.indexPathsForVisibleItems.count == 12)
    }

    @Test("a percent-driven interaction from the delegate drives the built-in animation; cancelled, all is restored")
    func percentDrivenCancel() {
        let f = LayoutNavigationFixture()
        f.collectionView.contentOffset = CGPoint(x: 0, y: 220)
        f.host.runTicks(1)
        let interaction = UIPercentDrivenInteractiveTransition()
        let delegate = RecordingNavigationDelegate(log: f.log, interactor: interaction)
        f.navigation.delegate = delegate
        f.navigation.pushViewController(f.large, animated: true)
        f.log.clear()
        interaction.update(0.5)
        f.host.runTicks(1)
        // First visible grid item 6 (row 2) keeps its place: the large layout puts it at 1320 → offset 1320.
        let start = f.frame(6, in: f.gridLayout), end = f.frame(6, in: f.largeLayout)
        let shownOnScreen = f.collectionView.cellForItem(at: IndexPath(item: 6, section: 0))!.layer.presentationProperties.frame
            .offsetBy(dx: 0, dy: -f.collectionView.layer.presentationProperties.bounds.minY)
        let expectedOnScreen = CGRect(x: (start.minX + end.minX) / 2, y: (start.minY - 220 + end.minY - 1320) / 2,
                                      width: (start.width + end.width) / 2, height: (start.height + end.height) / 2)
        #expect(approximatelyEqual(shownOnScreen, expectedOnScreen, tolerance: 0.5), "\(shownOnScreen) vs \(expectedOnScreen)")
        interaction.cancel()
        f.host.advance(by: 0.5)
        #expect(f.log.entries == [
            "L.viewWillDisappear", "L.viewDidDisappear", "L.willMove(nil)", "L.didMove(nil)",
            "G.viewWillAppear", "G.viewDidAppear",
        ])
        #expect(f.navigation.viewControllers == [f.grid])
        #expect(f.collectionView.collectionViewLayout === f.gridLayout)
        #expect(f.collectionView.contentOffset.y == 220)
        #expect(f.shownFrame(6) == CGRect(x: 0, y: 220, width: 100, height: 100))
        #expect(f.large.sharedCollectionViewOwner == nil)
        #expect(f.navigation.contentView.subviews == [f.collectionView])
    }

    @Test("the edge swipe pops interactively through the layout animation")
    func edgeSwipePop() {
        let f = LayoutNavigationFixture()
        f.navigation.pushViewController(f.large, animated: false)
        f.host.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 250, y: 300), duration: 0.4)
        f.host.advance(by: 1)
        #expect(f.navigation.viewControllers == [f.grid])
        #expect(f.collectionView.collectionViewLayout === f.gridLayout)
        #expect(f.shownFrame(4) == CGRect(x: 110, y: 110, width: 100, height: 100))
    }

    @Test("the timeline's inspector sees the push and scrubs it on the container clock")
    func inspectorScrubs() {
        let f = LayoutNavigationFixture()
        let inspector = TransitionInspector(window: f.host.window, loop: f.host.loop)
        defer { inspector.invalidate() }
        f.navigation.pushViewController(f.large, animated: true)
        f.host.advance(by: 0.1)
        #expect(inspector.transition?.operation == "push")
        #expect(inspector.canScrub)
        #expect(inspector.beginScrub())
        inspector.scrub(to: 0.25)
        let start = f.frame(1, in: f.gridLayout), end = f.frame(1, in: f.largeLayout)
        let eased = CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.25))
        let expected = CGRect(x: start.minX + (end.minX - start.minX) * eased, y: start.minY + (end.minY - start.minY) * eased,
                              width: start.width + (end.width - start.width) * eased, height: start.height + (end.height - start.height) * eased)
        #expect(approximatelyEqual(f.shownFrame(1)!, expected, tolerance: 1), "\(f.shownFrame(1)!) vs \(expected)")
        inspector.endScrub()
        f.host.advance(by: 0.5)
        #expect(f.navigation.topViewController === f.large)
        #expect(f.collectionView.collectionViewLayout === f.largeLayout)
        #expect(f.shownFrame(1) == CGRect(x: 0, y: 220, width: 320, height: 200))
    }

    @Test("a root with the flag set is reported; a flagged controller over a plain one is pushed the ordinary way")
    func flagMisuse() {
        let log = CallbackLog()
        let layout = UICollectionViewFlowLayout()
        let root = LoggingCollectionController("R", layout: layout, log: log)
        root.useLayoutToLayoutNavigationTransitions = true
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        var messages = collectingDiagnostics {
            let navigation = UINavigationController(rootViewController: root)
            host.window.rootViewController = navigation
            host.runTicks(1)
        }
        #expect(messages.count == 1 && messages[0].contains("root"), "\(messages)")
        #expect(root.collectionView.superview != nil)

        let plain = LoggingViewController("P", log: log)
        let flagged = LoggingCollectionController("F", layout: UICollectionViewFlowLayout(), log: log)
        flagged.useLayoutToLayoutNavigationTransitions = true
        let navigation = UINavigationController(rootViewController: plain)
        host.window.rootViewController = navigation
        host.runTicks(1)
        messages = collectingDiagnostics {
            navigation.pushViewController(flagged, animated: true)
            host.advance(by: 0.5)
        }
        #expect(messages.count == 1 && messages[0].contains("not a UICollectionViewController"), "\(messages)")
        #expect(flagged.collectionView.superview === navigation.contentView)
    }

    @Test("three levels: each push shares the root's collection view; popping to the root restores its layout")
    func threeLevels() {
        let f = LayoutNavigationFixture()
        let listLayout = UICollectionViewFlowLayout()
        listLayout.itemSize = CGSize(width: 320, height: 44)
        let third = LoggingCollectionController("T", layout: listLayout, log: f.log)
        third.useLayoutToLayoutNavigationTransitions = true
        f.navigation.pushViewController(f.large, animated: true)
        f.host.advance(by: 0.5)
        f.navigation.pushViewController(third, animated: true)
        f.host.advance(by: 0.5)
        #expect(third.collectionView === f.grid.collectionView)
        #expect(f.collectionView.collectionViewLayout === listLayout)
        f.navigation.popViewController(animated: true)
        f.host.advance(by: 0.5)
        #expect(f.collectionView.collectionViewLayout === f.largeLayout)
        f.navigation.pushViewController(third, animated: false)
        f.navigation.popToRootViewController(animated: true)
        f.host.advance(by: 0.5)
        #expect(f.collectionView.collectionViewLayout === f.gridLayout)
        #expect(f.large.sharedCollectionViewOwner == nil && third.sharedCollectionViewOwner == nil)
    }

    @Test("selection goes to the root (the data source and delegate) while the pushed controller is on top")
    func selectionWhileShared() {
        let f = LayoutNavigationFixture()
        f.navigation.pushViewController(f.large, animated: false)
        f.host.click(at: CGPoint(x: 160, y: 44 + 330))
        #expect(f.grid.selected == [IndexPath(item: 1, section: 0)])
        #expect(f.large.selected.isEmpty)
    }
}
