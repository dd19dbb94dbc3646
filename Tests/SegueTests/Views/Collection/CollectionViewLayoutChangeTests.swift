import Foundation
import Testing
@testable import Segue

/// `setCollectionViewLayout(_:animated:completion:)`: cells animate from the old
/// layout's frames to the new one's, the content offset keeps the items in view.
@MainActor
@Suite("UICollectionView: animated layout changes")
struct CollectionViewLayoutChangeTests {
    static func listLayout() -> UICollectionViewFlowLayout {
        let list = UICollectionViewFlowLayout()
        list.itemSize = CGSize(width: 320, height: 44)
        list.minimumLineSpacing = 1
        return list
    }

    /// A cell's frame as drawn now (its presentation layer).
    static func shownFrame(_ cell: UICollectionViewCell) -> CGRect {
        cell.layer.presentationProperties.frame
    }

    @Test("grid → list animated: cells pass through the midpoint of their two frames; completion(true) once at the end")
    func gridToList() {
        let f = CollectionFixture(sections: [100])
        let grid = f.layout, list = Self.listLayout()
        let gridFrames = (0..<15).map { grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        let cells = (0..<15).map { f.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))! }
        var completions: [Bool] = []
        f.collectionView.setCollectionViewLayout(list, animated: true) { completions.append($0) }
        #expect(f.collectionView.collectionViewLayout === list)
        #expect(list.collectionView === f.collectionView && grid.collectionView == nil)
        f.host.runTicks(1)
        f.host.advance(by: 0.175 - f.host.loop.tickInterval)
        for item in 0..<15 {
            let end = list.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
            let start = gridFrames[item]
            let middle = CGRect(x: (start.minX + end.minX) / 2, y: (start.minY + end.minY) / 2,
                                width: (start.width + end.width) / 2, height: (start.height + end.height) / 2)
            #expect(approximatelyEqual(Self.shownFrame(cells[item]), middle, tolerance: 0.5),
                    "item \(item): \(Self.shownFrame(cells[item])) vs \(middle)")
        }
        #expect(completions.isEmpty)
        f.host.advance(by: 0.2)
        #expect(completions == [true])
        // Items 11…14 moved below the bounds and were retired; 0…10 show the list.
        #expect(f.collectionView.indexPathsForVisibleItems == (0..<11).map { IndexPath(item: $0, section: 0) })
        for item in 0..<11 {
            let cell = f.collectionView.cellForItem(at: IndexPath(item: item, section: 0))!
            #expect(cell === cells[item], "the same cells moved")
            #expect(Self.shownFrame(cell) == CGRect(x: 0, y: CGFloat(item) * 45, width: 320, height: 44))
        }
        #expect(f.collectionView.subviews.count == 11)
        #expect(f.collectionView.contentSize == CGSize(width: 320, height: 100 * 45 - 1))
    }

    @Test("list → grid animated: items coming into view start at their list frames")
    func appearingItemsStartAtOldFrames() {
        let f = CollectionFixture(sections: [100])
        let grid = f.layout, list = Self.listLayout()
        f.collectionView.setCollectionViewLayout(list, animated: false)
        f.host.runTicks(1)
        #expect(f.collectionView.indexPathsForVisibleItems.count == 11)
        f.collectionView.setCollectionViewLayout(grid, animated: true)
        let arriving = try! #require(f.collectionView.cellForItem(at: IndexPath(item: 13, section: 0)))
        f.host.runTicks(1)
        #expect(approximatelyEqual(Self.shownFrame(arriving), CGRect(x: 0, y: 13 * 45, width: 320, height: 44), tolerance: 0.5),
                "\(Self.shownFrame(arriving))")
        #expect(arriving.frame == grid.layoutAttributesForItem(at: IndexPath(item: 13, section: 0))!.frame)
        f.host.advance(by: 0.4)
        #expect(f.collectionView.indexPathsForVisibleItems.count == 15)
        #expect(Self.shownFrame(arriving) == CGRect(x: 110, y: 440, width: 100, height: 100))
    }

    @Test("not animated: the new frames at once, completion(true) at once")
    func notAnimated() {
        let f = CollectionFixture(sections: [100])
        var completed: Bool?
        f.collectionView.setCollectionViewLayout(Self.listLayout(), animated: false) { completed = $0 }
        #expect(completed == true)
        #expect(f.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))!.frame == CGRect(x: 0, y: 135, width: 320, height: 44))
        #expect(f.collectionView.cellForItem(at: IndexPath(item: 12, section: 0)) == nil)
    }

    @Test("the first item on screen keeps its place; the first selected one wins")
    func contentOffsetKeepsItemsInView() {
        let f = CollectionFixture(sections: [300])
        f.collectionView.contentOffset = CGPoint(x: 0, y: 1100)
        f.host.runTicks(1)
        #expect(f.collectionView.indexPathsForVisibleItems.first == IndexPath(item: 30, section: 0))
        f.collectionView.setCollectionViewLayout(Self.listLayout(), animated: true)
        f.host.advance(by: 0.4)
        #expect(f.collectionView.contentOffset.y == CGFloat(30 * 45))
        #expect(f.collectionView.indexPathsForVisibleItems.first == IndexPath(item: 30, section: 0))

        let g = CollectionFixture(sections: [300])
        g.collectionView.contentOffset = CGPoint(x: 0, y: 1100)
        g.host.runTicks(1)
        g.collectionView.selectItem(at: IndexPath(item: 40, section: 0), animated: false, scrollPosition: [])
        g.collectionView.setCollectionViewLayout(Self.listLayout(), animated: false)
        // Item 40 was 330 pt below the top of the visible area; it still is.
        #expect(g.collectionView.contentOffset.y == CGFloat(40 * 45 - 330))
    }

    @Test("the layout and then the delegate may adjust the new offset; it is limited to the content first")
    func offsetHooks() {
        final class Snapping: UICollectionViewFlowLayout {
            override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
                CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 100).rounded(.down) * 100)
            }
        }
        let f = CollectionFixture(sections: [300])
        f.collectionView.contentOffset = CGPoint(x: 0, y: 1100)
        f.host.runTicks(1)
        let snapping = Snapping()
        snapping.itemSize = CGSize(width: 320, height: 44)
        f.collectionView.setCollectionViewLayout(snapping, animated: false)
        #expect(f.collectionView.contentOffset.y == 1600, "30 × 54 = 1620, snapped down")
        f.collectionView.contentOffset = CGPoint(x: 0, y: 99_999)
        f.host.runTicks(1)
        f.collectionView.setCollectionViewLayout(Self.listLayout(), animated: false)
        #expect(f.collectionView.contentOffset.y == CGFloat(300 * 45 - 1 - 480), "limited to the content")
    }

    @Test("a second animated change replaces the first: completion(false) for it, (true) for the second")
    func replacedChange() {
        let f = CollectionFixture(sections: [100])
        var results: [String] = []
        f.collectionView.setCollectionViewLayout(Self.listLayout(), animated: true) { results.append("first \($0)") }
        f.host.advance(by: 0.1)
        f.collectionView.setCollectionViewLayout(f.layout, animated: true) { results.append("second \($0)") }
        f.host.advance(by: 0.5)
        #expect(results == ["first false", "second true"])
        #expect(f.collectionView.collectionViewLayout === f.layout)
        #expect(f.collectionView.visibleCells.count == 15)
        #expect(f.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))!.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
    }

    @Test("cells hear willTransition / didTransition; layouts hear prepare and finalize")
    func transitionHooks() {
        final class HookCell: UICollectionViewCell {
            static var events: [String] = []
            override func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) { Self.events.append("will") }
            override func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) { Self.events.append("did") }
        }
        final class HookLayout: UICollectionViewFlowLayout {
            var events: [String] = []
            override func prepareForTransition(from oldLayout: UICollectionViewLayout) { events.append("from") }
            override func prepareForTransition(to newLayout: UICollectionViewLayout) { events.append("to") }
            override func finalizeLayoutTransition() { events.append("finalize") }
        }
        let f = CollectionFixture(sections: [3])
        f.collectionView.reloadData()
        f.collectionView.register(HookCell.self, forCellWithReuseIdentifier: "number")
        f.host.runTicks(1)
        HookCell.events = []
        let next = HookLayout()
        f.collectionView.setCollectionViewLayout(next, animated: true)
        f.host.advance(by: 0.4)
        #expect(HookCell.events == ["will", "will", "will", "did", "did", "did"])
        #expect(next.events == ["from", "finalize"])
    }
}
