import CSDL2
import Testing
import Segue
@testable import SegueSDL

/// SDL's software `SDL_RenderGeometry` reading pairs of triangles as rectangles
/// (`SDLRectangleReading`), and the compositor keeping it from misreading one
/// (`LayerCompositor`'s conversion gives the later triangle a vertex of its own).
@MainActor @Suite(.serialized) struct SDLRectangleReadingTests {
    typealias F = CompositorFixtures

    /// Vertices at `list`, white unless `tinted` names one made red.
    func points(_ list: [(Float, Float)], tinted: Int32? = nil) -> (Int32) -> SDL_Vertex {
        { index in
            SDL_Vertex(position: SDL_FPoint(x: list[Int(index)].0, y: list[Int(index)].1),
                       color: index == tinted ? SDL_Color(r: 255, g: 0, b: 0, a: 255)
                                              : SDL_Color(r: 255, g: 255, b: 255, a: 255),
                       tex_coord: SDL_FPoint(x: 0, y: 0))
        }
    }

    @Test func aRectanglesHalvesAreReadAsOne() {
        let square = points([(2, 2), (20, 2), (20, 20), (2, 20)])
        #expect(SDLRectangleReading.takesForRectangle(previous: (0, 1, 2), current: (0, 2, 3), at: square))
        #expect(SDLRectangleReading.tilesRectangle(previous: (0, 1, 2), current: (0, 2, 3), at: square))
        // Sharing one vertex, or none: two triangles.
        #expect(!SDLRectangleReading.takesForRectangle(previous: (0, 1, 2), current: (2, 3, 3), at: square))
        // Corners of two colours: SDL draws the triangles.
        #expect(!SDLRectangleReading.takesForRectangle(previous: (0, 1, 2), current: (0, 2, 3),
                                                       at: points([(2, 2), (20, 2), (20, 20), (2, 20)], tinted: 3)))
        // A quadrilateral that is no rectangle.
        let kite = points([(2, 2), (20, 4), (20, 20), (2, 20)])
        #expect(!SDLRectangleReading.takesForRectangle(previous: (0, 1, 2), current: (0, 2, 3), at: kite))
    }

    @Test func aFanTriangleWithALevelAndAnUprightEdgeIsMisread() {
        // The last two triangles of a photo's corner fan: (0, 5, 6) then (0, 6, 7),
        // whose edges 6–0 and 0–7 are level and upright. SDL's test looks at the
        // shared vertex 0 twice and takes them for the rectangle 6–7.
        let fan = points([(155, 102), (153, 97), (150, 93), (145, 90), (140, 89), (135, 88), (137, 102), (155, 103)])
        #expect(SDLRectangleReading.takesForRectangle(previous: (0, 5, 6), current: (0, 6, 7), at: fan))
        #expect(!SDLRectangleReading.tilesRectangle(previous: (0, 5, 6), current: (0, 6, 7), at: fan))
    }

    /// A rounded photo turned in perspective whose corner fans SDL misreads
    /// (the arrangement `OpaqueImageCopyTests` draws at step 4).
    func photos() -> CALayer {
        OpaqueImageCopyTests().photos(step: 4, size: (200, 130))
    }

    @Test func sdlDrawsEveryTriangleOfTheCompositorsFans() throws {
        let canvas = try OffscreenCanvas(pixelWidth: 200, pixelHeight: 130)
        canvas.compositor.flattensStaticContent = false
        let drawn = try canvas.render(photos(), backgroundColor: F.black)
        let calls = canvas.compositor.recordSubmittedDrawCalls()
        // SDL never misreads a pair of the calls' triangles.
        var pairs = 0
        for call in calls.calls where call.indexCount >= 6 {
            let vertex = { (index: Int32) in calls.vertices[call.vertexStart + Int(index)] }
            for t in stride(from: call.indexStart + 3, to: call.indexStart + call.indexCount, by: 3) {
                let previous = (calls.indices[t - 3], calls.indices[t - 2], calls.indices[t - 1])
                let current = (calls.indices[t], calls.indices[t + 1], calls.indices[t + 2])
                if SDLRectangleReading.takesForRectangle(previous: previous, current: current, at: vertex) {
                    #expect(SDLRectangleReading.tilesRectangle(previous: previous, current: current, at: vertex))
                }
                pairs += 1
            }
        }
        #expect(pairs > 50)
        // The oracle: each triangle drawn by a call of its own, which SDL cannot pair.
        #expect(SDL_SetRenderDrawColor(canvas.renderer, 0, 0, 0, 255) == 0 && SDL_RenderClear(canvas.renderer) == 0)
        #expect(SDL_SetRenderDrawBlendMode(canvas.renderer, SDL_BLENDMODE_BLEND) == 0)
        calls.vertices.withUnsafeBufferPointer { vertices in
            calls.indices.withUnsafeBufferPointer { indices in
                for call in calls.calls where !call.copiesTexture {
                    if let texture = call.texture { SDL_SetTextureBlendMode(texture, call.blendMode) }
                    for t in stride(from: call.indexStart, to: call.indexStart + call.indexCount, by: 3) {
                        #expect(SDL_RenderGeometry(canvas.renderer, call.texture, vertices.baseAddress! + call.vertexStart,
                                                   Int32(call.vertexCount), indices.baseAddress! + t, 3) == 0)
                    }
                }
            }
        }
        let oneByOne = try canvas.image()
        let differing = (0..<(200 * 130)).filter { drawn.pixels[$0 * 4..<$0 * 4 + 3] != oneByOne.pixels[$0 * 4..<$0 * 4 + 3] }
        #expect(differing.isEmpty, "\(differing.count) pixels differ: \(differing.prefix(8).map { ($0 % 200, $0 / 200) })")
    }
}
