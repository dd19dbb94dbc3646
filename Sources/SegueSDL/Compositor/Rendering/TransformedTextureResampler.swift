import CSDL2
import Segue

/// Filters a turned, minified image for SDL's software renderer (Segue internal):
/// the compositor's own texture sampling, written straight into a texture the
/// size of the image's place on screen, which SDL then copies 1:1.
///
/// Core Animation filters contents (`minificationFilter` `.linear`); OpenGL does it
/// in the sampler. SDL's software renderer samples triangles at the nearest texel,
/// truncates texture coordinates to whole texels and pulls each triangle's largest
/// texel coordinate in by one, so text on a card turned away from the viewer loses
/// rows and its rows land up to a row off. Here each pixel whose centre lies in
/// one of a run's triangles (as SDL receives them: whole pixels, top-left rule) is
/// computed from that triangle's own mapping — the unrounded window position to
/// texture coordinate the compositor built, affine per triangle as every renderer
/// fed `SDL_RenderGeometry` interpolates it — by averaging `nx` × `ny` bilinear taps
/// spread over the pixel, where `nx` and `ny` are how many texels one pixel step
/// crosses along each axis (an area filter that adapts to the squeeze per axis, like
/// anisotropic filtering; at most ``maximumTapsPerAxis``). Colours are averaged
/// premultiplied and stored with straight alpha, as the image's own texture is.
/// Placement is exact by construction: the result is drawn with `SDL_RenderCopy`
/// into a rectangle of the same size.
///
/// Only runs that need it are resampled (``wantsResampling``): a textured run whose
/// mapping is not axis-aligned and that shrinks the image along some direction.
/// Axis-aligned images (every label at rest) keep SDL's own copy, so frames at rest
/// are unchanged; turned images drawn larger than their size keep nearest sampling.
/// Runs whose triangles cover less than a quarter of their bounding rectangle
/// (images spread over the window) and rectangles over ``maximumPixels`` are drawn
/// the ordinary way.
///
/// The same rasteriser fills runs of opaque colour triangles (``fillSolid``,
/// `LayerCompositor.rasterisesSolidRuns`): SDL's software renderer draws each
/// untextured triangle through a surface of its own, which for surfaces of many
/// triangles (rounded faces) cost more than the rest of the frame's drawing.
/// And it copies runs of opaque images drawn at full opacity (``copyOpaque``,
/// `LayerCompositor.copiesOpaqueImageRuns`): the texels SDL would copy, picked
/// by walking each row where SDL divides twice a pixel.
/// Each run is painted straight into the frame's next streaming texture, locked;
/// textures are reused from frame to frame: a warm frame allocates nothing.
///
/// Runs are placed first (``resample(image:source:drawn:indices:targetWidth:targetHeight:)``,
/// ``fillSolid(drawn:indices:targetWidth:targetHeight:)``,
/// ``copyOpaque(image:drawn:indices:targetWidth:targetHeight:)``: the texture locked, the
/// rectangle known) and painted together (``paintPreparedRuns()``), in bands of
/// rows shared by this thread and a helper on the second core. Each pixel is
/// computed by one band from the run's own triangles, so the result is the same
/// on one core or two.
@MainActor
final class TransformedTextureResampler {
    /// The most bilinear taps per pixel along one axis (a squeeze beyond 8× is
    /// averaged over 8 rows).
    nonisolated static let maximumTapsPerAxis = 8
    /// The largest rectangle resampled, in pixels (4 MB of pixels); larger runs draw
    /// the ordinary way.
    static let maximumPixels = 1 << 20

    /// One triangle's mapping from window pixels to texels: s = a·x + b·y + c,
    /// t = d·x + e·y + f.
    struct TexelMapping: Equatable {
        var a: Float, b: Float, c: Float
        var d: Float, e: Float, f: Float
        /// The triangle's extent on screen, in pixels.
        var width: Float, height: Float

        /// The mapping through three vertices (positions in pixels, coordinates in
        /// 0…1 scaled to `width` × `height` texels); nil when they are collinear.
        init?(_ p: CompositedVertex, _ q: CompositedVertex, _ r: CompositedVertex, width: Int, height: Int) {
            let x1 = Double(q.x - p.x), y1 = Double(q.y - p.y)
            let x2 = Double(r.x - p.x), y2 = Double(r.y - p.y)
            let determinant = x1 * y2 - x2 * y1
            guard abs(determinant) > 1e-9 else { return nil }
            let w = Double(width), h = Double(height)
            let s0 = Double(p.u) * w, s1 = Double(q.u) * w - s0, s2 = Double(r.u) * w - s0
            let t0 = Double(p.v) * h, t1 = Double(q.v) * h - t0, t2 = Double(r.v) * h - t0
            let a = (s1 * y2 - s2 * y1) / determinant, b = (s2 * x1 - s1 * x2) / determinant
            let d = (t1 * y2 - t2 * y1) / determinant, e = (t2 * x1 - t1 * x2) / determinant
            self.a = Float(a); self.b = Float(b); self.c = Float(s0 - a * Double(p.x) - b * Double(p.y))
            self.d = Float(d); self.e = Float(e); self.f = Float(t0 - d * Double(p.x) - e * Double(p.y))
            self.width = max(p.x, q.x, r.x) - min(p.x, q.x, r.x)
            self.height = max(p.y, q.y, r.y) - min(p.y, q.y, r.y)
        }

        /// Texels crossed by one pixel step along x and along y.
        var footprint: (x: Float, y: Float) { ((a * a + d * d).squareRoot(), (b * b + e * e).squareRoot()) }

        /// Whether texture rows stay rows on screen (no rotation or shear): across
        /// the triangle a texel row or column drifts by at most
        /// ``alignmentTolerance`` of a texel. (The mapping comes from `Float`
        /// vertices, so an upright image's is sheared by rounding: 2·10⁻⁵ texels a
        /// pixel for a 320-texel photo placed a few hundred pixels in.)
        var isAxisAligned: Bool {
            abs(b) * height <= Self.alignmentTolerance && abs(d) * width <= Self.alignmentTolerance
        }

        /// How far, in texels, a row may drift across a triangle that is still
        /// drawn as upright.
        static let alignmentTolerance: Float = 1.0 / 16
    }

    /// Where a run is rasterised: `width` × `height` pixels of 4 bytes, in the
    /// textures' channel order, premultiplied while painted, for the window's
    /// pixels from `origin`; rows `pixelsPerRow` apart (the locked texture's
    /// pitch).
    struct RunPixels {
        let base: UnsafeMutableRawPointer
        let origin: (x: Int, y: Int)
        let width: Int
        let height: Int
        let pixelsPerRow: Int

        /// The bytes of window pixel (`x`, `y`), inside the rectangle.
        @inline(__always)
        func pixel(x: Int, y: Int) -> UnsafeMutableRawPointer {
            base + ((y - origin.y) * pixelsPerRow + x - origin.x) * 4
        }
    }

    private let renderer: OpaquePointer
    /// Streaming textures, used in order within a frame and reused by later frames.
    private var textures: [(texture: OpaquePointer, width: Int32, height: Int32)] = []
    private var usedThisFrame = 0
    /// Frames in a row that left some of `textures` unused.
    private var framesWithSpareTextures = 0
    /// How many frames in a row may leave textures unused before they are
    /// destroyed (a second at 60 Hz: the number of turned images changes from
    /// frame to frame without a texture being made and destroyed each time).
    static let spareTextureFrames = 60

    /// Each image's texels converted once, kept while frames use the image:
    /// premultiplied `Float`s as every bilinear tap reads them
    /// (``PremultipliedTexels``; the conversion was most of a tap's cost, paid
    /// four times per tap per frame), or an opaque image's texels packed for
    /// copying (``OpaqueTexels``). Entries no frame used for
    /// ``spareTextureFrames`` frames in a row are dropped, as are all of them with
    /// ``releaseTextures()``.
    private var texelCache: [ObjectIdentifier: CachedTexels] = [:]

    /// One image's converted texels, in whichever forms frames asked for.
    private struct CachedTexels {
        let image: CGImage
        var premultiplied: PremultipliedTexels?
        var opaque: OpaqueTexels?
        var lastFrame: Int
    }
    /// The largest image, in texels, whose converted texels are kept (16 MB of
    /// them); larger images are converted again each frame they are resampled.
    static let maximumCachedTexels = 1 << 20
    /// Frames begun, for the cache's ages.
    private var frameNumber = 0
    /// The runs prepared since the last ``paintPreparedRuns()``, their textures
    /// locked, in the order they were prepared.
    private var preparedRuns: [PreparedRun] = []
    /// The runs prepared to be painted in place since the last
    /// ``endInPlaceRuns()``, in the order they were prepared (draw order).
    private var inPlaceRuns: [PreparedRun] = []
    /// The prepared image runs' triangle mappings, one after the other
    /// (``PreparedRun/Paint/image(_:width:height:mappings:)``).
    @exclusivity(unchecked) private var preparedMappings: [TexelMapping?] = []
    /// The bands of rows ``paintPreparedRuns()`` paints, each on either thread.
    private var bands: [(runs: Range<Int>, rows: Range<Int>)] = []
    /// The loop that paints bands on two cores (or one).
    var paintingLoop: ParallelLoop

    /// The pixel format of the resampled textures: `SDL_PIXELFORMAT_ABGR8888`
    /// (bytes R, G, B, A, as images are uploaded) unless set to
    /// `SDL_PIXELFORMAT_ARGB8888` (B, G, R, A), which the compositor does for a
    /// window whose surface is ARGB8888 or XRGB8888: SDL's software renderer then
    /// blends the copy with its fast same-order blitter instead of converting every
    /// pixel. Changing it releases the textures and the converted texels.
    var pixelFormat = SDL_PIXELFORMAT_ABGR8888.rawValue {
        didSet { if pixelFormat != oldValue { releaseTextures() } }
    }

    /// The resampled textures' format for a target of pixel format `target`:
    /// ARGB8888 for an ARGB8888 or XRGB8888 target, else ABGR8888.
    static func textureFormat(forTarget target: UInt32) -> UInt32 {
        target == SDL_PIXELFORMAT_ARGB8888.rawValue || target == SDL_PIXELFORMAT_RGB888.rawValue
            ? SDL_PIXELFORMAT_ARGB8888.rawValue : SDL_PIXELFORMAT_ABGR8888.rawValue
    }

    /// Whether texels are kept blue first (``pixelFormat`` ARGB8888).
    private var blueFirst: Bool { pixelFormat == SDL_PIXELFORMAT_ARGB8888.rawValue }

    /// Whether runs can be painted straight into a surface of pixel format
    /// `format`: 32 bits a pixel in the channel order of ``pixelFormat`` (an unused
    /// fourth byte is written as alpha, which nothing reads).
    func paintsInPlace(onSurfaceOfFormat format: UInt32) -> Bool {
        blueFirst ? format == SDL_PIXELFORMAT_ARGB8888.rawValue || format == SDL_PIXELFORMAT_RGB888.rawValue
            : format == SDL_PIXELFORMAT_ABGR8888.rawValue || format == SDL_PIXELFORMAT_BGR888.rawValue
    }

    /// A resampler drawing into `renderer`'s textures; `paintingLoop` runs the
    /// painting of prepared runs (on two cores by default).
    init(renderer: OpaquePointer, paintingLoop: ParallelLoop = ParallelLoop()) {
        self.renderer = renderer
        self.paintingLoop = paintingLoop
    }

    /// The number of images whose converted texels are kept.
    var cachedImageCount: Int { texelCache.count }

    /// `image`'s texels premultiplied, 0–255 per channel: the one conversion every
    /// tap reads. Laid out (width + 1) × (height + 1), row by row: the last column
    /// and the last row are repeated once more, so a bilinear tap reads its four
    /// texels without testing for the image's edge (a tap on the last column or row
    /// gives its neighbour no weight). `blueFirst` keeps each texel's colour in the
    /// order blue, green, red (for ARGB8888 textures). Returns whether every texel
    /// is opaque.
    @discardableResult
    static func premultiply(_ image: CGImage, into texels: inout [SIMD4<Float>], blueFirst: Bool = false) -> Bool {
        let width = image.width, height = image.height
        texels.removeAll(keepingCapacity: true)
        texels.reserveCapacity((width + 1) * (height + 1))
        var opaque = true
        image.pixels.withUnsafeBufferPointer { bytes in
            for y in 0...height {
                for x in 0...width {
                    let i = (min(y, height - 1) * width + min(x, width - 1)) * 4
                    let alpha = Float(bytes[i + 3])
                    if bytes[i + 3] != 255 { opaque = false }
                    let scale = alpha / 255
                    let red = Float(bytes[i]) * scale, green = Float(bytes[i + 1]) * scale
                    let blue = Float(bytes[i + 2]) * scale
                    texels.append(blueFirst ? SIMD4(blue, green, red, alpha) : SIMD4(red, green, blue, alpha))
                }
            }
        }
        return opaque
    }

    /// `image`'s texels in the form at `form` (premultiplied, or packed for
    /// copying), made by `make` when the cache does not have them; kept when the
    /// image is small enough.
    private func cachedTexels<Texels>(of image: CGImage, _ form: WritableKeyPath<CachedTexels, Texels?>,
                                      make: (CGImage, _ blueFirst: Bool) -> Texels) -> Texels {
        guard let entry = cacheEntry(for: image) else { return make(image, blueFirst) }
        if let texels = texelCache.values[entry][keyPath: form] { return texels }
        let texels = make(image, blueFirst)
        texelCache.values[entry][keyPath: form] = texels
        return texels
    }

    /// Where `image`'s entry is in the cache, made if missing and marked used this
    /// frame; nil for an image too large to keep.
    private func cacheEntry(for image: CGImage) -> Dictionary<ObjectIdentifier, CachedTexels>.Index? {
        guard image.width * image.height <= Self.maximumCachedTexels else { return nil }
        let key = ObjectIdentifier(image)
        if let index = texelCache.index(forKey: key), texelCache.values[index].image === image {
            texelCache.values[index].lastFrame = frameNumber
            return index
        }
        texelCache[key] = CachedTexels(image: image, premultiplied: nil, opaque: nil, lastFrame: frameNumber)
        return texelCache.index(forKey: key)
    }

    /// The number of textures held.
    var textureCount: Int { textures.count }

    /// Starts a frame. Textures no frame used for ``spareTextureFrames`` frames in
    /// a row are destroyed.
    func beginFrame() {
        frameNumber += 1
        if frameNumber % Self.spareTextureFrames == 0 {
            texelCache = texelCache.filter { frameNumber - $0.value.lastFrame < Self.spareTextureFrames }
        }
        if usedThisFrame < textures.count {
            framesWithSpareTextures += 1
            if framesWithSpareTextures >= Self.spareTextureFrames {
                while textures.count > usedThisFrame { SDL_DestroyTexture(textures.removeLast().texture) }
                framesWithSpareTextures = 0
            }
        } else {
            framesWithSpareTextures = 0
        }
        usedThisFrame = 0
    }

    /// Destroys every texture.
    func releaseTextures() {
        for entry in textures { SDL_DestroyTexture(entry.texture) }
        textures.removeAll()
        texelCache.removeAll()
        usedThisFrame = 0
    }

    /// Whether a run of triangles with these mappings is resampled: some triangle
    /// is turned or sheared and shrinks the image along an axis.
    static func wantsResampling(_ mappings: some Sequence<TexelMapping?>) -> Bool {
        for case let mapping? in mappings where !mapping.isAxisAligned {
            let footprint = mapping.footprint
            if max(footprint.x, footprint.y) > 1.001 { return true }
        }
        return false
    }

    /// Prepares one run for resampling and returns the texture and the rectangle
    /// (pixels) to copy it to 1:1 once ``paintPreparedRuns()`` has painted it — or,
    /// given the render target's pixels (`inPlace`) and an opaque image drawn at
    /// full opacity with no tint, no texture: the run is then painted straight
    /// into them by ``paintInPlace(runs:)`` — or nil when the run is drawn the
    /// ordinary way (it does not need resampling, its colour is not uniform, or it
    /// covers too much).
    /// `source`: the run's vertices as the compositor built them (unrounded);
    /// `drawn`: the same vertices as SDL receives them (whole pixels), at least as
    /// many; `indices`: the run's triangles, relative to both. `drawn` and
    /// `indices` must stay as they are until the run is painted.
    func resample(image: CGImage, source: UnsafeBufferPointer<CompositedVertex>,
                  drawn: UnsafeBufferPointer<SDL_Vertex>, indices: UnsafeBufferPointer<Int32>,
                  targetWidth: Int32, targetHeight: Int32, inPlace: RunPixels? = nil) throws(TextureUploadError)
        -> (texture: OpaquePointer?, rect: SDL_Rect)? {
        guard let first = source.first, indices.count >= 3 else { return nil }
        for vertex in source where vertex.red != first.red || vertex.green != first.green
            || vertex.blue != first.blue || vertex.alpha != first.alpha { return nil }
        let start = preparedMappings.count
        var triangle = 0
        while triangle + 2 < indices.count {
            let i = Int(indices[triangle]), j = Int(indices[triangle + 1]), k = Int(indices[triangle + 2])
            guard i >= 0, j >= 0, k >= 0, i < source.count, j < source.count, k < source.count else {
                preparedMappings.removeSubrange(start...)
                return nil
            }
            preparedMappings.append(TexelMapping(source[i], source[j], source[k], width: image.width, height: image.height))
            triangle += 3
        }
        let mappings = start..<preparedMappings.count
        guard Self.wantsResampling(preparedMappings[mappings]) else {
            preparedMappings.removeSubrange(mappings)
            return nil
        }
        let modulation = SDL_Color(r: first.red, g: first.green, b: first.blue, a: first.alpha)
        let texels = cachedTexels(of: image, \.premultiplied, make: PremultipliedTexels.init)
        // Only an opaque image at full opacity with no tint is painted in place:
        // its pixels replace the target's, as SDL's copy of its texture would
        // (anything else SDL blends, with its own rounding).
        let covers = texels.opaque && Self.sameColour(modulation, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        let prepared = try prepare(drawn: drawn, indices: indices, targetWidth: targetWidth, targetHeight: targetHeight,
                                   modulation: modulation, inPlace: covers ? inPlace : nil,
                                   paint: .image(texels, width: image.width, height: image.height, mappings: mappings))
        if prepared == nil { preparedMappings.removeSubrange(mappings) }
        return prepared
    }

    /// Prepares one run of untextured triangles, each of one opaque colour (the
    /// compositor's colour surfaces: backgrounds, rounded faces), for filling and
    /// returns the texture and the rectangle (pixels) to copy it to 1:1 once
    /// ``paintPreparedRuns()`` has painted it (no texture when painted `inPlace`,
    /// as ``resample(image:source:drawn:indices:targetWidth:targetHeight:inPlace:)``
    /// says), or nil when the run is drawn the ordinary way (a triangle shades
    /// between colours or is translucent, or the run covers too much). `drawn` and
    /// `indices` must stay as they are until the run is painted.
    ///
    /// The same pixels SDL's software renderer fills for those triangles (pixel
    /// centres, top-left rule, the colour stored as it stores it), for much less
    /// work: SDL blends each triangle of an untextured `SDL_RenderGeometry` through
    /// a surface of its own, allocated, filled, blitted and freed per triangle,
    /// where here each row of a triangle is one run of stores and the run is one
    /// copy. Opaque triangles only: where two of them overlap the later one wins,
    /// as it does drawn one by one.
    func fillSolid(drawn: UnsafeBufferPointer<SDL_Vertex>, indices: UnsafeBufferPointer<Int32>,
                   targetWidth: Int32, targetHeight: Int32, inPlace: RunPixels? = nil) throws(TextureUploadError)
        -> (texture: OpaquePointer?, rect: SDL_Rect)? {
        let uniform = Self.everyTriangle(of: indices, in: drawn) { i, j, k, _ in
            let colour = drawn[i].color
            return colour.a == 255 && Self.sameColour(colour, drawn[j].color) && Self.sameColour(colour, drawn[k].color)
        }
        guard uniform else { return nil }
        return try prepare(drawn: drawn, indices: indices, targetWidth: targetWidth, targetHeight: targetHeight,
                           modulation: SDL_Color(r: 255, g: 255, b: 255, a: 255), inPlace: inPlace,
                           paint: .solid(blueFirst: blueFirst))
    }

    /// Prepares one run of an opaque image drawn at full opacity with no tint for
    /// copying and returns the texture and the rectangle (pixels) to copy it to
    /// 1:1 once ``paintPreparedRuns()`` has painted it (no texture when painted
    /// `inPlace`), or nil when the run is drawn the ordinary way. `drawn` and `indices` must stay as they are until
    /// the run is painted; the caller knows `image` to be opaque.
    ///
    /// The same pixels SDL's software renderer draws for those triangles: each
    /// pixel inside copies the texel SDL picks (``NearestTexelTriangle``), the
    /// later triangle winning where two overlap. SDL divides twice per pixel to
    /// pick it, which made an opaque photo of a rounded fan of triangles the
    /// most expensive thing in a frame; here a row is walked with additions, on
    /// two cores. Refused: a run with a triangle ``NearestTexelTriangle`` does
    /// not map, and a run where SDL takes two consecutive triangles for a
    /// rectangle (``SDLRectangleReading``: it blits the rectangle with its
    /// scaler, which picks texels differently).
    func copyOpaque(image: CGImage, drawn: UnsafeBufferPointer<SDL_Vertex>, indices: UnsafeBufferPointer<Int32>,
                    targetWidth: Int32, targetHeight: Int32, inPlace: RunPixels? = nil) throws(TextureUploadError)
        -> (texture: OpaquePointer?, rect: SDL_Rect)? {
        let copyable = Self.everyTriangle(of: indices, in: drawn) { i, j, k, triangle in
            guard NearestTexelTriangle.corners(drawn[i], drawn[j], drawn[k], width: image.width,
                                               height: image.height) != nil else { return false }
            return triangle < 3 || !SDLRectangleReading.takesForRectangle(
                previous: (indices[triangle - 3], indices[triangle - 2], indices[triangle - 1]),
                current: (indices[triangle], indices[triangle + 1], indices[triangle + 2]),
                at: { drawn[Int($0)] })
        }
        guard copyable else { return nil }
        return try prepare(drawn: drawn, indices: indices, targetWidth: targetWidth, targetHeight: targetHeight,
                           modulation: SDL_Color(r: 255, g: 255, b: 255, a: 255), inPlace: inPlace,
                           paint: .copy(cachedTexels(of: image, \.opaque, make: OpaqueTexels.init)))
    }

    /// Whether `indices` holds at least one whole triangle, every index is one of
    /// `drawn`'s vertices, and every triangle passes `test` (given its three
    /// vertex indices and where it starts in `indices`).
    private static func everyTriangle(of indices: UnsafeBufferPointer<Int32>, in drawn: UnsafeBufferPointer<SDL_Vertex>,
                                      _ test: (_ i: Int, _ j: Int, _ k: Int, _ start: Int) -> Bool) -> Bool {
        guard indices.count >= 3 else { return false }
        var triangle = 0
        while triangle + 2 < indices.count {
            let i = Int(indices[triangle]), j = Int(indices[triangle + 1]), k = Int(indices[triangle + 2])
            guard i >= 0, j >= 0, k >= 0, i < drawn.count, j < drawn.count, k < drawn.count,
                  test(i, j, k, triangle) else { return false }
            triangle += 3
        }
        return true
    }

    private static func sameColour(_ a: SDL_Color, _ b: SDL_Color) -> Bool {
        a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a
    }

    /// The work every run drawn here shares, before painting: the rectangle of
    /// pixels its triangles (`drawn`, whole pixels) can cover within the target,
    /// and where they are painted: given the target's own pixels (`inPlace`),
    /// there, in draw order (``paintInPlace(runs:)``); else in the frame's next
    /// texture, locked (painted in place, nothing copied), with the texture's
    /// colour and alpha modulation. Nil when the vertices are not whole pixels, an
    /// index is out of range, or the rectangle is empty — or, for a texture, over
    /// ``maximumPixels`` or more than four times the triangles' area (a run of
    /// images spread over the window costs more cleared, painted and blended as
    /// one rectangle than SDL's drawing of it).
    private func prepare(drawn: UnsafeBufferPointer<SDL_Vertex>, indices: UnsafeBufferPointer<Int32>,
                         targetWidth: Int32, targetHeight: Int32, modulation: SDL_Color, inPlace: RunPixels?,
                         paint: PreparedRun.Paint)
        throws(TextureUploadError) -> (texture: OpaquePointer?, rect: SDL_Rect)? {
        guard indices.count >= 3, targetWidth > 0, targetHeight > 0 else { return nil }
        // The rasteriser works on whole pixels, as SDL's software renderer receives them.
        for vertex in drawn where vertex.position.x.rounded() != vertex.position.x
            || vertex.position.y.rounded() != vertex.position.y || abs(vertex.position.x) > 0x1p24
            || abs(vertex.position.y) > 0x1p24 { return nil }
        var covered: Float = 0
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        var triangle = 0
        while triangle + 2 < indices.count {
            let i = Int(indices[triangle]), j = Int(indices[triangle + 1]), k = Int(indices[triangle + 2])
            guard i >= 0, j >= 0, k >= 0, i < drawn.count, j < drawn.count, k < drawn.count else { return nil }
            let p = drawn[i].position, q = drawn[j].position, r = drawn[k].position
            covered += abs((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)) / 2
            minX = min(minX, p.x, q.x, r.x); maxX = max(maxX, p.x, q.x, r.x)
            minY = min(minY, p.y, q.y, r.y); maxY = max(maxY, p.y, q.y, r.y)
            triangle += 3
        }
        // Pixels whose centres can lie inside, within the target.
        let left = max(Int32(minX.rounded(.down)), 0), top = max(Int32(minY.rounded(.down)), 0)
        let right = min(Int32(maxX.rounded(.up)), targetWidth), bottom = min(Int32(maxY.rounded(.up)), targetHeight)
        guard right > left, bottom > top else { return nil }
        let width = Int(right - left), height = Int(bottom - top)
        let rect = SDL_Rect(x: left, y: top, w: Int32(width), h: Int32(height))
        if let inPlace {
            guard inPlace.origin == (0, 0), inPlace.width >= Int(right), inPlace.height >= Int(bottom) else { return nil }
            inPlaceRuns.append(PreparedRun(texture: nil, target: inPlace, rows: Int(top)..<Int(bottom), drawn: drawn,
                                           indices: indices, paint: paint))
            return (nil, rect)
        }
        // Every pixel of the rectangle is cleared, painted and blended.
        guard width * height <= Self.maximumPixels, Float(width * height) <= 4 * covered + 4096 else { return nil }

        let texture = try texture(width: Int32(width), height: Int32(height))
        guard SDL_SetTextureColorMod(texture, modulation.r, modulation.g, modulation.b) == 0,
              SDL_SetTextureAlphaMod(texture, modulation.a) == 0 else {
            throw TextureUploadError(call: "SDL_SetTextureColorMod", message: sdlErrorText())
        }
        var area = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        var locked: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, &area, &locked, &pitch) == 0, let base = locked, pitch >= width * 4, pitch % 4 == 0
        else {
            if locked != nil { SDL_UnlockTexture(texture) }
            throw TextureUploadError(call: "SDL_LockTexture", message: sdlErrorText())
        }
        let target = RunPixels(base: base, origin: (Int(left), Int(top)), width: width, height: height,
                               pixelsPerRow: Int(pitch) / 4)
        preparedRuns.append(PreparedRun(texture: texture, target: target, rows: Int(top)..<Int(bottom), drawn: drawn,
                                        indices: indices, paint: paint))
        return (texture, rect)
    }

    /// The number of runs prepared into textures and not yet painted.
    var preparedRunCount: Int { preparedRuns.count }

    /// About how many pixels of a run's rectangle make one band of rows: a run
    /// larger than this is cut into bands, which the two threads share.
    var bandPixels = 65_536

    /// Paints every prepared run into its texture and unlocks the textures: the
    /// runs are cut into bands of rows (about ``bandPixels`` pixels each), which this
    /// thread and ``paintingLoop``'s helper paint at once. Each band clears its
    /// rows, composites the run's triangles clipped to them, and (for images not
    /// wholly opaque) converts them to straight alpha, so the pixels are the same
    /// however the bands fall and whichever thread paints them.
    func paintPreparedRuns() {
        guard !preparedRuns.isEmpty else { return }
        bands.removeAll(keepingCapacity: true)
        for (index, run) in preparedRuns.enumerated() {
            appendBands(of: run.rows, width: run.target.width, runs: index..<(index + 1))
        }
        preparedRuns.withUnsafeBufferPointer { runs in
            preparedMappings.withUnsafeBufferPointer { mappings in
                bands.withUnsafeBufferPointer { bands in
                    Self.paint(bands: bands, of: runs, mappings: mappings, on: paintingLoop)
                }
            }
        }
        for run in preparedRuns { if let texture = run.texture { SDL_UnlockTexture(texture) } }
        preparedRuns.removeAll(keepingCapacity: true)
        if inPlaceRuns.isEmpty { preparedMappings.removeAll(keepingCapacity: true) }
    }

    /// Paints the runs prepared in place at `runs` (indices in the order they
    /// were prepared, counted since the last ``endInPlaceRuns()``) into the
    /// render target, one after the other as SDL would draw them, each over what
    /// the target holds: the caller has had SDL draw everything before them.
    /// The rows they cover are cut into bands of about ``bandPixels`` pixels,
    /// which this thread and ``paintingLoop``'s helper paint at once; a band
    /// paints every run in order, clipped to its rows, so each pixel is written
    /// by one thread in draw order.
    func paintInPlace(runs: Range<Int>) {
        guard !runs.isEmpty, runs.lowerBound >= 0, runs.upperBound <= inPlaceRuns.count else { return }
        var top = Int.max, bottom = Int.min
        for run in inPlaceRuns[runs] {
            top = min(top, run.rows.lowerBound)
            bottom = max(bottom, run.rows.upperBound)
        }
        bands.removeAll(keepingCapacity: true)
        appendBands(of: top..<bottom, width: inPlaceRuns[runs.lowerBound].target.width, runs: runs)
        inPlaceRuns.withUnsafeBufferPointer { runs in
            preparedMappings.withUnsafeBufferPointer { mappings in
                bands.withUnsafeBufferPointer { bands in
                    Self.paint(bands: bands, of: runs, mappings: mappings, on: paintingLoop)
                }
            }
        }
    }

    /// Lets go of the runs prepared in place (painted or not) and their mappings:
    /// the frame is drawn, and the buffers they point into may change.
    func endInPlaceRuns() {
        inPlaceRuns.removeAll(keepingCapacity: true)
        if preparedRuns.isEmpty { preparedMappings.removeAll(keepingCapacity: true) }
    }

    /// Cuts `rows`, `width` pixels wide, into bands of about ``bandPixels``
    /// pixels, each to paint `runs`.
    private func appendBands(of rows: Range<Int>, width: Int, runs: Range<Int>) {
        let height = rows.count
        guard height > 0 else { return }
        let count = min(max(width * height / max(bandPixels, 1), 1), height)
        let rowsPerBand = (height + count - 1) / count
        for top in stride(from: rows.lowerBound, to: rows.upperBound, by: rowsPerBand) {
            bands.append((runs, top..<min(top + rowsPerBand, rows.upperBound)))
        }
    }

    /// Paints `bands` of `runs` on `loop`'s threads.
    private nonisolated static func paint(bands: UnsafeBufferPointer<(runs: Range<Int>, rows: Range<Int>)>,
                                          of runs: UnsafeBufferPointer<PreparedRun>,
                                          mappings: UnsafeBufferPointer<TexelMapping?>, on loop: ParallelLoop) {
        withUnsafePointer(to: PaintWork(bands: bands, runs: runs, mappings: mappings)) { work in
            loop.run(count: bands.count, context: work) { context, index in
                let work = context.assumingMemoryBound(to: PaintWork.self).pointee
                let band = work.bands[index]
                for run in band.runs {
                    let prepared = work.runs[run]
                    let rows = band.rows.clamped(to: prepared.rows)
                    if !rows.isEmpty { TransformedTextureResampler.paint(prepared, rows: rows, mappings: work.mappings) }
                }
            }
        }
    }

    /// What both painting threads read: borrowed, unchanged while they paint.
    private struct PaintWork {
        let bands: UnsafeBufferPointer<(runs: Range<Int>, rows: Range<Int>)>
        let runs: UnsafeBufferPointer<PreparedRun>
        let mappings: UnsafeBufferPointer<TexelMapping?>
    }

    /// Paints rows `rows` (the target's, within the run's `rows`) of `run`: into
    /// its texture, cleared first, or in place over the target's pixels.
    nonisolated static func paint(_ run: PreparedRun, rows: Range<Int>, mappings: UnsafeBufferPointer<TexelMapping?>) {
        let whole = run.target
        let target = RunPixels(base: whole.base + (rows.lowerBound - whole.origin.y) * whole.pixelsPerRow * 4,
                               origin: (whole.origin.x, rows.lowerBound), width: whole.width,
                               height: rows.count, pixelsPerRow: whole.pixelsPerRow)
        let rowBytes = target.pixelsPerRow * 4
        if !run.paintsInPlace {
            for y in 0..<target.height {
                (target.base + y * rowBytes).initializeMemory(as: UInt8.self, repeating: 0, count: target.width * 4)
            }
        }
        let drawn = run.drawn, indices = run.indices
        switch run.paint {
        case .solid(let blueFirst):
            var triangle = 0
            while triangle + 2 < indices.count {
                defer { triangle += 3 }
                let p = drawn[Int(indices[triangle])], q = drawn[Int(indices[triangle + 1])]
                let r = drawn[Int(indices[triangle + 2])]
                let c = p.color
                let packed = OpaqueTexels.pack(red: c.r, green: c.g, blue: c.b, blueFirst: blueFirst)
                forEachSpan(of: (p.position, q.position, r.position), within: target) { y, span in
                    target.pixel(x: span.lowerBound, y: y).bindMemory(to: UInt32.self, capacity: span.count)
                        .update(repeating: packed, count: span.count)
                }
            }
        case .copy(let image):
            image.texels.withUnsafeBufferPointer { texels in
                var triangle = 0
                while triangle + 2 < indices.count {
                    defer { triangle += 3 }
                    let p = drawn[Int(indices[triangle])], q = drawn[Int(indices[triangle + 1])]
                    let r = drawn[Int(indices[triangle + 2])]
                    guard let mapping = NearestTexelTriangle(p, q, r, width: image.width, height: image.height)
                    else { continue }
                    copy(triangle: (p.position, q.position, r.position), mapping: mapping, texels: texels,
                         imageWidth: image.width, imageHeight: image.height, into: target)
                }
            }
        case .image(let texels, let imageWidth, let imageHeight, let runMappings):
            // An opaque image covers what is under its pixels (SDL modulates a
            // texture's copy; painted in place, the image is at full opacity).
            let covers = texels.opaque
            texels.texels.withUnsafeBufferPointer { texels in
                var triangle = 0
                for mapping in mappings[runMappings] {
                    defer { triangle += 3 }
                    guard let mapping else { continue }
                    let p = drawn[Int(indices[triangle])].position, q = drawn[Int(indices[triangle + 1])].position
                    let r = drawn[Int(indices[triangle + 2])].position
                    fill(triangle: (p, q, r), mapping: mapping, texels: texels, imageWidth: imageWidth,
                         imageHeight: imageHeight, covers: covers, into: target)
                }
            }
            // Straight alpha, as textures are uploaded. Opaque images leave pixels
            // opaque or empty, for which premultiplied and straight are the same.
            guard !texels.opaque else { return }
            for y in 0..<target.height {
                let row = (target.base + y * rowBytes).assumingMemoryBound(to: UInt8.self)
                for index in stride(from: 0, to: target.width * 4, by: 4) {
                    let alpha = Int(row[index + 3])
                    guard alpha > 0 && alpha < 255 else { continue }
                    for channel in 0..<3 {
                        row[index + channel] = UInt8(min((Int(row[index + channel]) * 255 + alpha / 2) / alpha, 255))
                    }
                }
            }
        }
    }

    /// The next texture of the frame, at least `width` × `height` texels.
    private func texture(width: Int32, height: Int32) throws(TextureUploadError) -> OpaquePointer {
        let slot = usedThisFrame
        if slot < textures.count, textures[slot].width >= width, textures[slot].height >= height {
            usedThisFrame += 1
            return textures[slot].texture
        }
        // Rounded up to 64 texels, so a rectangle growing frame by frame reuses it.
        let w = (width + 63) / 64 * 64, h = (height + 63) / 64 * 64
        guard let texture = SDL_CreateTexture(renderer, pixelFormat,
                                              Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), w, h) else {
            throw TextureUploadError(call: "SDL_CreateTexture", message: sdlErrorText())
        }
        guard SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) == 0 else {
            let error = TextureUploadError(call: "SDL_SetTextureBlendMode", message: sdlErrorText())
            SDL_DestroyTexture(texture)
            throw error
        }
        if slot < textures.count {
            SDL_DestroyTexture(textures[slot].texture)
            textures[slot] = (texture, w, h)
        } else {
            textures.append((texture, w, h))
        }
        usedThisFrame += 1
        return texture
    }

    /// Texture coordinates in the rasteriser's fixed point: 16 bits of fraction.
    private nonisolated static let fixedOne: Float = 65536

    /// `value` in fixed point (``fixedOne``), or nil when it is too large to step
    /// through an image in `Int` (or not a number).
    @inline(__always)
    private nonisolated static func fixed(_ value: Float) -> Int? {
        let scaled = value * fixedOne
        guard abs(scaled) < 0x1p52 else { return nil }
        return Int(scaled)
    }

    /// Composites the pixels of one triangle (positions in whole pixels) into
    /// `target` (premultiplied), each pixel whose centre is inside under the
    /// top-left rule, sampled through `mapping` from `texels`
    /// (``premultiply(_:into:)``'s padded layout).
    ///
    /// A span rasteriser: each row's pixels inside are found exactly from the
    /// edges (``PixelCentreEdge``), and the texture coordinates step along the row
    /// in fixed point, so a tap is four loads and three linear interpolations with
    /// no conversion or edge test. Each pixel averages `nx` × `ny` bilinear taps at
    /// ((i + ½) / nx, (j + ½) / ny) within it, as ``TexelMapping/footprint`` asks,
    /// composited over the pixel (premultiplied: colour + pixel × (1 − alpha)) —
    /// or, when `covers` (an opaque image, whose every tap is opaque), stored
    /// over it. Kept out of `paint`, as
    /// ``copy(triangle:mapping:texels:imageWidth:imageHeight:into:)`` is, so its row
    /// walk and its loop of taps are compiled as one.
    @inline(never)
    nonisolated static func fill(triangle: (SDL_FPoint, SDL_FPoint, SDL_FPoint), mapping: TexelMapping,
                     texels: UnsafeBufferPointer<SIMD4<Float>>, imageWidth: Int, imageHeight: Int,
                     covers: Bool, into target: RunPixels) {
        guard let texel = texels.baseAddress else { return }
        let footprint = mapping.footprint
        let tapsX = min(max(Int(footprint.x.rounded(.up)), 1), maximumTapsPerAxis)
        let tapsY = min(max(Int(footprint.y.rounded(.up)), 1), maximumTapsPerAxis)
        let tapCount = tapsX * tapsY
        let weight = 1 / Float(tapCount)
        guard let stepS = fixed(mapping.a), let stepT = fixed(mapping.d) else { return }
        // A tap's texel position less ½ (the texel centres), clamped to the image.
        let stride = imageWidth + 1
        let lastS = (imageWidth - 1) << 16, lastT = (imageHeight - 1) << 16
        withUnsafeTemporaryAllocation(of: SIMD2<Int>.self, capacity: tapCount) { taps in
            // Each tap's offset from the texel position of the pixel's centre, less ½.
            for j in 0..<tapsY {
                for i in 0..<tapsX {
                    let dx = (Float(i) + 0.5) / Float(tapsX) - 0.5, dy = (Float(j) + 0.5) / Float(tapsY) - 0.5
                    guard let s = fixed(mapping.a * dx + mapping.b * dy - 0.5),
                          let t = fixed(mapping.d * dx + mapping.e * dy - 0.5) else { return }
                    taps[j * tapsX + i] = SIMD2(s, t)
                }
            }
            forEachSpan(of: triangle, within: target) { y, span in
                let cx = Float(span.lowerBound) + 0.5, cy = Float(y) + 0.5
                guard var s = fixed(mapping.a * cx + mapping.b * cy + mapping.c),
                      var t = fixed(mapping.d * cx + mapping.e * cy + mapping.f) else { return }
                var pixel = target.pixel(x: span.lowerBound, y: y)
                for _ in span {
                    var sum = SIMD4<Float>.zero
                    for k in 0..<tapCount {
                        let tap = taps[k]
                        let ts = min(max(s &+ tap.x, 0), lastS), tt = min(max(t &+ tap.y, 0), lastT)
                        let fx = Float(ts & 0xFFFF) * (1 / fixedOne), fy = Float(tt & 0xFFFF) * (1 / fixedOne)
                        let corner = texel + ((tt &>> 16) &* stride &+ (ts &>> 16))
                        let top = corner[0] + (corner[1] - corner[0]) * fx
                        let bottom = corner[stride] + (corner[stride &+ 1] - corner[stride]) * fx
                        sum += top + (bottom - top) * fy
                    }
                    var color = sum * weight
                    let previous = covers ? 0 : UInt32(littleEndian: pixel.load(as: UInt32.self))
                    if previous != 0 {
                        color += SIMD4<Float>(Float(previous & 0xFF), Float(previous >> 8 & 0xFF),
                                              Float(previous >> 16 & 0xFF), Float(previous >> 24)) * (1 - color.w / 255)
                    }
                    // Premultiplied colours over premultiplied colours stay within
                    // 0…255; adding 2²³ leaves the value rounded to the nearest
                    // integer in the sum's low bits, whose low byte is the channel.
                    let bits = unsafeBitCast(color + 8_388_608, to: SIMD4<UInt32>.self)
                    pixel.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: bits), as: SIMD4<UInt8>.self)
                    s &+= stepS
                    t &+= stepT
                    pixel += 4
                }
            }
        }
    }

    /// Copies into `target` the texels of one triangle (positions in whole pixels)
    /// of an opaque image that SDL's software renderer would copy: each pixel
    /// whose centre is inside under the top-left rule gets the texel `mapping`
    /// picks, walked along the row with additions (``FloorQuotientWalk``). Kept
    /// out of `paint`: inlined there, it cost the filter's loop its inlining
    /// (callgrind: 14 % more instructions over a headless stress run).
    @inline(never)
    nonisolated static func copy(triangle: (SDL_FPoint, SDL_FPoint, SDL_FPoint), mapping: NearestTexelTriangle,
                                 texels: UnsafeBufferPointer<UInt32>, imageWidth: Int, imageHeight: Int,
                                 into target: RunPixels) {
        guard let texel = texels.baseAddress, texels.count >= imageWidth * imageHeight else { return }
        let lastColumn = imageWidth - 1, lastRow = imageHeight - 1
        forEachSpan(of: triangle, within: target) { y, span in
            var columns = mapping.columns(from: span.lowerBound, y: y), rows = mapping.rows(from: span.lowerBound, y: y)
            var pixel = target.pixel(x: span.lowerBound, y: y).bindMemory(to: UInt32.self, capacity: span.count)
            for _ in span {
                // Inside the triangle both lie within its texel corners; clamped
                // all the same, so no pixel can read outside the image.
                let column = min(max(columns.quotient, 0), lastColumn), row = min(max(rows.quotient, 0), lastRow)
                pixel.pointee = texel[row &* imageWidth &+ column]
                columns.advance()
                rows.advance()
                pixel += 1
            }
        }
    }

    /// Calls `body` with each row of pixels of one triangle (positions in whole
    /// pixels) whose centres are inside it under the top-left rule, within the
    /// rectangle of `target`: the row and its span of x, never empty. The rows
    /// come exactly from the triangle's edges, walked row by row
    /// (``PixelCentreEdge``), as SDL's software renderer covers the triangle.
    @inline(__always)
    nonisolated static func forEachSpan(of triangle: (SDL_FPoint, SDL_FPoint, SDL_FPoint), within target: RunPixels,
                            _ body: (_ y: Int, _ span: Range<Int>) -> Void) {
        let origin = target.origin, width = target.width, height = target.height
        let p = (x: Int(triangle.0.x), y: Int(triangle.0.y))
        var q = (x: Int(triangle.1.x), y: Int(triangle.1.y))
        var r = (x: Int(triangle.2.x), y: Int(triangle.2.y))
        let area = (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
        guard area != 0 else { return }
        if area < 0 { swap(&q, &r) }
        let x0 = max(min(p.x, q.x, r.x), origin.x), x1 = min(max(p.x, q.x, r.x), origin.x + width)
        let y0 = max(min(p.y, q.y, r.y), origin.y), y1 = min(max(p.y, q.y, r.y), origin.y + height)
        guard x1 > x0, y1 > y0 else { return }
        let edges = (PixelCentreEdge(from: p, to: q), PixelCentreEdge(from: q, to: r), PixelCentreEdge(from: r, to: p))
        var bounds = (edges.0.rows(from: y0), edges.1.rows(from: y0), edges.2.rows(from: y0))
        for y in y0..<y1 {
            var span = x0..<x1
            bounds.0.clip(&span)
            bounds.1.clip(&span)
            bounds.2.clip(&span)
            if !span.isEmpty { body(y, span) }
            bounds.0.advance()
            bounds.1.advance()
            bounds.2.advance()
        }
    }
}
