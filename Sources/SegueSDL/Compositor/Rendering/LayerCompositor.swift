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

    /// Whether vertices are rounded to whole pixels and texture coordinates to whole
    /// texels before SDL sees them: SDL's software renderer truncates both
    /// (`SW_QueueGeometry`), which would shift every vertex by up to a pixel towards
    /// the top-left and drop a texel on coordinates like 63.99999. Rounding first
    /// turns its truncation into rounding. Renderers that interpolate in floating
    /// point keep sub-pixel positions.
    let roundsToWholePixels: Bool

    /// A compositor drawing into `renderer` (an `SDL_Renderer *`).
    public init(renderer: OpaquePointer) {
        self.renderer = renderer
        textures = TextureCache(renderer: renderer)
        var info = SDL_RendererInfo()
        if SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name {
            roundsToWholePixels = String(cString: name) == "software"
        } else {
            roundsToWholePixels = false
        }
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
        convertVertices(frame)
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

    /// Fills `vertices` with the frame's vertices as `SDL_Vertex`, rounded for the
    /// software renderer (see ``roundsToWholePixels``).
    private func convertVertices(_ frame: CompositedFrame) {
        vertices.removeAll(keepingCapacity: true)
        for batch in frame.batches {
            let texelsWide = Float(batch.image?.width ?? 1), texelsHigh = Float(batch.image?.height ?? 1)
            for index in batch.vertexStart..<(batch.vertexStart + batch.vertexCount) {
                let v = frame.vertices[index]
                var x = v.x, y = v.y, u = v.u, t = v.v
                if roundsToWholePixels {
                    x = (x + 0.5).rounded(.down)
                    y = (y + 0.5).rounded(.down)
                    u = Self.texelEdge(u, texelsWide)
                    t = Self.texelEdge(t, texelsHigh)
                }
                vertices.append(SDL_Vertex(position: SDL_FPoint(x: x, y: y),
                                           color: SDL_Color(r: v.red, g: v.green, b: v.blue, a: v.alpha),
                                           tex_coord: SDL_FPoint(x: u, y: t)))
            }
        }
    }

    /// The texture coordinate `c` moved to the nearest texel edge, plus a quarter
    /// texel so SDL's truncation lands on that edge (the far edge stays exactly 1:
    /// SDL rejects coordinates outside 0…1).
    private static func texelEdge(_ c: Float, _ texels: Float) -> Float {
        let edge = min(max((c * texels).rounded(), 0), texels)
        return edge >= texels ? 1 : (edge + 0.25) / texels
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
