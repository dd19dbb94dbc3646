import Foundation
import Testing
import Segue
@testable import SegueSDL
import SegueTestSupport

/// `OcclusionCuller` reads the surfaces in place, keeps the smallest occluder's
/// place between offers and turns a candidate away on its visible box's area
/// before computing its outline's: random frames of many opaque and translucent
/// surfaces (fans and explicit outlines, some mirrored, some off the target) are
/// culled exactly as the straightforward culler (`ReferenceOcclusionCuller`) culls
/// them.
@Suite struct OcclusionCullerEquivalenceTests {
    func randomFrame(seed: UInt64, count: Int) -> CompositedFrame {
        var g = SeededGenerator(seed: seed)
        var frame = CompositedFrame()
        for layer in 0..<count {
            frame.currentLayer = layer
            frame.beginSurface(image: nil)
            let cx = Float.random(in: -60...260, using: &g), cy = Float.random(in: -60...210, using: &g)
            let rx = Float.random(in: 1...90, using: &g), ry = Float.random(in: 1...70, using: &g)
            let sides = g.int(3..<10)
            let mirrored = g.int(0..<3) == 0
            let polygon = (0..<sides).map { k -> CompositedVertex in
                let angle = Float(k) / Float(sides) * 2 * .pi * (mirrored ? -1 : 1)
                return CompositedVertex(x: cx + rx * cos(angle), y: cy + ry * sin(angle), red: 1, green: 2, blue: 3,
                                        alpha: 255, u: 0, v: 0)
            }
            polygon.withUnsafeBufferPointer { frame.appendFan($0) }
            switch g.int(0..<5) {
            case 0: break  // translucent
            case 1:
                let outline = polygon.map { SIMD2($0.x, $0.y) }
                outline.withUnsafeBufferPointer { frame.setOutline($0, opaque: true) }
            default: frame.markOpaque()
            }
            frame.endSurface()
        }
        return frame
    }

    @Test(arguments: [UInt64(3), 17, 41, 2024, 65537, 999_999])
    func cullingMarksWhatTheStraightforwardCullerMarks(seed: UInt64) {
        var frame = randomFrame(seed: seed, count: 120)
        let expected = ReferenceOcclusionCuller.culled(frame, width: 200, height: 150)
        var culler = OcclusionCuller()
        culler.cull(&frame, width: 200, height: 150)
        let culled = Set(frame.surfaces.indices.filter { frame.surfaces[$0].isCulled })
        #expect(culled == expected)
        #expect(frame.culledSurfaceCount == expected.count)
        #expect(!expected.isEmpty && expected.count < 120, "the frames exercise both outcomes")
    }
}

/// The occlusion culling `OcclusionCuller` did before it read surfaces in place
/// (test reference): front to back, a surface is culled when its box misses the
/// target or every outline point lies inside one held occluder; an opaque one is
/// then offered, replacing the smallest of eight when larger.
enum ReferenceOcclusionCuller {
    struct Occluder {
        var minX, minY, maxX, maxY: Float
        var area: Double
        var planes: [SIMD3<Double>]
    }

    static func points(_ s: CompositedSurface, _ frame: CompositedFrame) -> [SIMD2<Double>] {
        if s.outlineCount > 0 {
            return (0..<s.outlineCount).map {
                let p = frame.outlinePoints[s.outlineStart + $0]
                return SIMD2(Double(p.x), Double(p.y))
            }
        }
        return (0..<s.vertexCount).map {
            let v = frame.vertices[s.vertexStart + $0]
            return SIMD2(Double(v.x), Double(v.y))
        }
    }

    static func culled(_ frame: CompositedFrame, width: Double, height: Double) -> Set<Int> {
        var occluders: [Occluder] = []
        var result = Set<Int>()
        let w = Float(width), h = Float(height)
        for index in frame.surfaces.indices.reversed() {
            let s = frame.surfaces[index]
            let outline = points(s, frame)
            let hidden = occluders.contains { o in
                o.minX <= s.minX && o.minY <= s.minY && o.maxX >= s.maxX && o.maxY >= s.maxY
                    && outline.allSatisfy { p in o.planes.allSatisfy { $0.x * p.x + $0.y * p.y + $0.z >= -1e-3 } }
            }
            if s.maxX <= 0 || s.maxY <= 0 || s.minX >= w || s.minY >= h || hidden {
                result.insert(index)
                continue
            }
            guard s.isOpaque, outline.count >= 3 else { continue }
            var twice = 0.0
            var previous = outline[outline.count - 1]
            for p in outline {
                twice += previous.x * p.y - p.x * previous.y
                previous = p
            }
            guard abs(twice) >= 2 else { continue }
            let visible = Double(max(0, min(s.maxX, w) - max(s.minX, 0))) * Double(max(0, min(s.maxY, h) - max(s.minY, 0)))
            let area = min(abs(twice) / 2, visible)
            var slot = occluders.count
            if slot == 8 {
                var smallest = 0
                for candidate in 1..<8 where occluders[candidate].area < occluders[smallest].area { smallest = candidate }
                guard occluders[smallest].area < area else { continue }
                slot = smallest
            }
            let orientation: Double = twice > 0 ? 1 : -1
            var planes: [SIMD3<Double>] = []
            previous = outline[outline.count - 1]
            for p in outline {
                let ex = p.x - previous.x, ey = p.y - previous.y
                let length = (ex * ex + ey * ey).squareRoot()
                if length > 1e-9 {
                    let a = -ey / length * orientation, b = ex / length * orientation
                    planes.append(SIMD3(a, b, -(a * previous.x + b * previous.y)))
                }
                previous = p
            }
            let occluder = Occluder(minX: s.minX, minY: s.minY, maxX: s.maxX, maxY: s.maxY, area: area, planes: planes)
            if slot == occluders.count { occluders.append(occluder) } else { occluders[slot] = occluder }
        }
        return result
    }
}
