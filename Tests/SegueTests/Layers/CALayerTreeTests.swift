import Foundation
import Testing
@testable import Segue

@MainActor @Suite struct CALayerTreeTests {
    func named(_ name: String) -> CALayer {
        let layer = CALayer()
        layer.name = name
        return layer
    }

    @Test func sublayersKeepBackToFrontOrder() {
        let root = CALayer()
        let a = named("a"), b = named("b"), c = named("c"), d = named("d")
        #expect(root.sublayers == nil)
        root.addSublayer(a)
        root.addSublayer(c)
        root.insertSublayer(b, above: a)
        root.insertSublayer(d, below: a)
        #expect(root.sublayers?.map(\.name) == ["d", "a", "b", "c"])
        root.insertSublayer(d, at: 3)
        #expect(root.sublayers?.map(\.name) == ["a", "b", "d", "c"])
        root.replaceSublayer(b, with: named("e"))
        #expect(root.sublayers?.map(\.name) == ["a", "e", "d", "c"])
        #expect(b.superlayer == nil)
    }

    @Test func addingToAnotherParentMovesTheLayer() {
        let first = CALayer(), second = CALayer(), child = CALayer()
        first.addSublayer(child)
        second.addSublayer(child)
        #expect(first.sublayers == nil)
        #expect(child.superlayer === second)
        child.removeFromSuperlayer()
        #expect(second.sublayers == nil)
    }

    @Test func cyclesAreRefused() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            child.addSublayer(parent)
            parent.addSublayer(parent)
        }
        #expect(parent.superlayer == nil)
        #expect(collector.messages.count == 2)
    }

    @Test func frameDerivesFromBoundsPositionAndAnchorPoint() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 200, y: 100)
        #expect(layer.frame == CGRect(x: 150, y: 80, width: 100, height: 40))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 200, y: 100, width: 100, height: 40))
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.bounds.size == CGSize(width: 30, height: 40))
        #expect(layer.position == CGPoint(x: 10, y: 20))
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.frame == CGRect(x: -20, y: -20, width: 60, height: 80))
        // Under a transform the setter computes through it, as Core Animation's:
        // the scaled bounds' box becomes the frame.
        layer.frame = CGRect(x: 0, y: 0, width: 500, height: 500)
        #expect(layer.bounds.size == CGSize(width: 250, height: 250))
        #expect(layer.position == CGPoint(x: 250, y: 250))
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 500, height: 500))
        // A frame with a negative size is standardized.
        layer.transform = CATransform3DIdentity
        layer.frame = CGRect(x: 10, y: 10, width: -10, height: -20)
        #expect(layer.bounds.size == CGSize(width: 10, height: 20))
        #expect(layer.position == CGPoint(x: 5, y: 0))
    }

    @Test func keyPathsParseCoreAnimationsNames() {
        #expect(LayerKeyPath("position.x") == .positionX)
        #expect(LayerKeyPath("transform.rotation") == .transform(.rotationZ))
        #expect(LayerKeyPath("sublayerTransform.scale.y") == .sublayerTransform(.scaleY))
        #expect(LayerKeyPath("bounds.size.width")?.valueKind == .scalar)
        #expect(LayerKeyPath("transform.translation")?.valueKind == .size)
        #expect(LayerKeyPath("transform.wobble") == nil)
        #expect(LayerKeyPath("shadowPath") == nil)
    }
}
