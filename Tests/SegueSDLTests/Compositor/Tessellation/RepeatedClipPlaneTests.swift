import Foundation
import Testing
import Segue
@testable import SegueSDL

/// Clip planes that repeat an earlier one of their context (the "in front of the
/// eye" planes of ancestors an affine matrix separates) are recorded, copied
/// rather than pulled again, and not tested while nothing has been clipped — and
/// every result is bit for bit what treating each plane on its own gives.
@MainActor @Suite struct RepeatedClipPlaneTests {
    static let near = SIMD4<Double>(0, 0, 0, 1)
    static let edge = SIMD4<Double>(1, 0.25, 0, 40)

    /// A matrix with perspective along x and y and a turn, so no pulled plane is
    /// constant.
    static let matrix: Matrix4 = {
        var t = CATransform3DTranslate(CATransform3DMakeRotation(0.7, 0.2, 1, 0.1), 12, -7, 3)
        t.m14 = 1 / 500
        t.m24 = -1 / 700
        t.m34 = -1 / 300
        return Matrix4(t)
    }()

    func bits(_ v: SIMD4<Double>) -> [UInt64] { [v.x.bitPattern, v.y.bitPattern, v.z.bitPattern, v.w.bitPattern] }

    @Test func aPlanePushedAgainRecordsTheFirstOfItsContext() {
        let t = LayerTreeTessellator()
        t.pushPlane(Self.near, threshold: LayerTreeTessellator.nearW)
        t.pushPlane(Self.edge, threshold: 0)
        t.pushPlane(Self.near, threshold: LayerTreeTessellator.nearW)
        t.pushPlane(Self.near, threshold: 0)  // another threshold: a plane of its own
        t.pushPlane(SIMD4(-0.0, 0, 0, 1), threshold: LayerTreeTessellator.nearW)  // −0 differs bit for bit
        t.pushPlane(Self.edge, threshold: 0, contextStart: 2)  // its first lies before this context
        #expect((0..<t.clipPlanes.count).map { t.clipPlanes[$0].origin } == [0, 1, 0, 3, 4, 5])
    }

    @Test func pulledRepeatsAreTheirFirstsHalfPlanesFlagged() throws {
        let t = LayerTreeTessellator()
        let planes = [(Self.near, LayerTreeTessellator.nearW), (Self.edge, 0.0), (Self.near, LayerTreeTessellator.nearW),
                      (Self.edge, 0.0)]
        for (plane, threshold) in planes { t.pushPlane(plane, threshold: threshold) }
        #expect(!t.appendInheritedPlanes(0..<planes.count, toSuperlayer: Self.matrix))
        try #require(t.localPlanes.count == planes.count)
        for (index, (plane, threshold)) in planes.enumerated() {
            let pulled = HalfPlane(homogeneous: Self.matrix.applied(toColumn: plane), threshold: threshold)
            let local = t.localPlanes[index]
            #expect(local.a.bitPattern == pulled.a.bitPattern && local.b.bitPattern == pulled.b.bitPattern
                    && local.c.bitPattern == pulled.c.bitPattern)
            #expect(local.repeatsEarlierPlane == (index >= 2))
        }
    }

    @Test(arguments: [false, true])
    func theSublayersPlanesAreEveryPlanePulledWithRepeatsCopied(isTransformLayer: Bool) {
        let t = LayerTreeTessellator()
        let planes = [(Self.near, LayerTreeTessellator.nearW), (Self.edge, 0.0), (Self.near, LayerTreeTessellator.nearW)]
        for (plane, threshold) in planes { t.pushPlane(plane, threshold: threshold) }
        let context = LayerTreeTessellator.Context(toScreen: .identity, toPlane: .identity, planes: 0..<3, opacity: 1)
        let sublayerMatrix = Matrix4(CATransform3DMakeScale(1.5, 0.5, 2))
        let child = t.pushSublayerContext(sublayerMatrix: sublayerMatrix, isTransformLayer: isTransformLayer,
                                          toSuperlayer: Self.matrix, own: .identity, toPlane: .identity,
                                          context: context, opacity: 1)
        #expect(child.planes == 3..<(isTransformLayer ? 6 : 7))
        for (index, (plane, threshold)) in planes.enumerated() {
            var pulled = Self.matrix.applied(toColumn: plane)
            if !isTransformLayer { pulled.z = 0 }
            let expected = sublayerMatrix.applied(toColumn: pulled)
            #expect(bits(t.clipPlanes[3 + index].coefficients) == bits(expected))
            #expect(t.clipPlanes[3 + index].threshold == threshold)
        }
        #expect(t.clipPlanes[5].origin == 3)
    }

    /// Clips `square` by `planes` the plain way, every plane in turn.
    func reference(_ square: [PlaneVertex], _ planes: [HalfPlane]) -> [PlaneVertex] {
        let polygon = TrivialStack(square)
        let clipper = ConvexPolygonClipper()
        for plane in planes {
            switch ConvexPolygonClipper.classify(polygon.elements, against: plane) {
            case .inside: continue
            case .outside: return []
            case .straddling: clipper.clip(polygon, by: plane)
            }
            if polygon.count < 3 { return [] }
        }
        return Array(polygon.elements)
    }

    /// A straddling plane repeated later must still be applied again (the clipped
    /// polygon's new vertices may fall a hair outside it); an inside one repeated
    /// before any clip is skipped. Either way the polygon is the plain one.
    @Test(arguments: [-20.0, 0.3, 1.0 / 3, 7.5, 60])
    func clippingWithRepeatsGivesThePlainPolygon(offset: Double) {
        let t = LayerTreeTessellator()
        let cut = HalfPlane(a: 1, b: 1.0 / 3, c: -offset)        // x + y/3 ≥ offset
        let wide = HalfPlane(a: -0.1, b: 0.7, c: 50)
        var repeatedCut = cut
        repeatedCut.repeatsEarlierPlane = true
        var repeatedWide = wide
        repeatedWide.repeatsEarlierPlane = true
        let planes = [wide, repeatedWide, cut, repeatedWide, repeatedCut, repeatedCut]
        for plane in planes { t.localPlanes.append(plane) }
        let square = [PlaneVertex(x: 0, y: 0), PlaneVertex(x: 10, y: 0.1), PlaneVertex(x: 9.7, y: 10), PlaneVertex(x: 0.2, y: 9)]
        square.withUnsafeBufferPointer { t.polygon.append(contentsOf: $0) }
        t.frame.beginSurface(image: nil)
        let emitted = t.emitClippedPolygon(planes: 0..<planes.count, own: .identity, colour: (1, 2, 3, 255))
        let expected = reference(square, planes)
        #expect(emitted == (expected.count >= 3))
        #expect(t.frame.vertices.map { [$0.x.bitPattern, $0.y.bitPattern] }
                == expected.map { [Float($0.x / 1).bitPattern, Float($0.y / 1).bitPattern] })
    }
}
