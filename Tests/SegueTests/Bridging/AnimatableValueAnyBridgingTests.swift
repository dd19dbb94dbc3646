import Foundation
import Testing
@testable import Segue

/// How the `Any` values of Core Animation's API (an animation's `fromValue`, a
/// keyframe's value, a key-value coding argument) become typed values for a
/// property of each kind, and what key-value coding hands back.
@Suite struct AnimatableValueAnyBridgingTests {
    @Test func numbersOfEveryTypeAreScalarsAndBooleansAreOneOrZero() {
        for any: Any in [2.5, CGFloat(2.5), Float(2.5), NSNumber(value: 2.5)] {
            #expect(AnimatableValue(any, kind: .scalar)?.scalar == 2.5, "\(type(of: any))")
        }
        #expect(AnimatableValue(3, kind: .scalar)?.scalar == 3)
        #expect(AnimatableValue(true, kind: .boolean)?.scalar == 1)
        #expect(AnimatableValue(false, kind: .scalar)?.scalar == 0)
    }

    @Test func geometryComesAsTheValueOrItsBox() {
        #expect(AnimatableValue(NSValue(cgPoint: CGPoint(x: 1, y: 2)), kind: .point)?.point == CGPoint(x: 1, y: 2))
        #expect(AnimatableValue(CGSize(width: 3, height: 4), kind: .size)?.size == CGSize(width: 3, height: 4))
        // "transform.translation" is a size; a point is read as one.
        #expect(AnimatableValue(CGPoint(x: 5, y: 6), kind: .size)?.size == CGSize(width: 5, height: 6))
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(AnimatableValue(NSValue(cgRect: rect), kind: .rect)?.rect == rect)
        let affine = CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 4, ty: 5)
        let transform = AnimatableValue(affine, kind: .transform)?.transform
        #expect(transform.map { CATransform3DEqualToTransform($0, CATransform3DMakeAffineTransform(affine)) } == true)
    }

    @Test func coloursComeAsCGColorAndGoBackAsOne() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let value = AnimatableValue(red, kind: .color)
        #expect(value?.color == RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect((value?.anyValue as? CGColor)?.rgba == red.rgba)
    }

    @Test func aValueOfTheWrongTypeForThePropertyIsRefused() {
        #expect(AnimatableValue("1", kind: .scalar) == nil)
        #expect(AnimatableValue(1.0, kind: .point) == nil)
        #expect(AnimatableValue(CGPoint.zero, kind: .rect) == nil)
        #expect(AnimatableValue(CGRect.zero, kind: .color) == nil)
        #expect(AnimatableValue(CGSize.zero, kind: .transform) == nil)
    }

    @Test func keyValueCodingAnswersNumbersAsNSNumberAndBooleansAsBooleans() {
        #expect((AnimatableValue.scalar(0.25).keyValueObject(kind: .scalar) as? NSNumber)?.doubleValue == 0.25)
        #expect((AnimatableValue.scalar(0.75).keyValueObject(kind: .boolean) as? NSNumber)?.boolValue == true)
        #expect((AnimatableValue.scalar(0.25).keyValueObject(kind: .boolean) as? NSNumber)?.boolValue == false)
        #expect(AnimatableValue.point(CGPoint(x: 1, y: 2)).keyValueObject(kind: .point) as? CGPoint == CGPoint(x: 1, y: 2))
    }
}
