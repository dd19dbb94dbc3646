/// What the compositor did for one frame: the numbers a profiler watches.
///
/// Segue extension (Core Animation exposes no such counters). Read it from
/// ``LayerCompositor/statistics`` after ``LayerCompositor/draw(_:scale:)``.
public struct CompositorStatistics: Sendable, Equatable, CustomStringConvertible {
    /// Layers the walk reached, including hidden, transparent and culled ones.
    public var layersVisited = 0
    /// Surfaces drawn: each background, contents image and border that left at
    /// least one triangle after clipping and culling counts once.
    public var quads = 0
    /// Triangles handed to SDL.
    public var triangles = 0
    /// Runs of surfaces sharing a texture drawn: one `SDL_RenderGeometry` call
    /// each, or for a run the compositor rasterises itself (``paintedRuns``) one
    /// `SDL_RenderCopy` of the texture it painted, or none when it painted the
    /// run straight into the target (``LayerCompositor/paintsIntoTarget``).
    public var drawCalls = 0
    /// The runs among ``drawCalls`` the compositor rasterised itself instead of
    /// SDL's drawing: filled, copied or filtered (``LayerCompositor/rasterisesSolidRuns``,
    /// ``LayerCompositor/copiesOpaqueImageRuns``,
    /// ``LayerCompositor/resamplesTransformedTextures``).
    public var paintedRuns = 0
    /// Textures created (images uploaded) during the frame.
    public var textureUploads = 0
    /// The window-space areas of the triangles handed to SDL, clipped to the render
    /// target, summed and rounded to whole pixels: how many pixels the frame wrote,
    /// counting a pixel once per surface covering it. The numerator of
    /// ``overdraw``.
    public var pixelsFilled = 0
    /// Layers that had something to draw (a background, contents or border) of
    /// which nothing was drawn because it lay outside the render target (or outside
    /// a masking ancestor's bounds) or entirely under opaque layers drawn above it.
    /// Hidden, fully transparent and back-facing layers are skipped, not culled.
    public var culledLayers = 0
    /// The render target's pixels (width × height): the denominator of ``overdraw``.
    public var targetPixels = 0
    /// Runs of surfaces (batches) drawn as one copy of the flattened content
    /// instead of their own geometry (see ``LayerCompositor/flattensStaticContent``);
    /// 0 when nothing was flattened. The copy counts as a draw call and fills the
    /// target once.
    public var flattenedBatches = 0
    /// Whether this frame drew its unchanged bottom into the flattening texture
    /// (those pixels are counted in ``pixelsFilled`` too).
    public var flattenedThisFrame = false

    /// All counters zero.
    public init() {}

    /// ``pixelsFilled`` / ``targetPixels``: 1 when every pixel is written once, as
    /// a frame of one opaque full-window layer is (0 before anything was drawn).
    public var overdraw: Double {
        targetPixels > 0 ? Double(pixelsFilled) / Double(targetPixels) : 0
    }

    /// "layers 12, quads 9, triangles 40, draw calls 3, uploads 1, culled 2, overdraw 1.04".
    public var description: String {
        "layers \(layersVisited), quads \(quads), triangles \(triangles), draw calls \(drawCalls), uploads \(textureUploads), culled \(culledLayers), overdraw \((overdraw * 100).rounded() / 100)"
    }
}
