import Foundation
import Testing
@testable import SegueSDL

/// The frame the tessellator fills: a surface whose geometry is not finite never
/// reaches the screen or the counters (a window resized mid-flip once produced one,
/// and `pixelsFilled` trapped converting NaN to Int).
@Suite struct CompositedFrameTests {
    func vertex(_ x: Float, _ y: Float) -> CompositedVertex {
        CompositedVertex(x: x, y: y, red: 255, green: 0, blue: 0, alpha: 255, u: 0, v: 0)
    }

    /// Appends a quad with corners at the given points as one surface; whether it was kept.
    func appendQuad(_ frame: inout CompositedFrame, _ points: [(Float, Float)], layer: Int) -> Bool {
        frame.currentLayer = layer
        frame.beginSurface(image: nil)
        for (x, y) in points { frame.append(vertex(x, y)) }
        frame.appendTriangle(0, 1, 2)
        frame.appendTriangle(0, 2, 3)
        frame.markOpaque()
        return frame.endSurface()
    }

    @Test(arguments: [Float.nan, Float.infinity, -Float.infinity])
    func aSurfaceWithAVertexThatIsNotFiniteIsDroppedAndCountsNoPixels(bad: Float) {
        var frame = CompositedFrame()
        #expect(appendQuad(&frame, [(0, 0), (10, 0), (10, 10), (0, 10)], layer: 0))
        #expect(!appendQuad(&frame, [(20, 20), (bad, 20), (30, 30), (20, 30)], layer: 1))
        #expect(frame.surfaces.count == 1 && frame.vertices.count == 4 && frame.triangleCount == 2)
        let summary = frame.compact(width: 100, height: 100)
        #expect(summary.keptSurfaces == 1)
        #expect(summary.pixelsFilled == 100)
        #expect(summary.culledLayers == 1, "the layer tried to draw and showed nothing")
    }
}
