import Foundation
import Testing
import SegueTestSupport
@testable import Segue

/// Key-value coding on layers for animatable key paths, as Core Animation answers it.
@MainActor @Suite struct CALayerKeyValueCodingTests {
    @Test func aRotationReadsBackThroughTheTransformsRotationField() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
        let angle = layer.value(forKeyPath: "transform.rotation.z") as? CGFloat
        #expect(angle.map { abs($0 - 0.5) < 1e-9 } == true)
        #expect(((layer.value(forKeyPath: "transform.rotation.z") as? NSNumber)?.doubleValue).map { abs($0 - 0.5) < 1e-9 } == true)
    }

    @Test func settingTheScaleKeyPathScalesTheTransform() {
        let layer = CALayer()
        layer.setValue(0.5, forKeyPath: "transform.scale")
        #expect(CATransform3DEqualToTransform(layer.transform, CATransform3DMakeScale(0.5, 0.5, 0.5)))
        layer.setValue(NSNumber(value: 2), forKeyPath: "transform.scale.x")
        #expect(layer.transform.m11 == 2)
    }

    @Test func positionReadsAsAPointThatAlsoBoxesAsAnNSValue() {
        let layer = CALayer()
        layer.position = CGPoint(x: 3, y: 4)
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 3, y: 4))
        #expect((layer.value(forKey: "position") as? NSValue)?.cgPointValue == CGPoint(x: 3, y: 4))
    }

    @Test func settingAWholePropertyGoesThroughItsSetter() {
        let layer = CALayer()
        layer.setValue(NSValue(cgRect: CGRect(x: 0, y: 0, width: 30, height: 40)), forKey: "bounds")
        #expect(layer.bounds.size == CGSize(width: 30, height: 40))
        #expect(layer.needsLayout())
        layer.setValue(CGPoint(x: 7, y: 8), forKey: "position")
        #expect(layer.position == CGPoint(x: 7, y: 8))
        layer.setValue(0.25 as CGFloat, forKey: "opacity")
        #expect(layer.opacity == 0.25)
        layer.setValue(true, forKey: "hidden")
        #expect(layer.isHidden)
        #expect((layer.value(forKey: "hidden") as? Bool) == true)
    }

    @Test func settingAKeyPathOnARenderedLayerRunsItsImplicitAction() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        layer.setValue(0, forKey: "opacity")
        #expect(layer.animation(forKey: "opacity") != nil)
    }

    @Test func otherKeysStoreAnyValue() {
        let layer = CALayer()
        layer.setValue("card", forKey: "role")
        #expect(layer.value(forKey: "role") as? String == "card")
        layer.setValue("named", forKey: "name")
        #expect(layer.name == "named")
    }

    @Test func aValueOfTheWrongTypeForAPropertyIsIgnored() {
        let layer = CALayer()
        layer.setValue("far", forKey: "position")
        layer.setValue(nil, forKey: "opacity")
        #expect(layer.position == .zero)
        #expect(layer.opacity == 1)
    }
}
