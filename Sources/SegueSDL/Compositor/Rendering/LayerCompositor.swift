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
/// subdivides textured quads as far as their perspective needs (a flat quad is two
/// triangles), drops the surfaces that cannot show (outside the target, or under
/// an opaque surface drawn later: ``cullsHiddenSurfaces``), and hands SDL one
/// `SDL_RenderGeometry` call per run of surfaces that share a texture (untextured
/// colour surfaces use a NULL texture), blending with `SDL_BLENDMODE_BLEND`.
/// See `LayerTreeTessellator` for the compositing model and where Segue differs.
///
/// Content that stops changing is flattened (``flattensStaticContent``): the
/// frame's unchanged bottom — from an opaque layer covering the whole target up —
/// is rendered once into a render target texture and drawn as one copy while it
/// stays the same, the way Core Animation reuses the pixels of content that does
/// not change (`shouldRasterize`); every frame stays pixel for pixel the same.
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

    /// Draws one subtree exploded, like Xcode's view debugger (Segue extension; see
    /// ``ExplodedView``). nil, or a `progress` of 0, draws everything flat.
    public var explodedView: ExplodedView? {
        get { tessellator.explodedView }
        set { tessellator.explodedView = newValue }
    }

    /// Told when each ``draw(_:scale:)`` starts building geometry and starts
    /// submitting it (`FramePhase.geometryBuild`, `.draw`), for the host's frame
    /// profile and traces (Segue extension). Marks outside a recorded frame are ignored.
    public var phaseRecorder: FramePhaseRecorder?

    private let tessellator = LayerTreeTessellator()
    private let textures: TextureCache
    // The conversion's arrays below are touched per vertex, only on the main actor
    // and never with overlapping accesses, so their run-time exclusivity checks
    // (a twelfth of the stress scene's build in a profile) are off.
    private let flattener: StaticContentFlattener
    private let resampler: TransformedTextureResampler
    @exclusivity(unchecked) private var vertices: [SDL_Vertex] = []
    @exclusivity(unchecked) private var indices: [Int32] = []
    /// Per batch: where its vertices and indices start in `vertices` and `indices`.
    @exclusivity(unchecked) private var ranges: [BatchRange] = []
    /// Per batch, the image it samples, held weakly (the frame holds it strongly
    /// while it is current; a freed image must let its texture go at once).
    @exclusivity(unchecked) private var batchImages: [BatchImage] = []
    /// The previous frame's `vertices`, `indices`, `ranges` and `batchImages`
    /// (swapped, not copied), to find the batches that did not change.
    @exclusivity(unchecked) private var previousVertices: [SDL_Vertex] = []
    @exclusivity(unchecked) private var previousIndices: [Int32] = []
    @exclusivity(unchecked) private var previousRanges: [BatchRange] = []
    @exclusivity(unchecked) private var previousBatchImages: [BatchImage] = []
    /// The size in pixels of the target the last frame was built for.
    private var builtWidth: Int32 = 0
    private var builtHeight: Int32 = 0
    /// Per vertex of the current batch, whether its texture coordinates sit on the
    /// image's far edges: 1 right, 2 bottom (software renderer only).
    @exclusivity(unchecked) private var texelEdgeFlags: [UInt8] = []
    /// The vertices of the current batch's far-edge slivers (software renderer only).
    @exclusivity(unchecked) private var sliverVertices: [SDL_Vertex] = []
    /// The draw calls the last submitted frame made, in order: a batch and its
    /// texture, or (batch -1) the copy of the flattened content.
    private var submittedCalls: [(batch: Int, texture: OpaquePointer?, blendMode: SDL_BlendMode)] = []
    /// The calls `drawBatches` makes, in order, once the runs it rasterises are
    /// painted: a batch, its image's texture, whether that texture is drawn
    /// without blending (an opaque image at full opacity, no tint), for a run
    /// rasterised into a texture that texture and the rectangle it is copied to,
    /// and whether the run is painted into the target in place instead.
    private var plannedCalls: [(batch: Int, texture: OpaquePointer?, unblended: Bool,
                                copy: (texture: OpaquePointer, rect: SDL_Rect)?, inPlace: Bool)] = []
    private var hasBuiltFrame = false
    private var reportedError: String?

    /// Whether vertices are rounded to whole pixels and texture coordinates to whole
    /// texels before SDL sees them: SDL's software renderer truncates both
    /// (`SW_QueueGeometry`), which would shift every vertex by up to a pixel towards
    /// the top-left and drop a texel on coordinates like 63.99999. Rounding first
    /// turns its truncation into rounding. Renderers that interpolate in floating
    /// point keep sub-pixel positions.
    let roundsToWholePixels: Bool

    /// Whether an image turned or sheared on screen and drawn smaller than its
    /// size is filtered by the compositor itself (Segue extension; on by default
    /// for SDL's software renderer drawing into a window, off otherwise — a software
    /// renderer on a surface (`OffscreenCanvas`) keeps SDL's sampling unless asked,
    /// so pixel tests measure what they did; headless `segue bench` asks, to do
    /// the window's work): the image is resampled —
    /// an area average of bilinear taps per pixel, adapted to the squeeze along each
    /// axis — into a texture the size of its place on screen, which SDL copies 1:1
    /// (`TransformedTextureResampler`). That is what Core Animation's linear
    /// `minificationFilter` gives and SDL's software renderer, which samples the
    /// nearest texel, does not; placement is exact. Axis-aligned images and images
    /// drawn larger than their size are drawn as before. Costs CPU per pixel of each
    /// such image, every frame it moves.
    public var resamplesTransformedTextures: Bool

    /// Whether runs of opaque colour surfaces are filled by the compositor itself
    /// (Segue extension; on by default exactly where
    /// ``resamplesTransformedTextures`` is, off on surfaces unless asked): a run
    /// whose triangles each have one opaque colour is rasterised — the same
    /// pixels SDL's software renderer fills, under the same rule — into a texture
    /// the size of its place on screen, which SDL copies 1:1. SDL's software
    /// renderer blends every untextured triangle through a surface of its own
    /// (allocated, filled, blitted and freed per triangle), which made colour
    /// surfaces of many triangles (rounded faces) most of a frame's drawing. Runs
    /// with shaded or translucent triangles, or spread over more than four times
    /// their area, are drawn with `SDL_RenderGeometry` as before.
    public var rasterisesSolidRuns: Bool

    /// Whether runs of opaque images drawn at full opacity with no tint are copied
    /// by the compositor itself (Segue extension; on by default exactly where
    /// ``rasterisesSolidRuns`` is, off on surfaces unless asked; needs
    /// ``drawsOpaqueImagesUnblended``): each pixel of the image's triangles gets
    /// the texel SDL's software renderer would copy into it — the same pixels —
    /// painted into a texture the size of its place on screen, which SDL copies
    /// 1:1. SDL picks that texel with two divisions per pixel, which made an
    /// opaque photo with rounded corners (a fan of triangles) the costliest thing
    /// in a frame. Images SDL draws as rectangles (two triangles forming an
    /// axis-aligned quad), and turned images that are filtered
    /// (``resamplesTransformedTextures``), are drawn as before.
    public var copiesOpaqueImageRuns: Bool

    /// Whether the runs the compositor rasterises itself
    /// (``resamplesTransformedTextures``, ``rasterisesSolidRuns``) are painted on
    /// two cores at once (Segue extension; on by default on a machine with more
    /// than one core): a helper thread paints bands of their rows while the
    /// drawing thread paints others, which shortens a frame's draw without
    /// changing a pixel. Off paints everything on the drawing thread. Either way
    /// `submitFrame()` returns with the painting done; no SDL call is made off
    /// the drawing thread.
    public var paintsOnSecondCore: Bool {
        get { resampler.paintingLoop.helps }
        set { if newValue != resampler.paintingLoop.helps { resampler.paintingLoop = ParallelLoop(helps: newValue) } }
    }

    /// Whether the runs the compositor rasterises itself are painted straight into
    /// the render target's pixels, in draw order (Segue extension; on by default):
    /// where the target's pixels can be reached — the window surface SDL's
    /// software renderer draws into, or an ``OffscreenCanvas``'s surface — SDL is
    /// first made to draw what it has queued (`SDL_RenderFlush`), then the
    /// compositor paints its runs over it, and later calls go to SDL again. Each
    /// pixel is written once, where a run painted into a texture of its own is
    /// cleared, painted and then blended by SDL's copy. Only runs whose pixels
    /// replace the target's are painted in place — opaque colour triangles
    /// (``rasterisesSolidRuns``), opaque images at full opacity with no tint,
    /// copied (``copiesOpaqueImageRuns``) or filtered
    /// (``resamplesTransformedTextures``) — so the pixels are the same bit for
    /// bit either way; translucent or tinted filtered images are still painted
    /// into textures that SDL blends. Runs are painted into textures when it is
    /// off, while the frame's bottom is being flattened into a render target
    /// texture (``flattensStaticContent``), and where the target's pixels cannot
    /// be reached or are not 32-bit pixels in the channel order runs are painted in.
    public var paintsIntoTarget = true

    /// The surface the renderer draws into when it has no render target set, when
    /// the compositor can tell: the window's surface for SDL's software renderer on
    /// a window; set by ``OffscreenCanvas`` to its own.
    var targetSurface: (() -> UnsafeMutablePointer<SDL_Surface>?)?

    /// About how many pixels make one band of a rasterised run's rows, the unit
    /// the two cores share (`TransformedTextureResampler.bandPixels`; tests vary it).
    var rasterBandPixels: Int {
        get { resampler.bandPixels }
        set { resampler.bandPixels = newValue }
    }

    /// Whether images whose every pixel is opaque, drawn at full opacity, are drawn
    /// without blending (Segue extension; on by default for SDL's software
    /// renderer, off otherwise): such an image is uploaded in the render target's
    /// own pixel format and drawn with `SDL_BLENDMODE_NONE`, which SDL's software
    /// renderer turns into a straight copy of each texel where blending converted
    /// and blended every one. Over an opaque texel blending is a copy, so the
    /// pixels are the same; a translucent image, or one drawn at an opacity below
    /// 1, still blends. Changing it uploads the images again.
    public var drawsOpaqueImagesUnblended: Bool = false {
        didSet { updateOpaqueImageFormat() }
    }

    /// Opaque images go up in the target's format while ``drawsOpaqueImagesUnblended``.
    private func updateOpaqueImageFormat() {
        textures.opaqueImageFormat = drawsOpaqueImagesUnblended ? flattener.pixelFormat : nil
    }

    /// A compositor drawing into `renderer` (an `SDL_Renderer *`).
    public init(renderer: OpaquePointer) {
        SDLThreadState.releaseWhenThreadEnds()
        self.renderer = renderer
        textures = TextureCache(renderer: renderer)
        flattener = StaticContentFlattener(renderer: renderer)
        resampler = TransformedTextureResampler(renderer: renderer)
        if let window = SDL_RenderGetWindow(renderer) {
            let format = SDL_GetWindowPixelFormat(window)
            if format != SDL_PIXELFORMAT_UNKNOWN.rawValue { flattener.pixelFormat = format }
            resampler.pixelFormat = TransformedTextureResampler.textureFormat(forTarget: format)
        }
        var info = SDL_RendererInfo()
        if SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name {
            roundsToWholePixels = String(cString: name) == "software"
        } else {
            roundsToWholePixels = false
        }
        resamplesTransformedTextures = roundsToWholePixels && SDL_RenderGetWindow(renderer) != nil
        if resamplesTransformedTextures {
            // SDL's software renderer draws into the window's surface.
            targetSurface = { [renderer] in SDL_RenderGetWindow(renderer).flatMap { SDL_GetWindowSurface($0) } }
        }
        rasterisesSolidRuns = resamplesTransformedTextures
        copiesOpaqueImageRuns = resamplesTransformedTextures
        drawsOpaqueImagesUnblended = roundsToWholePixels
        updateOpaqueImageFormat()  // observers do not run in an initialiser
    }

    isolated deinit {
        textures.removeAll()
        flattener.releaseTexture()
        resampler.releaseTextures()
    }

    /// The number of image textures currently cached.
    public var cachedTextureCount: Int { textures.count }

    /// The number of textures the resampler holds (one per image it resampled in
    /// the last frame; `resamplesTransformedTextures`).
    var resampledTextureCount: Int { resampler.textureCount }

    /// The number of images whose premultiplied texels the resampler keeps.
    var resampledImageCount: Int { resampler.cachedImageCount }

    /// Destroys every cached texture (they are uploaded again when next drawn). Call
    /// it before destroying the renderer if the compositor outlives it.
    public func releaseTextures() {
        SDLThreadState.releaseWhenThreadEnds()
        textures.removeAll()
        flattener.releaseTexture()
        resampler.releaseTextures()
    }

    /// Whether the frame's unchanging bottom is flattened into a texture (Segue
    /// extension, on by default; Core Animation's `shouldRasterize` decided by the
    /// compositor): when the frame begins with an opaque surface covering the whole
    /// target and its first runs of surfaces have been exactly the same draw calls
    /// for three frames in a row, and they fill more than the target once, they are
    /// drawn once into a render target texture, which later frames copy instead of
    /// drawing them while they stay the same. Pixels are identical either way;
    /// ``CompositorStatistics/pixelsFilled`` counts the flattening frame's drawing
    /// into the texture and every copy. Renderers without render targets never
    /// flatten.
    public var flattensStaticContent = true {
        didSet { if !flattensStaticContent { flattener.discardContents() } }
    }

    /// The pixel format of the render target (an `SDL_PixelFormatEnum` value), which
    /// the flattened content's texture copies: read from the window for a window's
    /// renderer; a software renderer on a surface cannot tell, so its owner says
    /// (``OffscreenCanvas`` does). ARGB8888 unless known.
    var targetPixelFormat: UInt32 {
        get { flattener.pixelFormat }
        set {
            flattener.pixelFormat = newValue
            resampler.pixelFormat = TransformedTextureResampler.textureFormat(forTarget: newValue)
            updateOpaqueImageFormat()
        }
    }

    /// Forgets the flattened content (Segue extension): call it on
    /// `SDL_RENDER_TARGETS_RESET`, when the renderer has lost what was drawn into its
    /// target textures. (``releaseTextures()``, for `SDL_RENDER_DEVICE_RESET`, drops
    /// the flattened texture too.) The next unchanged frames flatten again.
    public func renderTargetsWereReset() {
        SDLThreadState.releaseWhenThreadEnds()
        flattener.discardContents()
    }

    /// Whether surfaces that cannot show are skipped (Segue extension; on by
    /// default): those outside the render target and those entirely under an opaque
    /// surface drawn after them — a background whose colour is opaque at the
    /// layer's accumulated opacity, or contents with no transparent pixel at full
    /// opacity. Turning it off changes no pixel, only the cost (and
    /// ``CompositorStatistics/pixelsFilled``); it is there to measure what culling saves.
    public var cullsHiddenSurfaces: Bool {
        get { tessellator.cullsHiddenSurfaces }
        set { tessellator.cullsHiddenSurfaces = newValue }
    }

    /// Draws `root` (and its sublayers) with the root's superlayer space mapped to
    /// the render target's top-left, `scale` pixels per point. Does not clear, does
    /// not present, and does not lay out or display the tree (call
    /// `root.layoutAndDisplayIfNeeded()` first). The renderer should have no logical
    /// size or render scale of its own: `scale` is the only scaling applied.
    ///
    /// The same as ``buildFrame(_:scale:)`` followed by ``submitFrame()``.
    public func draw(_ root: CALayer, scale: CGFloat) {
        buildFrame(root, scale: scale)
        submitFrame()
    }

    /// The first half of ``draw(_:scale:)`` (Segue extension, so profilers can time
    /// the halves apart): walks the tree's presentation values and builds the
    /// frame's geometry — clipped, projected, subdivided, culled and batched — with
    /// no SDL call but reading the target's size. ``statistics`` then holds
    /// everything but `drawCalls` and `textureUploads`.
    public func buildFrame(_ root: CALayer, scale: CGFloat) {
        SDLThreadState.releaseWhenThreadEnds()
        lastError = nil
        hasBuiltFrame = false
        statistics = CompositorStatistics()
        guard scale.isFinite, scale > 0 else {
            fail("draw(_:scale:) needs a positive, finite scale, got \(scale)")
            return
        }
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &width, &height) == 0 else {
            fail("SDL_GetRendererOutputSize failed: \(sdlErrorText())")
            return
        }
        phaseRecorder?.mark(.geometryBuild)
        tessellator.build(root, scale: Double(scale), viewportWidth: Double(width), viewportHeight: Double(height))
        statistics = tessellator.statistics
        convertVertices(tessellator.frame)
        builtWidth = width
        builtHeight = height
        flattener.frameBuilt(identicalPrefix: flattensStaticContent && startsWithCover() ? identicalPrefix() : 0)
        hasBuiltFrame = true
    }

    /// The second half of ``draw(_:scale:)`` (Segue extension): hands the frame
    /// ``buildFrame(_:scale:)`` built to SDL — uploading the textures not yet
    /// cached, then one `SDL_RenderGeometry` per run of surfaces sharing a texture,
    /// blending with `SDL_BLENDMODE_BLEND` (the renderer's draw blend mode is put
    /// back afterwards). Does nothing when the build failed or the frame was
    /// already submitted.
    public func submitFrame() {
        SDLThreadState.releaseWhenThreadEnds()
        guard hasBuiltFrame else { return }
        hasBuiltFrame = false
        phaseRecorder?.mark(.draw)
        textures.destroyTexturesOfFreedImages()
        resampler.beginFrame()
        submittedCalls.removeAll(keepingCapacity: true)
        var previousBlendMode = SDL_BLENDMODE_NONE
        SDL_GetRenderDrawBlendMode(renderer, &previousBlendMode)
        guard SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) == 0 else {
            fail("SDL_SetRenderDrawBlendMode failed: \(sdlErrorText())")
            return
        }
        defer { SDL_SetRenderDrawBlendMode(renderer, previousBlendMode) }

        let batches = tessellator.frame.batches
        var first = 0
        if flattensStaticContent {
            let targetPixels = Double(statistics.targetPixels)
            let plan = flattener.plan(batchCount: batches.count, fills: { range in
                var filled = 0.0
                for index in range { filled += batches[index].pixelsFilled }
                return filled
            }, targetPixels: targetPixels, width: builtWidth, height: builtHeight)
            if plan.flattenFirst {
                let failure = flattener.flatten(batches: plan.batches, width: builtWidth, height: builtHeight) {
                    drawBatches(0..<plan.batches)
                }
                if let failure { fail(failure) } else { statistics.flattenedThisFrame = true }
            }
            if plan.batches > 0, flattener.flattenedBatchCount == plan.batches {
                if let failure = flattener.drawCopy() {
                    fail(failure)
                } else {
                    first = plan.batches
                    submittedCalls.append((-1, flattener.flattenedTexture, SDL_BLENDMODE_NONE))
                    statistics.drawCalls += 1
                    statistics.flattenedBatches = plan.batches
                    var filled = targetPixels
                    for index in batches.indices { filled += batches[index].pixelsFilled }
                    if !statistics.flattenedThisFrame {
                        for index in 0..<first { filled -= batches[index].pixelsFilled }
                    }
                    statistics.pixelsFilled = Int(filled.rounded())
                }
            }
        }
        _ = drawBatches(first..<batches.count)
        if lastError == nil { reportedError = nil }
    }

    /// Draws the frame's batches in `range` with one `SDL_RenderGeometry` each
    /// (uploading textures not yet cached), counting them, or for the runs the
    /// compositor rasterises itself one `SDL_RenderCopy` of the texture it painted.
    /// The rasterised runs are placed first, then painted together (on two cores:
    /// `TransformedTextureResampler.paintPreparedRuns()`), then every call is made
    /// in the batches' order. Returns the first failure's message, or nil.
    @discardableResult
    private func drawBatches(_ range: Range<Int>) -> String? {
        let frame = tessellator.frame, batches = frame.batches
        // The rasterised runs point into these buffers until they are painted, so
        // all three passes run inside one borrow of each.
        return frame.vertices.withUnsafeBufferPointer { source in
            frame.indices.withUnsafeBufferPointer { sourceIndices in
                vertices.withUnsafeBufferPointer { drawn in
                    indices.withUnsafeBufferPointer { drawnIndices in
                        var firstFailure: String?
                        plannedCalls.removeAll(keepingCapacity: true)
                        let inPlace = inPlaceTarget()
                        defer { resampler.endInPlaceRuns() }
                        for batchIndex in range {
                            var texture: OpaquePointer?, opaque = false
                            if let image = batches[batchIndex].image {
                                var uploaded = false
                                do throws(TextureUploadError) {
                                    (texture, opaque) = try textures.texture(
                                        for: image, isOpaque: tessellator.opaqueImages.isOpaque(image), uploaded: &uploaded)
                                } catch {
                                    record("\(error.call) failed for a \(image.width)×\(image.height) image: \(error.message)", &firstFailure)
                                    continue
                                }
                                if uploaded { statistics.textureUploads += 1 }
                            }
                            // An opaque image at full opacity needs no blending: SDL's
                            // software renderer then copies its texels straight across
                            // (the same pixels: over an opaque texel, blending is a copy).
                            let unblended = opaque && Self.isUnmodulated(drawn, ranges[batchIndex])
                            var copy: (texture: OpaquePointer, rect: SDL_Rect)?, paintedInPlace = false
                            if (resamplesTransformedTextures && texture != nil)
                                || (rasterisesSolidRuns && batches[batchIndex].image == nil)
                                || (copiesOpaqueImageRuns && unblended) {
                                switch prepareRasterised(batchIndex, image: batches[batchIndex].image, copying: unblended,
                                                         source: source, sourceIndices: sourceIndices, drawn: drawn,
                                                         drawnIndices: drawnIndices, inPlace: inPlace) {
                                case .prepared(let rasterised?, let rect):
                                    copy = (rasterised, rect)
                                case .prepared(nil, _):
                                    paintedInPlace = true
                                case .failed(let message):
                                    record(message, &firstFailure)
                                    continue
                                case .notRasterised: break
                                }
                            }
                            plannedCalls.append((batchIndex, texture, unblended, copy, paintedInPlace))
                        }
                        // Uploads asked the walk's opacity cache, which holds the image it
                        // answered last: let go of it, as the walk does.
                        tessellator.opaqueImages.forgetLastImage()
                        resampler.paintPreparedRuns()
                        // Whether SDL may hold queued drawing the target does not show yet.
                        var sdlQueued = true, inPlaceRun = 0, callIndex = 0
                        while callIndex < plannedCalls.count {
                            let call = plannedCalls[callIndex]
                            callIndex += 1
                            if call.inPlace {
                                // This run and the in-place runs right after it, over what SDL drew.
                                var end = callIndex
                                while end < plannedCalls.count, plannedCalls[end].inPlace { end += 1 }
                                if sdlQueued, SDL_RenderFlush(renderer) != 0 {
                                    record("SDL_RenderFlush failed: \(sdlErrorText())", &firstFailure)
                                }
                                sdlQueued = false
                                let count = end - callIndex + 1
                                resampler.paintInPlace(runs: inPlaceRun..<(inPlaceRun + count))
                                inPlaceRun += count
                                for painted in plannedCalls[(callIndex - 1)..<end] {
                                    // Recorded as SDL would have drawn the batch.
                                    submittedCalls.append((painted.batch, painted.texture,
                                                           painted.unblended ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND))
                                }
                                statistics.drawCalls += count
                                statistics.paintedRuns += count
                                callIndex = end
                                continue
                            }
                            sdlQueued = true
                            let range = ranges[call.batch]
                            if let copy = call.copy {
                                var source = SDL_Rect(x: 0, y: 0, w: copy.rect.w, h: copy.rect.h), target = copy.rect
                                guard SDL_RenderCopy(renderer, copy.texture, &source, &target) == 0 else {
                                    record("SDL_RenderCopy failed: \(sdlErrorText())", &firstFailure)
                                    continue
                                }
                                statistics.paintedRuns += 1
                                // Recorded as SDL would have drawn the batch.
                                submittedCalls.append((call.batch, call.texture,
                                                       call.unblended ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND))
                            } else {
                                let blendMode = call.unblended ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
                                if let texture = call.texture {
                                    do throws(TextureUploadError) {
                                        try textures.setBlendMode(blendMode, of: texture)
                                    } catch {
                                        record("\(error.call) failed: \(error.message)", &firstFailure)
                                        continue
                                    }
                                }
                                submittedCalls.append((call.batch, call.texture, blendMode))
                                guard SDL_RenderGeometry(renderer, call.texture,
                                                         drawn.baseAddress! + range.vertexStart, Int32(range.vertexCount),
                                                         drawnIndices.baseAddress! + range.indexStart,
                                                         Int32(range.indexCount)) == 0 else {
                                    record("SDL_RenderGeometry failed: \(sdlErrorText())", &firstFailure)
                                    continue
                                }
                            }
                            statistics.drawCalls += 1
                        }
                        plannedCalls.removeAll(keepingCapacity: true)
                        return firstFailure
                    }
                }
            }
        }
    }

    /// Whether every vertex of the batch at `range` is opaque white: its texture is
    /// drawn unmodulated (full opacity, no tint).
    private static func isUnmodulated(_ drawn: UnsafeBufferPointer<SDL_Vertex>, _ range: BatchRange) -> Bool {
        for vertex in drawn[range.vertexStart..<(range.vertexStart + range.vertexCount)] {
            let colour = vertex.color
            if colour.r & colour.g & colour.b & colour.a != 255 { return false }
        }
        return true
    }

    /// Reports a failure of `drawBatches`, keeping the first in `first`.
    private func record(_ message: String, _ first: inout String?) {
        fail(message)
        if first == nil { first = message }
    }

    /// Where batch `batchIndex`'s run goes when the compositor rasterises it: a
    /// texture of its own, or (nil) painted into the target's pixels.
    private enum RasterisedDraw {
        case prepared(OpaquePointer?, SDL_Rect), notRasterised, failed(String)
    }

    /// The target's pixels, to paint runs into in place (``paintsIntoTarget``), or
    /// nil: when it is off, a render target texture is set (the flattener is
    /// drawing), the target's surface is unknown, of another size than the frame
    /// was built for, must be locked, or is not 32-bit pixels in the channel
    /// order runs are painted in.
    private func inPlaceTarget() -> TransformedTextureResampler.RunPixels? {
        guard paintsIntoTarget, SDL_GetRenderTarget(renderer) == nil, let surface = targetSurface?() else { return nil }
        let pixels = surface.pointee
        guard let base = pixels.pixels, let format = pixels.format,
              pixels.w == builtWidth, pixels.h == builtHeight, pixels.w > 0, pixels.h > 0,
              pixels.flags & UInt32(SDL_RLEACCEL) == 0, pixels.pitch >= pixels.w * 4, pixels.pitch % 4 == 0,
              resampler.paintsInPlace(onSurfaceOfFormat: format.pointee.format) else { return nil }
        return TransformedTextureResampler.RunPixels(base: base, origin: (0, 0), width: Int(pixels.w),
                                                     height: Int(pixels.h), pixelsPerRow: Int(pixels.pitch) / 4)
    }

    /// Places batch `batchIndex` for the compositor's own rasteriser when it
    /// takes it: a turned, minified `image` resampled
    /// (``resamplesTransformedTextures``), else an opaque `image` drawn
    /// unmodulated copied when `copying` (``copiesOpaqueImageRuns``), or, with no
    /// image, a run of opaque colour triangles filled (``rasterisesSolidRuns``).
    /// Painted by the resampler's next `paintPreparedRuns()`, then drawn with one
    /// `SDL_RenderCopy` of the texture into the rectangle, 1:1.
    private func prepareRasterised(_ batchIndex: Int, image: CGImage?, copying: Bool,
                                   source: UnsafeBufferPointer<CompositedVertex>,
                                   sourceIndices: UnsafeBufferPointer<Int32>,
                                   drawn: UnsafeBufferPointer<SDL_Vertex>,
                                   drawnIndices: UnsafeBufferPointer<Int32>,
                                   inPlace: TransformedTextureResampler.RunPixels?) -> RasterisedDraw {
        let batch = tessellator.frame.batches[batchIndex], range = ranges[batchIndex]
        let result = Result { () throws(TextureUploadError) in
            let drawn = UnsafeBufferPointer(rebasing: drawn[range.vertexStart..<(range.vertexStart + range.vertexCount)])
            let indices = UnsafeBufferPointer(rebasing: sourceIndices[batch.indexStart..<(batch.indexStart + batch.indexCount)])
            guard let image else {
                return try resampler.fillSolid(drawn: drawn, indices: indices,
                                               targetWidth: builtWidth, targetHeight: builtHeight, inPlace: inPlace)
            }
            if resamplesTransformedTextures, let resampled = try resampler.resample(
                image: image,
                source: UnsafeBufferPointer(rebasing: source[batch.vertexStart..<(batch.vertexStart + batch.vertexCount)]),
                drawn: drawn, indices: indices, targetWidth: builtWidth, targetHeight: builtHeight, inPlace: inPlace) {
                return resampled
            }
            guard copying && copiesOpaqueImageRuns else { return nil }
            // The indices SDL receives: far-edge slivers have vertices of their own.
            let copied = UnsafeBufferPointer(rebasing: drawnIndices[range.indexStart..<(range.indexStart + range.indexCount)])
            return try resampler.copyOpaque(image: image, drawn: drawn, indices: copied,
                                            targetWidth: builtWidth, targetHeight: builtHeight, inPlace: inPlace)
        }
        switch result {
        case .failure(let error):
            let what = image.map { "a resampled \($0.width)×\($0.height) image" } ?? "a filled run"
            return .failed("\(error.call) failed for \(what): \(error.message)")
        case .success(nil):
            return .notRasterised
        case .success(let copy?):
            return .prepared(copy.texture, copy.rect)
        }
    }

    /// A copy of the draw calls the last ``submitFrame()`` made (Segue extension):
    /// the vertices, indices and textures exactly as SDL received them, to replay
    /// with no engine work (`segue bench --raw`). The recording keeps the frame's
    /// images alive, so their textures stay cached while it exists.
    public func recordSubmittedDrawCalls() -> RecordedDrawCalls {
        var calls: [RecordedDrawCalls.Call] = []
        let batches = tessellator.frame.batches
        for (index, texture, blendMode) in submittedCalls {
            guard index >= 0 else {
                calls.append(RecordedDrawCalls.Call(texture: texture, vertexStart: 0, vertexCount: 0, indexStart: 0,
                                                    indexCount: 0, copiesTexture: true))
                continue
            }
            guard index < ranges.count else { continue }
            let range = ranges[index]
            calls.append(RecordedDrawCalls.Call(texture: texture, vertexStart: range.vertexStart,
                                                vertexCount: range.vertexCount, indexStart: range.indexStart,
                                                indexCount: range.indexCount, blendMode: blendMode))
        }
        return RecordedDrawCalls(vertices: vertices, indices: indices, calls: calls,
                                 images: batches.compactMap(\.image))
    }

    /// Fills `vertices`, `indices` and `ranges` from the frame, rounded for the
    /// software renderer (see ``roundsToWholePixels``).
    ///
    /// SDL's software renderer also reads one texel past the image for a triangle
    /// whose three vertices all sit on the image's far edge (it pulls a triangle's
    /// largest texel coordinate in by one only when the triangle spans more than one
    /// texel on that axis): such slivers get their own vertices on the last texel,
    /// after their batch's.
    ///
    /// The compacted frame's batches lie end to end and a `CompositedVertex` is laid
    /// out as an `SDL_Vertex`, so both arrays are copied whole (one copy each), and
    /// each batch's vertices are then converted in place; a batch with slivers gets
    /// them inserted after it.
    private func convertVertices(_ frame: CompositedFrame) {
        swap(&vertices, &previousVertices)
        swap(&indices, &previousIndices)
        swap(&ranges, &previousRanges)
        swap(&batchImages, &previousBatchImages)
        batchImages.removeAll(keepingCapacity: true)
        for batch in frame.batches {
            batchImages.append(BatchImage(image: batch.image, isTextured: batch.image != nil))
        }
        Self.convert(frame, roundsToWholePixels: roundsToWholePixels, vertices: &vertices, indices: &indices,
                     ranges: &ranges, edgeFlags: &texelEdgeFlags, slivers: &sliverVertices)
    }

    /// The geometry ``convertVertices(_:)`` makes of `frame`, in new arrays (for
    /// tests).
    nonisolated static func convertedGeometry(of frame: CompositedFrame, roundsToWholePixels: Bool)
        -> (vertices: [SDL_Vertex], indices: [Int32], ranges: [BatchRange]) {
        var vertices: [SDL_Vertex] = [], indices: [Int32] = [], ranges: [BatchRange] = []
        var flags: [UInt8] = [], slivers: [SDL_Vertex] = []
        convert(frame, roundsToWholePixels: roundsToWholePixels, vertices: &vertices, indices: &indices,
                ranges: &ranges, edgeFlags: &flags, slivers: &slivers)
        return (vertices, indices, ranges)
    }

    /// ``convertVertices(_:)``'s work on the arrays it fills (emptied first), with
    /// its scratch storage.
    private nonisolated static func convert(_ frame: CompositedFrame, roundsToWholePixels: Bool,
                                            vertices: inout [SDL_Vertex], indices: inout [Int32],
                                            ranges: inout [BatchRange], edgeFlags: inout [UInt8],
                                            slivers: inout [SDL_Vertex]) {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        ranges.removeAll(keepingCapacity: true)
        frame.vertices.withUnsafeBufferPointer { source in
            source.withMemoryRebound(to: SDL_Vertex.self) { vertices.append(contentsOf: $0) }
        }
        indices.append(contentsOf: frame.indices)
        var inserted = 0
        for batch in frame.batches {
            let vertexStart = batch.vertexStart + inserted
            var added = 0
            if roundsToWholePixels {
                if let image = batch.image {
                    added = convertSnapping(vertexStart: vertexStart, count: batch.vertexCount,
                                            indexStart: batch.indexStart, indexCount: batch.indexCount,
                                            width: image.width, height: image.height,
                                            vertices: &vertices, indices: &indices,
                                            edgeFlags: &edgeFlags, slivers: &slivers)
                } else {
                    roundPositions(vertexStart: vertexStart, count: batch.vertexCount, vertices: &vertices)
                }
                added += separateMisreadRectangles(vertexStart: vertexStart, vertexCount: batch.vertexCount + added,
                                                   indexStart: batch.indexStart, indexCount: batch.indexCount,
                                                   vertices: &vertices, indices: &indices, copies: &slivers)
            }
            ranges.append(BatchRange(vertexStart: vertexStart, vertexCount: batch.vertexCount + added,
                                     indexStart: batch.indexStart, indexCount: batch.indexCount))
            inserted += added
        }
    }

    /// Gives SDL's software renderer no pair of triangles it would misread as a
    /// rectangle (``SDLRectangleReading``): where it would take a triangle and the
    /// one before it for a rectangle they are not halves of — and so drop the
    /// earlier triangle and blit a sliver of the image in its place — the later
    /// triangle gets a vertex of its own, a copy of one it shared, appended after
    /// the batch's `vertexCount` vertices; sharing one vertex, the two are drawn as
    /// triangles. Same position, colour and texture coordinate, so no pixel moves
    /// but the ones SDL would have lost. Pairs that are a rectangle's halves stay,
    /// for SDL to blit. Returns how many vertices were inserted; `copies` is
    /// scratch storage.
    private nonisolated static func separateMisreadRectangles(vertexStart: Int, vertexCount: Int, indexStart: Int,
                                                              indexCount: Int, vertices: inout [SDL_Vertex],
                                                              indices: inout [Int32],
                                                              copies: inout [SDL_Vertex]) -> Int {
        guard indexCount >= 6 else { return 0 }
        copies.removeAll(keepingCapacity: true)
        vertices.withUnsafeBufferPointer { all in
            let batch = UnsafeBufferPointer(rebasing: all[vertexStart..<(vertexStart + vertexCount)])
            indices.withUnsafeMutableBufferPointer { all in
                let triangles = UnsafeMutableBufferPointer(rebasing: all[indexStart..<(indexStart + indexCount)])
                // The batch's vertices, then the copies made so far.
                func vertex(_ index: Int32) -> SDL_Vertex {
                    let index = Int(index)
                    return index < batch.count ? batch[index] : copies[index - batch.count]
                }
                // SDL pairs each triangle with the one before, anew after a rectangle.
                var pairsWithPrevious = false
                var triangle = 0
                while triangle + 2 < triangles.count {
                    defer { triangle += 3 }
                    let current = (triangles[triangle], triangles[triangle + 1], triangles[triangle + 2])
                    let count = batch.count + copies.count
                    guard current.0 >= 0, current.1 >= 0, current.2 >= 0,
                          Int(current.0) < count, Int(current.1) < count, Int(current.2) < count
                    else { pairsWithPrevious = false; continue }
                    guard pairsWithPrevious else { pairsWithPrevious = true; continue }
                    let previous = (triangles[triangle - 3], triangles[triangle - 2], triangles[triangle - 1])
                    guard SDLRectangleReading.takesForRectangle(previous: previous, current: current, at: vertex)
                    else { continue }
                    if SDLRectangleReading.tilesRectangle(previous: previous, current: current, at: vertex) {
                        pairsWithPrevious = false
                        continue
                    }
                    for corner in 0..<3 {
                        let index = triangles[triangle + corner]
                        guard index == previous.0 || index == previous.1 || index == previous.2 else { continue }
                        triangles[triangle + corner] = Int32(batch.count + copies.count)
                        copies.append(vertex(index))
                        break
                    }
                }
            }
        }
        if !copies.isEmpty { vertices.insert(contentsOf: copies, at: vertexStart + vertexCount) }
        return copies.count
    }

    /// Rounds the positions of `count` vertices from `vertexStart` to whole pixels
    /// in place (halves up, as `(x + 0.5).rounded(.down)`).
    private nonisolated static func roundPositions(vertexStart: Int, count: Int, vertices: inout [SDL_Vertex]) {
        guard count > 0 else { return }
        vertices.withUnsafeMutableBufferPointer { target in
            var vertex = target.baseAddress! + vertexStart
            let end = vertex + count
            while vertex < end {
                vertex.pointee.position.x = (vertex.pointee.position.x + 0.5).rounded(.down)
                vertex.pointee.position.y = (vertex.pointee.position.y + 0.5).rounded(.down)
                vertex += 1
            }
        }
    }

    /// Converts a textured batch in place — positions rounded to whole pixels,
    /// texture coordinates snapped to texels (`texelEdge`, `coordinate(ofEdge:_:)`)
    /// — and inserts its slivers' vertices after its own, rewriting their
    /// triangles' indices. Returns how many vertices were inserted. Outside the
    /// main actor, so the buffers' closures run without an executor check.
    private nonisolated static func convertSnapping(vertexStart: Int, count: Int, indexStart: Int, indexCount: Int,
                                                    width: Int, height: Int,
                                                    vertices: inout [SDL_Vertex], indices: inout [Int32],
                                                    edgeFlags: inout [UInt8], slivers: inout [SDL_Vertex]) -> Int {
        guard count > 0 else { return 0 }
        if edgeFlags.count < count { edgeFlags.append(contentsOf: repeatElement(0, count: count - edgeFlags.count)) }
        vertices.withUnsafeMutableBufferPointer { target in
            edgeFlags.withUnsafeMutableBufferPointer { flags in
                var vertex = target.baseAddress! + vertexStart
                var flag = flags.baseAddress!
                let end = vertex + count
                while vertex < end {
                    vertex.pointee.position.x = (vertex.pointee.position.x + 0.5).rounded(.down)
                    vertex.pointee.position.y = (vertex.pointee.position.y + 0.5).rounded(.down)
                    let edgeU = texelEdge(vertex.pointee.tex_coord.x, width)
                    let edgeV = texelEdge(vertex.pointee.tex_coord.y, height)
                    flag.pointee = (edgeU == width ? 1 : 0) | (edgeV == height ? 2 : 0)
                    vertex.pointee.tex_coord.x = coordinate(ofEdge: edgeU, width)
                    vertex.pointee.tex_coord.y = coordinate(ofEdge: edgeV, height)
                    vertex += 1
                    flag += 1
                }
            }
        }
        slivers.removeAll(keepingCapacity: true)
        indices.withUnsafeMutableBufferPointer { indices in
            edgeFlags.withUnsafeBufferPointer { flags in
                var triangle = indices.baseAddress! + indexStart
                let end = triangle + indexCount
                while triangle < end {
                    let shared = flags[Int(triangle[0])] & flags[Int(triangle[1])] & flags[Int(triangle[2])]
                    if shared != 0 {
                        for corner in 0..<3 {
                            var vertex = vertices[vertexStart + Int(triangle[corner])]
                            if shared & 1 != 0 { vertex.tex_coord.x = coordinate(ofEdge: width - 1, width) }
                            if shared & 2 != 0 { vertex.tex_coord.y = coordinate(ofEdge: height - 1, height) }
                            triangle[corner] = Int32(count + slivers.count)
                            slivers.append(vertex)
                        }
                    }
                    triangle += 3
                }
            }
        }
        if !slivers.isEmpty { vertices.insert(contentsOf: slivers, at: vertexStart + count) }
        return slivers.count
    }

    // MARK: Flattening

    /// Whether the frame just converted begins with an opaque surface of one
    /// convex polygon that holds the centre of every pixel of the target (all four
    /// corner pixels' centres strictly inside, as SDL receives the vertices): then
    /// nothing under it shows.
    private func startsWithCover() -> Bool {
        let frame = tessellator.frame
        guard let firstBatch = frame.batches.first, let range = ranges.first,
              let cover = frame.surfaces.first(where: { !$0.isCulled }),
              cover.isOpaque, cover.outlineCount == 0, cover.vertexCount >= 3 else { return false }
        let start = range.vertexStart + cover.vertexStart - firstBatch.vertexStart
        let width = Float(builtWidth), height = Float(builtHeight)
        return vertices.withUnsafeBufferPointer { buffer in
            let polygon = UnsafeBufferPointer(rebasing: buffer[start..<(start + cover.vertexCount)])
            return ConvexCover.holds(x: 0.5, y: 0.5, polygon) && ConvexCover.holds(x: width - 0.5, y: 0.5, polygon)
                && ConvexCover.holds(x: width - 0.5, y: height - 0.5, polygon)
                && ConvexCover.holds(x: 0.5, y: height - 0.5, polygon)
        }
    }

    /// How many leading batches of the frame just converted are exactly the
    /// previous frame's: the same image and byte-for-byte the same vertices and
    /// indices as SDL receives them.
    private func identicalPrefix() -> Int {
        var count = 0
        while count < ranges.count, count < previousRanges.count {
            let now = ranges[count], before = previousRanges[count]
            guard now.vertexCount == before.vertexCount, now.indexCount == before.indexCount,
                  batchImages[count].isTextured == previousBatchImages[count].isTextured,
                  !batchImages[count].isTextured || batchImages[count].image === previousBatchImages[count].image,
                  Self.sameBytes(vertices, now.vertexStart, previousVertices, before.vertexStart, now.vertexCount),
                  Self.sameBytes(indices, now.indexStart, previousIndices, before.indexStart, now.indexCount)
            else { break }
            count += 1
        }
        return count
    }

    /// Whether `count` elements of `a` from `i` and of `b` from `j` are the same bytes.
    private static func sameBytes<Element>(_ a: [Element], _ i: Int, _ b: [Element], _ j: Int, _ count: Int) -> Bool {
        guard count > 0 else { return true }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in
                let stride = MemoryLayout<Element>.stride
                return memcmp(x.baseAddress! + i * stride, y.baseAddress! + j * stride, count * stride) == 0
            }
        }
    }

    /// A batch's image, weakly: nil with `isTextured` once the image was freed (so
    /// no later image can pass for it).
    private struct BatchImage {
        weak var image: CGImage?
        var isTextured: Bool
    }

    /// Where one batch's vertices and indices are in `vertices` and `indices`.
    struct BatchRange: Equatable {
        var vertexStart: Int
        var vertexCount: Int
        var indexStart: Int
        var indexCount: Int
    }

    /// The texel edge (0…`texels`) nearest the texture coordinate `c`
    /// (`PixelRounding.nearestAwayFromZero`, as `Float.rounded()`).
    @inline(__always)
    private nonisolated static func texelEdge(_ c: Float, _ texels: Int) -> Int {
        min(max(PixelRounding.nearestAwayFromZero(c * Float(texels)), 0), texels)
    }

    /// The texture coordinate SDL's software renderer truncates to `edge`: a quarter
    /// texel past it, except the far edge, which must stay exactly 1 (SDL rejects
    /// coordinates outside 0…1).
    private nonisolated static func coordinate(ofEdge edge: Int, _ texels: Int) -> Float {
        edge >= texels ? 1 : (Float(edge) + 0.25) / Float(texels)
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
