import Foundation
import Testing
@testable import Segue

/// `CALayer.hitTest(_:)` and `contains(_:)`, as Core Animation answers them.
@MainActor @Suite struct CALayerHitTestTests {
    func layer(_ name: String, _ frame: CGRect) -> CALayer {
        let layer = CALayer()
        layer.name = name
        layer.frame = frame
        return layer
    }

    @Test func theFrontMostDeepestLayerContainingThePointIsHit() {
        let root = layer("root", CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = layer("back", CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = layer("front", CGRect(x: 50, y: 50, width: 100, height: 100))
        let inner = layer("inner", CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSublayer(back)
        root.addSublayer(front)
        front.addSublayer(inner)
        #expect(root.hitTest(CGPoint(x: 70, y: 70))?.name == "inner")
        #expect(root.hitTest(CGPoint(x: 90, y: 90))?.name == "front")
        #expect(root.hitTest(CGPoint(x: 20, y: 20))?.name == "back")
        #expect(root.hitTest(CGPoint(x: 190, y: 10))?.name == "root")
        #expect(root.hitTest(CGPoint(x: 300, y: 10)) == nil)
    }

    @Test func hiddenLayersAreSkippedAndMaskingHidesSublayersOutside() {
        let root = layer("root", CGRect(x: 0, y: 0, width: 100, height: 100))
        let sticking = layer("out", CGRect(x: 80, y: 0, width: 50, height: 50))
        root.addSublayer(sticking)
        #expect(root.hitTest(CGPoint(x: 120, y: 10))?.name == "out")
        root.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 120, y: 10)) == nil)
        root.masksToBounds = false
        sticking.isHidden = true
        #expect(root.hitTest(CGPoint(x: 90, y: 10))?.name == "root")
    }

    @Test func thePointIsTakenThroughTheLayersTransform() {
        let root = layer("root", CGRect(x: 0, y: 0, width: 400, height: 400))
        let scaled = layer("scaled", CGRect(x: 100, y: 100, width: 100, height: 100))
        scaled.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        root.addSublayer(scaled)
        #expect(scaled.frame == CGRect(x: 50, y: 50, width: 200, height: 200))
        #expect(root.hitTest(CGPoint(x: 60, y: 60))?.name == "scaled")
    }

    @Test func containsTestsTheBoundsInTheLayersOwnCoordinates() {
        let l = layer("l", CGRect(x: 100, y: 100, width: 10, height: 10))
        #expect(l.contains(CGPoint(x: 5, y: 5)))
        #expect(!l.contains(CGPoint(x: 105, y: 105)))
    }

    @Test func anOverriddenContainsShapesTheHitArea() {
        final class Round: CALayer {
            override func contains(_ p: CGPoint) -> Bool {
                hypot(p.x - bounds.midX, p.y - bounds.midY) <= bounds.width / 2
            }
        }
        let root = layer("root", CGRect(x: 0, y: 0, width: 100, height: 100))
        let round = Round()
        round.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.addSublayer(round)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === round)
        #expect(root.hitTest(CGPoint(x: 1, y: 1)) === root)
    }
}
