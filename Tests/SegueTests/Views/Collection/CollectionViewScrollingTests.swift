import Foundation
import Testing
@testable import Segue

/// Scrolling a collection view by wheel and drag: clamped to its content, cells
/// refilled, flicks snapped by the layout.
@MainActor
@Suite("UICollectionView: scrolling")
struct CollectionViewScrollingTests {
    @Test("the wheel stops at the end of the content and the last items show")
    func wheelToTheEnd() {
        let f = CollectionFixture(sections: [100])
        let maximum = f.collectionView.contentSize.height - 480
        f.host.scroll(by: CGVector(dx: 0, dy: 100_000), at: CGPoint(x: 160, y: 240))
        #expect(f.collectionView.contentOffset.y == maximum)
        #expect(f.collectionView.indexPathsForVisibleItems.last == IndexPath(item: 99, section: 0))
        #expect(!f.host.scroll(by: CGVector(dx: 0, dy: 40), at: CGPoint(x: 160, y: 240)))
        f.host.scroll(by: CGVector(dx: 0, dy: -100_000), at: CGPoint(x: 160, y: 240))
        #expect(f.collectionView.contentOffset.y == 0)
        #expect(f.collectionView.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
    }

    @Test("a drag past the end rubber-bands and springs back to the last row")
    func dragPastTheEnd() {
        let f = CollectionFixture(sections: [100])
        let maximum = f.collectionView.contentSize.height - 480
        f.collectionView.contentOffset = CGPoint(x: 0, y: maximum)
        f.host.runTicks(1)
        f.host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.5)
        #expect(f.collectionView.contentOffset.y > maximum)
        f.host.advance(by: 2)
        #expect(f.collectionView.contentOffset.y == maximum)
        #expect(f.collectionView.indexPathsForVisibleItems.last == IndexPath(item: 99, section: 0))
    }

    @Test("a flick comes to rest where the layout's targetContentOffset(…withScrollingVelocity:) says")
    func layoutSnapsFlicks() {
        final class RowSnapping: UICollectionViewFlowLayout {
            override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                              withScrollingVelocity velocity: CGPoint) -> CGPoint {
                CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 110).rounded() * 110)
            }
        }
        let f = CollectionFixture(sections: [300])
        let snapping = RowSnapping()
        snapping.itemSize = CGSize(width: 100, height: 100)
        f.collectionView.setCollectionViewLayout(snapping, animated: false)
        f.host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 150), duration: 0.4)
        f.host.advance(by: 4)
        let rest = f.collectionView.contentOffset.y
        #expect(rest > 300)
        #expect(abs(rest - (rest / 110).rounded() * 110) < 3, "rests at \(rest)")
    }
}
