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

    /// An occluder: its rank, and its edges as half-planes (normalised, ≥ 0
    /// inside) in `planes` (its bounding box is in `boxes`).
    private struct Occluder {
        var area: Double
        var planeStart: Int
        var planeCount: Int
    }

    private var occluders: [Occluder] = []
    /// Per occluder, its box as (minX, minY, −maxX, −maxY): a surface's box lies
    /// inside it when each lane is ≤ the surface's box in the same form — one
    /// vector comparison.
    private var boxes: [SIMD4<Float>] = []
    private var planes: [SIMD3<Double>] = []
    /// Which held occluder has the smallest area (the first such), once
    /// `capacity` are held: the one a larger candidate replaces.
    private var smallest = 0

    init() {
        occluders.reserveCapacity(Self.capacity)
        boxes.reserveCapacity(Self.capacity)
    }

    /// Marks the hidden surfaces of `frame` (before `CompositedFrame.compact`) for a
    /// `width` × `height` pixel target.
    mutating func cull(_ frame: inout CompositedFrame, width: Double, height: Double) {
        occluders.removeAll(keepingCapacity: true)
        boxes.removeAll(keepingCapacity: true)
        planes.removeAll(keepingCapacity: true)
        smallest = 0
        let w = Float(width), h = Float(height)
        frame.withSurfacesForCulling { surfaces, vertices, outline in
            var culled = 0
            var index = surfaces.count - 1
            while index >= 0 {
                let s = surfaces.baseAddress! + index
                let points = Self.outline(of: s, vertices: vertices, outline: outline)
                if s.pointee.maxX <= 0 || s.pointee.maxY <= 0 || s.pointee.minX >= w || s.pointee.minY >= h
                    || isHidden(s, points) {
                    if !s.pointee.isCulled { culled += 1 }
                    s.pointee.isCulled = true
                } else if s.pointee.isOpaque {
                    offer(s, points, width: w, height: h)
                }
                index -= 1
            }
            return culled
        }
    }

    /// The number of occluders held (for tests).
    var occluderCount: Int { occluders.count }

    /// The points of a surface's outline in place: its explicit outline, or its
    /// vertices.
    private struct OutlinePoints {
        let outline: UnsafePointer<SIMD2<Float>>?
        let vertices: UnsafePointer<CompositedVertex>?
        let count: Int

        /// The `index`th point (`0..<count`), widened to doubles.
        @inline(__always)
        subscript(index: Int) -> SIMD2<Double> {
            if let outline {
                let p = outline[index]
                return SIMD2(Double(p.x), Double(p.y))
            }
            let v = vertices.unsafelyUnwrapped[index]
            return SIMD2(Double(v.x), Double(v.y))
        }
    }

    @inline(__always)
    private static func outline(of s: UnsafeMutablePointer<CompositedSurface>,
                                vertices: UnsafeBufferPointer<CompositedVertex>,
                                outline: UnsafeBufferPointer<SIMD2<Float>>) -> OutlinePoints {
        if s.pointee.outlineCount > 0 {
            return OutlinePoints(outline: outline.baseAddress! + s.pointee.outlineStart, vertices: nil,
                                 count: s.pointee.outlineCount)
        }
        guard s.pointee.vertexCount > 0, let base = vertices.baseAddress else {
            return OutlinePoints(outline: nil, vertices: nil, count: 0)
        }
        return OutlinePoints(outline: nil, vertices: base + s.pointee.vertexStart, count: s.pointee.vertexCount)
    }

    private func isHidden(_ s: UnsafeMutablePointer<CompositedSurface>, _ points: OutlinePoints) -> Bool {
        let box = SIMD4(s.pointee.minX, s.pointee.minY, -s.pointee.maxX, -s.pointee.maxY)
        return boxes.withUnsafeBufferPointer { boxes in
            occluders.withUnsafeBufferPointer { occluders in
                planes.withUnsafeBufferPointer { planes in
                    for index in 0..<boxes.count where all(boxes[index] .<= box) {
                        let occluder = occluders[index]
                        var inside = true
                        var point = 0
                        while inside && point < points.count {
                            let p = points[point]
                            for plane in occluder.planeStart..<(occluder.planeStart + occluder.planeCount) {
                                let e = planes[plane]
                                if e.x * p.x + e.y * p.y + e.z < -Self.tolerance {
                                    inside = false
                                    break
                                }
                            }
                            point += 1
                        }
                        if inside { return true }
                    }
                    return false
                }
            }
        }
    }

    /// Takes `s` as an occluder if the set has room or it is larger than the
    /// smallest held.
    private mutating func offer(_ s: UnsafeMutablePointer<CompositedSurface>, _ points: OutlinePoints,
                                width: Float, height: Float) {
        let count = points.count
        guard count >= 3 else { return }
        let visibleWidth = Double(max(0, min(s.pointee.maxX, width) - max(s.pointee.minX, 0)))
        let visibleHeight = Double(max(0, min(s.pointee.maxY, height) - max(s.pointee.minY, 0)))
        // Its area is at most its visible box's: a full set whose smallest is no
        // smaller keeps it out without the outline's area.
        let full = occluders.count == Self.capacity
        if full, occluders[smallest].area >= visibleWidth * visibleHeight { return }
        var twiceArea = 0.0
        var previous = points[count - 1]
        for index in 0..<count {
            let p = points[index]
            twiceArea += previous.x * p.y - p.x * previous.y
            previous = p
        }
        // Edge-on slivers hide nothing worth the tests.
        guard abs(twiceArea) >= 2 else { return }
        let area = min(abs(twiceArea) / 2, visibleWidth * visibleHeight)
        var slot = occluders.count
        if full {
            guard occluders[smallest].area < area else { return }
            slot = smallest
        }
        // Edges as normalised half-planes, inside ≥ 0 whichever way the outline
        // turns (a mirrored surface runs the other way round).
        let orientation: Double = twiceArea > 0 ? 1 : -1
        let planeStart = planes.count
        previous = points[count - 1]
        for index in 0..<count {
            let p = points[index]
            let ex = p.x - previous.x, ey = p.y - previous.y
            let length = (ex * ex + ey * ey).squareRoot()
            if length > 1e-9 {
                let a = -ey / length * orientation, b = ex / length * orientation
                planes.append(SIMD3(a, b, -(a * previous.x + b * previous.y)))
            }
            previous = p
        }
        let occluder = Occluder(area: area, planeStart: planeStart, planeCount: planes.count - planeStart)
        let box = SIMD4(s.pointee.minX, s.pointee.minY, -s.pointee.maxX, -s.pointee.maxY)
        if slot == occluders.count {
            occluders.append(occluder)
            boxes.append(box)
        } else {
            occluders[slot] = occluder
            boxes[slot] = box
        }
        if occluders.count == Self.capacity {
            smallest = 0
            for candidate in 1..<occluders.count where occluders[candidate].area < occluders[smallest].area {
                smallest = candidate
            }
        }
    }
}
