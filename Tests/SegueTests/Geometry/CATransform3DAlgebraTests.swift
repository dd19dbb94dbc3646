import Foundation
import Testing
@testable import Segue

@Suite struct CATransform3DAlgebraTests {
    typealias Support = GeometryTestSupport

    static let a = Support.transform([
        0.9, 0.1, -0.2, 0.001, 0.3, 1.1, 0.4, -0.002, -0.5, 0.2, 0.8, 0.003, 10, -20, 30, 1.2,
    ])
    static let b = Support.transform([
        1.5, -0.3, 0.2, 0, 0.1, 0.7, -0.6, 0.01, 0.4, 0.5, 1.3, -0.002, -3, 4, -5, 0.9,
    ])

    @Test func concatIsTheMatrixProductAB() {
        #expect(Support.isClose(CATransform3DConcat(Self.a, Self.b), Support.referenceProduct(Self.a, Self.b), tolerance: 1e-12))
    }

    @Test func concatAppliesTheFirstArgumentFirst() {
        let translateThenScale = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 2))
        let scaleThenTranslate = CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeTranslation(10, 0, 0))
        #expect(CATransform3DTransformPoint(translateThenScale, 0, 0, 0) == SIMD4(20, 0, 0, 1))
        #expect(CATransform3DTransformPoint(scaleThenTranslate, 0, 0, 0) == SIMD4(10, 0, 0, 1))
    }

    /// `CATransform3DEqualToTransform` and `CATransform3DIsIdentity` compare every entry
    /// exactly, as IEEE `==` does: one entry at a time set to values that compare equal
    /// to 0 or 1 or not (−0, NaN, infinities, the smallest subnormal, one ulp off).
    @Test func equalityIsExactEntryByEntry() {
        let specials: [Double] = [0, -0.0, 1, -1, .nan, .infinity, -.infinity, .leastNonzeroMagnitude,
                                  1 + .ulpOfOne, 1 - .ulpOfOne / 2, 2, 1e-300]
        let keyPaths: [WritableKeyPath<CATransform3D, CGFloat>] = [
            \.m11, \.m12, \.m13, \.m14, \.m21, \.m22, \.m23, \.m24,
            \.m31, \.m32, \.m33, \.m34, \.m41, \.m42, \.m43, \.m44]
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        for keyPath in keyPaths {
            for special in specials {
                var t = CATransform3DIdentity
                let identityEntry = t[keyPath: keyPath]
                t[keyPath: keyPath] = CGFloat(special)
                let expected = Double(identityEntry) == special
                #expect(CATransform3DIsIdentity(t) == expected, "\(keyPath) = \(special)")
                var other = Self.a
                other[keyPath: keyPath] = CGFloat(special)
                #expect(CATransform3DEqualToTransform(other, Self.a) == (Double(Self.a[keyPath: keyPath]) == special),
                        "\(keyPath) = \(special) against a")
                #expect(CATransform3DEqualToTransform(other, other) == !special.isNaN, "a NaN entry equals nothing")
            }
        }
        #expect(!CATransform3DIsIdentity(CATransform3DMakeRotation(0.5, 0, 1, 0)))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(0, 0, 1, 0)))
    }

    @Test func concatWithIdentityIsANoOp() {
        #expect(CATransform3DEqualToTransform(CATransform3DConcat(Self.a, CATransform3DIdentity), Self.a))
        #expect(CATransform3DEqualToTransform(CATransform3DConcat(CATransform3DIdentity, Self.a), Self.a))
    }

    @Test func invertTimesTIsTheIdentityIncludingPerspective() {
        for t in [Self.a, Self.b, Support.perspective(500),
                  CATransform3DRotate(Support.perspective(500), 0.9, 0, 1, 0),
                  CATransform3DMakeScale(1e-3, 2, -4)] {
            let inverse = CATransform3DInvert(t)
            #expect(Support.isClose(CATransform3DConcat(inverse, t), CATransform3DIdentity, tolerance: 1e-12))
            #expect(Support.isClose(CATransform3DConcat(t, inverse), CATransform3DIdentity, tolerance: 1e-12))
        }
    }

    @Test func invertOfATranslationIsTheOppositeTranslation() {
        #expect(Support.isClose(CATransform3DInvert(CATransform3DMakeTranslation(3, -4, 5)),
                                CATransform3DMakeTranslation(-3, 4, -5), tolerance: 0))
    }

    @Test func invertingASingularMatrixReturnsItUnchangedWithoutDiagnostic() {
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            let flat = CATransform3DTranslate(CATransform3DMakeScale(0, 1, 1), 5, 6, 7)
            #expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))
            #expect(CATransform3DEqualToTransform(CATransform3DInvert(CATransform3D()), CATransform3D()))
            var nan = CATransform3DIdentity
            nan.m12 = .nan
            #expect(CATransform3DInvert(nan).m12.isNaN)  // unchanged, not a new NaN everywhere
            #expect(CATransform3DInvert(nan).m11 == 1)
        }
        #expect(collector.messages.isEmpty)
    }

    @Test func isAffineHoldsForTransformsInTheXYPlane() {
        #expect(CATransform3DIsAffine(CATransform3DIdentity))
        #expect(CATransform3DIsAffine(CATransform3DMakeTranslation(3, 4, 0)))
        #expect(CATransform3DIsAffine(CATransform3DMakeScale(2, -3, 1)))
        for angle in [0.1, 0.7, 1.3, Double.pi / 2, 2.5, Double.pi, -2] {
            #expect(CATransform3DIsAffine(CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1)))
        }
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))))
    }

    @Test func isAffineFailsForAnythingThatTouchesZOrW() {
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 1, 0, 0)))
        #expect(!CATransform3DIsAffine(Support.perspective(500)))
        #expect(!CATransform3DIsAffine(CATransform3D()))
        for index in [2, 3, 6, 7, 8, 9, 11, 14] {
            var entries = Support.entries(CATransform3DIdentity)
            entries[index] = 0.5
            #expect(!CATransform3DIsAffine(Support.transform(entries)))
        }
    }

    @Test func affineTransformsRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(Support.entries(t) == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
        #expect(CATransform3DGetAffineTransform(t) == affine)
    }

    @Test func affineConversionPreservesConcatenationOrder() {
        let first = CGAffineTransform(rotationAngle: 0.4).translatedBy(x: 3, y: 1)
        let second = CGAffineTransform(scaleX: 2, y: -1).translatedBy(x: -7, y: 2)
        let viaAffine = CATransform3DMakeAffineTransform(first.concatenating(second))
        let via3D = CATransform3DConcat(CATransform3DMakeAffineTransform(first), CATransform3DMakeAffineTransform(second))
        #expect(Support.isClose(viaAffine, via3D, tolerance: 1e-12))
    }

    @Test func getAffineTransformReadsTheXYPartOfAnyMatrix() {
        let t = Self.a
        #expect(CATransform3DGetAffineTransform(t) == CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42))
    }
}
