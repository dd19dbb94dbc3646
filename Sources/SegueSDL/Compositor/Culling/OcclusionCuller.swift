/// Drops the surfaces of a composited frame that would not change a pixel
/// (Segue internal; Core Animation's render server does the same with layers it
/// knows are hidden): those whose bounding box misses the render target, and those
/// lying entirely inside an opaque surface drawn after them.
///
/// The frame is in painter's order, so "drawn after" is exactly "above", whatever
/// put it there — `zPosition` sorting, a `CATransformLayer`'s depth order, the
/// exploded view's sheets. The culler walks the surfaces front to back and keeps
/// the `capacity` largest opaque outlines seen so far as occluders; each later
/// (lower) surface is tested against them. An occluder is a convex polygon in
/// window pixels painted entirely at alpha 255 — a background whose colour, with
/// the accumulated opacity, is opaque (its rounded corners and any masking
/// already cut into the polygon), or contents whose every pixel is opaque drawn at
/// full opacity — so blending leaves nothing of what lies inside it. A surface is
/// hidden when every point of its outline lies inside one occluder (to a
/// thousandth of a pixel, so a surface exactly under its cover goes).
///
/// Small occluders are not kept: a bounded set keeps the tests linear in the
/// number of surfaces, and what a small opaque surface hides is small.
struct OcclusionCuller {
    /// How many occluders are kept at once.
    static let capacity = 8
    /// How far (pixels) a point may lie outside an occluder's edge and still count
    /// as inside.
    static let tolerance = 1e-3

    /// An occluder: its bounding box, its rank, and its edges as half-planes
    /// (normalised, ≥ 0 inside) in `planes`.
    private struct Occluder {
        var minX: Float
        var minY: Float
        var maxX: Float
        var maxY: Float
        var area: Double
        var planeStart: Int
        var planeCount: Int
    }

    private var occluders: [Occluder] = []
    private var planes: [SIMD3<Double>] = []

    init() {
        occluders.reserveCapacity(Self.capacity)
    }

    /// Marks the hidden surfaces of `frame` (before `CompositedFrame.compact`) for a
    /// `width` × `height` pixel target.
    mutating func cull(_ frame: inout CompositedFrame, width: Double, height: Double) {
        occluders.removeAll(keepingCapacity: true)
        planes.removeAll(keepingCapacity: true)
        let w = Float(width), h = Float(height)
        var index = frame.surfaces.count - 1
        while index >= 0 {
            let s = frame.surfaces[index]
            if s.maxX <= 0 || s.maxY <= 0 || s.minX >= w || s.minY >= h || isHidden(s, in: frame) {
                frame.cull(surface: index)
            } else if s.isOpaque {
                offer(s, in: frame, width: w, height: h)
            }
            index -= 1
        }
    }

    /// The number of occluders held (for tests).
    var occluderCount: Int { occluders.count }

    /// The `index`th point of `s`'s outline.
    @inline(__always)
    private static func point(_ index: Int, of s: CompositedSurface, in frame: CompositedFrame) -> SIMD2<Double> {
        if s.outlineCount > 0 {
            let p = frame.outlinePoints[s.outlineStart + index]
            return SIMD2(Double(p.x), Double(p.y))
        }
        let v = frame.vertices[s.vertexStart + index]
        return SIMD2(Double(v.x), Double(v.y))
    }

    private static func pointCount(of s: CompositedSurface) -> Int {
        s.outlineCount > 0 ? s.outlineCount : s.vertexCount
    }

    private func isHidden(_ s: CompositedSurface, in frame: CompositedFrame) -> Bool {
        let count = Self.pointCount(of: s)
        for occluder in occluders
        where occluder.minX <= s.minX && occluder.minY <= s.minY && occluder.maxX >= s.maxX && occluder.maxY >= s.maxY {
            var inside = true
            var index = 0
            while inside && index < count {
                let p = Self.point(index, of: s, in: frame)
                for plane in occluder.planeStart..<(occluder.planeStart + occluder.planeCount) {
                    let e = planes[plane]
                    if e.x * p.x + e.y * p.y + e.z < -Self.tolerance {
                        inside = false
                        break
                    }
                }
                index += 1
            }
            if inside { return true }
        }
        return false
    }

    /// Takes `s` as an occluder if the set has room or it is larger than the
    /// smallest held.
    private mutating func offer(_ s: CompositedSurface, in frame: CompositedFrame, width: Float, height: Float) {
        let count = Self.pointCount(of: s)
        guard count >= 3 else { return }
        var twiceArea = 0.0
        var previous = Self.point(count - 1, of: s, in: frame)
        for index in 0..<count {
            let p = Self.point(index, of: s, in: frame)
            twiceArea += previous.x * p.y - p.x * previous.y
            previous = p
        }
        // Edge-on slivers hide nothing worth the tests.
        guard abs(twiceArea) >= 2 else { return }
        let visibleWidth = Double(max(0, min(s.maxX, width) - max(s.minX, 0)))
        let visibleHeight = Double(max(0, min(s.maxY, height) - max(s.minY, 0)))
        let area = min(abs(twiceArea) / 2, visibleWidth * visibleHeight)
        var slot = occluders.count
        if slot == Self.capacity {
            var smallest = 0
            for candidate in 1..<occluders.count where occluders[candidate].area < occluders[smallest].area {
                smallest = candidate
            }
            guard occluders[smallest].area < area else { return }
            slot = smallest
        }
        // Edges as normalised half-planes, inside ≥ 0 whichever way the outline
        // turns (a mirrored surface runs the other way round).
        let orientation: Double = twiceArea > 0 ? 1 : -1
        let planeStart = planes.count
        previous = Self.point(count - 1, of: s, in: frame)
        for index in 0..<count {
            let p = Self.point(index, of: s, in: frame)
            let ex = p.x - previous.x, ey = p.y - previous.y
            let length = (ex * ex + ey * ey).squareRoot()
            if length > 1e-9 {
                let a = -ey / length * orientation, b = ex / length * orientation
                planes.append(SIMD3(a, b, -(a * previous.x + b * previous.y)))
            }
            previous = p
        }
        let occluder = Occluder(minX: s.minX, minY: s.minY, maxX: s.maxX, maxY: s.maxY, area: area,
                                planeStart: planeStart, planeCount: planes.count - planeStart)
        if slot == occluders.count { occluders.append(occluder) } else { occluders[slot] = occluder }
    }
}
