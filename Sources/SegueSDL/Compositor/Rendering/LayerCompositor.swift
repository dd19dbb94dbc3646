import CSDL2
import Foundation
import Segue

/// Composites a layer tree's presentation values onto an SDL renderer the way Core
/// Animation composites layers: every layer a quad in 3D with perspective, in
/// painter's order, drawn with `SDL_RenderGeometry`.
///
/// Each frame it walks the tree (reading `presentationProperties`, never the model),
/// builds homogeneous geometry — clipped for `masksToBounds`, rounded corners, the
/// eye plane and a guard band around the target — divides each vertex by w once,
/// subdivides textured quads as far as their perspective needs, and hands SDL one
/// `SDL_RenderGeometry` call per run of surfaces that share a texture (untextured
/// colour surfaces use a NULL texture), blending with `SDL_BLENDMODE_BLEND`.
/// See `LayerTreeTessellator` for the compositing model and where Segue differs.
///
/// Textures are cached per `CGImage` object and uploaded once; a texture is destroyed
/// when its image is freed (checked at each `draw`), or by ``releaseTextures()``.
/// Geometry lives in buffers reused from frame to frame, so a warm frame of an
/// unchanged tree does not allocate.
///
/// The compositor does not own the renderer. Its textures belong to the renderer:
/// release them (``releaseTextures()``, or let the compositor go) before destroying
/// the renderer.
@MainActor
public final class LayerCompositor {
    /// The SDL renderer drawn into (an `SDL_Renderer *`; not owned).
    public let renderer: OpaquePointer

    /// What the last ``draw(_:scale:)`` did.
    public private(set) var statistics = CompositorStatistics()

    /// Why the last ``draw(_:scale:)`` fell short (an SDL call failed, with
    /// `SDL_GetError`'s message), or nil when it drew everything. Each new failure is
    /// also reported once through `SegueDiagnostics`.
    public private(set) var lastError: String?

    private let tessellator = LayerTreeTessellator()
    private let textures: TextureCache
    private var vertices: [SDL_Vertex] = []
    private var reportedError: String?

    /// A compositor drawing into `renderer` (an `SDL_Renderer *`).
    public init(renderer: OpaquePointer) {
        self.renderer = renderer
        textures = TextureCache(renderer: renderer)
    }

    isolated deinit {
        textures.removeAll()
    }

    /// The number of image textures currently cached.
    public var cachedTextureCount: Int { textures.count }

    /// Destroys every cached texture (they are uploaded again when next drawn). Call
    /// it before destroying the renderer if the compositor outlives it.
    public func releaseTextures() {
        textures.removeAll()
    }

    /// Draws `root` (and its sublayers) with the root's superlayer space mapped to
    /// the render target's top-left, `scale` pixels per point. Does not clear, does
    /// not present, and does not lay out or display the tree (call
    /// `root.layoutAndDisplayIfNeeded()` first). The renderer should have no logical
    /// size or render scale of its own: `scale` is the only scaling applied.
    public func draw(_ root: CALayer, scale: CGFloat) {
        lastError = nil
        var stats = CompositorStatistics()
        defer { statistics = stats }
        guard scale.isFinite, scale > 0 else {
            fail("draw(_:scale:) needs a positive, finite scale, got \(scale)")
            return
        }
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &width, &height) == 0 else {
            fail("SDL_GetRendererOutputSize failed: \(currentSDLError())")
            return
        }
        tessellator.build(root, scale: Double(scale), viewportWidth: Double(width), viewportHeight: Double(height))
        stats = tessellator.statistics
        textures.destroyTexturesOfFreedImages()

        let frame = tessellator.frame
        vertices.removeAll(keepingCapacity: true)
        for v in frame.vertices {
            vertices.append(SDL_Vertex(position: SDL_FPoint(x: v.x, y: v.y),
                                       color: SDL_Color(r: v.red, g: v.green, b: v.blue, a: v.alpha),
                                       tex_coord: SDL_FPoint(x: v.u, y: v.v)))
        }
        var previousBlendMode = SDL_BLENDMODE_NONE
        SDL_GetRenderDrawBlendMode(renderer, &previousBlendMode)
        guard SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) == 0 else {
            fail("SDL_SetRenderDrawBlendMode failed: \(currentSDLError())")
            return
        }
        defer { SDL_SetRenderDrawBlendMode(renderer, previousBlendMode) }

        for batch in frame.batches where batch.indexCount > 0 {
            var texture: OpaquePointer?
            if let image = batch.image {
                var uploaded = false
                do {
                    texture = try textures.texture(for: image, uploaded: &uploaded)
                } catch {
                    fail("\(error.call) failed for a \(image.width)×\(image.height) image: \(error.message)")
                    continue
                }
                if uploaded { stats.textureUploads += 1 }
            }
            let result = vertices.withUnsafeBufferPointer { vertexBuffer in
                frame.indices.withUnsafeBufferPointer { indexBuffer in
                    SDL_RenderGeometry(renderer, texture,
                                       vertexBuffer.baseAddress! + batch.vertexStart, Int32(batch.vertexCount),
                                       indexBuffer.baseAddress! + batch.indexStart, Int32(batch.indexCount))
                }
            }
            guard result == 0 else {
                fail("SDL_RenderGeometry failed: \(currentSDLError())")
                continue
            }
            stats.drawCalls += 1
        }
        if lastError == nil { reportedError = nil }
    }

    /// Records a failure, reporting it unless the previous frame reported the same.
    private func fail(_ message: String) {
        if lastError == nil { lastError = message }
        if reportedError != message {
            reportedError = message
            SegueDiagnostics.report("compositor: \(message)")
        }
    }
}
