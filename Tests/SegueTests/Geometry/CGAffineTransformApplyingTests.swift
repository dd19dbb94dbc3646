import Foundation
import Testing
@testable import Segue

@Suite struct CGAffineTransformApplyingTests {
    static let sample = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

    @Test func pointIsARowVectorTimesTheMatrix() {
        // x' = a·x + c·y + tx, y' = b·x + d·y + ty
        #expect(CGPoint(x: 2, y: -1).applying(Self.sample) == CGPoint(x: 1 * 2 + 3 * -1 + 5, y: 2 * 2 + 4 * -1 + 6))
    }

    @Test func sizeIgnoresTranslationAndMayComeOutNegative() {
        #expect(CGSize(width: 2, height: 1).applying(Self.sample) == CGSize(width: 5, height: 8))
        #expect(CGSize(width: 3, height: 4).applying(CGAffineTransform(scaleX: -1, y: 1)) == CGSize(width: -3, height: 4))
    }

    @Test func rectBecomesTheBoundingBoxOfItsTransformedCorners() {
        // A 10×10 square at the origin turned by 45° spans ±5√2 horizontally and 0…10√2 vertically.
        let rotated = CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4))
        let half = 5 * 2.0.squareRoot()
        #expect(abs(Double(rotated.minX) + half) < 1e-12)
        #expect(abs(Double(rotated.maxX) - half) < 1e-12)
        #expect(abs(Double(rotated.minY)) < 1e-12)
        #expect(abs(Double(rotated.maxY) - 2 * half) < 1e-12)
    }

    @Test func rectUnderScaleAndTranslationMatchesHandComputedFrame() {
        let t = CGAffineTransform(scaleX: 2, y: -3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(t) == CGRect(x: 12, y: 2, width: 6, height: 12))
    }

    @Test func rectWithNegativeSizeIsStandardisedFirst() {
        let r = CGRect(x: 4, y: 5, width: -4, height: -5).applying(CGAffineTransform(translationX: 1, y: 1))
        #expect(r == CGRect(x: 1, y: 1, width: 4, height: 5))
    }

    @Test func nullAndInfiniteRectsAreReturnedUnchanged() {
        #expect(CGRect.null.applying(Self.sample).isNull)
        #expect(CGRect.infinite.applying(Self.sample).isInfinite)
    }
}
