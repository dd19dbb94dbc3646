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
}

/// One frame of composited geometry in painter's order (Segue internal): what the
/// tessellator produces and the SDL side submits. Reused from frame to frame, so
/// once its arrays have grown it allocates nothing.
struct CompositedFrame {
    private(set) var vertices: [CompositedVertex] = []
    private(set) var indices: [Int32] = []
    private(set) var batches: [CompositedBatch] = []

    /// Empties the frame, keeping its storage.
    mutating func reset() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        batches.removeAll(keepingCapacity: true)
    }

    /// Starts a surface drawn with `image` (nil: untextured), continuing the last
    /// run when it uses the same image. Returns the index the next vertex will have
    /// within its batch.
    mutating func beginSurface(image: CGImage?) -> Int32 {
        if let last = batches.last, last.image === image {
            return Int32(last.vertexCount)
        }
        batches.append(CompositedBatch(image: image, vertexStart: vertices.count, vertexCount: 0,
                                       indexStart: indices.count, indexCount: 0))
        return 0
    }

    /// The batch-relative index the next vertex of the current batch gets.
    var nextIndexInBatch: Int32 { Int32(batches.last?.vertexCount ?? 0) }

    /// Appends a vertex to the current batch.
    @inline(__always)
    mutating func append(_ vertex: CompositedVertex) {
        vertices.append(vertex)
        batches[batches.count - 1].vertexCount += 1
    }

    /// Appends one triangle (batch-relative vertex indices) to the current batch.
    @inline(__always)
    mutating func appendTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a)
        indices.append(b)
        indices.append(c)
        batches[batches.count - 1].indexCount += 3
    }

    /// Drops a batch that received no triangles (a surface clipped away after it
    /// began), so it costs no draw call.
    mutating func endSurface() {
        guard let last = batches.last, last.indexCount == 0 else { return }
        vertices.removeLast(last.vertexCount)
        batches.removeLast()
    }

    /// The number of triangles in the frame.
    var triangleCount: Int { indices.count / 3 }
}
