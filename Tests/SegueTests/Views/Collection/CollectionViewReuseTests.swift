import Foundation
import Testing
@testable import Segue

/// Cells as views: only the items in the bounds have cells, cells leaving are
/// queued and reused, and each shows its own item.
@MainActor
@Suite("UICollectionView: cells and reuse")
struct CollectionViewReuseTests {
    @Test("only the items intersecting the bounds have cells, as subviews, at their layout frames")
    func visibleCellsOnly() {
        let f = CollectionFixture(sections: [100])
        // 480 pt tall: rows at 0, 110, 220, 330, 440 → 5 rows × 3.
        #expect(f.collectionView.indexPathsForVisibleItems == (0..<15).map { IndexPath(item: $0, section: 0) })
        #expect(f.subviewItems == f.collectionView.indexPathsForVisibleItems)
        for path in f.collectionView.indexPathsForVisibleItems {
            let cell = f.collectionView.cellForItem(at: path)!
            #expect(cell.frame == f.layout.layoutAttributesForItem(at: path)!.frame)
            #expect(f.collectionView.indexPath(for: cell) == path)
            #expect((cell as? NumberCell)?.item == path)
        }
        #expect(f.collectionView.cellForItem(at: IndexPath(item: 15, section: 0)) == nil)
        #expect(f.collectionView.contentSize == CGSize(width: 320, height: 34 * 110 - 10))
    }

    @Test("scrolling 10,000 items top to bottom makes at most twice a screenful of cells, each showing its item")
    func boundedReuseOverTenThousandItems() {
        NumberCell.made = 0
        let f = CollectionFixture(sections: [10_000])
        let onScreen = f.collectionView.visibleCells.count
        #expect(onScreen == 15)
        var displayed = Set(f.collectionView.indexPathsForVisibleItems.map(\.item))
        var mismatches: [String] = []
        var previousOffset: CGFloat = -1
        while f.collectionView.contentOffset.y > previousOffset {
            previousOffset = f.collectionView.contentOffset.y
            f.host.scroll(by: CGVector(dx: 0, dy: 173), at: CGPoint(x: 160, y: 240))
            let visible = f.collectionView.bounds
            for cell in f.collectionView.visibleCells {
                guard let item = (cell as? NumberCell)?.item else {
                    mismatches.append("a cell without an item")
                    continue
                }
                if f.collectionView.cellForItem(at: item) !== cell || cell.superview !== f.collectionView
                    || cell.frame != f.layout.layoutAttributesForItem(at: item)!.frame || !cell.frame.overlaps(visible) {
                    mismatches.append("item \(item) at offset \(visible.minY): frame \(cell.frame)")
                }
                displayed.insert(item.item)
            }
            if f.collectionView.subviews.count != f.collectionView.visibleCells.count {
                mismatches.append("\(f.collectionView.subviews.count) subviews for \(f.collectionView.visibleCells.count) cells")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        let last = f.collectionView.indexPathsForVisibleItems.last
        #expect(last == IndexPath(item: 9_999, section: 0))
        #expect(displayed.count == 10_000, "every item was shown on the way")
        #expect(NumberCell.made <= 2 * onScreen, "made \(NumberCell.made) cells")
        #expect(f.collectionView.createdCellCount == NumberCell.made)
    }

    @Test("reused cells get prepareForReuse and the delegate hears willDisplay / didEndDisplaying")
    func displayCallbacks() {
        final class Watcher: NSObject, UICollectionViewDelegate {
            var shown: [Int] = [], hidden: [Int] = []
            func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
                shown.append(indexPath.item)
            }
            func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
                hidden.append(indexPath.item)
            }
        }
        let watcher = Watcher()
        let f = CollectionFixture(sections: [100])
        f.collectionView.delegate = watcher
        f.collectionView.reloadData()
        f.host.runTicks(1)
        #expect(watcher.shown == Array(0..<15))
        #expect(watcher.hidden == Array(0..<15), "reloadData retired the cells on screen")
        watcher.hidden.removeAll()
        f.host.scroll(by: CGVector(dx: 0, dy: 110), at: CGPoint(x: 10, y: 10))
        #expect(watcher.hidden == [0, 1, 2])
        #expect(watcher.shown.suffix(3) == [15, 16, 17])
        #expect(f.collectionView.reuseQueues["number"]?.isEmpty == true, "the three cells were reused at once")
    }

    @Test("reloadData asks the data source again and clears the selection")
    func reload() {
        let f = CollectionFixture(sections: [10])
        f.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        f.source.sections = [2]
        #expect(f.collectionView.numberOfItems(inSection: 0) == 10, "counts are kept until reloadData")
        f.collectionView.reloadData()
        f.host.runTicks(1)
        #expect(f.collectionView.numberOfItems(inSection: 0) == 2)
        #expect(f.collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(f.collectionView.indexPathsForSelectedItems == [])
        #expect(f.collectionView.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test("indexPathForItem(at:) finds the item under a point in content coordinates")
    func itemAtPoint() {
        let f = CollectionFixture(sections: [100])
        #expect(f.collectionView.indexPathForItem(at: CGPoint(x: 150, y: 150)) == IndexPath(item: 4, section: 0))
        #expect(f.collectionView.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil, "the gap between items")
        #expect(f.collectionView.indexPathForItem(at: CGPoint(x: 250, y: 2000)) == IndexPath(item: 56, section: 0))
    }

    @Test("several sections: cells for each, with the right index paths")
    func sections() {
        let f = CollectionFixture(sections: [2, 0, 4])
        #expect(f.collectionView.numberOfSections == 3)
        #expect(f.collectionView.indexPathsForVisibleItems == [
            IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
            IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 2), IndexPath(item: 2, section: 2),
            IndexPath(item: 3, section: 2),
        ])
        #expect(f.collectionView.cellForItem(at: IndexPath(item: 0, section: 2))!.frame.minY == 100)
    }

    @Test("dequeuing an unregistered identifier is reported and gives a plain cell; bad registrations too")
    func misuse() {
        final class Unregistered: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: indexPath)
            }
        }
        let source = Unregistered()
        let f = CollectionFixture(sections: [1])
        var messages = collectingDiagnostics {
            f.collectionView.dataSource = source
            f.host.runTicks(1)
        }
        #expect(messages.count == 1 && messages[0].contains("missing"))
        let cell = f.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(cell != nil && type(of: cell!) == UICollectionViewCell.self && cell?.reuseIdentifier == "missing")
        messages = collectingDiagnostics {
            f.collectionView.register(UIView.self, forCellWithReuseIdentifier: "view")
            _ = f.collectionView.numberOfItems(inSection: 7)
            f.collectionView.selectItem(at: IndexPath(item: 9, section: 0), animated: false, scrollPosition: [])
            f.collectionView.scrollToItem(at: IndexPath(item: 9, section: 0), at: .top, animated: false)
        }
        #expect(messages.count == 4, "\(messages)")
        #expect(f.collectionView.indexPathsForSelectedItems == [])
    }
}
