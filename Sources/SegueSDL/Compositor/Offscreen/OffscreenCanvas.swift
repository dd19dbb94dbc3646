import CSDL2
import Foundation
import Segue

/// A reusable headless render target: an RGBA surface with SDL's software renderer
/// on it and a ``LayerCompositor`` (Segue extension).
///
/// Needs no `SDL_Init`, no display and no X server (`SDL_CreateRGBSurfaceWithFormat`
/// plus `SDL_CreateSoftwareRenderer`), so tests and tools can render anywhere, and
/// several canvases may exist at once. Draw as many frames as you like; textures
/// stay cached between them. ``OffscreenRenderer`` is the one-shot form.
///
/// Pixels are composited premultiplied (blending over a transparent or translucent
/// background is then exact) and un-premultiplied when read into a `CGImage`, whose
/// alpha is straight.
@MainActor
public final class OffscreenCanvas {
    /// The largest width or height accepted, in pixels.
    public nonisolated static let maximumPixelDimension = 16_384
    /// The most pixels accepted in all (36 megapixels, e.g. 6000 × 6000): a render
    /// keeps about 23.5 bytes a pixel at its peak (the surface, the pixels read
    /// back, the image and the PNG being written) on top of about 35 MB, so this
    /// bounds `segue render` below 1 GB (docs/PERFORMANCE.md, "Render memory").
    public nonisolated static let maximumPixelCount = 36_000_000

    /// Whether an image of `width` × `height` pixels may be made: each side in
    /// 1…``maximumPixelDimension`` and at most ``maximumPixelCount`` pixels.
    public nonisolated static func accepts(pixelWidth width: Double, pixelHeight height: Double) -> Bool {
        let side = Double(maximumPixelDimension)
        return width >= 1 && height >= 1 && width <= side && height <= side && width * height <= Double(maximumPixelCount)
    }

    /// What ``accepts(pixelWidth:pixelHeight:)`` allows, for messages.
    public nonisolated static let limitDescription = "each side from 1 to 16384 pixels and at most 36 megapixels in all (a render then stays below 1 GB)"

    /// Width in pixels.
    public let pixelWidth: Int
    /// Height in pixels.
    public let pixelHeight: Int

    private let surface: UnsafeMutablePointer<SDL_Surface>
    /// The software renderer drawing into the canvas (an `SDL_Renderer *`), for
    /// tools that clear, replay recorded draw calls or flush it themselves.
    public let renderer: OpaquePointer
    /// The canvas's compositor, for tools that time its halves
    /// (``LayerCompositor/buildFrame(_:scale:)``, ``LayerCompositor/submitFrame()``)
    /// or record its draw calls. ``draw(_:scale:backgroundColor:)`` uses it.
    public let compositor: LayerCompositor

    /// A transparent canvas of `pixelWidth` × `pixelHeight` pixels.
    ///
    /// - Throws: ``OffscreenRenderError/tooLarge(pixelWidth:pixelHeight:)`` outside
    ///   1…``maximumPixelDimension`` a side or over ``maximumPixelCount`` pixels;
    ///   ``OffscreenRenderError/sdl(call:message:)`` when
    ///   SDL cannot make the surface or the renderer.
    public init(pixelWidth: Int, pixelHeight: Int) throws(OffscreenRenderError) {
        SDLThreadState.releaseWhenThreadEnds()
        guard Self.accepts(pixelWidth: Double(pixelWidth), pixelHeight: Double(pixelHeight)) else {
            throw .tooLarge(pixelWidth: Double(pixelWidth), pixelHeight: Double(pixelHeight))
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(pixelWidth), Int32(pixelHeight), 32,
                                                           SDL_PIXELFORMAT_ABGR8888.rawValue) else {
            throw .sdl(call: "SDL_CreateRGBSurfaceWithFormat", message: sdlErrorText())
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            let error = OffscreenRenderError.sdl(call: "SDL_CreateSoftwareRenderer", message: sdlErrorText())
            SDL_FreeSurface(surface)
            throw error
        }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.surface = surface
        self.renderer = renderer
        compositor = LayerCompositor(renderer: renderer)
        compositor.targetPixelFormat = SDL_PIXELFORMAT_ABGR8888.rawValue
        compositor.targetSurface = { surface }
    }

    isolated deinit {
        compositor.releaseTextures()
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// What the last ``draw(_:scale:backgroundColor:)`` did.
    public var statistics: CompositorStatistics { compositor.statistics }

    /// Draws one subtree exploded (``LayerCompositor/explodedView``), so tests and
    /// tools can render the exploded view headless.
    public var explodedView: ExplodedView? {
        get { compositor.explodedView }
        set { compositor.explodedView = newValue }
    }

    /// Marks geometry build and draw in a frame recorder (``LayerCompositor/phaseRecorder``).
    public var phaseRecorder: FramePhaseRecorder? {
        get { compositor.phaseRecorder }
        set { compositor.phaseRecorder = newValue }
    }

    /// The number of image textures the canvas's compositor holds.
    public var cachedTextureCount: Int { compositor.cachedTextureCount }

    /// Clears to `backgroundColor` (transparent when nil), prepares the tree
    /// (`root.layoutAndDisplayIfNeeded()`) and composites it at `scale` pixels per
    /// point. The pixels stay in the canvas; read them with ``image()``.
    public func draw(_ root: CALayer, scale: CGFloat = 1, backgroundColor: RGBAColor? = nil) throws(OffscreenRenderError) {
        SDLThreadState.releaseWhenThreadEnds()
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        try clear(to: backgroundColor ?? .clear)
        root.layoutAndDisplayIfNeeded()
        compositor.draw(root, scale: scale)
        if let error = compositor.lastError { throw .compositing(error) }
        try flush()
    }

    /// Fills the canvas with `color` (premultiplied, as the canvas composites), for
    /// tools that draw with ``compositor`` themselves.
    public func clear(to color: RGBAColor) throws(OffscreenRenderError) {
        SDLThreadState.releaseWhenThreadEnds()
        let clear = color.clamped.premultiplied.rgba8
        try check(SDL_SetRenderDrawColor(renderer, clear.0, clear.1, clear.2, clear.3), "SDL_SetRenderDrawColor")
        try check(SDL_RenderClear(renderer), "SDL_RenderClear")
    }

    /// Draws whatever SDL still has queued (`SDL_RenderFlush`): where nothing is
    /// shown, what a window's present would do to finish a frame.
    public func flush() throws(OffscreenRenderError) {
        SDLThreadState.releaseWhenThreadEnds()
        try check(SDL_RenderFlush(renderer), "SDL_RenderFlush")
    }

    /// The canvas's pixels as an image (straight alpha).
    public func image() throws(OffscreenRenderError) -> CGImage {
        SDLThreadState.releaseWhenThreadEnds()
        try check(SDL_LockSurface(surface), "SDL_LockSurface")
        defer { SDL_UnlockSurface(surface) }
        let pitch = Int(surface.pointee.pitch)
        guard let base = surface.pointee.pixels else {
            throw .sdl(call: "SDL_LockSurface", message: "the surface has no pixels")
        }
        let source = base.assumingMemoryBound(to: UInt8.self)
        var bytes = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        bytes.withUnsafeMutableBufferPointer { target in
            for y in 0..<pixelHeight {
                let row = source + y * pitch
                for x in 0..<pixelWidth {
                    let i = x * 4, o = (y * pixelWidth + x) * 4
                    let alpha = row[i + 3]
                    guard alpha > 0 else { continue }
                    target[o + 3] = alpha
                    for channel in 0..<3 {
                        let value = (Int(row[i + channel]) * 255 + Int(alpha) / 2) / Int(alpha)
                        target[o + channel] = UInt8(min(value, 255))
                    }
                }
            }
        }
        guard let image = CGImage(width: pixelWidth, height: pixelHeight, rgbaPixels: bytes) else {
            throw .sdl(call: "CGImage(width:height:rgbaPixels:)", message: "could not wrap the pixels")
        }
        return image
    }

    /// Draws and reads back: ``draw(_:scale:backgroundColor:)`` then ``image()``.
    public func render(_ root: CALayer, scale: CGFloat = 1, backgroundColor: RGBAColor? = nil) throws(OffscreenRenderError) -> CGImage {
        try draw(root, scale: scale, backgroundColor: backgroundColor)
        return try image()
    }

    private func check(_ result: Int32, _ call: String) throws(OffscreenRenderError) {
        guard result == 0 else { throw .sdl(call: call, message: sdlErrorText()) }
    }
}
