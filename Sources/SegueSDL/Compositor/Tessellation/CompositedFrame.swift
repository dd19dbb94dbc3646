import Segue

/// A vertex ready for the screen (Segue internal): pixel position, straight RGBA
/// colour (alpha carries the layer's accumulated opacity) and texture coordinates,
/// in the order of SDL's `SDL_Vertex`.
struct CompositedVertex: Sendable, Equatable {
    var x: Float
    var y: Float
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var alpha: UInt8
    var u: Float
    var v: Float
}

/// A run of triangles drawn with one texture (or none): one `SDL_RenderGeometry`
/// call. Indices are relative to `vertexStart`.
struct CompositedBatch {
    /// The image whose texture the run samples; nil for plain colour.
    var image: CGImage?
    var vertexStart: Int
    var vertexCount: Int
    var indexStart: Int
    var indexCount: Int
    /// The window-space area its triangles fill inside the target, in pixels.
    var pixelsFilled = 0.0
}

/// One surface of one layer — its background, its contents or its border — as the
/// walk emitted it (Segue internal): the unit the culling pass keeps or drops.
///
/// Plain data (no reference): the culling and compacting passes copy surfaces
/// without a retain — images have side tables (the caches' weak references), so
/// each retain and release took the runtime's slow path.
struct CompositedSurface {
    /// Where the image the surface samples is in `CompositedFrame.images`; -1 for
    /// plain colour.
    var imageSlot: Int32
    /// Where its vertices and indices are in the frame. After
    /// `CompositedFrame.compact` a kept surface's ranges point into the compacted
    /// arrays.
    var vertexStart: Int
    var vertexCount = 0
    var indexStart: Int
    var indexCount = 0
    /// The vertex its indices count from (an index `i` names vertex
    /// `indexOrigin + i`). While the frame is being built it is the first vertex of
    /// the run of consecutive surfaces sharing its image that the surface belongs
    /// to — where the batch `compact` makes of that run starts when nothing before
    /// it is culled — so that `compact` leaves the indices as they are unless
    /// culling changed the batches. After `compact`, the first vertex of its batch.
    var indexOrigin: Int
    /// The walk's ordinal of the layer the surface belongs to (its position in the
    /// walk's visiting order), or -1 for the compositor's own decorations.
    var layer: Int
    /// The bounding box of its vertices, in pixels.
    var minX = Float.infinity
    var minY = Float.infinity
    var maxX = -Float.infinity
    var maxY = -Float.infinity
    /// Its triangles' whole (unclipped) areas in pixels, summed triangle by triangle
    /// as they are appended: what `compact` counts as filled when the bounding box
    /// lies inside the target.
    var area = 0.0
    /// An explicit convex outline in `CompositedFrame.outlinePoints` (count 0: the
    /// surface's own vertices are its outline — one convex polygon, or for a border
    /// a set of points whose convex hull holds every triangle).
    var outlineStart = 0
    var outlineCount = 0
    /// The outline is one convex polygon painted entirely with alpha 255: whatever
    /// was drawn before inside it cannot show. Only such surfaces hide others.
    var isOpaque = false
    /// Dropped (by `OcclusionCuller`): outside the target, or inside an opaque
    /// surface drawn after it.
    var isCulled = false
    /// A vertex came out NaN or infinite (a layer whose presented geometry is not
    /// finite): `endSurface` drops the surface, which then draws nothing, hides
    /// nothing and adds no pixels.
    var hasNonFiniteVertex = false
}

/// One frame of composited geometry in painter's order (Segue internal): what the
/// tessellator produces and the SDL side submits. Reused from frame to frame, so
/// once its arrays have grown it allocates nothing.
///
/// The walk emits surfaces (`beginSurface` … `endSurface`); `OcclusionCuller`
/// marks those nothing of would show, and `compact` drops them and groups
/// consecutive surfaces sharing an image into `batches`, one `SDL_RenderGeometry`
/// call each.
///
/// The work after the walk is kept proportional to what culling changed: each
/// triangle's area is summed as it is appended, and indices are written relative
/// to the batch their surface will be in if nothing before it is culled, so a
/// frame with nothing culled is batched without touching a vertex or an index.
struct CompositedFrame {
    private(set) var vertices: [CompositedVertex] = []
    private(set) var indices: [Int32] = []
    private(set) var surfaces: [CompositedSurface] = []
    /// Explicit outlines (pixels) of surfaces drawn as several polygons.
    private(set) var outlinePoints: [SIMD2<Float>] = []
    /// Valid after `compact`.
    private(set) var batches: [CompositedBatch] = []
    /// The images the surfaces sample, held for the frame; a run of surfaces with
    /// the same image shares one entry.
    private(set) var images: [CGImage] = []

    /// The layer ordinal new surfaces get (the walk sets it as it goes).
    var currentLayer = -1

    /// Per layer ordinal, whether it tried to draw and whether anything of it was
    /// kept (reused storage for `compact`); used only while `tracksLayers`.
    private var layerStates: [UInt8] = []
    /// Whether a layer was marked as having tried to draw (a surface dropped by
    /// `endSurface`) since the last `compact`.
    private var hasAttemptedLayer = false
    /// How many surfaces are marked culled.
    private(set) var culledSurfaceCount = 0
    /// Reused storage for `reorderSurfaces(from:rank:)`.
    private var reorderRanks: [(key: Int, index: Int)] = []
    private var reorderVertices: [CompositedVertex] = []
    private var reorderIndices: [Int32] = []
    private var reorderSurfaces: [CompositedSurface] = []

    /// Empties the frame, keeping its storage.
    mutating func reset() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        surfaces.removeAll(keepingCapacity: true)
        outlinePoints.removeAll(keepingCapacity: true)
        batches.removeAll(keepingCapacity: true)
        images.removeAll(keepingCapacity: true)
        culledSurfaceCount = 0
        currentLayer = -1
    }

    /// The image surface `index` samples; nil for plain colour.
    func image(ofSurface index: Int) -> CGImage? {
        let slot = surfaces[index].imageSlot
        return slot < 0 ? nil : images[Int(slot)]
    }

    /// Starts a surface drawn with `image` (nil: untextured) for `currentLayer`.
    /// Returns the index its first vertex has for `appendTriangle` (indices given
    /// there are surface-relative, so always 0).
    @discardableResult
    mutating func beginSurface(image: CGImage?) -> Int32 {
        var slot: Int32 = -1
        if let image {
            if images.isEmpty || images[images.count - 1] !== image { images.append(image) }
            slot = Int32(images.count - 1)
        }
        startSurface(slot: slot)
        return 0
    }

    /// `beginSurface(image:)` for an image passed unretained (the caller holds it):
    /// the frame retains it only when it starts a new run of surfaces.
    @inline(__always)
    mutating func beginSurface(image: Unmanaged<CGImage>) {
        if images.isEmpty || Unmanaged.passUnretained(images[images.count - 1]).toOpaque() != image.toOpaque() {
            images.append(image.takeUnretainedValue())
        }
        startSurface(slot: Int32(images.count - 1))
    }

    /// Appends the surface record, continuing the previous surface's run (and so
    /// its `indexOrigin`) when both sample the same image or both none — exactly
    /// when `compact` puts them in one batch.
    @inline(__always)
    private mutating func startSurface(slot: Int32) {
        let vertexStart = vertices.count
        var origin = vertexStart
        if let previous = surfaces.last, sharesBatch(previous.imageSlot, slot) { origin = previous.indexOrigin }
        surfaces.append(CompositedSurface(imageSlot: slot, vertexStart: vertexStart, indexStart: indices.count,
                                          indexOrigin: origin, layer: currentLayer))
    }

    /// Whether surfaces with image slots `a` and `b` go in one batch when adjacent:
    /// the same slot, or two slots holding the same image.
    @inline(__always)
    private func sharesBatch(_ a: Int32, _ b: Int32) -> Bool {
        a == b || (a >= 0 && b >= 0 && images[Int(a)] === images[Int(b)])
    }

    /// The surface-relative index the next vertex of the current surface gets.
    var nextIndexInBatch: Int32 { Int32(surfaces.last?.vertexCount ?? 0) }

    /// Appends a vertex to the current surface.
    @inline(__always)
    mutating func append(_ vertex: CompositedVertex) {
        vertices.append(vertex)
        let last = surfaces.count - 1
        surfaces[last].vertexCount += 1
        surfaces[last].minX = min(surfaces[last].minX, vertex.x)
        surfaces[last].maxX = max(surfaces[last].maxX, vertex.x)
        surfaces[last].minY = min(surfaces[last].minY, vertex.y)
        surfaces[last].maxY = max(surfaces[last].maxY, vertex.y)
        if !(vertex.x.isFinite && vertex.y.isFinite) { surfaces[last].hasNonFiniteVertex = true }
    }

    /// Appends a convex polygon — `fan`'s vertices, in order around it — to the
    /// current surface as a triangle fan from its first vertex: the same vertices,
    /// triangles, bounding box and area as `append(_:)` for each vertex followed by
    /// `appendTriangle(_:_:_:)` for each triangle, with one append per array.
    mutating func appendFan(_ fan: UnsafeBufferPointer<CompositedVertex>) {
        let count = fan.count
        guard count >= 3, let first = fan.baseAddress else { return }
        let last = surfaces.count - 1
        let indexCount = 3 * (count - 2)
        let base = surfaces.withUnsafeMutableBufferPointer { surfaces -> Int32 in
            let surface = surfaces.baseAddress! + last
            var minX = surface.pointee.minX, maxX = surface.pointee.maxX
            var minY = surface.pointee.minY, maxY = surface.pointee.maxY
            var area = surface.pointee.area
            var finite = true
            // Triangle k is (0, k − 1, k): its area from the edges out of vertex 0,
            // as `TriangleArea.area` computes it.
            let ax = Double(first.pointee.x), ay = Double(first.pointee.y)
            var previousX = 0.0, previousY = 0.0
            for k in 0..<count {
                let x = first[k].x, y = first[k].y
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
                finite = finite && x.isFinite && y.isFinite
                let dx = Double(x) - ax, dy = Double(y) - ay
                if k >= 2 { area += TriangleArea.area(previousX, previousY, dx, dy) }
                previousX = dx
                previousY = dy
            }
            surface.pointee.minX = minX
            surface.pointee.maxX = maxX
            surface.pointee.minY = minY
            surface.pointee.maxY = maxY
            surface.pointee.area = area
            if !finite { surface.pointee.hasNonFiniteVertex = true }
            let base = Int32(surface.pointee.vertexStart - surface.pointee.indexOrigin + surface.pointee.vertexCount)
            surface.pointee.vertexCount += count
            surface.pointee.indexCount += indexCount
            return base
        }
        vertices.append(contentsOf: fan)
        let start = indices.count
        if indexCount <= FanIndexPattern.capacity {
            // The fan's indices from 0, copied, then moved to `base` in place.
            FanIndexPattern.indices.withUnsafeBufferPointer { pattern in
                indices.append(contentsOf: UnsafeBufferPointer(rebasing: pattern[0..<indexCount]))
            }
            guard base != 0 else { return }
            indices.withUnsafeMutableBufferPointer { indices in
                let write = indices.baseAddress! + start
                for offset in 0..<indexCount { write[offset] &+= base }
            }
            return
        }
        indices.append(contentsOf: repeatElement(0, count: indexCount))
        indices.withUnsafeMutableBufferPointer { indices in
            var write = indices.baseAddress! + start
            for index in 1..<Int32(count - 1) {
                write[0] = base
                write[1] = base + index
                write[2] = base + index + 1
                write += 3
            }
        }
    }

    /// Appends one triangle (surface-relative vertex indices, of vertices already
    /// appended) to the current surface.
    @inline(__always)
    mutating func appendTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        let last = surfaces.count - 1
        let s = surfaces[last]
        let offset = Int32(s.vertexStart - s.indexOrigin)
        indices.append(a + offset)
        indices.append(b + offset)
        indices.append(c + offset)
        let va = vertices[s.vertexStart + Int(a)], vb = vertices[s.vertexStart + Int(b)]
        let vc = vertices[s.vertexStart + Int(c)]
        surfaces[last].area += TriangleArea.area(va.x, va.y, vb.x, vb.y, vc.x, vc.y)
        surfaces[last].indexCount += 3
    }

    /// Gives the current surface an explicit convex outline (pixels), for a surface
    /// drawn as several polygons; `opaque` says the whole outline is painted with
    /// alpha 255.
    mutating func setOutline(_ points: UnsafeBufferPointer<SIMD2<Float>>, opaque: Bool) {
        let last = surfaces.count - 1
        surfaces[last].outlineStart = outlinePoints.count
        surfaces[last].outlineCount = points.count
        surfaces[last].isOpaque = opaque && points.count >= 3
        outlinePoints.append(contentsOf: points)
    }

    /// Marks the current surface, made of one convex polygon (its vertices in
    /// order), as painted entirely with alpha 255.
    mutating func markOpaque() {
        let last = surfaces.count - 1
        surfaces[last].isOpaque = surfaces[last].outlineCount == 0 && surfaces[last].vertexCount >= 3
    }

    /// Ends the current surface. One that received no triangles (clipped away after
    /// it began) or has a vertex that is not finite is dropped; its layer is remembered as having tried to draw, so
    /// `compact` counts it culled if nothing else of it shows. Returns whether the
    /// surface was kept.
    @discardableResult
    mutating func endSurface() -> Bool {
        guard let last = surfaces.last else { return false }
        guard last.indexCount == 0 || last.hasNonFiniteVertex else { return true }
        indices.removeLast(last.indexCount)
        vertices.removeLast(last.vertexCount)
        outlinePoints.removeLast(last.outlineCount)
        surfaces.removeLast()
        markLayer(last.layer, .attempted)
        return false
    }

    /// Puts the surfaces from `start` on in the order of `rank` of their layer
    /// ordinals, keeping the order of surfaces of equal rank (the exploded view
    /// draws its sheets level by level: see `LayerTreeTessellator+Exploded`).
    /// Their vertices and indices move with them and runs sharing an image are
    /// rebased as `beginSurface` would have made them; nothing else changes.
    mutating func reorderSurfaces(from start: Int, rank: (Int) -> Int) {
        let end = surfaces.count
        guard end - start > 1 else { return }
        reorderRanks.removeAll(keepingCapacity: true)
        var sorted = true
        for index in start..<end {
            let key = rank(surfaces[index].layer)
            if let last = reorderRanks.last, last.key > key { sorted = false }
            reorderRanks.append((key, index))
        }
        guard !sorted else { return }
        reorderRanks.sort { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
        let vertexBase = surfaces[start].vertexStart, indexBase = surfaces[start].indexStart
        reorderVertices.removeAll(keepingCapacity: true)
        reorderVertices.append(contentsOf: vertices[vertexBase...])
        reorderIndices.removeAll(keepingCapacity: true)
        reorderIndices.append(contentsOf: indices[indexBase...])
        reorderSurfaces.removeAll(keepingCapacity: true)
        reorderSurfaces.append(contentsOf: surfaces[start...])
        vertices.removeLast(vertices.count - vertexBase)
        indices.removeLast(indices.count - indexBase)
        surfaces.removeLast(end - start)
        for (_, index) in reorderRanks {
            var s = reorderSurfaces[index - start]
            let vertexStart = vertices.count
            var origin = vertexStart
            if let previous = surfaces.last, sharesBatch(previous.imageSlot, s.imageSlot) { origin = previous.indexOrigin }
            // Index i named vertex s.indexOrigin + i, which moves to vertexStart +
            // (s.indexOrigin + i − s.vertexStart); it must now count from `origin`.
            let shift = Int32(s.indexOrigin - s.vertexStart + vertexStart - origin)
            let v = s.vertexStart - vertexBase, i = s.indexStart - indexBase
            vertices.append(contentsOf: reorderVertices[v..<(v + s.vertexCount)])
            let indexStart = indices.count
            for offset in 0..<s.indexCount { indices.append(reorderIndices[i + offset] + shift) }
            s.vertexStart = vertexStart
            s.indexStart = indexStart
            s.indexOrigin = origin
            surfaces.append(s)
        }
    }

    /// The number of triangles in the frame.
    var triangleCount: Int { indices.count / 3 }

    /// Marks surface `index` as dropped: `compact` leaves it out.
    mutating func cull(surface index: Int) {
        if !surfaces[index].isCulled { culledSurfaceCount += 1 }
        surfaces[index].isCulled = true
    }

    /// Runs `body` over the surfaces in place, with the vertices and outline
    /// points, for a pass that marks surfaces culled (`isCulled`, the only field
    /// it may change); `body` returns how many surfaces it newly marked.
    mutating func withSurfacesForCulling(
        _ body: (UnsafeMutableBufferPointer<CompositedSurface>, UnsafeBufferPointer<CompositedVertex>,
                 UnsafeBufferPointer<SIMD2<Float>>) -> Int
    ) {
        let culled = vertices.withUnsafeBufferPointer { vertices in
            outlinePoints.withUnsafeBufferPointer { outline in
                surfaces.withUnsafeMutableBufferPointer { body($0, vertices, outline) }
            }
        }
        culledSurfaceCount += culled
    }

    // MARK: Compacting and batching

    private enum LayerState: UInt8 {
        case none = 0, attempted = 1, drawn = 2
    }

    private mutating func markLayer(_ layer: Int, _ state: LayerState) {
        guard layer >= 0 else { return }
        if state == .attempted { hasAttemptedLayer = true }
        if layer >= layerStates.count {
            layerStates.append(contentsOf: repeatElement(0, count: layer + 1 - layerStates.count))
        }
        layerStates[layer] = max(layerStates[layer], state.rawValue)
    }

    /// What `compact` found.
    struct Summary: Equatable {
        /// Surfaces kept.
        var keptSurfaces = 0
        /// The kept triangles' areas clipped to the target, summed, in pixels.
        var pixelsFilled = 0.0
        /// Layers that began a surface but kept none (see
        /// `CompositorStatistics.culledLayers`).
        var culledLayers = 0
    }

    /// Drops the culled surfaces, moving the kept ones down in place, and groups
    /// consecutive kept surfaces that share an image into `batches` (indices
    /// rebased onto their batch). Call once, after the walk and the culling; the
    /// areas are clipped to a `width` × `height` pixel target.
    ///
    /// Work per kept surface is constant unless something before it was culled (its
    /// vertices and indices then move) or its box leaves the target (its triangles
    /// are then clipped for the area); layers are tracked only when a surface was
    /// culled or dropped.
    mutating func compact(width: Double, height: Double) -> Summary {
        var summary = Summary()
        batches.removeAll(keepingCapacity: true)
        let tracksLayers = hasAttemptedLayer || culledSurfaceCount > 0
        var writeVertex = 0, writeIndex = 0
        var batchSlot: Int32 = -1
        // The open batch, appended when the next one starts (or at the end).
        var open = CompositedBatch(image: nil, vertexStart: 0, vertexCount: 0, indexStart: 0, indexCount: 0)
        var hasOpen = false
        for index in 0..<surfaces.count {
            let s = surfaces.withUnsafeBufferPointer { $0[index] }
            if s.isCulled {
                if tracksLayers { markLayer(s.layer, .attempted) }
                continue
            }
            if tracksLayers { markLayer(s.layer, .drawn) }
            summary.keptSurfaces += 1
            let inside = s.minX >= 0 && s.minY >= 0 && Double(s.maxX) <= width && Double(s.maxY) <= height
            let filled = inside ? s.area : clippedArea(s, width: width, height: height)
            summary.pixelsFilled += filled
            if !hasOpen || !sharesBatch(s.imageSlot, batchSlot) {
                if hasOpen { batches.append(open) }
                open = CompositedBatch(image: s.imageSlot < 0 ? nil : images[Int(s.imageSlot)],
                                       vertexStart: writeVertex, vertexCount: 0, indexStart: writeIndex, indexCount: 0)
                hasOpen = true
            }
            batchSlot = s.imageSlot
            // Index i names vertex s.indexOrigin + i now and must name
            // batch start + (its place in the batch) after.
            let delta = Int32((writeVertex - open.vertexStart) - (s.vertexStart - s.indexOrigin))
            if writeVertex != s.vertexStart {
                vertices.withUnsafeMutableBufferPointer { v in
                    UnsafeMutableRawPointer(v.baseAddress! + writeVertex).copyMemory(
                        from: v.baseAddress! + s.vertexStart,
                        byteCount: s.vertexCount * MemoryLayout<CompositedVertex>.stride)
                }
            }
            if delta != 0 {
                indices.withUnsafeMutableBufferPointer { i in
                    let source = i.baseAddress! + s.indexStart, target = i.baseAddress! + writeIndex
                    for offset in 0..<s.indexCount { target[offset] = source[offset] + delta }
                }
            } else if writeIndex != s.indexStart {
                indices.withUnsafeMutableBufferPointer { i in
                    UnsafeMutableRawPointer(i.baseAddress! + writeIndex).copyMemory(
                        from: i.baseAddress! + s.indexStart, byteCount: s.indexCount * MemoryLayout<Int32>.stride)
                }
            }
            if writeVertex != s.vertexStart || writeIndex != s.indexStart || s.indexOrigin != open.vertexStart {
                surfaces.withUnsafeMutableBufferPointer { surfaces in
                    surfaces[index].vertexStart = writeVertex
                    surfaces[index].indexStart = writeIndex
                    surfaces[index].indexOrigin = open.vertexStart
                }
            }
            writeVertex += s.vertexCount
            writeIndex += s.indexCount
            open.vertexCount += s.vertexCount
            open.indexCount += s.indexCount
            open.pixelsFilled += filled
        }
        if hasOpen { batches.append(open) }
        vertices.removeLast(vertices.count - writeVertex)
        indices.removeLast(indices.count - writeIndex)
        if tracksLayers {
            for layer in layerStates.indices {
                if layerStates[layer] == LayerState.attempted.rawValue { summary.culledLayers += 1 }
                layerStates[layer] = 0
            }
            hasAttemptedLayer = false
        }
        return summary
    }

    /// The area of `s`'s triangles inside the `width` × `height` target, read
    /// where `s` lies before `compact` moves it.
    private func clippedArea(_ s: CompositedSurface, width: Double, height: Double) -> Double {
        var total = 0.0
        var triangle = s.indexStart
        let end = s.indexStart + s.indexCount
        while triangle < end {
            let a = vertices[s.indexOrigin + Int(indices[triangle])]
            let b = vertices[s.indexOrigin + Int(indices[triangle + 1])]
            let c = vertices[s.indexOrigin + Int(indices[triangle + 2])]
            total += TriangleArea.clippedArea(a.x, a.y, b.x, b.y, c.x, c.y, width: width, height: height)
            triangle += 3
        }
        return total
    }
}

/// The indices of a triangle fan from vertex 0 — (0, 1, 2), (0, 2, 3), … — for
/// fans of up to 66 vertices (Segue internal): `CompositedFrame.appendFan` copies
/// a prefix and adds the fan's first index, instead of writing each triangle.
enum FanIndexPattern {
    /// How many indices the pattern holds (64 triangles).
    static let capacity = 192
    /// The pattern.
    static let indices: [Int32] = (0..<Int32(capacity / 3)).flatMap { k in [0, k + 1, k + 2] }
}
