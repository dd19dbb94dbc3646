import Foundation
import Testing
@testable import Segue
import SegueTestSupport

/// `UICollectionViewFlowLayout`: frames of grids and lists in both directions,
/// with insets, spacing and delegate sizes, and its rectangle queries.
@MainActor
@Suite("UICollectionViewFlowLayout")
struct FlowLayoutTests {
    private func frames(_ fixture: CollectionFixture, section: Int = 0) -> [CGRect] {
        (0..<fixture.collectionView.numberOfItems(inSection: section)).map {
            fixture.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))!.frame
        }
    }

    @Test("vertical grid: rows of three 100 pt items across 320 pt, spread edge to edge, 10 pt between rows")
    func verticalGrid() {
        let f = CollectionFixture(sections: [8])
        let all = frames(f)
        #expect(all[0] == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(all[1] == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(all[2] == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(all[3] == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(all[5] == CGRect(x: 220, y: 110, width: 100, height: 100))
        // The last row's two items are spread too, as UIKit spreads them.
        #expect(all[6] == CGRect(x: 0, y: 220, width: 100, height: 100))
        #expect(all[7] == CGRect(x: 220, y: 220, width: 100, height: 100))
        #expect(f.layout.collectionViewContentSize == CGSize(width: 320, height: 320))
        #expect(f.collectionView.contentSize == CGSize(width: 320, height: 320))
    }

    @Test("section insets and spacing: two items per row inside the insets, sections stacked")
    func insetsAndSpacing() {
        let f = CollectionFixture(sections: [3, 2]) { layout in
            layout.sectionInset = UIEdgeInsets(top: 20, left: 15, bottom: 5, right: 15)
            layout.minimumLineSpacing = 4
            layout.minimumInteritemSpacing = 30
        }
        let first = frames(f, section: 0), second = frames(f, section: 1)
        #expect(first[0] == CGRect(x: 15, y: 20, width: 100, height: 100))
        #expect(first[1] == CGRect(x: 205, y: 20, width: 100, height: 100))
        #expect(first[2] == CGRect(x: 110, y: 124, width: 100, height: 100))
        // Section 1 starts after section 0's bottom inset and its own top inset.
        #expect(second[0] == CGRect(x: 15, y: 224 + 5 + 20, width: 100, height: 100))
        #expect(abs(f.layout.collectionViewContentSize.height - 354) < 1e-9, "\(f.layout.collectionViewContentSize.height - 354)")
    }

    @Test("vertical list: one full-width row per item")
    func verticalList() {
        let f = CollectionFixture(sections: [30]) { layout in
            layout.itemSize = CGSize(width: 320, height: 44)
            layout.minimumLineSpacing = 1
        }
        let all = frames(f)
        for (index, frame) in all.enumerated() {
            #expect(frame == CGRect(x: 0, y: CGFloat(index) * 45, width: 320, height: 44))
        }
        #expect(f.layout.collectionViewContentSize == CGSize(width: 320, height: 30 * 45 - 1))
    }

    @Test("horizontal grid: columns of four down 480 pt, spread, columns 10 pt apart")
    func horizontalGrid() {
        let f = CollectionFixture(sections: [6]) { $0.scrollDirection = .horizontal }
        let all = frames(f)
        let gap = (480 - 400) / 3.0
        #expect(approximatelyEqual(all[0], CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(approximatelyEqual(all[1], CGRect(x: 0, y: 100 + gap, width: 100, height: 100)))
        #expect(approximatelyEqual(all[3], CGRect(x: 0, y: 380, width: 100, height: 100)))
        #expect(approximatelyEqual(all[4], CGRect(x: 110, y: 0, width: 100, height: 100)))
        #expect(approximatelyEqual(all[5], CGRect(x: 110, y: 380, width: 100, height: 100)))
        #expect(f.layout.collectionViewContentSize == CGSize(width: 210, height: 480))
    }

    @Test("horizontal list: one full-height column per item, with insets")
    func horizontalList() {
        let f = CollectionFixture(sections: [3]) { layout in
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 200, height: 440)
            layout.sectionInset = UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
            layout.minimumLineSpacing = 20
        }
        #expect(frames(f) == [
            CGRect(x: 10, y: 20, width: 200, height: 440),
            CGRect(x: 230, y: 20, width: 200, height: 440),
            CGRect(x: 450, y: 20, width: 200, height: 440),
        ])
        #expect(f.layout.collectionViewContentSize == CGSize(width: 660, height: 480))
    }

    @Test("the content inset narrows the lines; a line's items are centred across its tallest")
    func contentInsetAndMixedSizes() {
        final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                indexPath.item == 1 ? CGSize(width: 100, height: 60) : CGSize(width: 100, height: 100)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                minimumLineSpacingForSectionAt section: Int) -> CGFloat { 0 }
        }
        let sizes = Sizes()
        let f = CollectionFixture(sections: [4])
        f.collectionView.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        f.collectionView.delegate = sizes
        f.layout.invalidateLayout()
        let all = frames(f)
        // 300 pt across: three items fit only with no room, so two per line, 100 pt apart.
        #expect(all[0] == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(all[1] == CGRect(x: 200, y: 20, width: 100, height: 60))
        #expect(all[2] == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(f.layout.collectionViewContentSize == CGSize(width: 300, height: 200))
    }

    @Test("rectangle queries return exactly the items a full scan finds, for many rectangles")
    func rectangleQueries() {
        let f = CollectionFixture(sections: [500, 0, 37]) { $0.sectionInset = UIEdgeInsets(top: 7, left: 3, bottom: 11, right: 3) }
        var all: [UICollectionViewLayoutAttributes] = []
        for section in 0..<3 {
            for item in 0..<f.collectionView.numberOfItems(inSection: section) {
                all.append(f.layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))!)
            }
        }
        var generator = SeededGenerator(seed: 7)
        let height = f.layout.collectionViewContentSize.height
        for _ in 0..<200 {
            let y = CGFloat(generator.int(0..<Int(height) + 200)) - 100
            let x = CGFloat(generator.int(0..<400)) - 40
            let rect = CGRect(x: x, y: y, width: CGFloat(generator.int(0..<300) + 1), height: CGFloat(generator.int(0..<900) + 1))
            let expected = all.filter { $0.frame.overlaps(rect) }.map(\.indexPath)
            let found = (f.layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath)
            #expect(found == expected, "rect \(rect)")
        }
        #expect(f.layout.layoutAttributesForItem(at: IndexPath(item: 37, section: 2)) == nil)
        #expect(f.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
    }

    @Test("attributes are the same objects until the layout is invalidated")
    func cachedAttributes() {
        let f = CollectionFixture(sections: [10])
        let first = f.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))
        #expect(first === f.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        f.layout.itemSize = CGSize(width: 50, height: 50)
        let second = f.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))
        #expect(second !== first)
        #expect(second?.frame.size == CGSize(width: 50, height: 50))
    }

    @Test("a resize invalidates the layout, a scroll does not")
    func boundsChanges() {
        let f = CollectionFixture(sections: [100])
        #expect(!f.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 300, width: 320, height: 480)))
        #expect(f.layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 480, height: 320)))
        f.collectionView.frame = CGRect(x: 0, y: 0, width: 430, height: 480)
        f.host.runTicks(1)
        #expect(f.layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 0,
                "four items per row once the view is 430 pt wide")
    }

    @Test("a bad item size from the delegate is reported and taken as zero")
    func badSizes() {
        final class BadSizes: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: CGFloat.nan, height: 10) }
        }
        let bad = BadSizes()
        let f = CollectionFixture(sections: [1])
        f.collectionView.delegate = bad
        let messages = collectingDiagnostics {
            f.layout.invalidateLayout()
            _ = f.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        }
        #expect(messages.count == 1 && messages[0].contains("size"))
        #expect(f.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size == .zero)
    }
}
