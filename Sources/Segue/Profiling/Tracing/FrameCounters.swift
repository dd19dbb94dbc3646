/// What one drawn frame put on screen, as counters for a trace's graphs and the
/// HUD (Segue extension). The SDL host fills it from the compositor's statistics.
public struct FrameCounters: Equatable, Sendable {
    /// Layers the compositor's walk reached.
    public var layers = 0
    /// Surfaces drawn (backgrounds, contents, borders).
    public var quads = 0
    /// Triangles handed to the renderer.
    public var triangles = 0
    /// `SDL_RenderGeometry` calls.
    public var drawCalls = 0
    /// Images uploaded as textures this frame.
    public var textureUploads = 0
    /// Pixels covered by the drawn triangles (overdraw's numerator); nil when the
    /// compositor does not count them.
    public var pixelsFilled: Int?
    /// Layers with something to draw that the compositor culled (outside the
    /// window, or under opaque layers); nil when it does not count them.
    public var culledLayers: Int?

    /// Counters with the values given (all zero by default).
    public init(layers: Int = 0, quads: Int = 0, triangles: Int = 0, drawCalls: Int = 0, textureUploads: Int = 0,
                pixelsFilled: Int? = nil, culledLayers: Int? = nil) {
        self.layers = layers
        self.quads = quads
        self.triangles = triangles
        self.drawCalls = drawCalls
        self.textureUploads = textureUploads
        self.pixelsFilled = pixelsFilled
        self.culledLayers = culledLayers
    }
}
