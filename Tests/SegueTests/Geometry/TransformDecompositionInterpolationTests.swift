import Foundation
import Testing
@testable import Segue

@Suite struct TransformDecompositionInterpolationTests {
    typealias Support = GeometryTestSupport
    typealias Quaternion = TransformDecomposition.Quaternion

    static let a = TransformDecomposition(
        translation: SIMD3(1, 2, 3), scale: SIMD3(4, 5, 6), skew: .init(xy: 7, xz: 8, yz: 9),
        perspective: SIMD4(10, 11, 12, 13), rotation: Quaternion(x: 14, y: 15, z: 16, w: 17))
    static let b = TransformDecomposition(
        translation: SIMD3(-1, 0.5, 2), scale: SIMD3(1, 1, 1), skew: .init(xy: 0, xz: -1, yz: 2),
        perspective: SIMD4(0, 0, -0.002, 1), rotation: Quaternion(x: 0.5, y: 0.5, z: 0.5, w: 0.5))

    @Test func vectorArithmeticIsComponentWise() {
        let sum = TransformDecomposition.vectorSum(Self.a, Self.b)
        #expect(sum.translation == SIMD3(0, 2.5, 5) && sum.scale == SIMD3(5, 6, 7))
        #expect(sum.skew == .init(xy: 7, xz: 7, yz: 11) && sum.perspective == SIMD4(10, 11, 11.998, 14))
        #expect(sum.rotation == Quaternion(x: 14.5, y: 15.5, z: 16.5, w: 17.5))
        let difference = TransformDecomposition.vectorDifference(Self.a, Self.b)
        #expect(difference.translation == SIMD3(2, 1.5, 1) && difference.rotation == Quaternion(x: 13.5, y: 14.5, z: 15.5, w: 16.5))
        let scaled = Self.a.vectorScaled(by: 2)
        #expect(scaled.scale == SIMD3(8, 10, 12) && scaled.skew == .init(xy: 14, xz: 16, yz: 18))
        #expect(scaled.perspective == SIMD4(20, 22, 24, 26) && scaled.rotation == Quaternion(x: 28, y: 30, z: 32, w: 34))
    }

    @Test func vectorZeroIsTheAdditiveIdentity() {
        #expect(TransformDecomposition.vectorSum(Self.a, .vectorZero) == Self.a)
        #expect(TransformDecomposition.vectorZero.vectorLength == 0)
        // It recomposes to the zero matrix, with no NaN from its zero quaternion.
        #expect(Support.entries(TransformDecomposition.vectorZero.transform).allSatisfy { $0 == 0 })
    }

    @Test func vectorLengthIsTheEuclideanNormOfAllSeventeenComponents() {
        let expected = (1...17).map { Double($0 * $0) }.reduce(0, +).squareRoot()
        #expect(abs(Self.a.vectorLength - expected) < 1e-12)
        // The identity: scale (1, 1, 1), perspective w 1, quaternion w 1.
        #expect(abs(TransformDecomposition.identity.vectorLength - 5.0.squareRoot()) < 1e-15)
        #expect(abs(Self.a.vectorDistance(to: Self.a)) == 0)
    }

    @Test func interpolateSlerpsTheRotationAndLerpsTheRest() throws {
        let from = try #require(TransformDecomposition(CATransform3DIdentity))
        let to = try #require(TransformDecomposition(
            Support.chain(CATransform3DMakeScale(3, 3, 3), CATransform3DMakeRotation(.pi, 0, 0, 1), CATransform3DMakeTranslation(8, 0, 0))))
        let halfway = TransformDecomposition.interpolate(from: from, to: to, fraction: 0.5)
        #expect(abs(halfway.scale.x - 2) < 1e-12 && abs(halfway.translation.x - 4) < 1e-12)
        #expect(Support.sameRotation(halfway.rotation, Quaternion(angle: .pi / 2, axis: SIMD3(0, 0, 1))))
        // The straight-line default would give a quaternion of length √2 / 2, not a unit one.
        #expect(abs(halfway.rotation.dot(halfway.rotation) - 1) < 1e-12)
    }

    @Test func interpolateExtrapolatesAndSurvivesNonFiniteFractions() throws {
        let from = TransformDecomposition.identity
        let to = TransformDecomposition(scale: SIMD3(2, 2, 2), rotation: Quaternion(angle: 1, axis: SIMD3(0, 1, 0)))
        let beyond = TransformDecomposition.interpolate(from: from, to: to, fraction: 1.2)
        #expect(abs(beyond.scale.y - 2.2) < 1e-12)
        #expect(Support.sameRotation(beyond.rotation, Quaternion(angle: 1.2, axis: SIMD3(0, 1, 0))))
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            #expect(TransformDecomposition.interpolate(from: from, to: to, fraction: .nan) == from)
        }
        #expect(collector.messages.count == 1)
    }

    @Test func splineStyleSumsRecomposeToProperRotations() throws {
        // What a cubic keyframe spline does: weighted sums of decompositions. The midpoint of
        // 0° and 90° about z, summed component-wise, recomposes to a 45° rotation.
        let zero = TransformDecomposition.identity
        let quarter = try #require(TransformDecomposition(CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
        let midpoint = TransformDecomposition.vectorSum(zero, quarter).vectorScaled(by: 0.5)
        #expect(Support.isClose(midpoint.transform, CATransform3DMakeRotation(.pi / 4, 0, 0, 1)))
    }

    @Test func rotationAlignedWithPicksTheNearHemisphere() {
        let q = Quaternion(angle: 0.5, axis: SIMD3(0, 0, 1))
        let far = TransformDecomposition(rotation: Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w))
        let aligned = far.rotationAligned(with: .identity)
        #expect(aligned.rotation == q)
        #expect(Support.isClose(aligned.transform, far.transform, tolerance: 1e-15))
        #expect(TransformDecomposition(rotation: q).rotationAligned(with: .identity).rotation == q)
    }
}
