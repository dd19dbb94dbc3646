import Foundation
import Testing
@testable import Segue
import SegueTestSupport

@Suite struct TransformDecompositionTests {
    typealias Support = GeometryTestSupport
    typealias Quaternion = TransformDecomposition.Quaternion

    static func isClose(_ a: SIMD3<Double>, _ b: SIMD3<Double>, tolerance: Double = 1e-9) -> Bool {
        let d = a - b
        return max(abs(d.x), abs(d.y), abs(d.z)) <= tolerance
    }

    static func hasOnlyFiniteComponents(_ d: TransformDecomposition) -> Bool {
        let values = [d.translation.x, d.translation.y, d.translation.z, d.scale.x, d.scale.y, d.scale.z,
                      d.skew.xy, d.skew.xz, d.skew.yz, d.perspective.x, d.perspective.y, d.perspective.z,
                      d.perspective.w, d.rotation.x, d.rotation.y, d.rotation.z, d.rotation.w]
        return values.allSatisfy(\.isFinite)
    }

    /// A random transform composed of every kind of component: scale (possibly negative),
    /// skew, a rotation about a random axis, a translation and possibly a perspective.
    static func randomTransform(_ random: inout SeededGenerator) -> CATransform3D {
        func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        func signed(_ range: ClosedRange<Double>) -> Double { uniform(range) * (Bool.random(using: &random) ? 1 : -1) }
        let scale = CATransform3DMakeScale(CGFloat(signed(0.2...3)), CGFloat(signed(0.2...3)), CGFloat(signed(0.2...3)))
        let skew = Support.skew(xy: uniform(-1...1), xz: uniform(-1...1), yz: uniform(-1...1))
        let rotation = CATransform3DMakeRotation(
            CGFloat(uniform(-4...4)), CGFloat(uniform(-1...1)), CGFloat(uniform(-1...1)), CGFloat(uniform(-1...1)))
        let translation = CATransform3DMakeTranslation(
            CGFloat(uniform(-300...300)), CGFloat(uniform(-300...300)), CGFloat(uniform(-300...300)))
        var perspective = CATransform3DIdentity
        switch random.next() % 3 {
        case 0: break
        case 1: perspective.m34 = -1.0 / 500
        default:
            perspective.m14 = CGFloat(uniform(-0.002...0.002))
            perspective.m24 = CGFloat(uniform(-0.002...0.002))
            perspective.m34 = -1.0 / 500
        }
        return Support.chain(scale, skew, rotation, translation, perspective)
    }

    @Test func identityDecomposesToTheIdentityComponents() throws {
        let d = try #require(TransformDecomposition(CATransform3DIdentity))
        #expect(d == .identity)
        #expect(d.translation == .zero && d.scale == .one && d.skew == .zero)
        #expect(d.perspective == SIMD4(0, 0, 0, 1) && d.rotation == .identity)
        #expect(CATransform3DIsIdentity(TransformDecomposition.identity.transform))
    }

    @Test func composedComponentsAreReadBackExactly() throws {
        let axis = SIMD3(1.0, -2.0, 0.5)
        let t = Support.chain(
            CATransform3DMakeScale(2, 0.5, 3),
            Support.skew(xy: 0.3, xz: -0.2, yz: 0.7),
            CATransform3DMakeRotation(1.1, CGFloat(axis.x), CGFloat(axis.y), CGFloat(axis.z)),
            CATransform3DMakeTranslation(10, -20, 30),
            Support.perspective(500)
        )
        let d = try #require(TransformDecomposition(t))
        #expect(Self.isClose(d.scale, SIMD3(2, 0.5, 3)))
        #expect(abs(d.skew.xy - 0.3) < 1e-9 && abs(d.skew.xz + 0.2) < 1e-9 && abs(d.skew.yz - 0.7) < 1e-9)
        #expect(Support.sameRotation(d.rotation, Quaternion(angle: 1.1, axis: axis)))
        #expect(Self.isClose(d.translation, SIMD3(10, -20, 30)))
        #expect(abs(d.perspective.x) < 1e-12 && abs(d.perspective.y) < 1e-12)
        #expect(abs(d.perspective.z + 1.0 / 500) < 1e-12 && abs(d.perspective.w - 1) < 1e-12)
    }

    @Test func rotationQuaternionMatchesMakeRotationsSignConvention() throws {
        for (angle, axis) in [(0.5, SIMD3(0.0, 0, 1)), (-1.3, SIMD3(1.0, 0, 0)), (2.9, SIMD3(0.0, 1, 0)), (1, SIMD3(1.0, 1, 1))] {
            let t = CATransform3DMakeRotation(CGFloat(angle), CGFloat(axis.x), CGFloat(axis.y), CGFloat(axis.z))
            let d = try #require(TransformDecomposition(t))
            #expect(Support.sameRotation(d.rotation, Quaternion(angle: angle, axis: axis)))
            #expect(abs(d.rotation.dot(d.rotation) - 1) < 1e-12)
            #expect(Self.isClose(d.scale, .one))
        }
    }

    @Test func halfTurnsDecomposeToUnitQuaternionsAboutTheirAxis() throws {
        for axis in [SIMD3(1.0, 0, 0), SIMD3(0.0, 1, 0), SIMD3(0.0, 0, 1)] {
            let t = CATransform3DMakeRotation(.pi, CGFloat(axis.x), CGFloat(axis.y), CGFloat(axis.z))
            let d = try #require(TransformDecomposition(t))
            #expect(Support.sameRotation(d.rotation, Quaternion(x: axis.x, y: axis.y, z: axis.z, w: 0)))
        }
    }

    @Test func randomComposedTransformsRoundTripWithinANanoUnit() throws {
        var random = SeededGenerator(seed: 0x5E6E)
        for _ in 0..<300 {
            let t = Self.randomTransform(&random)
            let d = try #require(TransformDecomposition(t))
            #expect(Self.hasOnlyFiniteComponents(d))
            let difference = Support.maxDifference(d.transform, t)
            #expect(difference <= 1e-9, "round trip off by \(difference)")
        }
    }

    @Test func recomposingKeepsM44InsteadOfNormalisingIt() throws {
        // A translation towards the eye, then perspective: m44 = 1 − 100/500 = 0.8.
        let t = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 100), Support.perspective(500))
        #expect(abs(Double(t.m44) - 0.8) < 1e-15)
        let d = try #require(TransformDecomposition(t))
        #expect(Self.isClose(d.translation, SIMD3(0, 0, 100), tolerance: 1e-12))
        #expect(Self.isClose(d.scale, .one, tolerance: 1e-12))
        #expect(abs(d.perspective.z + 1.0 / 500) < 1e-15 && abs(d.perspective.w - 1) < 1e-12)
        #expect(Support.isClose(d.transform, t, tolerance: 1e-12))
    }

    @Test func negativeDeterminantFlipsAllScalesAndRoundTrips() throws {
        let mirrored = CATransform3DMakeScale(-1, 1, 1)
        let d = try #require(TransformDecomposition(mirrored))
        #expect(d.scale == SIMD3(-1, -1, -1))
        // Negating all three axes of a mirror leaves a half turn about x.
        #expect(Support.sameRotation(d.rotation, Quaternion(x: 1, y: 0, z: 0, w: 0)))
        #expect(Support.isClose(d.transform, mirrored, tolerance: 1e-12))

        let flipped = Support.chain(CATransform3DMakeScale(2, -3, 0.5), CATransform3DMakeRotation(0.4, 1, 1, 0),
                                    CATransform3DMakeTranslation(5, 6, 7))
        let e = try #require(TransformDecomposition(flipped))
        #expect(e.scale.x < 0 && e.scale.y < 0 && e.scale.z < 0)
        #expect(Support.isClose(e.transform, flipped, tolerance: 1e-12))
    }

    @Test func zeroScaleDecomposesWithoutNaN() throws {
        for t in [CATransform3DMakeScale(0, 0, 0), CATransform3DMakeScale(0, 0, 1), CATransform3DMakeScale(0, 1, 1),
                  CATransform3DMakeScale(1, 0, 1), CATransform3DMakeScale(0, 0, 0.5),
                  CATransform3DTranslate(CATransform3DMakeScale(0, 0, 0), 10, 20, 30),
                  CATransform3DConcat(CATransform3DMakeScale(0, 0, 0), CATransform3DMakeTranslation(10, 20, 30))] {
            let d = try #require(TransformDecomposition(t))
            #expect(Self.hasOnlyFiniteComponents(d))
            #expect(Support.isClose(d.transform, t, tolerance: 1e-12))
        }
    }

    @Test func fullyCollapsedScaleKeepsTheUnrotatedFrame() throws {
        let d = try #require(TransformDecomposition(CATransform3DMakeScale(0, 0, 0)))
        #expect(d.scale == .zero && d.rotation == .identity && d.skew == .zero)
        let flat = try #require(TransformDecomposition(CATransform3DMakeScale(0, 0, 1)))
        #expect(flat.scale == SIMD3(0, 0, 1) && flat.rotation == .identity)
    }

    @Test func zeroScaleOfARotatedLayerKeepsItsRotation() throws {
        // Collapsing x of a layer turned about z: the remaining rows still fix the rotation.
        let turned = CATransform3DScale(CATransform3DMakeRotation(0.8, 0, 0, 1), 0, 1, 1)
        let d = try #require(TransformDecomposition(turned))
        #expect(Self.isClose(d.scale, SIMD3(0, 1, 1), tolerance: 1e-12))
        #expect(Support.sameRotation(d.rotation, Quaternion(angle: 0.8, axis: SIMD3(0, 0, 1))))

        // Collapsing x and y of a layer turned about x: the smallest rotation that fits.
        let tilted = CATransform3DScale(CATransform3DMakeRotation(0.6, 1, 0, 0), 0, 0, 2)
        let e = try #require(TransformDecomposition(tilted))
        #expect(Self.isClose(e.scale, SIMD3(0, 0, 2), tolerance: 1e-12))
        #expect(Support.sameRotation(e.rotation, Quaternion(angle: 0.6, axis: SIMD3(1, 0, 0))))
        #expect(Support.isClose(e.transform, tilted, tolerance: 1e-12))
    }

    @Test func zeroScaleUnderPerspectiveDecomposes() throws {
        // The perspective is set first and the layer scaled to nothing in x and y afterwards.
        let t = CATransform3DScale(Support.perspective(500), 0, 0, 1)
        let d = try #require(TransformDecomposition(t))
        #expect(Self.hasOnlyFiniteComponents(d))
        #expect(abs(d.perspective.z + 1.0 / 500) < 1e-15)
        #expect(Support.isClose(d.transform, t, tolerance: 1e-12))
        // Perspective applied after a collapsed layer (the perspective column is untouched).
        let u = CATransform3DConcat(CATransform3DMakeScale(0, 0, 1), Support.perspective(500))
        #expect(Support.isClose(try #require(TransformDecomposition(u)).transform, u, tolerance: 1e-12))
    }

    @Test func zeroM44CannotBeDecomposed() {
        var t = CATransform3DIdentity
        t.m44 = 0
        #expect(TransformDecomposition(t) == nil)
        #expect(TransformDecomposition(CATransform3D()) == nil)
    }

    @Test func nonFiniteEntriesCannotBeDecomposed() {
        var t = CATransform3DIdentity
        t.m23 = .nan
        #expect(TransformDecomposition(t) == nil)
        t.m23 = .infinity
        #expect(TransformDecomposition(t) == nil)
    }

    @Test func collapsedRowThatStillCarriesPerspectiveCannotBeDecomposed() {
        // Row 1 is zero in the upper 3×3 but m14 is not: its perspective matrix is singular.
        var t = CATransform3DIdentity
        t.m11 = 0
        t.m14 = 0.01
        #expect(TransformDecomposition(t) == nil)
    }

    @Test func singularUpperMatrixWithoutAZeroRowCannotBeDecomposed() {
        // Rotating about x, then flattening z: rows (1,0,0), (0,c,0), (0,−s,0).
        let t = CATransform3DConcat(CATransform3DMakeRotation(0.5, 1, 0, 0), CATransform3DMakeScale(1, 1, 0))
        #expect(TransformDecomposition(t) == nil)
        // Two equal rows.
        var u = CATransform3DIdentity
        u.m21 = 1
        u.m22 = 0
        #expect(TransformDecomposition(u) == nil)
    }

    @Test func tinyButNonZeroScalesStillRoundTrip() throws {
        for s in [1e-6, 1e-9, 1e-11] {
            let t = Support.chain(CATransform3DMakeScale(CGFloat(s), 1, CGFloat(s)), CATransform3DMakeRotation(0.3, 1, 2, 3))
            let d = try #require(TransformDecomposition(t))
            #expect(Self.hasOnlyFiniteComponents(d))
            #expect(Support.isClose(d.transform, t, tolerance: 1e-12))
        }
    }

    @Test func quaternionFromAngleAndAxisNormalisesTheAxis() {
        let q = Quaternion(angle: 1, axis: SIMD3(0, 0, 7))
        #expect(abs(q.z - sin(0.5)) < 1e-15 && abs(q.w - cos(0.5)) < 1e-15 && q.x == 0 && q.y == 0)
        #expect(Quaternion(angle: 1, axis: .zero) == .identity)
        #expect(Quaternion(angle: .nan, axis: SIMD3(1, 0, 0)) == .identity)
    }

    @Test func decompositionsAreCodable() throws {
        let d = try #require(TransformDecomposition(Support.chain(CATransform3DMakeRotation(0.4, 0, 1, 0),
                                                                  CATransform3DMakeTranslation(1, 2, 3))))
        let decoded = try JSONDecoder().decode(TransformDecomposition.self, from: JSONEncoder().encode(d))
        #expect(decoded == d)
    }
}
