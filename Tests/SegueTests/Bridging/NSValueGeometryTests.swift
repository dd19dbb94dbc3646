import Foundation
import Testing
import SegueTestSupport
@testable import Segue

/// `NSValue` boxes of geometry with UIKit's names, and `as` between them and the
/// Swift values, as the Objective-C bridge converts on Apple platforms.
@MainActor @Suite struct NSValueGeometryTests {
    @Test func eachBoxGivesBackItsValue() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        let transform = CATransform3DRotate(CATransform3DMakeScale(2, 3, 4), 0.3, 0, 1, 0)
        #expect(CATransform3DEqualToTransform(NSValue(caTransform3D: transform).caTransform3DValue, transform))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
    }

    @Test func aBoxReadAsAnotherTypeGivesTheZeroValue() {
        #expect(NSValue(cgRect: CGRect(x: 1, y: 1, width: 1, height: 1)).cgPointValue == .zero)
        #expect(CATransform3DIsIdentity(NSValue(cgPoint: CGPoint(x: 1, y: 1)).caTransform3DValue))
    }

    /// The type is read from the box's storage, not from `objCType` (which corelibs
    /// Foundation allocates on every call and never frees; tools/sanitize reports it).
    @Test func eachKindOfBoxHasItsOwnTypeName() {
        let boxes = [NSValue(cgPoint: .zero), NSValue(cgSize: .zero), NSValue(cgRect: .zero),
                     NSValue(caTransform3D: CATransform3DIdentity), NSValue(cgAffineTransform: .identity),
                     NSValue(range: NSRange(location: 0, length: 1))]
        let names = boxes.map(\.boxedTypeName)
        #expect(Set(names).count == boxes.count)
        #expect(NSValue(cgVector: CGVector(dx: 1, dy: 2)).boxedTypeName == NSValue(cgPoint: .zero).boxedTypeName)
        #expect(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 2)).boxedTypeName == CATransform3D.boxObjCType)
        var pair: (Int32, Int32) = (1, 2)
        #expect(NSValue(bytes: &pair, objCType: "[2i]").boxedTypeName == "[2i]")
    }

    @Test func geometryValuesConvertToAndFromTheirBoxesWithAs() {
        let point: Any = CGPoint(x: 1, y: 2)
        #expect((point as? NSValue)?.cgPointValue == CGPoint(x: 1, y: 2))
        let boxed: Any = NSValue(cgPoint: CGPoint(x: 5, y: 6))
        #expect(boxed as? CGPoint == CGPoint(x: 5, y: 6))
        #expect(boxed as? CGRect == nil)
        let transform: Any = NSValue(caTransform3D: CATransform3DMakeTranslation(1, 2, 3))
        #expect((transform as? CATransform3D)?.m42 == 2)
    }

    @Test func aCGFloatConvertsToAndFromNSNumberWithAs() {
        let number: Any = NSNumber(value: 0.75)
        #expect(number as? CGFloat == 0.75)
        let float: Any = CGFloat(1.5)
        #expect((float as? NSNumber)?.doubleValue == 1.5)
    }

    @Test func boxesAndNumbersAnimateAsTheirValues() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 200))
        move.duration = 1
        layer.add(move, forKey: "move")
        let spin = CAKeyframeAnimation(keyPath: "transform")
        spin.values = [NSValue(caTransform3D: CATransform3DIdentity), NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))]
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = NSNumber(value: 1)
        fade.byValue = NSNumber(value: -1)
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        runtime.advance(0.5)
        let shown = layer.presentationProperties
        #expect(close(shown.position, CGPoint(x: 50, y: 100), 0.5))
        #expect(abs(shown.transform.m11 - 2) < 0.05)
        #expect(abs(shown.opacity - 0.5) < 0.01)
    }
}
