import Foundation
import Testing
@testable import Segue

/// Core Animation marks a layer as needing layout when its sublayers or bounds
/// change, not only when a view asks.
@MainActor @Suite struct CALayerLayoutFlagTests {
    func laidOut(_ layer: CALayer) -> CALayer {
        layer.layoutIfNeeded()
        return layer
    }

    @Test func addingASublayerMarksTheLayerAsNeedingLayout() {
        let layer = laidOut(CALayer())
        #expect(!layer.needsLayout())
        layer.addSublayer(CALayer())
        #expect(layer.needsLayout())
    }

    @Test func removingASublayerMarksItsFormerSuperlayerAsNeedingLayout() {
        let layer = CALayer(), child = CALayer()
        layer.addSublayer(child)
        layer.layoutIfNeeded()
        child.removeFromSuperlayer()
        #expect(layer.needsLayout())
    }

    @Test func changingTheBoundsMarksTheLayerAsNeedingLayout() {
        let layer = laidOut(CALayer())
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!layer.needsLayout())
    }

    @Test func settingTheFrameToANewSizeMarksTheLayerAsNeedingLayout() {
        let layer = laidOut(CALayer())
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(layer.needsLayout())
    }
}
