import Foundation
import Testing
@testable import SegueSDL

@Suite struct RoundedRectOutlineTests {
    @Test func radiusIsClampedToHalfTheShorterSide() {
        #expect(RoundedRectOutline.effectiveRadius(30, width: 100, height: 40) == 20)
        #expect(RoundedRectOutline.effectiveRadius(10, width: 100, height: 40) == 10)
        #expect(RoundedRectOutline.effectiveRadius(-5, width: 100, height: 40) == 0)
        #expect(RoundedRectOutline.effectiveRadius(.nan, width: 100, height: 40) == 0)
    }

    @Test func segmentsKeepTheChordWithinAQuarterPixel() {
        for radius in [2.0, 10, 40, 150] {
            let n = RoundedRectOutline.segmentsPerCorner(pixelRadius: radius)
            let sagitta = radius * (1 - cos((Double.pi / 2) / Double(n) / 2))
            #expect(sagitta <= 0.25 + 1e-9 || n == RoundedRectOutline.maximumSegmentsPerCorner)
        }
        #expect(RoundedRectOutline.segmentsPerCorner(pixelRadius: 100) > RoundedRectOutline.segmentsPerCorner(pixelRadius: 10))
        #expect(RoundedRectOutline.segmentsPerCorner(pixelRadius: 1e9) == RoundedRectOutline.maximumSegmentsPerCorner)
    }

    @Test func outlinePointsLieOnTheArcsAndRunClockwise() {
        var polygon: [PlaneVertex] = []
        RoundedRectOutline.append(minX: 0, minY: 0, maxX: 100, maxY: 60, radius: 20, segments: 4, to: &polygon)
        #expect(polygon.count == 20)
        // The top-left arc starts on the left edge and ends on the top edge.
        #expect(abs(polygon[0].x - 0) < 1e-9 && abs(polygon[0].y - 20) < 1e-9)
        #expect(abs(polygon[4].x - 20) < 1e-9 && abs(polygon[4].y - 0) < 1e-9)
        for point in polygon[0...4] {
            #expect(abs(hypot(point.x - 20, point.y - 20) - 20) < 1e-9)
        }
        // Clockwise on screen (y down) means a positive shoelace sum.
        var area = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        #expect(area > 0)
        var square: [PlaneVertex] = []
        RoundedRectOutline.append(minX: 0, minY: 0, maxX: 10, maxY: 10, radius: 0, segments: 4, to: &square)
        #expect(square.count == 4)
    }

    @Test func halfPlanesContainTheInsideAndCutTheCorner() {
        var polygon: [PlaneVertex] = []
        RoundedRectOutline.append(minX: 0, minY: 0, maxX: 100, maxY: 60, radius: 20, segments: 6, to: &polygon)
        var planes: [SIMD4<Double>] = []
        RoundedRectOutline.appendHalfPlanes(of: polygon, centre: (50, 30), to: &planes)
        func inside(_ x: Double, _ y: Double) -> Bool {
            planes.allSatisfy { HalfPlane(homogeneous: $0, threshold: 0).value(x, y) >= 0 }
        }
        #expect(inside(50, 30) && inside(1, 30) && inside(50, 1) && inside(15, 15))
        #expect(!inside(2, 2) && !inside(98, 58) && !inside(-1, 30) && !inside(50, 61))
    }
}
