import Foundation
import Testing
@testable import Segue

/// `startInteractiveTransition(to:completion:)` with `UICollectionViewTransitionLayout`:
/// progress drives the cells, finish and cancel end with UIKit's completion flags.
@MainActor
@Suite("UICollectionView: interactive layout transitions")
struct CollectionViewInteractiveTransitionTests {
    private func frame(_ f: CollectionFixture, _ item: Int) -> CGRect? {
        f.collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test("progress 0, 0.25, 0.5, 1 places each cell between its grid and list frames")
    func progressDrivesCells() {
        let f = CollectionFixture(sections: [100])
        let list = CollectionViewLayoutChangeTests.listLayout()
        let transition = f.collectionView.startInteractiveTransition(to: list)
        #expect(f.collectionView.collectionViewLayout === transition)
        #expect(transition.currentLayout === f.layout && transition.nextLayout === list)
        for progress: CGFloat in [0, 0.25, 0.5, 1] {
            transition.transitionProgress = progress
            f.host.runTicks(1)
            for item in [0, 4, 9] {
                let start = f.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!
                let end = list.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!
                let expected = start.interpolated(to: end, progress: progress).frame
                #expect(frame(f, item).map { approximatelyEqual($0, expected) } == true,
                        "item \(item) at \(progress): \(String(describing: frame(f, item))) vs \(expected)")
            }
        }
        let size = f.collectionView.contentSize
        #expect(size == list.collectionViewContentSize)
        transition.transitionProgress = 0.5
        f.host.runTicks(1)
        #expect(f.collectionView.contentSize.height == CGFloat(3730 + 4499) / 2)
    }

    @Test("finish: the rest of the way, then the next layout installed and completion(true, true)")
    func finish() {
        let f = CollectionFixture(sections: [100])
        let list = CollectionViewLayoutChangeTests.listLayout()
        var results: [(Bool, Bool)] = []
        let transition = f.collectionView.startInteractiveTransition(to: list) { results.append(($0, $1)) }
        transition.transitionProgress = 0.3
        f.host.runTicks(1)
        f.collectionView.finishInteractiveTransition()
        #expect(results.isEmpty)
        f.host.advance(by: 0.1)
        #expect(transition.transitionProgress > 0.3 && transition.transitionProgress < 1)
        f.host.advance(by: 0.3)
        #expect(results.count == 1 && results[0] == (true, true))
        #expect(f.collectionView.collectionViewLayout === list)
        #expect(frame(f, 4) == CGRect(x: 0, y: 180, width: 320, height: 44))
        #expect(f.collectionView.indexPathsForVisibleItems.count == 11)
    }

    @Test("cancel: back the way it came, the current layout reinstalled, completion(false, true)")
    func cancel() {
        let f = CollectionFixture(sections: [100])
        let list = CollectionViewLayoutChangeTests.listLayout()
        var results: [(Bool, Bool)] = []
        let transition = f.collectionView.startInteractiveTransition(to: list) { results.append(($0, $1)) }
        transition.transitionProgress = 0.6
        f.host.runTicks(1)
        f.collectionView.cancelInteractiveTransition()
        f.host.advance(by: 0.5)
        #expect(results.count == 1 && results[0] == (false, true))
        #expect(f.collectionView.collectionViewLayout === f.layout)
        #expect(transition.transitionProgress == 0)
        #expect(frame(f, 4) == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(f.collectionView.indexPathsForVisibleItems.count == 15)
    }

    @Test("a gesture already moving toward the end finishes sooner")
    func gestureSpeed() {
        func finishTime(driving: Bool) -> Int {
            let f = CollectionFixture(sections: [100])
            let transition = f.collectionView.startInteractiveTransition(to: CollectionViewLayoutChangeTests.listLayout())
            var finished = false
            if driving {
                for step in 1...10 {
                    transition.transitionProgress = 0.05 * CGFloat(step)
                    f.host.runTicks(1)
                }
            } else {
                transition.transitionProgress = 0.5
                f.host.runTicks(10)
            }
            _ = transition
            let t2 = f.collectionView.startInteractiveTransition(to: UICollectionViewFlowLayout())
            #expect(t2 === transition)
            f.collectionView.finishInteractiveTransition()
            var ticks = 0
            while !finished && ticks < 1000 {
                f.host.runTicks(1)
                ticks += 1
                finished = f.collectionView.interactiveTransition == nil
            }
            return ticks
        }
        let slow = collectingDiagnostics { _ = finishTime(driving: false) }
        #expect(slow.count == 1)
        var idle = 0, driving = 0
        _ = collectingDiagnostics {
            idle = finishTime(driving: false)
            driving = finishTime(driving: true)
        }
        #expect(idle >= 40 && idle <= 44, "0.5 × 0.35 s = 42 ticks, took \(idle)")
        #expect(driving < idle, "\(driving) ticks vs \(idle)")
    }

    @Test("the content offset follows the progress from where it was to where the new layout keeps the items")
    func offsetFollowsProgress() {
        let f = CollectionFixture(sections: [300])
        f.collectionView.contentOffset = CGPoint(x: 0, y: 1100)
        f.host.runTicks(1)
        let transition = f.collectionView.startInteractiveTransition(to: CollectionViewLayoutChangeTests.listLayout())
        transition.transitionProgress = 0.5
        #expect(f.collectionView.contentOffset.y == CGFloat(1225))
        f.collectionView.finishInteractiveTransition()
        f.host.advance(by: 0.3)
        #expect(f.collectionView.contentOffset.y == 1350)
        #expect(f.collectionView.indexPathsForVisibleItems.first == IndexPath(item: 30, section: 0))
    }

    @Test("far down 10,000 items the transition shows only the cells in view, each at its interpolated frame")
    func farDown() {
        let f = CollectionFixture(sections: [10_000])
        f.collectionView.contentOffset = CGPoint(x: 0, y: 37_000)
        f.host.runTicks(1)
        let list = CollectionViewLayoutChangeTests.listLayout()
        let transition = f.collectionView.startInteractiveTransition(to: list)
        for progress: CGFloat in [0.3, 0.5, 0.8] {
            transition.transitionProgress = progress
            f.host.runTicks(1)
            let visible = f.collectionView.bounds
            let cells = f.collectionView.visibleCells
            #expect(!cells.isEmpty && cells.count <= 30, "\(cells.count) cells at \(progress)")
            for cell in cells {
                let path = f.collectionView.indexPath(for: cell)!
                let expected = f.layout.layoutAttributesForItem(at: path)!.interpolated(to: list.layoutAttributesForItem(at: path)!, progress: progress)
                #expect(approximatelyEqual(cell.frame, expected.frame) && cell.frame.overlaps(visible))
            }
        }
    }

    @Test("the delegate's transition layout subclass is used, with its animated keys")
    func delegateTransitionLayout() {
        final class Lifting: UICollectionViewTransitionLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let lift = value(forAnimatedKey: "lift")
                return super.layoutAttributesForElements(in: rect)?.map { attributes in
                    let copy = attributes.copy() as! UICollectionViewLayoutAttributes
                    copy.center.y -= lift
                    return copy
                }
            }
        }
        final class Delegate: NSObject, UICollectionViewDelegate {
            func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                                newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
                Lifting(currentLayout: fromLayout, nextLayout: toLayout)
            }
        }
        let delegate = Delegate()
        let f = CollectionFixture(sections: [20])
        f.collectionView.delegate = delegate
        let transition = f.collectionView.startInteractiveTransition(to: CollectionViewLayoutChangeTests.listLayout())
        #expect(transition is Lifting)
        #expect(transition.value(forAnimatedKey: "lift") == 0)
        transition.updateValue(30, forAnimatedKey: "lift")
        #expect(transition.value(forAnimatedKey: "lift") == 30)
        transition.invalidateLayout()
        f.host.runTicks(1)
        #expect(frame(f, 0) == CGRect(x: 0, y: -30, width: 100, height: 100))
    }

    @Test("misuse is reported and changes nothing: finish or cancel with none, twice, a layout change meanwhile")
    func misuse() {
        let f = CollectionFixture(sections: [30])
        var messages = collectingDiagnostics {
            f.collectionView.finishInteractiveTransition()
            f.collectionView.cancelInteractiveTransition()
        }
        #expect(messages.count == 2)
        var calls = 0
        let transition = f.collectionView.startInteractiveTransition(to: CollectionViewLayoutChangeTests.listLayout()) { _, _ in calls += 1 }
        messages = collectingDiagnostics {
            f.collectionView.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: true)
            #expect(f.collectionView.collectionViewLayout === transition)
            f.collectionView.finishInteractiveTransition()
            f.collectionView.cancelInteractiveTransition()
            transition.transitionProgress = .nan
        }
        #expect(messages.count == 3, "\(messages)")
        f.host.advance(by: 0.5)
        #expect(calls == 1)
        #expect(f.collectionView.collectionViewLayout === transition.nextLayout)
    }
}
