import CSDL2
import Segue

/// Rasterizes the unchanging bottom of the composited frame once into a render
/// target texture and draws it as one full-target copy afterwards (Segue
/// internal; `LayerCompositor.flattensStaticContent`).
///
/// Core Animation's answer to content that does not change is to render it once
/// and reuse the pixels (`CALayer.shouldRasterize`, and the render server's own
/// caching of flattened layer trees). Here the unit is a prefix of the frame's
/// batches in painter's order — the runs of surfaces drawn first — when
///
/// - the frame's first surface is an opaque cover of the whole target (so nothing
///   drawn before the compositor, and no pixel of the texture's old contents,
///   shows through), and
/// - those batches have been byte-for-byte the same draw calls (the same images,
///   the same `SDL_Vertex` arrays and indices as SDL receives them) for
///   ``stableFramesBeforeFlattening`` frames in a row, and
/// - they fill more pixels than the copy does (more than one target's worth), or,
///   when a cached prefix grows, the new batches fill any pixel at all.
///
/// The flattening frame draws the prefix into the texture, copies the texture to
/// the target (`SDL_BLENDMODE_NONE`, nearest sampling, one texel per pixel) and
/// draws the rest of the frame on top; later frames whose prefix is unchanged only
/// copy. Because the prefix starts with an opaque full-target cover, drawing it into
/// the texture runs the same blending on the same values as drawing it into the
/// target would, and the copy moves those pixels unchanged: every frame is pixel
/// for pixel what drawing all its batches gives.
///
/// Its pixels are counted honestly: the flattening frame fills the prefix plus the
/// copy, a reusing frame the copy.
///
/// The texture is lost when the renderer says so: ``discardContents()`` after
/// `SDL_RENDER_TARGETS_RESET`, ``releaseTexture()`` after `SDL_RENDER_DEVICE_RESET`
/// (or before the renderer is destroyed); the next stable frames flatten again.
@MainActor
final class StaticContentFlattener {
    /// How many frames in a row a prefix must be unchanged (including the one that
    /// flattens it) before it is flattened: a prefix that changes every frame is
    /// never rasterized for nothing.
    static let stableFramesBeforeFlattening = 3

    private let renderer: OpaquePointer
    /// The render target texture and its size in pixels.
    private var texture: OpaquePointer?
    private var textureWidth: Int32 = 0
    private var textureHeight: Int32 = 0
    /// How many leading batches the texture holds (0: nothing valid).
    private(set) var flattenedBatchCount = 0
    /// Per frame, the number of leading batches equal to the previous frame's
    /// (only counted from a covered frame); the last few frames'.
    private var identicalPrefixes: [Int] = []
    /// The pixel format of the texture: the target's own, so that SDL's software
    /// renderer, whose blending code differs from one format to another, blends
    /// into the texture exactly as into the target.
    var pixelFormat = SDL_PIXELFORMAT_ARGB8888.rawValue {
        didSet { if pixelFormat != oldValue { releaseTexture() } }
    }
    /// Whether the renderer can draw into textures (asked once).
    private lazy var supportsTargets: Bool = SDL_RenderTargetSupported(renderer) == SDL_TRUE

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        identicalPrefixes.reserveCapacity(Self.stableFramesBeforeFlattening)
    }

    /// Forgets the texture's contents (`SDL_RENDER_TARGETS_RESET`: the renderer
    /// lost what was drawn into its target textures).
    func discardContents() {
        flattenedBatchCount = 0
    }

    /// Destroys the texture (`SDL_RENDER_DEVICE_RESET`, or before the renderer goes).
    func releaseTexture() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        textureWidth = 0
        textureHeight = 0
        flattenedBatchCount = 0
    }

    /// Records a newly built frame: `identical` of its leading batches equal the
    /// previous frame's (0 when it has no cover). A cached prefix that changed is
    /// dropped here, so the texture always holds the previous frame's first
    /// `flattenedBatchCount` batches.
    func frameBuilt(identicalPrefix identical: Int) {
        if identical < flattenedBatchCount { flattenedBatchCount = 0 }
        if identicalPrefixes.count == Self.stableFramesBeforeFlattening - 1 { identicalPrefixes.removeFirst() }
        identicalPrefixes.append(identical)
    }

    /// What to do with the frame just built, given its batches' fills: how many
    /// leading batches come from the texture, and whether they must be drawn into
    /// it first.
    func plan(batchCount: Int, fills: (Range<Int>) -> Double, targetPixels: Double,
              width: Int32, height: Int32) -> (batches: Int, flattenFirst: Bool) {
        if width != textureWidth || height != textureHeight { flattenedBatchCount = 0 }
        // The prefix unchanged over the last frames (the current one included).
        var stable = 0
        if identicalPrefixes.count == Self.stableFramesBeforeFlattening - 1, supportsTargets {
            stable = min(identicalPrefixes.min() ?? 0, batchCount)
        }
        let cached = flattenedBatchCount
        if cached > 0, stable <= cached || fills(cached..<stable) <= 0 {
            return (cached, false)
        }
        if stable > cached, cached > 0 || fills(0..<stable) > targetPixels {
            return (stable, true)
        }
        return (cached, false)
    }

    /// Draws `draw(range)` into the texture (made or remade at `width` × `height`
    /// when needed) and records that it holds `batches` leading batches. Returns
    /// SDL's message on failure (the texture is then left invalid and the caller
    /// draws the frame unflattened).
    func flatten(batches: Int, width: Int32, height: Int32, draw: () -> String?) -> String? {
        flattenedBatchCount = 0
        if texture == nil || width != textureWidth || height != textureHeight {
            releaseTexture()
            guard let made = SDL_CreateTexture(renderer, pixelFormat,
                                               Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height) else {
                return "SDL_CreateTexture (render target) failed: \(sdlErrorText())"
            }
            guard SDL_SetTextureBlendMode(made, SDL_BLENDMODE_NONE) == 0,
                  SDL_SetTextureScaleMode(made, SDL_ScaleModeNearest) == 0 else {
                let message = "SDL_SetTextureBlendMode/ScaleMode (render target) failed: \(sdlErrorText())"
                SDL_DestroyTexture(made)
                return message
            }
            texture = made
            textureWidth = width
            textureHeight = height
        }
        let previousTarget = SDL_GetRenderTarget(renderer)
        guard SDL_SetRenderTarget(renderer, texture) == 0 else {
            return "SDL_SetRenderTarget failed: \(sdlErrorText())"
        }
        let failure = draw()
        guard SDL_SetRenderTarget(renderer, previousTarget) == 0 else {
            return "SDL_SetRenderTarget (back) failed: \(sdlErrorText())"
        }
        if failure == nil { flattenedBatchCount = batches }
        return failure
    }

    /// Copies the texture over the whole target. Returns SDL's message on failure.
    func drawCopy() -> String? {
        guard let texture else { return "no flattened texture" }
        guard SDL_RenderCopy(renderer, texture, nil, nil) == 0 else {
            return "SDL_RenderCopy (flattened content) failed: \(sdlErrorText())"
        }
        return nil
    }

    /// The texture, for recordings of the frame's draw calls.
    var flattenedTexture: OpaquePointer? { texture }
}
