import Foundation
import Testing
@testable import SegueSDL

@Suite struct BorderRingTests {
    @Test func squareCornersGiveFourMitredQuads() {
        var outer: [PlaneVertex] = [], inner: [PlaneVertex] = []
        BorderRing.append(minX: 0, minY: 0, maxX: 100, maxY: 50, radius: 0, width: 5, segments: 0, outer: &outer, inner: &inner)
        #expect(outer.map { [$0.x, $0.y] } == [[0, 0], [100, 0], [100, 50], [0, 50]])
        #expect(inner.map { [$0.x, $0.y] } == [[5, 5], [95, 5], [95, 45], [5, 45]])
    }

    @Test func roundedCornersAreConcentricAndTheInnerRadiusShrinks() {
        var outer: [PlaneVertex] = [], inner: [PlaneVertex] = []
        BorderRing.append(minX: 0, minY: 0, maxX: 100, maxY: 100, radius: 20, width: 6, segments: 4, outer: &outer, inner: &inner)
        #expect(outer.count == 20 && inner.count == 20)
        for index in 0..<5 {  // the top-left corner, centred at (20, 20)
            #expect(abs(hypot(outer[index].x - 20, outer[index].y - 20) - 20) < 1e-9)
            #expect(abs(hypot(inner[index].x - 20, inner[index].y - 20) - 14) < 1e-9)
        }
    }

    @Test func aBorderWiderThanTheRadiusHasSquareInnerCorners() {
        var outer: [PlaneVertex] = [], inner: [PlaneVertex] = []
        BorderRing.append(minX: 0, minY: 0, maxX: 100, maxY: 100, radius: 4, width: 10, segments: 3, outer: &outer, inner: &inner)
        #expect(inner[0...3].allSatisfy { abs($0.x - 10) < 1e-9 && abs($0.y - 10) < 1e-9 })
    }
}
