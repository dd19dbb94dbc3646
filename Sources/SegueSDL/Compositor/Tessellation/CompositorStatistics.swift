/// What the compositor did for one frame: the numbers a profiler watches.
///
/// Segue extension (Core Animation exposes no such counters). Read it from
/// ``LayerCompositor/statistics`` after ``LayerCompositor/draw(_:scale:)``.
public struct CompositorStatistics: Sendable, Equatable, CustomStringConvertible {
    /// Layers the walk reached, including hidden, transparent and culled ones.
    public var layersVisited = 0
    /// Surfaces drawn: each background, contents image and border that left at
    /// least one triangle after culling and clipping counts once.
    public var quads = 0
    /// Triangles handed to SDL.
    public var triangles = 0
    /// `SDL_RenderGeometry` calls (one per run of surfaces sharing a texture).
    public var drawCalls = 0
    /// Textures created (images uploaded) during the frame.
    public var textureUploads = 0

    /// All counters zero.
    public init() {}

    /// "layers 12, quads 9, triangles 40, draw calls 3, uploads 1".
    public var description: String {
        "layers \(layersVisited), quads \(quads), triangles \(triangles), draw calls \(drawCalls), uploads \(textureUploads)"
    }
}
