import Foundation
import Testing
@testable import Segue

/// Core Animation spellings on `CALayer`: the affine transform accessors,
/// `isGeometryFlipped` and `defaultValue(forKey:)`.
@MainActor @Suite struct CALayerCompatibilityAPITests {
    @Test func theAffineTransformAccessorsReadAndWriteTheTransform() {
        let layer = CALayer()
        let rotation = CGAffineTransform(rotationAngle: 0.3)
        layer.setAffineTransform(rotation)
        #expect(CATransform3DEqualToTransform(layer.transform, CATransform3DMakeAffineTransform(rotation)))
        #expect(layer.affineTransform() == rotation)
    }

    @Test func geometryFlippedIsStoredAndDefaultsToFalse() {
        let layer = CALayer()
        #expect(!layer.isGeometryFlipped)
        layer.isGeometryFlipped = true
        #expect(layer.isGeometryFlipped)
    }

    @Test func theDefaultValuesAreAFreshLayersValues() {
        #expect((CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint) == CGPoint(x: 0.5, y: 0.5))
        #expect((CALayer.defaultValue(forKey: "opacity") as? NSNumber)?.doubleValue == 1)
        #expect((CALayer.defaultValue(forKey: "transform") as? CATransform3D).map(CATransform3DIsIdentity) == true)
        #expect((CALayer.defaultValue(forKey: "isDoubleSided") as? Bool) == true)
        #expect(CALayer.defaultValue(forKey: "myOwnKey") == nil)
    }

    @Test func aSubclassGivesItsOwnKeysDefaultsThatKeyValueCodingReads() {
        final class Dial: CALayer {
            override class func defaultValue(forKey key: String) -> Any? {
                key == "needle" ? NSNumber(value: 0.25) : super.defaultValue(forKey: key)
            }
        }
        #expect((Dial().value(forKey: "needle") as? Double) == 0.25)
        #expect((Dial().value(forKey: "opacity") as? Double) == 1)
    }
}
