import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio
import SegueFiles

/// The transform object's meaning: degrees, and rotate → m34 → translate → scale.
@Suite struct SceneTransformTests {
    static func transform(_ json: String) throws -> CATransform3D {
        let scene = try SceneParser.parse(Array(#"{"size": [10, 10], "layers": [{"transform": \#(json)}]}"#.utf8))
        return try #require(scene.layers.first?.transform?.transform3D)
    }

    static func expectEqual(_ a: CATransform3D, _ b: CATransform3D, sourceLocation: SourceLocation = #_sourceLocation) {
        let lhs = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
        let rhs = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
        #expect(zip(lhs, rhs).allSatisfy { abs($0 - $1) < 1e-12 }, "\(lhs) != \(rhs)", sourceLocation: sourceLocation)
    }

    @Test func rotateThenM34IsTheFlipSeedsTransform() throws {
        // The seed: var t = CATransform3DIdentity; t.m34 = -1/500; t = CATransform3DRotate(t, angle, 1, 0, 0)
        var seed = CATransform3DIdentity
        seed.m34 = -1.0 / 500
        seed = CATransform3DRotate(seed, 60 * .pi / 180, 1, 0, 0)
        Self.expectEqual(try Self.transform(#"{"rotate": [60, 1, 0, 0], "m34": -0.002}"#), seed)
    }

    @Test func anglesAreInDegrees() throws {
        let half = try Self.transform(#"{"rotate": [180, 0, 0, 1]}"#)
        #expect(abs(half.m11 + 1) < 1e-12 && abs(half.m22 + 1) < 1e-12)
        Self.expectEqual(try Self.transform(#"{"rotate": [30, 0, 1, 0]}"#), CATransform3DMakeRotation(.pi / 6, 0, 1, 0))
    }

    @Test func componentsApplyInTheOrderRotatePerspectiveTranslateScale() throws {
        let all = try Self.transform(#"{"scale": [2, 3, 1], "translate": [10, 20, 5], "m34": -0.01, "rotate": [90, 0, 0, 1]}"#)
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.01
        let expected = CATransform3DConcat(
            CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), perspective),
                                CATransform3DMakeTranslation(10, 20, 5)),
            CATransform3DMakeScale(2, 3, 1))
        Self.expectEqual(all, expected)

        // On a point: (1, 0, 0) rotated 90° about z is (0, 1, 0), translated (10, 21, 0), scaled (20, 63, 0).
        let moved = CATransform3DTransformPoint(try Self.transform(#"{"rotate": [90, 0, 0, 1], "translate": [10, 20, 0], "scale": [2, 3, 1]}"#), 1, 0, 0)
        #expect(abs(moved.x - 20) < 1e-9 && abs(moved.y - 63) < 1e-9 && abs(moved.w - 1) < 1e-12)
        // Key order in the file does not matter.
        Self.expectEqual(try Self.transform(#"{"translate": [10, 20, 0], "rotate": [90, 0, 0, 1]}"#),
                         try Self.transform(#"{"rotate": [90, 0, 0, 1], "translate": [10, 20, 0]}"#))
    }

    @Test func anEmptyObjectIsTheIdentity() throws {
        #expect(CATransform3DIsIdentity(try Self.transform("{}")))
    }

    @Test func sixteenNumbersAreM11ToM44RowByRow() throws {
        let matrix = try Self.transform("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]")
        #expect(matrix.m12 == 2 && matrix.m21 == 5 && matrix.m34 == 12 && matrix.m41 == 13 && matrix.m44 == 16)
    }
}
