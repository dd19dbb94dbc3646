import Foundation
import Testing
@testable import Segue

@Suite struct CATransform3DProjectionTests {
    typealias Support = GeometryTestSupport

    @Test func transformPointIsTheRowVectorTimesTheMatrix() {
        let t = Support.transform((1...16).map(Double.init))
        // (x, y, z, 1)·M, column by column.
        let x = 2.0, y = -1.0, z = 0.5
        let expected = SIMD4(
            x * 1 + y * 5 + z * 9 + 13,
            x * 2 + y * 6 + z * 10 + 14,
            x * 3 + y * 7 + z * 11 + 15,
            x * 4 + y * 8 + z * 12 + 16
        )
        #expect(CATransform3DTransformPoint(t, CGFloat(x), CGFloat(y), CGFloat(z)) == expected)
    }

    @Test func perspectiveMakesWDependOnDepth() {
        let image = CATransform3DTransformPoint(Support.perspective(500), 10, 20, -100)
        #expect(image == SIMD4(10, 20, -100, 1 + 100.0 / 500))
    }

    @Test func projectPointDividesByW() {
        // 60° about y, then perspective: (100, 0, 0) → (100·cos, 0, −100·sin), w = 1 + 100·sin/500.
        let angle = Double.pi / 3
        let t = CATransform3DConcat(CATransform3DMakeRotation(CGFloat(angle), 0, 1, 0), Support.perspective(500))
        let projected = try! #require(CATransform3DProjectPoint(t, CGPoint(x: 100, y: 50)))
        let w = 1 + 100 * sin(angle) / 500
        #expect(abs(Double(projected.x) - 100 * cos(angle) / w) < 1e-12)
        #expect(abs(Double(projected.y) - 50 / w) < 1e-12)
    }

    @Test func projectPointOfAnAffineTransformIsApplying() {
        let affine = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 4, y: 5)
        let projected = CATransform3DProjectPoint(CATransform3DMakeAffineTransform(affine), CGPoint(x: 7, y: -2))
        #expect(projected == CGPoint(x: 7, y: -2).applying(affine))
    }

    @Test func pointsAtOrBehindTheEyeProjectToNil() {
        let atEye = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 500), Support.perspective(500))
        let behind = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 600), Support.perspective(500))
        let inFront = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 400), Support.perspective(500))
        #expect(CATransform3DProjectPoint(atEye, CGPoint(x: 1, y: 1)) == nil)
        #expect(CATransform3DProjectPoint(behind, CGPoint(x: 1, y: 1)) == nil)
        let projected = try! #require(CATransform3DProjectPoint(inFront, CGPoint(x: 1, y: 1)))
        #expect(abs(Double(projected.x) - 5) < 1e-12 && abs(Double(projected.y) - 5) < 1e-12)
    }
}
