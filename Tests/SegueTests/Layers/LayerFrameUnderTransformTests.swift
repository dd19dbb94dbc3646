import Foundation
import Testing
@testable import Segue

/// `frame` set on a transformed layer or view: Core Animation computes the setter
/// through the transform, so the transformed bounds' bounding box becomes the frame.
@MainActor @Suite struct LayerFrameUnderTransformTests {
    @Test func aLayerScaledByHalfGivenAHundredPointFrameHasTwoHundredPointBounds() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(0.5, 0.5, 1)
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        #expect(layer.bounds.size == CGSize(width: 200, height: 200))
        #expect(layer.position == CGPoint(x: 60, y: 70))
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 100, height: 100))
    }

    @Test func aTranslatedLayerKeepsItsSizeAndTheFrameReadsBackAsSet() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeTranslation(30, -10, 0)
        layer.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        #expect(layer.bounds.size == CGSize(width: 80, height: 40))
        #expect(layer.position == CGPoint(x: 10, y: 30))
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
    }

    @Test func aQuarterTurnSwapsTheBoundsWidthAndHeight() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(abs(layer.bounds.width - 50) < 1e-9 && abs(layer.bounds.height - 100) < 1e-9)
        #expect(close(layer.frame, CGRect(x: 0, y: 0, width: 100, height: 50), 1e-9))
    }

    @Test func anOffCentreAnchorPointStillPutsTheTransformedBoxOnTheFrame() {
        let layer = CALayer()
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        layer.transform = CATransform3DMakeScale(2, 4, 1)
        layer.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        #expect(layer.bounds.size == CGSize(width: 50, height: 25))
        #expect(layer.position == CGPoint(x: 10, y: 10))
        #expect(layer.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
    }

    @Test func aFlattenedTransformKeepsTheSizeAndMovesThePosition() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.transform = CATransform3DMakeScale(0, 1, 1)
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(layer.bounds.size == CGSize(width: 20, height: 20))
        #expect(layer.position == CGPoint(x: 50, y: 50))
    }

    @Test func aScaledSubviewGivenAFrameConvertsAndHitTestsThroughTheScale() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = UIView()
        child.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        child.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        parent.addSubview(child)
        #expect(child.bounds.size == CGSize(width: 200, height: 200))
        // The child's bottom-right corner (200, 200) lands at the frame's corner.
        #expect(close(child.convert(CGPoint(x: 200, y: 200), to: parent), CGPoint(x: 200, y: 200)))
        #expect(close(parent.convert(CGPoint(x: 150, y: 150), to: child), CGPoint(x: 100, y: 100)))
        #expect(parent.hitTest(CGPoint(x: 190, y: 190), with: nil) === child)
        #expect(parent.hitTest(CGPoint(x: 210, y: 150), with: nil) === parent)
        #expect(child.point(inside: CGPoint(x: 199, y: 199), with: nil))
    }

    @Test func aTranslatedSubviewGivenAFrameHitTestsWhereItIsDrawn() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = UIView()
        child.transform = CGAffineTransform(translationX: 50, y: 0)
        child.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        parent.addSubview(child)
        #expect(child.bounds.size == CGSize(width: 100, height: 100))
        #expect(parent.hitTest(CGPoint(x: 90, y: 50), with: nil) === child)
        #expect(close(parent.convert(CGPoint(x: 90, y: 50), to: child), CGPoint(x: 90, y: 50)))
    }
}
