import Foundation
import Testing
import SegueTestSupport
@testable import Segue

@MainActor @Suite struct CALayerTransformAnimationTests {
    func expectClose(_ a: CATransform3D, _ b: CATransform3D, tolerance: Double = 1e-9,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        let pairs: [(CGFloat, CGFloat)] = [
            (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14),
            (a.m21, b.m21), (a.m22, b.m22), (a.m23, b.m23), (a.m24, b.m24),
            (a.m31, b.m31), (a.m32, b.m32), (a.m33, b.m33), (a.m34, b.m34),
            (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43), (a.m44, b.m44),
        ]
        let worst = pairs.map { abs(Double($0.0 - $0.1)) }.max()!
        #expect(worst < tolerance, "transforms differ by \(worst)", sourceLocation: sourceLocation)
    }

    @Test func halfAFlipIsANinetyDegreeRotationNotASquashedMatrix() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let flip = CABasicAnimation(keyPath: "transform")
        flip.fromValue = CATransform3DIdentity
        flip.toValue = CATransform3DMakeRotation(.pi, 0, 1, 0)
        flip.duration = 1
        layer.add(flip, forKey: "flip")
        runtime.advance(0.5)
        expectClose(layer.presentationProperties.transform, CATransform3DMakeRotation(.pi / 2, 0, 1, 0))
        runtime.advance(0.25)
        expectClose(layer.presentationProperties.transform, CATransform3DMakeRotation(3 * .pi / 4, 0, 1, 0))
    }

    @Test func perspectiveRotationKeepsItsPerspective() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let flip = CABasicAnimation(keyPath: "transform")
        flip.fromValue = perspective
        flip.toValue = CATransform3DRotate(perspective, .pi / 2, 1, 0, 0)
        flip.duration = 1
        layer.add(flip, forKey: "flip")
        runtime.advance(0.5)
        expectClose(layer.presentationProperties.transform, CATransform3DRotate(perspective, .pi / 4, 1, 0, 0))
    }

    @Test func rotationKeyPathSweepsAFullTurn() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        runtime.advance(0.5)
        expectClose(layer.presentationProperties.transform, CATransform3DMakeRotation(.pi, 0, 0, 1))
        runtime.advance(0.25)
        expectClose(layer.presentationProperties.transform, CATransform3DMakeRotation(1.5 * .pi, 0, 0, 1))
    }

    @Test func scaleKeyPathKeepsTheModelRotation() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
        CATransaction.commit()
        let pop = CABasicAnimation(keyPath: "transform.scale")
        pop.fromValue = 0
        pop.toValue = 1
        pop.duration = 1
        layer.add(pop, forKey: "pop")
        runtime.advance(0.5)
        expectClose(layer.presentationProperties.transform,
                    CATransform3DScale(CATransform3DMakeRotation(.pi / 3, 0, 0, 1), 0.5, 0.5, 0.5))
    }

    @Test func additiveTransformConcatenatesWithTheModel() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.transform = CATransform3DMakeTranslation(10, 0, 0)
        CATransaction.commit()
        let tilt = CABasicAnimation(keyPath: "transform")
        tilt.fromValue = CATransform3DIdentity
        tilt.toValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        tilt.isAdditive = true
        tilt.duration = 1
        layer.add(tilt, forKey: "tilt")
        runtime.advance(0.5)
        let expected = CATransform3DConcat(CATransform3DMakeRotation(.pi / 4, 0, 0, 1), CATransform3DMakeTranslation(10, 0, 0))
        expectClose(layer.presentationProperties.transform, expected, tolerance: 1e-6)
    }
}
