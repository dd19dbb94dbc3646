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

/// `CompositedFrame.appendFan` gives exactly what appending each vertex and each
/// fan triangle did: the same vertices, indices, bounding box and finiteness flag.
@Suite struct CompositedFrameFanTests {
    func vertex(_ x: Float, _ y: Float, _ u: Float) -> CompositedVertex {
        CompositedVertex(x: x, y: y, red: 10, green: 20, blue: 30, alpha: 200, u: u, v: 1 - u)
    }

    /// The first polygon as one surface, the others together as a second, built
    /// both ways.
    func frames(_ polygons: [[CompositedVertex]]) -> (CompositedFrame, CompositedFrame) {
        var oneByOne = CompositedFrame(), fans = CompositedFrame()
        for (index, polygon) in polygons.enumerated() {
            if index < 2 {
                oneByOne.beginSurface(image: nil)
                fans.beginSurface(image: nil)
            }
            let base = oneByOne.nextIndexInBatch
            for v in polygon { oneByOne.append(v) }
            for k in 1..<Int32(polygon.count - 1) { oneByOne.appendTriangle(base, base + k, base + k + 1) }
            polygon.withUnsafeBufferPointer { fans.appendFan($0) }
        }
        return (oneByOne, fans)
    }

    @Test(arguments: [Float(3), .nan, .infinity])
    func aFanEqualsItsVerticesAndTrianglesAppendedOneByOne(odd: Float) {
        let polygons = [
            [vertex(0, 0, 0), vertex(10, 0, 0.5), vertex(10, 10, 1)],
            [vertex(-5, 2, 0), vertex(4, -1, 0.1), vertex(8, 3, 0.2), vertex(odd, 9, 0.3), vertex(-2, 7, 0.4)],
            [vertex(20, 20, 0), vertex(30, 20, 1), vertex(30, 30, 1), vertex(20, 30, 0)],
        ]
        let (expected, actual) = frames(polygons)
        // Bit for bit (a NaN vertex is not == itself).
        func bytes(_ frame: CompositedFrame) -> [UInt8] { frame.vertices.withUnsafeBytes { Array($0) } }
        #expect(bytes(actual) == bytes(expected))
        #expect(actual.indices == expected.indices)
        #expect(actual.surfaces.count == 2)
        for (a, e) in zip(actual.surfaces, expected.surfaces) {
            #expect(a.vertexStart == e.vertexStart && a.vertexCount == e.vertexCount)
            #expect(a.indexStart == e.indexStart && a.indexCount == e.indexCount)
            #expect(a.minX == e.minX && a.minY == e.minY && a.maxX == e.maxX && a.maxY == e.maxY)
            #expect(a.hasNonFiniteVertex == e.hasNonFiniteVertex)
        }
        #expect(actual.surfaces[1].hasNonFiniteVertex == !odd.isFinite)
    }

    @Test func fewerThanThreeVerticesAddNothing() {
        var frame = CompositedFrame()
        frame.beginSurface(image: nil)
        let pair = [vertex(0, 0, 0), vertex(1, 1, 1)]
        pair.withUnsafeBufferPointer { frame.appendFan($0) }
        #expect(frame.vertices.isEmpty && frame.indices.isEmpty && frame.surfaces[0].vertexCount == 0)
    }
}
