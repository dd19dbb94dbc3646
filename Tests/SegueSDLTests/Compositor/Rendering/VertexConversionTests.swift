import CSDL2
import Foundation
import Testing
import Segue
@testable import SegueSDL
import SegueTestSupport

/// `LayerCompositor`'s conversion of a built frame into SDL's vertices copies the
/// frame whole and converts each batch in place, inserting a batch's far-edge
/// slivers after it: random frames — textured and plain batches, vertices on the
/// images' far edges, triangles lying entirely on them — convert, bit for bit, as
/// the batch-by-batch conversion (`ReferenceConversion`) converts them, with and
/// without rounding for the software renderer.
@MainActor @Suite struct VertexConversionTests {
    static let images: [CGImage] = [(5, 4), (16, 9), (3, 3)].map { size in
        CGImage(width: size.0, height: size.1, rgbaPixels: [UInt8](repeating: 200, count: size.0 * size.1 * 4))!
    }

    func randomFrame(seed: UInt64) -> CompositedFrame {
        var g = SeededGenerator(seed: seed)
        var frame = CompositedFrame()
        func coordinate() -> Float {
            switch g.int(0..<4) {
            case 0: return 1
            case 1: return 0
            default: return Float.random(in: 0...1, using: &g)
            }
        }
        for layer in 0..<30 {
            frame.currentLayer = layer
            let image = g.int(0..<4)
            if image < 3 { frame.beginSurface(image: Self.images[image]) } else { frame.beginSurface(image: nil) }
            let count = g.int(3..<8)
            let fan = (0..<count).map { _ in
                CompositedVertex(x: Float.random(in: -20...220, using: &g) + (g.int(0..<3) == 0 ? 0.5 : 0), y: Float.random(in: -20...170, using: &g),
                                 red: 9, green: 8, blue: 7, alpha: 255, u: coordinate(), v: coordinate())
            }
            fan.withUnsafeBufferPointer { frame.appendFan($0) }
            frame.endSurface()
        }
        _ = frame.compact(width: 200, height: 150)
        return frame
    }

    @Test(arguments: [UInt64(5), 6, 7, 8, 21, 34, 55, 89])
    func theConversionGivesWhatConvertingBatchByBatchGives(seed: UInt64) {
        let frame = randomFrame(seed: seed)
        for rounds in [false, true] {
            let converted = LayerCompositor.convertedGeometry(of: frame, roundsToWholePixels: rounds)
            let expected = ReferenceConversion(frame, roundsToWholePixels: rounds)
            #expect(converted.vertices.withUnsafeBytes { Array($0) } == expected.vertices.withUnsafeBytes { Array($0) })
            #expect(converted.indices == expected.indices)
            #expect(converted.ranges == expected.ranges)
        }
    }

    @Test func theFramesHaveSlivers() {
        // The random frames above exercise the sliver path: some batch gains vertices.
        let slivered = [UInt64(5), 6, 7, 8, 21, 34, 55, 89].contains { seed in
            let frame = randomFrame(seed: seed)
            return LayerCompositor.convertedGeometry(of: frame, roundsToWholePixels: true).vertices.count
                > frame.vertices.count
        }
        #expect(slivered)
    }
}

/// The conversion `LayerCompositor` did before it copied frames whole (test
/// reference): batch by batch, each vertex rounded (`(x + 0.5).rounded(.down)`) and,
/// textured, snapped to its nearest texel edge, then the batch's triangles lying
/// on the far edges given their own vertices on the last texel, appended after
/// the batch's.
struct ReferenceConversion {
    var vertices: [SDL_Vertex] = []
    var indices: [Int32] = []
    var ranges: [LayerCompositor.BatchRange] = []

    static func texelEdge(_ c: Float, _ texels: Int) -> Int { min(max(Int((c * Float(texels)).rounded()), 0), texels) }
    static func coordinate(ofEdge edge: Int, _ texels: Int) -> Float {
        edge >= texels ? 1 : (Float(edge) + 0.25) / Float(texels)
    }

    init(_ frame: CompositedFrame, roundsToWholePixels: Bool) {
        for batch in frame.batches {
            let vertexStart = vertices.count, indexStart = indices.count
            let width = batch.image?.width ?? 1, height = batch.image?.height ?? 1
            let snaps = roundsToWholePixels && batch.image != nil
            var edges: [(u: Int, v: Int)] = []
            for offset in 0..<batch.vertexCount {
                let v = frame.vertices[batch.vertexStart + offset]
                var x = v.x, y = v.y, u = v.u, t = v.v
                if roundsToWholePixels {
                    x = (x + 0.5).rounded(.down)
                    y = (y + 0.5).rounded(.down)
                }
                if snaps {
                    let edgeU = Self.texelEdge(u, width), edgeV = Self.texelEdge(t, height)
                    edges.append((edgeU, edgeV))
                    u = Self.coordinate(ofEdge: edgeU, width)
                    t = Self.coordinate(ofEdge: edgeV, height)
                }
                vertices.append(SDL_Vertex(position: SDL_FPoint(x: x, y: y),
                                           color: SDL_Color(r: v.red, g: v.green, b: v.blue, a: v.alpha),
                                           tex_coord: SDL_FPoint(x: u, y: t)))
            }
            indices += frame.indices[batch.indexStart..<(batch.indexStart + batch.indexCount)]
            if snaps {
                var triangle = indexStart
                while triangle < indices.count {
                    let ea = edges[Int(indices[triangle])], eb = edges[Int(indices[triangle + 1])]
                    let ec = edges[Int(indices[triangle + 2])]
                    let onRight = ea.u == width && eb.u == width && ec.u == width
                    let onBottom = ea.v == height && eb.v == height && ec.v == height
                    if onRight || onBottom {
                        for corner in 0..<3 {
                            var vertex = vertices[vertexStart + Int(indices[triangle + corner])]
                            if onRight { vertex.tex_coord.x = Self.coordinate(ofEdge: width - 1, width) }
                            if onBottom { vertex.tex_coord.y = Self.coordinate(ofEdge: height - 1, height) }
                            vertices.append(vertex)
                            indices[triangle + corner] = Int32(vertices.count - 1 - vertexStart)
                        }
                    }
                    triangle += 3
                }
            }
            ranges.append(LayerCompositor.BatchRange(vertexStart: vertexStart, vertexCount: vertices.count - vertexStart,
                                                     indexStart: indexStart, indexCount: indices.count - indexStart))
        }
    }
}
