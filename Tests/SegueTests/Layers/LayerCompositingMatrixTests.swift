import Foundation
import Testing
@testable import Segue

/// The compositing matrices the compositor and point conversion share.
@MainActor
@Suite struct LayerCompositingMatrixTests {
    @Test func theSublayerTransformActsAboutTheAnchorIncludingItsDepth() {
        var parent = LayerProperties()
        parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        parent.anchorPointZ = 40
        parent.sublayerTransform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        // The anchor (100, 50, 40) stays put; a point at the anchor's x and y but
        // depth 0 swings round it.
        let m = parent.sublayerMatrix
        let anchor = CATransform3DTransformPoint(m, 100, 50, 40)
        #expect(abs(anchor.x - 100) < 1e-9 && abs(anchor.y - 50) < 1e-9 && abs(anchor.z - 40) < 1e-9)
        let swung = CATransform3DTransformPoint(m, 100, 50, 0)
        #expect(abs(abs(swung.x - 100) - 40) < 1e-9 && abs(swung.z - 40) < 1e-9)
    }

    @Test func pointConversionUsesTheSameChainAsTheCompositor() {
        let parent = CALayer(), child = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        parent.anchorPointZ = 40
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        parent.sublayerTransform = CATransform3DRotate(perspective, 0.4, 1, 0, 0)
        child.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        child.position = CGPoint(x: 60, y: 30)
        child.transform = CATransform3DMakeRotation(0.3, 0, 1, 0)
        parent.addSublayer(child)
        let chain = CATransform3DConcat(child.modelProperties.matrixToSuperlayer, parent.modelProperties.sublayerMatrix)
        let p = CATransform3DTransformPoint(chain, 10, 20, 0)
        let converted = child.convert(CGPoint(x: 10, y: 20), to: parent)
        #expect(abs(converted.x - p.x / p.w) < 1e-9 && abs(converted.y - p.y / p.w) < 1e-9)
    }
}
