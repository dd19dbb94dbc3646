import Foundation
import Testing
import Segue
@testable import SegueSDL
import SegueTestSupport

/// `CompositedFrame.compact` keeps its output while doing less: areas summed as
/// triangles are appended, indices written relative to the batch they will be in,
/// layers tracked only when something was culled or dropped. Random frames —
/// shared and alternating images, culled and dropped surfaces, surfaces leaving
/// the target, fans and single triangles — are compacted and compared, bit for
/// bit, with the straightforward algorithm (`ReferenceCompaction`: surface-relative
/// indices, every triangle's area computed at the end, every layer tracked).
@MainActor @Suite struct CompositedFrameCompactionTests {
    /// A surface as the test emits it.
    struct Spec {
        var image: Int?
        var layer: Int
        var polygons: [[CompositedVertex]]
        /// Extra triangles appended one by one (surface-relative indices).
        var triangles: [(Int32, Int32, Int32)]
        var culled: Bool
    }

    static let images: [CGImage] = (0..<3).map { index in
        CGImage(width: 2, height: 2, rgbaPixels: [UInt8](repeating: UInt8(40 * index + 10), count: 16))!
    }

    func vertex(_ x: Float, _ y: Float, _ g: inout SeededGenerator) -> CompositedVertex {
        CompositedVertex(x: x, y: y, red: UInt8(g.int(0..<256)), green: 7, blue: 9, alpha: 255,
                         u: Float.random(in: 0...1, using: &g), v: Float.random(in: 0...1, using: &g))
    }

    func randomSpecs(seed: UInt64, count: Int) -> [Spec] {
        var g = SeededGenerator(seed: seed)
        var specs: [Spec] = []
        for _ in 0..<count {
            let image: Int? = g.int(0..<4) == 0 ? nil : g.int(0..<2) + (g.int(0..<5) == 0 ? 1 : 0)
            var polygons: [[CompositedVertex]] = []
            let empty = g.int(0..<10) == 0
            if !empty {
                for _ in 0..<g.int(1..<3) {
                    // A convex polygon around a centre that may lie outside the
                    // 200 × 150 target.
                    let cx = Float.random(in: -40...240, using: &g), cy = Float.random(in: -40...190, using: &g)
                    let r = Float.random(in: 2...60, using: &g)
                    let sides = g.int(3..<9)
                    polygons.append((0..<sides).map { k in
                        let angle = Float(k) / Float(sides) * 2 * .pi
                        return vertex(cx + r * cos(angle), cy + r * sin(angle), &g)
                    })
                }
            }
            var triangles: [(Int32, Int32, Int32)] = []
            let vertexCount = polygons.reduce(0) { $0 + $1.count }
            if vertexCount >= 3, g.int(0..<4) == 0 {
                triangles.append((0, Int32(vertexCount - 1), Int32(vertexCount / 2)))
            }
            specs.append(Spec(image: image, layer: g.int(0..<12), polygons: polygons, triangles: triangles,
                              culled: g.int(0..<4) == 0))
        }
        return specs
    }

    /// The frame under test, built from `specs`, culled and compacted.
    func compacted(_ specs: [Spec]) -> (CompositedFrame, CompositedFrame.Summary) {
        var frame = CompositedFrame()
        var kept: [Int] = []
        for (index, spec) in specs.enumerated() {
            frame.currentLayer = spec.layer
            if let image = spec.image { frame.beginSurface(image: Self.images[image]) } else { frame.beginSurface(image: nil) }
            for polygon in spec.polygons { polygon.withUnsafeBufferPointer { frame.appendFan($0) } }
            for (a, b, c) in spec.triangles { frame.appendTriangle(a, b, c) }
            if frame.endSurface() { kept.append(index) }
        }
        for (surface, index) in kept.enumerated() where specs[index].culled { frame.cull(surface: surface) }
        let summary = frame.compact(width: 200, height: 150)
        return (frame, summary)
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8, 99, 12345])
    func compactingGivesWhatTheStraightforwardAlgorithmGives(seed: UInt64) {
        let specs = randomSpecs(seed: seed, count: 40)
        let (frame, summary) = compacted(specs)
        let reference = ReferenceCompaction(specs.map {
            ReferenceCompaction.Surface(image: $0.image.map { Self.images[$0] }, layer: $0.layer, polygons: $0.polygons,
                                        triangles: $0.triangles, culled: $0.culled)
        }, width: 200, height: 150)
        #expect(frame.vertices.withUnsafeBytes { Array($0) } == reference.vertices.withUnsafeBytes { Array($0) })
        #expect(frame.indices == reference.indices)
        #expect(summary.keptSurfaces == reference.keptSurfaces)
        #expect(summary.pixelsFilled.bitPattern == reference.pixelsFilled.bitPattern)
        #expect(summary.culledLayers == reference.culledLayers)
        #expect(frame.batches.count == reference.batches.count)
        for (batch, expected) in zip(frame.batches, reference.batches) {
            #expect(batch.image === expected.image)
            #expect(batch.vertexStart == expected.vertexStart && batch.vertexCount == expected.vertexCount)
            #expect(batch.indexStart == expected.indexStart && batch.indexCount == expected.indexCount)
            #expect(batch.pixelsFilled.bitPattern == expected.pixelsFilled.bitPattern)
        }
        // Kept surfaces point into the compacted arrays, their indices relative to
        // their batch's first vertex.
        for surface in frame.surfaces where !surface.isCulled {
            let batch = frame.batches.first { surface.vertexStart >= $0.vertexStart
                && surface.vertexStart < $0.vertexStart + $0.vertexCount }
            #expect(batch?.vertexStart == surface.indexOrigin)
        }
    }

    @Test func aFrameWithNothingCulledOrDroppedIsBatchedWithoutMovingAnything() {
        var specs = randomSpecs(seed: 77, count: 30)
        for index in specs.indices { specs[index].culled = false }
        specs.removeAll { $0.polygons.allSatisfy { $0.count < 3 } }
        var frame = CompositedFrame()
        for spec in specs {
            frame.currentLayer = spec.layer
            if let image = spec.image { frame.beginSurface(image: Self.images[image]) } else { frame.beginSurface(image: nil) }
            for polygon in spec.polygons { polygon.withUnsafeBufferPointer { frame.appendFan($0) } }
            for (a, b, c) in spec.triangles { frame.appendTriangle(a, b, c) }
            frame.endSurface()
        }
        let before = frame.indices
        let summary = frame.compact(width: 200, height: 150)
        #expect(frame.indices == before, "indices were written relative to their batch already")
        #expect(summary.culledLayers == 0 && summary.keptSurfaces == specs.count)
    }
}

/// The compaction `CompositedFrame` did before it kept the areas and batch-relative
/// indices as it went (test reference): surfaces with surface-relative indices,
/// culled ones dropped, consecutive kept ones sharing an image batched, each
/// triangle's area computed at the end (clipped when the surface's box leaves the
/// target), and a layer counted culled when it had a surface and kept none.
struct ReferenceCompaction {
    struct Surface {
        var image: CGImage?
        var layer: Int
        var polygons: [[CompositedVertex]]
        var triangles: [(Int32, Int32, Int32)]
        var culled: Bool
    }

    var vertices: [CompositedVertex] = []
    var indices: [Int32] = []
    var batches: [CompositedBatch] = []
    var keptSurfaces = 0
    var pixelsFilled = 0.0
    var culledLayers = 0

    init(_ surfaces: [Surface], width: Double, height: Double) {
        var attempted = Set<Int>(), drawn = Set<Int>()
        var batchImage: CGImage?
        for surface in surfaces {
            var own: [CompositedVertex] = [], ownIndices: [Int32] = []
            for polygon in surface.polygons where polygon.count >= 3 {
                let base = Int32(own.count)
                own += polygon
                for k in 1..<Int32(polygon.count - 1) { ownIndices += [base, base + k, base + k + 1] }
            }
            for (a, b, c) in surface.triangles { ownIndices += [a, b, c] }
            let finite = own.allSatisfy { $0.x.isFinite && $0.y.isFinite }
            attempted.insert(surface.layer)
            guard !ownIndices.isEmpty, finite, !surface.culled else { continue }
            drawn.insert(surface.layer)
            keptSurfaces += 1
            let minX = own.map(\.x).min()!, maxX = own.map(\.x).max()!
            let minY = own.map(\.y).min()!, maxY = own.map(\.y).max()!
            let inside = minX >= 0 && minY >= 0 && Double(maxX) <= width && Double(maxY) <= height
            var filled = 0.0
            for t in stride(from: 0, to: ownIndices.count, by: 3) {
                let a = own[Int(ownIndices[t])], b = own[Int(ownIndices[t + 1])], c = own[Int(ownIndices[t + 2])]
                filled += inside ? TriangleArea.area(a.x, a.y, b.x, b.y, c.x, c.y)
                    : TriangleArea.clippedArea(a.x, a.y, b.x, b.y, c.x, c.y, width: width, height: height)
            }
            pixelsFilled += filled
            if batches.isEmpty || batchImage !== surface.image {
                batches.append(CompositedBatch(image: surface.image, vertexStart: vertices.count, vertexCount: 0,
                                               indexStart: indices.count, indexCount: 0))
            }
            batchImage = surface.image
            let base = Int32(vertices.count - batches[batches.count - 1].vertexStart)
            vertices += own
            indices += ownIndices.map { $0 + base }
            batches[batches.count - 1].vertexCount += own.count
            batches[batches.count - 1].indexCount += ownIndices.count
            batches[batches.count - 1].pixelsFilled += filled
        }
        culledLayers = attempted.subtracting(drawn).count
    }
}
