import Foundation
import Testing
@testable import Segue

@Suite struct CATransform3DConstructionTests {
    typealias Support = GeometryTestSupport

    /// The image of (x, y, z) under t, after the perspective divide.
    static func image(_ t: CATransform3D, _ x: Double, _ y: Double, _ z: Double) -> SIMD3<Double> {
        let h = CATransform3DTransformPoint(t, CGFloat(x), CGFloat(y), CGFloat(z))
        return SIMD3(h.x, h.y, h.z) / h.w
    }

    static func isClose(_ a: SIMD3<Double>, _ b: SIMD3<Double>, tolerance: Double = 1e-12) -> Bool {
        let d = a - b
        return max(abs(d.x), abs(d.y), abs(d.z)) <= tolerance
    }

    static let arbitrary = Support.transform([
        0.9, 0.1, -0.2, 0.001, 0.3, 1.1, 0.4, -0.002, -0.5, 0.2, 0.8, 0.003, 10, -20, 30, 1.2,
    ])

    @Test func makeTranslationPutsTheOffsetInTheFourthRow() {
        #expect(Support.entries(CATransform3DMakeTranslation(7, 8, 9)) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 7, 8, 9, 1])
    }

    @Test func makeScaleIsDiagonal() {
        #expect(Support.entries(CATransform3DMakeScale(2, 3, 4)) == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
    }

    @Test(arguments: [0.3, Double.pi / 2, -1.2])
    func positiveRotationAboutZTakesXTowardsY(angle: Double) {
        let t = CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1)
        #expect(Self.isClose(Self.image(t, 1, 0, 0), SIMD3(cos(angle), sin(angle), 0)))
        #expect(Self.isClose(Self.image(t, 0, 1, 0), SIMD3(-sin(angle), cos(angle), 0)))
        // The same matrix as the 2D rotation.
        #expect(Support.isClose(t, CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: CGFloat(angle))), tolerance: 0))
    }

    @Test(arguments: [0.3, Double.pi / 2, -1.2])
    func positiveRotationAboutXTakesYTowardsZ(angle: Double) {
        let t = CATransform3DMakeRotation(CGFloat(angle), 1, 0, 0)
        #expect(Self.isClose(Self.image(t, 0, 1, 0), SIMD3(0, cos(angle), sin(angle))))
        #expect(Self.isClose(Self.image(t, 1, 0, 0), SIMD3(1, 0, 0)))
    }

    @Test(arguments: [0.3, Double.pi / 2, -1.2])
    func positiveRotationAboutYTakesZTowardsX(angle: Double) {
        let t = CATransform3DMakeRotation(CGFloat(angle), 0, 1, 0)
        #expect(Self.isClose(Self.image(t, 0, 0, 1), SIMD3(sin(angle), 0, cos(angle))))
        #expect(Self.isClose(Self.image(t, 1, 0, 0), SIMD3(cos(angle), 0, -sin(angle))))
    }

    @Test func rotationAboutADiagonalAxisPermutesTheAxesAfterAThirdOfATurn() {
        // 120° about (1, 1, 1) maps x → y → z → x.
        let t = CATransform3DMakeRotation(CGFloat(2 * Double.pi / 3), 1, 1, 1)
        #expect(Self.isClose(Self.image(t, 1, 0, 0), SIMD3(0, 1, 0)))
        #expect(Self.isClose(Self.image(t, 0, 1, 0), SIMD3(0, 0, 1)))
        #expect(Self.isClose(Self.image(t, 0, 0, 1), SIMD3(1, 0, 0)))
    }

    @Test func rotationAxisIsNormalised() {
        let unit = CATransform3DMakeRotation(0.8, 0.6, 0, 0.8)
        let long = CATransform3DMakeRotation(0.8, 6, 0, 8)
        #expect(Support.isClose(unit, long, tolerance: 1e-15))
    }

    @Test func zeroLengthAxisGivesIdentityWithDiagnostic() {
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
            #expect(CATransform3DEqualToTransform(CATransform3DRotate(Self.arbitrary, 1, 0, 0, 0), Self.arbitrary))
        }
        #expect(collector.messages.count == 2)
        #expect(collector.messages.allSatisfy { $0.contains("axis") })
    }

    @Test func nonFiniteAngleOrAxisGivesIdentityWithDiagnostic() {
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(.nan, 0, 0, 1)))
            #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(.infinity, 0, 0, 1)))
            #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, .infinity, 0, 1)))
        }
        #expect(collector.messages.count == 3)
    }

    @Test func zeroAngleAboutZeroAxisIsSilentlyTheIdentity() {
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(0, 0, 0, 0)))
        }
        #expect(collector.messages.isEmpty)
    }

    @Test func translateIsMakeTranslationConcatenatedBeforeT() {
        let expected = CATransform3DConcat(CATransform3DMakeTranslation(3, -4, 5), Self.arbitrary)
        #expect(Support.isClose(CATransform3DTranslate(Self.arbitrary, 3, -4, 5), expected, tolerance: 1e-12))
    }

    @Test func translateMovesAlongTheLocalAxesOfARotatedTransform() {
        let rotated = CATransform3DMakeRotation(CGFloat(Double.pi / 2), 0, 0, 1)
        let moved = CATransform3DTranslate(rotated, 10, 0, 0)
        #expect(Self.isClose(Self.image(moved, 0, 0, 0), SIMD3(0, 10, 0)))
        // MakeTranslation concatenated after the rotation moves along the parent's x instead.
        let parentMoved = CATransform3DConcat(rotated, CATransform3DMakeTranslation(10, 0, 0))
        #expect(Self.isClose(Self.image(parentMoved, 0, 0, 0), SIMD3(10, 0, 0)))
    }

    @Test func scaleIsMakeScaleConcatenatedBeforeT() {
        let expected = CATransform3DConcat(CATransform3DMakeScale(2, -3, 0.5), Self.arbitrary)
        #expect(Support.isClose(CATransform3DScale(Self.arbitrary, 2, -3, 0.5), expected, tolerance: 1e-12))
        // Scaling a translated transform leaves the translation alone.
        let translated = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 2)
        #expect(Self.isClose(Self.image(translated, 0, 0, 0), SIMD3(10, 0, 0)))
        #expect(Self.isClose(Self.image(translated, 1, 0, 0), SIMD3(12, 0, 0)))
    }

    @Test func rotateIsMakeRotationConcatenatedBeforeT() {
        let expected = CATransform3DConcat(CATransform3DMakeRotation(0.7, 1, 2, 3), Self.arbitrary)
        #expect(Support.isClose(CATransform3DRotate(Self.arbitrary, 0.7, 1, 2, 3), expected, tolerance: 1e-12))
    }
}
