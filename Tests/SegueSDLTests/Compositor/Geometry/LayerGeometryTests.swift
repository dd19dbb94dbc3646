import Foundation
import Testing
import Segue
@testable import SegueSDL
import SegueTestSupport

@MainActor @Suite struct LayerGeometryTests {
    func properties(bounds: CGRect, position: CGPoint, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5),
                    anchorZ: CGFloat = 0, zPosition: CGFloat = 0,
                    transform: CATransform3D = CATransform3DIdentity) -> LayerProperties {
        var p = LayerProperties()
        p.bounds = bounds
        p.position = position
        p.anchorPoint = anchor
        p.anchorPointZ = anchorZ
        p.zPosition = zPosition
        p.transform = transform
        return p
    }

    func project(_ m: Matrix4, _ x: Double, _ y: Double) -> (Double, Double) {
        let h = m.transform(SIMD4(x, y, 0, 1))
        return (h.x / h.w, h.y / h.w)
    }

    @Test func untransformedLayerPutsItsAnchorAtItsPosition() {
        let p = properties(bounds: CGRect(x: 10, y: 20, width: 100, height: 50), position: CGPoint(x: 300, y: 200),
                           anchor: CGPoint(x: 0.25, y: 1))
        let m = LayerGeometry.matrixToSuperlayer(p)
        // The anchor (bounds origin + anchor · size) lands on the position.
        let (x, y) = project(m, 10 + 25, 20 + 50)
        #expect(abs(x - 300) < 1e-12 && abs(y - 200) < 1e-12)
        // The bounds origin lands at position − anchor · size.
        let (ox, oy) = project(m, 10, 20)
        #expect(abs(ox - 275) < 1e-12 && abs(oy - 150) < 1e-12)
    }

    @Test func transformActsAboutTheAnchorPointIncludingAnchorPointZ() {
        let rotation = CoreAnimationMath.rotation(90, 0, 1, 0)
        let p = properties(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 50, y: 50),
                           anchorZ: 40, zPosition: 7, transform: rotation)
        let m = LayerGeometry.matrixToSuperlayer(p)
        // The anchor (50, 50, 40) stays where position and zPosition put it.
        let anchor = m.transform(SIMD4(50, 50, 40, 1))
        #expect(abs(anchor.x - 50) < 1e-9 && abs(anchor.y - 50) < 1e-9 && abs(anchor.z - 7) < 1e-9)
        // Same as the chain written with CATransform3D functions.
        let expected = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-50, -50, -40), rotation),
                                           CATransform3DMakeTranslation(50, 50, 7))
        let point = m.transform(SIMD4(10, 20, 0, 1))
        let reference = CATransform3DTransformPoint(expected, 10, 20, 0)
        #expect(abs(point.x - reference.x) < 1e-9 && abs(point.z - reference.z) < 1e-9)
    }

    @Test func sublayerTransformPerspectiveVanishesAtTheSuperlayersAnchor() {
        var parent = properties(bounds: CGRect(x: 0, y: 0, width: 400, height: 300), position: CGPoint(x: 200, y: 150),
                                anchor: CGPoint(x: 0.25, y: 0.5))
        parent.sublayerTransform = CoreAnimationMath.perspective(500)
        let s = LayerGeometry.sublayerMatrix(parent)
        // Points at the anchor (100, 150) stay put at any depth; others move towards it.
        for z in [-300.0, 0, 250] {
            let h = s.transform(SIMD4(100, 150, z, 1))
            #expect(abs(h.x / h.w - 100) < 1e-9 && abs(h.y / h.w - 150) < 1e-9)
        }
        let far = s.transform(SIMD4(300, 150, -500, 1))
        #expect(abs(far.x / far.w - 200) < 1e-9)  // halfway to the anchor at twice the distance
        #expect(Matrix4(parent.transform).isFinite)
    }

    @Test func identitySublayerTransformIsTheIdentity() {
        let p = properties(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: .zero)
        let s = LayerGeometry.sublayerMatrix(p)
        #expect(s.r0 == Matrix4.identity.r0 && s.r3 == Matrix4.identity.r3)
    }

    /// The compositor composes `matrixToSuperlayer` on the rows directly; it must be
    /// the same numbers as the two `CATransform3DConcat` products it stands for.
    @Test func theDirectCompositionIsTheConcatenatedMatrix() {
        // A fixed sequence, so a failure repeats.
        var random = SeededGenerator(seed: 0x5EED)
        func value(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        var transforms: [CATransform3D] = [
            CATransform3DIdentity, CATransform3DMakeRotation(.pi, 0, 1, 0), CATransform3DMakeScale(2, -3, 0.5),
            CATransform3DMakeTranslation(4, 5, 6),
        ]
        var perspective = CATransform3DMakeRotation(0.7, 1, 1, 0)
        perspective.m34 = -1 / 800
        transforms.append(perspective)
        for _ in 0..<40 {
            var t = CATransform3DIdentity
            t.m11 = value(-2...2); t.m12 = value(-2...2); t.m13 = value(-2...2); t.m14 = value(-0.01...0.01)
            t.m21 = value(-2...2); t.m22 = value(-2...2); t.m23 = value(-2...2); t.m24 = value(-0.01...0.01)
            t.m31 = value(-2...2); t.m32 = value(-2...2); t.m33 = value(-2...2); t.m34 = value(-0.01...0.01)
            t.m41 = value(-50...50); t.m42 = value(-50...50); t.m43 = value(-50...50); t.m44 = value(0.5...2)
            transforms.append(t)
        }
        for (index, transform) in transforms.enumerated() {
            let p = properties(bounds: CGRect(x: value(-20...20), y: value(-20...20), width: value(0...300),
                                              height: value(0...300)),
                               position: CGPoint(x: value(-500...500), y: value(-500...500)),
                               anchor: CGPoint(x: value(-1...2), y: value(-1...2)), anchorZ: value(-30...30),
                               zPosition: value(-30...30), transform: transform)
            let direct = LayerGeometry.matrixToSuperlayer(p), concatenated = Matrix4(p.matrixToSuperlayer)
            #expect(direct.r0 == concatenated.r0 && direct.r1 == concatenated.r1 && direct.r2 == concatenated.r2
                        && direct.r3 == concatenated.r3, "transform \(index)")
        }
    }
}
