import Foundation
import Testing
@testable import Segue

/// Selecting items by click and from code, with the delegate's calls in UIKit's order.
@MainActor
@Suite("UICollectionView: selection")
struct CollectionViewSelectionTests {
    @Test("a click highlights on touch down and selects on release, in UIKit's delegate order")
    func clickSelects() {
        let f = CollectionFixture(sections: [30])
        let path = IndexPath(item: 4, section: 0)
        f.host.touchDown(at: f.windowPoint(of: path))
        #expect(f.collectionView.cellForItem(at: path)!.isHighlighted)
        #expect(f.source.log == ["shouldHighlight 0.4", "didHighlight 0.4"])
        f.host.runTicks(1)
        f.host.touchUp(at: f.windowPoint(of: path))
        #expect(f.source.log == ["shouldHighlight 0.4", "didHighlight 0.4", "didUnhighlight 0.4", "shouldSelect 0.4", "didSelect 0.4"])
        let cell = f.collectionView.cellForItem(at: path)!
        #expect(cell.isSelected && !cell.isHighlighted)
        #expect(f.collectionView.indexPathsForSelectedItems == [path])
        f.source.clearLog()
        f.host.click(at: f.windowPoint(of: IndexPath(item: 7, section: 0)))
        #expect(f.source.log == ["shouldHighlight 0.7", "didHighlight 0.7", "didUnhighlight 0.7", "shouldSelect 0.7",
                                 "didDeselect 0.4", "didSelect 0.7"])
        #expect(f.collectionView.indexPathsForSelectedItems == [IndexPath(item: 7, section: 0)])
        #expect(!cell.isSelected)
    }

    @Test("a drag that scrolls cancels the touch: nothing is selected and the highlight goes")
    func dragDoesNotSelect() {
        let f = CollectionFixture(sections: [60])
        let start = f.windowPoint(of: IndexPath(item: 7, section: 0))
        f.host.drag(from: start, to: CGPoint(x: start.x, y: start.y - 150), duration: 0.3)
        #expect(f.collectionView.contentOffset.y > 100)
        #expect(f.collectionView.indexPathsForSelectedItems == [])
        #expect(f.source.log == ["shouldHighlight 0.7", "didHighlight 0.7", "didUnhighlight 0.7"])
        #expect(f.collectionView.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test("a small wobble under the pan's threshold still selects")
    func wobbleSelects() {
        let f = CollectionFixture(sections: [30])
        let point = f.windowPoint(of: IndexPath(item: 2, section: 0))
        f.host.touchDown(at: point)
        f.host.runTicks(1)
        f.host.touchMove(to: CGPoint(x: point.x + 4, y: point.y + 5))
        f.host.runTicks(1)
        f.host.touchUp(at: CGPoint(x: point.x + 4, y: point.y + 5))
        #expect(f.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test("releasing outside the item, or shouldSelect false, selects nothing")
    func noSelection() {
        let f = CollectionFixture(sections: [30])
        f.source.allowsSelect = { _ in false }
        f.host.click(at: f.windowPoint(of: IndexPath(item: 1, section: 0)))
        #expect(f.collectionView.indexPathsForSelectedItems == [])
        #expect(f.source.log.last == "shouldSelect 0.1")
        f.source.allowsSelect = nil
        f.host.click(at: CGPoint(x: 105, y: 50))
        #expect(f.collectionView.indexPathsForSelectedItems == [], "a click between items")
        f.collectionView.allowsSelection = false
        f.source.clearLog()
        f.host.click(at: f.windowPoint(of: IndexPath(item: 1, section: 0)))
        #expect(f.source.log.isEmpty && f.collectionView.indexPathsForSelectedItems == [])
    }

    @Test("multiple selection: clicks toggle items, asking shouldDeselect")
    func multipleSelection() {
        let f = CollectionFixture(sections: [30])
        f.collectionView.allowsMultipleSelection = true
        f.host.click(at: f.windowPoint(of: IndexPath(item: 1, section: 0)))
        f.host.click(at: f.windowPoint(of: IndexPath(item: 5, section: 0)))
        #expect(f.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 5, section: 0)])
        f.source.clearLog()
        f.host.click(at: f.windowPoint(of: IndexPath(item: 1, section: 0)))
        #expect(f.source.log.suffix(2) == ["shouldDeselect 0.1", "didDeselect 0.1"])
        #expect(f.collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        f.collectionView.selectItem(at: IndexPath(item: 9, section: 0), animated: false, scrollPosition: [])
        f.collectionView.allowsMultipleSelection = false
        #expect(f.collectionView.indexPathsForSelectedItems == [IndexPath(item: 9, section: 0)])
    }

    @Test("selecting from code tells no delegate, survives scrolling off and back, and can scroll to the item")
    func selectionFromCode() {
        let f = CollectionFixture(sections: [300])
        let path = IndexPath(item: 200, section: 0)
        f.collectionView.selectItem(at: path, animated: false, scrollPosition: .centeredVertically)
        f.host.runTicks(1)
        #expect(f.source.log.isEmpty)
        let cell = try! #require(f.collectionView.cellForItem(at: path))
        #expect(cell.isSelected)
        let frame = f.collectionView.convert(cell.frame, to: nil)
        #expect(abs(frame.midY - 240) < 0.5, "centred: \(frame)")
        f.collectionView.contentOffset = .zero
        f.host.runTicks(1)
        #expect(f.collectionView.cellForItem(at: path) == nil)
        f.collectionView.scrollToItem(at: path, at: .top, animated: false)
        f.host.runTicks(1)
        #expect(f.collectionView.cellForItem(at: path)?.isSelected == true)
        #expect(f.collectionView.contentOffset.y == f.layout.layoutAttributesForItem(at: path)!.frame.minY)
        f.collectionView.deselectItem(at: path, animated: false)
        #expect(f.collectionView.cellForItem(at: path)?.isSelected == false)
        f.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(f.collectionView.indexPathsForSelectedItems == [])
    }

    @Test("a selected cell shows its selectedBackgroundView; reuse clears the state")
    func selectedBackground() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        #expect(cell.subviews.first === background && cell.subviews[1] === selected && cell.subviews.last === cell.contentView)
        #expect(selected.isHidden && selected.frame == cell.bounds)
        cell.isHighlighted = true
        #expect(!selected.isHidden)
        cell.isHighlighted = false
        cell.isSelected = true
        #expect(!selected.isHidden)
        cell.prepareForReuse()
        #expect(!cell.isSelected && selected.isHidden)
        cell.bounds = CGRect(x: 0, y: 0, width: 80, height: 30)
        #expect(cell.contentView.frame.size == CGSize(width: 80, height: 30))
    }
}
