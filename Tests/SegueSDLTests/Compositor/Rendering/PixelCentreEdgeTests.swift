import Testing
@testable import SegueSDL

/// The exact edge test of the compositor's rasteriser: the top-left rule as SDL
/// applies it, and the row-by-row walk against the edge function itself.
struct PixelCentreEdgeTests {
    @Test func centresOnAnEdgeBelongToItsTopAndLeftEdgesOnly() {
        // Triangle (0, 0), (4, 0), (0, 4): (q − p) × (r − p) > 0.
        let top = PixelCentreEdge(from: (0, 0), to: (4, 0))
        let left = PixelCentreEdge(from: (0, 4), to: (0, 0))
        let hypotenuse = PixelCentreEdge(from: (4, 0), to: (0, 4))
        // (1.5, 2.5) lies on the hypotenuse: twice the edge function there is 0,
        // lowered by one for an edge that is neither top nor left.
        #expect(hypotenuse.value(x: 1, y: 2) == -1)
        #expect(hypotenuse.value(x: 0, y: 2) > 0)
        // The top and left edges keep their value (no centre lies on them here).
        #expect(top.value(x: 0, y: 0) == 4)
        #expect(left.value(x: 0, y: 0) == 4)
        // The same triangle with its long edge on the top left owns it.
        let mirrored = PixelCentreEdge(from: (0, 4), to: (4, 0))
        #expect(mirrored.value(x: 1, y: 2) == 0)
    }

    @Test func theRowWalkIsTheEdgeFunctionsBoundOnEveryRow() {
        // Every edge between points of a small grid, walked over rows crossing it:
        // the walk's bound is exactly where value(x, y) ≥ 0 begins or ends.
        let points = [(-7, 3), (0, 0), (5, -2), (13, 9), (2, 11), (-3, -9), (8, 8), (1, 4)]
        var walked = 0
        for u in points {
            for v in points where u != v {
                let edge = PixelCentreEdge(from: u, to: v)
                var bound = edge.rows(from: -12)
                for y in -12...14 {
                    var span = -40..<40
                    bound.clip(&span)
                    let inside = (-40..<40).filter { edge.value(x: $0, y: y) >= 0 }
                    if inside.isEmpty {
                        #expect(span.isEmpty, "edge \(u) → \(v), row \(y): \(span)")
                    } else {
                        #expect(span == inside.first!..<(inside.last! + 1), "edge \(u) → \(v), row \(y): \(span) against \(inside.first!)…\(inside.last!)")
                    }
                    bound.advance()
                    walked += 1
                }
            }
        }
        #expect(walked == 56 * 27)
    }
}
