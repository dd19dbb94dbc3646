import Testing
@testable import SegueSDL

@Suite struct ConvexPolygonClipperTests {
    /// `clip` works on a stack; its elements, as an array.
    func clipped(_ polygon: [PlaneVertex], by planes: HalfPlane..., clipper: ConvexPolygonClipper) -> [PlaneVertex] {
        let stack = TrivialStack(polygon)
        for plane in planes { clipper.clip(stack, by: plane) }
        return Array(stack.elements)
    }

    let square = [PlaneVertex(x: 0, y: 0, u: 0, v: 0), PlaneVertex(x: 10, y: 0, u: 1, v: 0),
                  PlaneVertex(x: 10, y: 10, u: 1, v: 1), PlaneVertex(x: 0, y: 10, u: 0, v: 1)]

    @Test func clipsAndInterpolatesTextureCoordinates() {
        let clipper = ConvexPolygonClipper()
        let polygon = clipped(square, by: HalfPlane(a: -1, b: 0, c: 4), clipper: clipper)  // x ≤ 4
        #expect(polygon.count == 4)
        #expect(polygon.allSatisfy { $0.x <= 4 + 1e-12 })
        #expect(polygon.contains { abs($0.x - 4) < 1e-12 && abs($0.u - 0.4) < 1e-12 && $0.y == 0 })
        #expect(polygon.contains { abs($0.x - 4) < 1e-12 && abs($0.u - 0.4) < 1e-12 && $0.y == 10 })
    }

    @Test func diagonalCutLeavesATriangleAndNestedCutsIntersect() {
        let clipper = ConvexPolygonClipper()
        var polygon = clipped(square, by: HalfPlane(a: -1, b: -1, c: 10), clipper: clipper)  // x + y ≤ 10
        #expect(polygon.count == 3)
        // Vertices exactly on the line are kept once.
        #expect(polygon.map { [$0.x, $0.y] } == [[0, 0], [10, 0], [0, 10]])
        polygon = clipped(polygon, by: HalfPlane(a: 1, b: 0, c: -2), clipper: clipper)  // x ≥ 2
        #expect(polygon.map { [$0.x, $0.y] } == [[2, 0], [10, 0], [2, 8]])
        polygon = clipped(polygon, by: HalfPlane(a: 0, b: -1, c: 6), clipper: clipper)  // y ≤ 6
        #expect(polygon.count == 4)
        #expect(polygon.allSatisfy { $0.x >= 2 - 1e-12 && $0.x + $0.y <= 10 + 1e-12 && $0.y <= 6 + 1e-12 })
    }

    @Test func outsideLeavesNothingAndInsideLeavesAll() {
        let clipper = ConvexPolygonClipper()
        #expect(clipped(square, by: HalfPlane(a: 1, b: 0, c: -20), clipper: clipper).isEmpty)
        #expect(clipped(square, by: HalfPlane(a: 1, b: 0, c: 5), clipper: clipper) == square)
        // Three cuts in a row through one clipper: its scratch and the polygon trade places each time.
        #expect(clipped(square, by: HalfPlane(a: -1, b: 0, c: 8), HalfPlane(a: 1, b: 0, c: -2), HalfPlane(a: 0, b: -1, c: 5),
                        clipper: clipper).map { [$0.x, $0.y] } == [[2, 5], [2, 0], [8, 0], [8, 5]])
    }

    @Test func classification() {
        square.withUnsafeBufferPointer { square in
            #expect(ConvexPolygonClipper.classify(square, against: HalfPlane(a: 1, b: 0, c: 1)) == .inside)
            #expect(ConvexPolygonClipper.classify(square, against: HalfPlane(a: 1, b: 0, c: -11)) == .outside)
            #expect(ConvexPolygonClipper.classify(square, against: HalfPlane(a: 1, b: 0, c: -5)) == .straddling)
        }
    }

    @Test func homogeneousPlanesBecomeHalfPlanesAtWEqualOne() {
        let plane = HalfPlane(homogeneous: SIMD4(2, 3, 99, 4), threshold: 1)
        #expect(plane == HalfPlane(a: 2, b: 3, c: 3))
        #expect(HalfPlane(a: 0, b: 0, c: 1).isConstant)
    }
}
