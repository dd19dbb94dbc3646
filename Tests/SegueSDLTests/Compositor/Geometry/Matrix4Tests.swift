import Foundation
import Testing
import Segue
@testable import SegueSDL

@Suite struct Matrix4Tests {
    let a = CATransform3DConcat(CATransform3DMakeRotation(0.7, 1, 2, 3), CoreAnimationMath.perspective(400))
    let b = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 4), 5, -6, 7)

    func close(_ x: SIMD4<Double>, _ y: SIMD4<Double>) -> Bool {
        let d = x - y
        return max(abs(d.x), abs(d.y), abs(d.z), abs(d.w)) < 1e-9
    }

    @Test func productIsCATransform3DConcat() {
        let product = Matrix4(a) * Matrix4(b)
        let expected = Matrix4(CATransform3DConcat(a, b))
        #expect(close(product.r0, expected.r0) && close(product.r1, expected.r1))
        #expect(close(product.r2, expected.r2) && close(product.r3, expected.r3))
    }

    @Test func transformIsCATransform3DTransformPoint() {
        let p = Matrix4(a).transform(SIMD4(3, -4, 5, 1))
        #expect(close(p, CATransform3DTransformPoint(a, 3, -4, 5)))
    }

    @Test func planesPullBackThroughTheMatrix() {
        // The plane c of the target space, evaluated at the image of p, equals the
        // pulled-back plane M·c evaluated at p.
        let m = Matrix4(a), c = SIMD4<Double>(0.3, -2, 1.5, 7), p = SIMD4<Double>(1, 2, 3, 1)
        let direct = (m.transform(p) * c).sum()
        let pulled = (p * m.applied(toColumn: c)).sum()
        #expect(abs(direct - pulled) < 1e-9)
    }

    @Test func flatteningDropsZAndKeepsW() {
        let m = Matrix4(a).flattenedOutput
        let p = m.transform(SIMD4(1, 2, 3, 1))
        let q = Matrix4(a).transform(SIMD4(1, 2, 3, 1))
        #expect(p.z == 0 && p.x == q.x && p.y == q.y && p.w == q.w)
        // Flattening the input ignores the input's z.
        let n = Matrix4(b).flattenedInput
        #expect(close(n.transform(SIMD4(1, 2, 99, 1)), n.transform(SIMD4(1, 2, -5, 1))))
    }

    @Test func planarDeterminantSignsMirroredImages() {
        #expect(Matrix4.identity.planarDeterminant > 0)
        #expect(Matrix4(CoreAnimationMath.rotation(180, 0, 1, 0)).planarDeterminant < 0)
        #expect(Matrix4(CoreAnimationMath.rotation(180, 0, 0, 1)).planarDeterminant > 0)
        #expect(Matrix4(CATransform3DConcat(CoreAnimationMath.rotation(120, 1, 0, 0), CoreAnimationMath.perspective(500))).planarDeterminant < 0)
        #expect(Matrix4(CATransform3DConcat(CoreAnimationMath.rotation(60, 1, 0, 0), CoreAnimationMath.perspective(500))).planarDeterminant > 0)
    }

    /// The walk's shortcuts give the very numbers of the full product: the
    /// facing test from three rows, a sibling's depth from two lanes.
    @Test func partialProductsAreBitForBitTheFullOnes() {
        let toSuperlayer = Matrix4(CATransform3DTranslate(CoreAnimationMath.rotation(150, 0, 1, 0), 3.1, -7, 0.3))
        let toPlane = Matrix4(a) * Matrix4(b)
        let product = toSuperlayer * toPlane
        let rows = Matrix4.planarDeterminant(r0: toPlane.transform(toSuperlayer.r0),
                                             r1: toPlane.transform(toSuperlayer.r1),
                                             r3: toPlane.transform(toSuperlayer.r3))
        #expect(rows.bitPattern == product.planarDeterminant.bitPattern)
        #expect(product.planarDeterminant < 0)  // turned more than 90° about y: seen from behind
        for (x, y, z) in [(0.0, 0.0, 0.0), (12.5, -3.25, 7), (-0.0, 1e6, -1e-7)] {
            let full = product.transform(SIMD4(x, y, z, 1))
            let depth = product.transformedDepth(x: x, y: y, z: z)
            #expect(depth.x.bitPattern == full.z.bitPattern && depth.y.bitPattern == full.w.bitPattern)
        }
    }

    @Test func nonFiniteEntriesAreDetected() {
        var t = CATransform3DIdentity
        #expect(Matrix4(t).isFinite)
        t.m23 = .nan
        #expect(!Matrix4(t).isFinite)
        t.m23 = 0
        t.m41 = .infinity
        #expect(!Matrix4(t).isFinite)
    }
}
