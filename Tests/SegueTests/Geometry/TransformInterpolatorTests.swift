import Foundation
import Testing
@testable import Segue

@Suite struct TransformInterpolatorTests {
    typealias Support = GeometryTestSupport

    static func rotation(_ angle: Double, _ axis: SIMD3<Double>) -> CATransform3D {
        CATransform3DMakeRotation(CGFloat(angle), CGFloat(axis.x), CGFloat(axis.y), CGFloat(axis.z))
    }

    static let axes = [SIMD3(1.0, 0, 0), SIMD3(0.0, 1, 0), SIMD3(0.0, 0, 1)]

    @Test(arguments: axes)
    func halfwayThroughAHalfTurnIsAQuarterTurnNotASquashedMatrix(axis: SIMD3<Double>) {
        let interpolator = TransformInterpolator(from: CATransform3DIdentity, to: Self.rotation(.pi, axis))
        #expect(!interpolator.usesMatrixFallback)
        #expect(Support.isClose(interpolator.transform(at: 0.5), Self.rotation(.pi / 2, axis)))
        #expect(Support.isClose(interpolator.transform(at: 0.25), Self.rotation(.pi / 4, axis)))
        #expect(Support.isClose(interpolator.transform(at: 0.75), Self.rotation(3 * .pi / 4, axis)))
    }

    @Test(arguments: axes)
    func quarterTurnSweepsThroughTheIntermediateAngles(axis: SIMD3<Double>) {
        let interpolator = TransformInterpolator(from: CATransform3DIdentity, to: Self.rotation(.pi / 2, axis))
        for step in 0...10 {
            let fraction = Double(step) / 10
            #expect(Support.isClose(interpolator.transform(at: fraction), Self.rotation(fraction * .pi / 2, axis)))
        }
    }

    @Test func negativeHalfTurnSweepsTheOtherWay() {
        let interpolator = TransformInterpolator(from: CATransform3DIdentity, to: Self.rotation(-.pi, SIMD3(0, 1, 0)))
        #expect(Support.isClose(interpolator.transform(at: 0.5), Self.rotation(-.pi / 2, SIMD3(0, 1, 0))))
    }

    @Test func rotationTakesTheShorterArc() {
        // From 170° to −170° about z is 20° through 180°, not 340° through 0°.
        let interpolator = TransformInterpolator(
            from: Self.rotation(170 * .pi / 180, SIMD3(0, 0, 1)), to: Self.rotation(-170 * .pi / 180, SIMD3(0, 0, 1)))
        #expect(Support.isClose(interpolator.transform(at: 0.5), Self.rotation(.pi, SIMD3(0, 0, 1))))
    }

    @Test func rotationBetweenTwoTurnedStatesStaysOnTheArc() {
        let from = Self.rotation(0.3, SIMD3(0, 1, 0)), to = Self.rotation(1.5, SIMD3(0, 1, 0))
        let interpolator = TransformInterpolator(from: from, to: to)
        #expect(Support.isClose(interpolator.transform(at: 0.5), Self.rotation(0.9, SIMD3(0, 1, 0))))
    }

    @Test func rotationUnderPerspectiveKeepsThePerspective() {
        let perspective = Support.perspective(500)
        let interpolator = TransformInterpolator(
            from: perspective, to: CATransform3DConcat(Self.rotation(.pi, SIMD3(0, 1, 0)), perspective))
        let expected = CATransform3DConcat(Self.rotation(.pi / 2, SIMD3(0, 1, 0)), perspective)
        #expect(Support.isClose(interpolator.transform(at: 0.5), expected))
    }

    @Test func scaleRotationAndTranslationBlendTogether() {
        let to = Support.chain(CATransform3DMakeScale(2, 2, 1), Self.rotation(.pi / 2, SIMD3(0, 0, 1)),
                               CATransform3DMakeTranslation(100, -40, 0))
        let expected = Support.chain(CATransform3DMakeScale(1.5, 1.5, 1), Self.rotation(.pi / 4, SIMD3(0, 0, 1)),
                                     CATransform3DMakeTranslation(50, -20, 0))
        #expect(Support.isClose(TransformInterpolator(from: CATransform3DIdentity, to: to).transform(at: 0.5), expected))
    }

    @Test(arguments: [CATransform3DMakeScale(0, 0, 1), CATransform3DMakeScale(0, 0, 0)])
    func popInFromZeroScaleGrowsLinearly(from: CATransform3D) {
        let interpolator = TransformInterpolator(from: from, to: CATransform3DIdentity)
        #expect(!interpolator.usesMatrixFallback)
        for step in 1..<10 {
            let fraction = Double(step) / 10
            let t = interpolator.transform(at: fraction)
            #expect(Support.isFinite(t))
            let z = Double(from.m33) + (1 - Double(from.m33)) * fraction
            #expect(Support.isClose(t, CATransform3DMakeScale(CGFloat(fraction), CGFloat(fraction), CGFloat(z))))
        }
        let half = interpolator.transform(at: 0.5)
        #expect(abs(Double(half.m11) - 0.5) < 1e-12 && abs(Double(half.m22) - 0.5) < 1e-12)
    }

    @Test func popOutToZeroScaleShrinksLinearlyAndEndsExactly() {
        let interpolator = TransformInterpolator(from: CATransform3DIdentity, to: CATransform3DMakeScale(0, 0, 0))
        #expect(Support.isClose(interpolator.transform(at: 0.5), CATransform3DMakeScale(0.5, 0.5, 0.5)))
        #expect(CATransform3DEqualToTransform(interpolator.transform(at: 1), CATransform3DMakeScale(0, 0, 0)))
    }

    @Test func growingACollapsedAxisOfARotatedLayerKeepsItsAngle() {
        // Only x is collapsed, so the y row still fixes the rotation.
        let turned = Self.rotation(0.7, SIMD3(0, 0, 1))
        let interpolator = TransformInterpolator(from: CATransform3DScale(turned, 0, 1, 1), to: turned)
        #expect(Support.isClose(interpolator.transform(at: 0.5), CATransform3DScale(turned, 0.5, 1, 1)))
    }

    @Test func fullyCollapsedLayerCarriesNoAngleSoItTurnsWhileGrowing() {
        // Scaling x and y of a layer turned about z to 0 leaves diag(0, 0, 1): the matrix no
        // longer holds the angle, so the pop-in starts unrotated and turns into place.
        let turned = Self.rotation(0.7, SIMD3(0, 0, 1))
        let collapsed = CATransform3DScale(turned, 0, 0, 1)
        #expect(Support.isClose(collapsed, CATransform3DMakeScale(0, 0, 1), tolerance: 0))
        let interpolator = TransformInterpolator(from: collapsed, to: turned)
        let expected = CATransform3DScale(Self.rotation(0.35, SIMD3(0, 0, 1)), 0.5, 0.5, 1)
        #expect(Support.isClose(interpolator.transform(at: 0.5), expected))
    }

    @Test func fractionsBeyondTheEndsExtrapolateFinitely() {
        let quarter = TransformInterpolator(from: CATransform3DIdentity, to: Self.rotation(.pi / 2, SIMD3(0, 0, 1)))
        #expect(Support.isClose(quarter.transform(at: 1.2), Self.rotation(1.2 * .pi / 2, SIMD3(0, 0, 1))))
        #expect(Support.isClose(quarter.transform(at: -0.2), Self.rotation(-0.2 * .pi / 2, SIMD3(0, 0, 1))))

        let popIn = TransformInterpolator(from: CATransform3DMakeScale(0, 0, 1), to: CATransform3DIdentity)
        #expect(Support.isClose(popIn.transform(at: 1.2), CATransform3DMakeScale(1.2, 1.2, 1)))
        #expect(Support.isClose(popIn.transform(at: -0.2), CATransform3DMakeScale(-0.2, -0.2, 1)))

        let half = TransformInterpolator(from: CATransform3DIdentity, to: Self.rotation(.pi, SIMD3(0, 1, 0)))
        #expect(Support.isClose(half.transform(at: 1.2), Self.rotation(1.2 * .pi, SIMD3(0, 1, 0))))
        #expect(Support.isClose(half.transform(at: -0.2), Self.rotation(-0.2 * .pi, SIMD3(0, 1, 0))))
        for fraction in [-3.0, -0.2, 1.2, 5, 1e6] {
            #expect(Support.isFinite(half.transform(at: fraction)))
            #expect(Support.isFinite(popIn.transform(at: fraction)))
        }
    }

    @Test func nearlyEqualRotationsInterpolateWithoutNaN() {
        let from = Self.rotation(1, SIMD3(1, 2, 3)), to = Self.rotation(1 + 1e-9, SIMD3(1, 2, 3))
        let interpolator = TransformInterpolator(from: from, to: to)
        for fraction in [-0.2, 0.3, 0.5, 1.2] {
            let t = interpolator.transform(at: fraction)
            #expect(Support.isFinite(t))
            #expect(Support.isClose(t, Self.rotation(1 + 1e-9 * fraction, SIMD3(1, 2, 3))))
        }
        let same = TransformInterpolator(from: from, to: from)
        #expect(Support.isClose(same.transform(at: 0.5), from))
    }

    @Test func endsAreTheOriginalMatricesBitForBit() {
        let from = Support.chain(CATransform3DMakeScale(2, 3, 4), Self.rotation(0.3, SIMD3(1, 1, 0)))
        let to = Support.chain(Self.rotation(2, SIMD3(0, 1, 1)), CATransform3DMakeTranslation(1, 2, 3), Support.perspective(500))
        let interpolator = TransformInterpolator(from: from, to: to)
        #expect(CATransform3DEqualToTransform(interpolator.transform(at: 0), from))
        #expect(CATransform3DEqualToTransform(interpolator.transform(at: 1), to))
    }

    @Test func zeroM44FallsBackToElementWiseInterpolation() {
        var degenerate = CATransform3DMakeRotation(0.5, 0, 0, 1)
        degenerate.m44 = 0
        let to = CATransform3DMakeRotation(2, 0, 0, 1)
        let interpolator = TransformInterpolator(from: degenerate, to: to)
        #expect(interpolator.usesMatrixFallback)
        #expect(interpolator.decomposition(at: 0.5) == nil)
        let expected = Support.transform(zip(Support.entries(degenerate), Support.entries(to)).map { $0 + ($1 - $0) * 0.3 })
        #expect(Support.isClose(interpolator.transform(at: 0.3), expected, tolerance: 1e-12))
        #expect(Support.isClose(CATransform3D.interpolate(from: degenerate, to: to, fraction: 0.3), expected, tolerance: 1e-12))
        // Extrapolation stays finite there too.
        #expect(Support.isFinite(interpolator.transform(at: 1.2)))
    }

    @Test func nonFiniteFractionIsReplacedWithDiagnostic() {
        let to = Self.rotation(1, SIMD3(0, 0, 1))
        let interpolator = TransformInterpolator(from: CATransform3DIdentity, to: to)
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            #expect(Support.isClose(interpolator.transform(at: .nan), CATransform3DIdentity))
            #expect(Support.isClose(interpolator.transform(at: .infinity), to))
            #expect(Support.isClose(interpolator.transform(at: -.infinity), CATransform3DIdentity))
        }
        #expect(collector.messages.count == 3)
        #expect(collector.messages.allSatisfy { $0.contains("not finite") })
    }

    @Test func interpolatableConformanceAgreesWithTheInterpolator() {
        let from = Support.chain(CATransform3DMakeScale(0.5, 2, 1), Self.rotation(0.3, SIMD3(1, 0, 0)))
        let to = Support.chain(Self.rotation(2.5, SIMD3(0, 1, 1)), CATransform3DMakeTranslation(10, 0, -5), Support.perspective(800))
        let interpolator = TransformInterpolator(from: from, to: to)
        for fraction in [-0.2, 0.1, 0.5, 0.9, 1.2] {
            #expect(Support.isClose(CATransform3D.interpolate(from: from, to: to, fraction: fraction),
                                    interpolator.transform(at: fraction), tolerance: 0))
        }
    }

    @Test func interpolatorFromDecompositionsMatchesTheOneFromMatrices() throws {
        let from = Self.rotation(0.2, SIMD3(1, 0, 0)), to = CATransform3DMakeScale(3, 2, 1)
        let matrices = TransformInterpolator(from: from, to: to)
        let decompositions = TransformInterpolator(
            from: try #require(TransformDecomposition(from)), to: try #require(TransformDecomposition(to)))
        for fraction in [0.25, 0.5, 0.75] {
            #expect(Support.isClose(matrices.transform(at: fraction), decompositions.transform(at: fraction), tolerance: 1e-12))
        }
        let halfway = try #require(decompositions.decomposition(at: 0.5))
        #expect(abs(halfway.scale.x - 2) < 1e-12)
    }
}
