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
    /// Where its vertices and indices are in the frame. While the frame is being
    /// built its indices are relative to its own first vertex; after
    /// `CompositedFrame.compact` a kept surface's ranges point into the compacted
    /// arrays (its indices then relative to its batch).
    var vertexStart: Int
    var vertexCount = 0
    var indexStart: Int
    var indexCount = 0
    /// The walk's ordinal of the layer the surface belongs to (its position in the
    /// walk's visiting order), or -1 for the compositor's own decorations.
    var layer: Int
    /// The bounding box of its vertices, in pixels.
    var minX = Float.infinity
    var minY = Float.infinity
    var maxX = -Float.infinity
    var maxY = -Float.infinity
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
    /// kept (reused storage for `compact`).
    private var layerStates: [UInt8] = []

    /// Empties the frame, keeping its storage.
    mutating func reset() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        surfaces.removeAll(keepingCapacity: true)
        outlinePoints.removeAll(keepingCapacity: true)
        batches.removeAll(keepingCapacity: true)
        images.removeAll(keepingCapacity: true)
        currentLayer = -1
    }

    /// The image surface `index` samples; nil for plain colour.
    func image(ofSurface index: Int) -> CGImage? {
        let slot = surfaces[index].imageSlot
        return slot < 0 ? nil : images[Int(slot)]
    }

    /// Starts a surface drawn with `image` (nil: untextured) for `currentLayer`.
    /// Returns the index its first vertex has (indices are surface-relative while
    /// building, so always 0).
    @discardableResult
    mutating func beginSurface(image: CGImage?) -> Int32 {
        var slot: Int32 = -1
        if let image {
            if images.isEmpty || images[images.count - 1] !== image { images.append(image) }
            slot = Int32(images.count - 1)
        }
        surfaces.append(CompositedSurface(imageSlot: slot, vertexStart: vertices.count, indexStart: indices.count,
                                          layer: currentLayer))
        return 0
    }

    /// `beginSurface(image:)` for an image passed unretained (the caller holds it):
    /// the frame retains it only when it starts a new run of surfaces.
    @inline(__always)
    mutating func beginSurface(image: Unmanaged<CGImage>) {
        if images.isEmpty || Unmanaged.passUnretained(images[images.count - 1]).toOpaque() != image.toOpaque() {
            images.append(image.takeUnretainedValue())
        }
        surfaces.append(CompositedSurface(imageSlot: Int32(images.count - 1), vertexStart: vertices.count,
                                          indexStart: indices.count, layer: currentLayer))
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
    /// triangles and bounding box as `append(_:)` for each vertex followed by
    /// `appendTriangle(_:_:_:)` for each triangle, with one append per array.
    mutating func appendFan(_ fan: UnsafeBufferPointer<CompositedVertex>) {
        let count = fan.count
        guard count >= 3 else { return }
        let last = surfaces.count - 1
        var surface = surfaces[last]
        let base = Int32(surface.vertexCount)
        for vertex in fan {
            surface.minX = min(surface.minX, vertex.x)
            surface.maxX = max(surface.maxX, vertex.x)
            surface.minY = min(surface.minY, vertex.y)
            surface.maxY = max(surface.maxY, vertex.y)
            if !(vertex.x.isFinite && vertex.y.isFinite) { surface.hasNonFiniteVertex = true }
        }
        let indexCount = 3 * (count - 2)
        surface.vertexCount += count
        surface.indexCount += indexCount
        surfaces[last] = surface
        vertices.append(contentsOf: fan)
        let start = indices.count
        indices.append(contentsOf: repeatElement(0, count: indexCount))
        indices.withUnsafeMutableBufferPointer { indices in
            var write = start
            for index in 1..<Int32(count - 1) {
                indices[write] = base
                indices[write + 1] = base + index
                indices[write + 2] = base + index + 1
                write += 3
            }
        }
    }

    /// Appends one triangle (surface-relative vertex indices) to the current surface.
    @inline(__always)
    mutating func appendTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a)
        indices.append(b)
        indices.append(c)
        surfaces[surfaces.count - 1].indexCount += 3
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

    /// The number of triangles in the frame.
    var triangleCount: Int { indices.count / 3 }

    /// Marks surface `index` as dropped: `compact` leaves it out.
    mutating func cull(surface index: Int) {
        surfaces[index].isCulled = true
    }

    // MARK: Compacting and batching

    private enum LayerState: UInt8 {
        case none = 0, attempted = 1, drawn = 2
    }

    private mutating func markLayer(_ layer: Int, _ state: LayerState) {
        guard layer >= 0 else { return }
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
    mutating func compact(width: Double, height: Double) -> Summary {
        var summary = Summary()
        batches.removeAll(keepingCapacity: true)
        var writeVertex = 0, writeIndex = 0
        var batchSlot: Int32 = -1
        for index in surfaces.indices {
            let s = surfaces[index]
            if s.isCulled {
                markLayer(s.layer, .attempted)
                continue
            }
            markLayer(s.layer, .drawn)
            summary.keptSurfaces += 1
            let filled = filledArea(s, width: width, height: height)
            summary.pixelsFilled += filled
            if batches.isEmpty || s.imageSlot != batchSlot
                && (s.imageSlot < 0 || batchSlot < 0 || images[Int(s.imageSlot)] !== images[Int(batchSlot)]) {
                batches.append(CompositedBatch(image: s.imageSlot < 0 ? nil : images[Int(s.imageSlot)],
                                               vertexStart: writeVertex, vertexCount: 0,
                                               indexStart: writeIndex, indexCount: 0))
            }
            batchSlot = s.imageSlot
            let batch = batches.count - 1
            let base = Int32(writeVertex - batches[batch].vertexStart)
            if writeVertex != s.vertexStart {
                for offset in 0..<s.vertexCount { vertices[writeVertex + offset] = vertices[s.vertexStart + offset] }
            }
            for offset in 0..<s.indexCount { indices[writeIndex + offset] = indices[s.indexStart + offset] + base }
            surfaces[index].vertexStart = writeVertex
            surfaces[index].indexStart = writeIndex
            writeVertex += s.vertexCount
            writeIndex += s.indexCount
            batches[batch].vertexCount += s.vertexCount
            batches[batch].indexCount += s.indexCount
            batches[batch].pixelsFilled += filled
        }
        vertices.removeLast(vertices.count - writeVertex)
        indices.removeLast(indices.count - writeIndex)
        for layer in layerStates.indices {
            if layerStates[layer] == LayerState.attempted.rawValue { summary.culledLayers += 1 }
            layerStates[layer] = 0
        }
        return summary
    }

    /// The area of `s`'s triangles inside the `width` × `height` target.
    private func filledArea(_ s: CompositedSurface, width: Double, height: Double) -> Double {
        let inside = s.minX >= 0 && s.minY >= 0 && Double(s.maxX) <= width && Double(s.maxY) <= height
        var total = 0.0
        var triangle = s.indexStart
        let end = s.indexStart + s.indexCount
        while triangle < end {
            let a = vertices[s.vertexStart + Int(indices[triangle])]
            let b = vertices[s.vertexStart + Int(indices[triangle + 1])]
            let c = vertices[s.vertexStart + Int(indices[triangle + 2])]
            total += inside
                ? TriangleArea.area(a.x, a.y, b.x, b.y, c.x, c.y)
                : TriangleArea.clippedArea(a.x, a.y, b.x, b.y, c.x, c.y, width: width, height: height)
            triangle += 3
        }
        return total
    }
}
