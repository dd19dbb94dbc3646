import CSDL2
import Testing
import SegueTestSupport
@testable import SegueSDL

/// The texel SDL's software renderer copies into each pixel of a textured
/// triangle (`NearestTexelTriangle`): its corners, its refusals, and the walk
/// against SDL's division at every pixel.
struct NearestTexelTriangleTests {
    func vertex(_ x: Float, _ y: Float, _ u: Float, _ v: Float) -> SDL_Vertex {
        SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: SDL_Color(r: 255, g: 255, b: 255, a: 255),
                   tex_coord: SDL_FPoint(x: u, y: v))
    }

    @Test func cornersAreSDLsAndBadOnesAreRefused() {
        // Texels truncate, and the largest column and row are pulled in by one.
        let corners = NearestTexelTriangle.corners(vertex(1, 2, 0, 0), vertex(9, 2, 1, 0), vertex(1, 8, 0.5, 1),
                                                   width: 10, height: 4)
        #expect(corners.map { [$0.texels.0.0, $0.texels.0.1, $0.texels.1.0, $0.texels.1.1, $0.texels.2.0, $0.texels.2.1] }
                == [0, 0, 9, 0, 5, 3])
        #expect(corners.map { [$0.positions.0.0, $0.positions.0.1, $0.positions.2.1] } == [2, 4, 16], "half pixels")
        // A sliver on the far column keeps it, which is outside the image.
        #expect(NearestTexelTriangle.corners(vertex(1, 2, 1, 0), vertex(9, 2, 1, 0.5), vertex(1, 8, 1, 1),
                                             width: 10, height: 4) == nil)
        // Unless it has no area: SDL reads nothing of it.
        #expect(NearestTexelTriangle.corners(vertex(1, 2, 1, 1), vertex(9, 2, 1, 1), vertex(5, 2, 1, 1),
                                             width: 10, height: 4) != nil)
        #expect(NearestTexelTriangle(vertex(1, 2, 1, 1), vertex(9, 2, 1, 1), vertex(5, 2, 1, 1),
                                     width: 10, height: 4) == nil, "nothing to draw")
        #expect(NearestTexelTriangle.corners(vertex(1.5, 2, 0, 0), vertex(9, 2, 1, 0), vertex(1, 8, 0, 1),
                                             width: 10, height: 4) == nil, "not a whole pixel")
        #expect(NearestTexelTriangle.corners(vertex(5000, 2, 0, 0), vertex(9, 2, 1, 0), vertex(1, 8, 0, 1),
                                             width: 10, height: 4) == nil, "beyond SDL's exact range")
        #expect(NearestTexelTriangle.corners(vertex(.nan, 2, 0, 0), vertex(9, 2, 1, 0), vertex(1, 8, 0, 1),
                                             width: 10, height: 4) == nil, "not a number")
        #expect(NearestTexelTriangle.corners(vertex(1, 2, -0.5, 0), vertex(9, 2, 1, 0), vertex(1, 8, 0, 1),
                                             width: 10, height: 4) == nil, "before the image")
        #expect(NearestTexelTriangle.corners(vertex(1, 2, 0, 0), vertex(9, 2, 1, 0), vertex(1, 8, 0, 1),
                                             width: 0, height: 4) == nil, "an empty image")
    }

    @Test func theWalkIsSDLsDivisionAtEveryPixel() {
        // SDL's texel for a pixel: (w0·(s0 − s2) + w1·(s1 − s2) + s2·area) / area, the
        // weights being cross products at the pixel's centre in half pixels.
        var random = SeededGenerator(seed: 7)
        var checked = 0
        for _ in 0..<300 {
            let p = (0..<3).map { _ in
                vertex(Float(random.next() % 80), Float(random.next() % 60), Float(random.next() % 1001) / 1000,
                       Float(random.next() % 1001) / 1000)
            }
            guard let mapping = NearestTexelTriangle(p[0], p[1], p[2], width: 37, height: 23),
                  let corners = NearestTexelTriangle.corners(p[0], p[1], p[2], width: 37, height: 23) else { continue }
            let (d0, d1, d2) = corners.positions, (s0, s1, s2) = corners.texels
            func cross(_ a: (Int, Int), _ b: (Int, Int), _ c: (Int, Int)) -> Int {
                (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
            }
            let area = cross(d0, d1, d2), sign = area > 0 ? 1 : -1
            for y in stride(from: 0, to: 60, by: 7) {
                var columns = mapping.columns(from: 0, y: y), rows = mapping.rows(from: 0, y: y)
                for x in 0..<80 {
                    let centre = (2 * x + 1, 2 * y + 1)
                    let w0 = sign * cross(d1, d2, centre), w1 = sign * cross(d2, d0, centre)
                    let w2 = sign * cross(d0, d1, centre)
                    if w0 >= 0 && w1 >= 0 && w2 >= 0 {
                        let column = (w0 * (s0.0 - s2.0) + w1 * (s1.0 - s2.0) + s2.0 * abs(area)) / abs(area)
                        let row = (w0 * (s0.1 - s2.1) + w1 * (s1.1 - s2.1) + s2.1 * abs(area)) / abs(area)
                        #expect(columns.quotient == column && rows.quotient == row,
                                "pixel (\(x), \(y)): (\(columns.quotient), \(rows.quotient)) against (\(column), \(row))")
                        #expect((0..<37).contains(column) && (0..<23).contains(row))
                        checked += 1
                    }
                    columns.advance()
                    rows.advance()
                }
            }
        }
        #expect(checked > 5_000)
    }

}
