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
/// the ordinary way. Buffers and textures are reused from frame to frame: a warm
/// frame allocates nothing.
@MainActor
final class TransformedTextureResampler {
    /// The most bilinear taps per pixel along one axis (a squeeze beyond 8× is
    /// averaged over 8 rows).
    static let maximumTapsPerAxis = 8
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

    private let renderer: OpaquePointer
    /// Premultiplied RGBA of the rectangle being resampled (then straight, in place).
    @exclusivity(unchecked) private var pixels: [UInt8] = []
    /// Per triangle of the run: its mapping (nil for a degenerate one).
    @exclusivity(unchecked) private var mappings: [TexelMapping?] = []
    /// Streaming textures, used in order within a frame and reused by later frames.
    private var textures: [(texture: OpaquePointer, width: Int32, height: Int32)] = []
    private var usedThisFrame = 0
    /// Frames in a row that left some of `textures` unused.
    private var framesWithSpareTextures = 0
    /// How many frames in a row may leave textures unused before they are
    /// destroyed (a second at 60 Hz: the number of turned images changes from
    /// frame to frame without a texture being made and destroyed each time).
    static let spareTextureFrames = 60

    /// Each image's texels premultiplied and converted to `Float` once, as every
    /// bilinear tap reads them (``premultipliedTexels(of:)``), kept while frames use
    /// the image: the conversion was most of a tap's cost, paid four times per tap
    /// per frame. Entries no frame used for ``spareTextureFrames`` frames in a row
    /// are dropped, as are all of them with ``releaseTextures()``.
    private var texelCache: [ObjectIdentifier: (image: CGImage, texels: [SIMD4<Float>], opaque: Bool, lastFrame: Int)] = [:]
    /// The largest image, in texels, whose converted texels are kept (16 MB of
    /// them); larger images are converted into a scratch buffer each frame.
    static let maximumCachedTexels = 1 << 20
    @exclusivity(unchecked) private var scratchTexels: [SIMD4<Float>] = []
    /// Frames begun, for the cache's ages.
    private var frameNumber = 0

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

    init(renderer: OpaquePointer) {
        self.renderer = renderer
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

    /// Calls `body` with `image`'s premultiplied texels and whether they are all
    /// opaque, from the cache when the image is small enough to keep.
    private func withPremultipliedTexels<R>(of image: CGImage,
                                            _ body: (UnsafeBufferPointer<SIMD4<Float>>, Bool) -> R) -> R {
        guard image.width * image.height <= Self.maximumCachedTexels else {
            let opaque = Self.premultiply(image, into: &scratchTexels, blueFirst: blueFirst)
            return scratchTexels.withUnsafeBufferPointer { body($0, opaque) }
        }
        let key = ObjectIdentifier(image)
        if texelCache[key]?.image !== image {
            var texels: [SIMD4<Float>] = []
            let opaque = Self.premultiply(image, into: &texels, blueFirst: blueFirst)
            texelCache[key] = (image, texels, opaque, frameNumber)
        } else {
            texelCache[key]!.lastFrame = frameNumber
        }
        let opaque = texelCache[key]!.opaque
        return texelCache[key]!.texels.withUnsafeBufferPointer { body($0, opaque) }
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
        scratchTexels = []
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

    /// Resamples one run and returns the texture and the rectangle (pixels) to copy
    /// it to 1:1, or nil when the run is drawn the ordinary way (it does not need
    /// resampling, its colour is not uniform, or it covers too much).
    /// `source`: the run's vertices as the compositor built them (unrounded);
    /// `drawn`: the same vertices as SDL receives them (whole pixels), at least as
    /// many; `indices`: the run's triangles, relative to both.
    func resample(image: CGImage, source: UnsafeBufferPointer<CompositedVertex>,
                  drawn: UnsafeBufferPointer<SDL_Vertex>, indices: UnsafeBufferPointer<Int32>,
                  targetWidth: Int32, targetHeight: Int32) throws(TextureUploadError)
        -> (texture: OpaquePointer, rect: SDL_Rect)? {
        guard let first = source.first, indices.count >= 3, targetWidth > 0, targetHeight > 0 else { return nil }
        // The rasteriser works on whole pixels, as SDL's software renderer receives them.
        for vertex in drawn where vertex.position.x.rounded() != vertex.position.x
            || vertex.position.y.rounded() != vertex.position.y || abs(vertex.position.x) > 0x1p24
            || abs(vertex.position.y) > 0x1p24 { return nil }
        for vertex in source where vertex.red != first.red || vertex.green != first.green
            || vertex.blue != first.blue || vertex.alpha != first.alpha { return nil }
        mappings.removeAll(keepingCapacity: true)
        var covered: Float = 0
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        var triangle = 0
        while triangle + 2 < indices.count {
            let i = Int(indices[triangle]), j = Int(indices[triangle + 1]), k = Int(indices[triangle + 2])
            guard i < source.count, j < source.count, k < source.count, i < drawn.count, j < drawn.count, k < drawn.count
            else { return nil }
            mappings.append(TexelMapping(source[i], source[j], source[k], width: image.width, height: image.height))
            let p = drawn[i].position, q = drawn[j].position, r = drawn[k].position
            covered += abs((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)) / 2
            minX = min(minX, p.x, q.x, r.x); maxX = max(maxX, p.x, q.x, r.x)
            minY = min(minY, p.y, q.y, r.y); maxY = max(maxY, p.y, q.y, r.y)
            triangle += 3
        }
        guard Self.wantsResampling(mappings) else { return nil }
        // Pixels whose centres can lie inside, within the target.
        let left = max(Int32(minX.rounded(.down)), 0), top = max(Int32(minY.rounded(.down)), 0)
        let right = min(Int32(maxX.rounded(.up)), targetWidth), bottom = min(Int32(maxY.rounded(.up)), targetHeight)
        guard right > left, bottom > top else { return nil }
        let width = Int(right - left), height = Int(bottom - top)
        // Every pixel of the rectangle is cleared, converted, uploaded and blended:
        // a run of images spread over the window (a grid of cards sharing one
        // image) costs more than it gains.
        guard width * height <= Self.maximumPixels, Float(width * height) <= 4 * covered + 4096 else { return nil }

        let count = width * height * 4
        if pixels.count < count { pixels.append(contentsOf: repeatElement(0, count: count - pixels.count)) }
        pixels.withUnsafeMutableBufferPointer { buffer in
            for index in 0..<count { buffer[index] = 0 }
            let opaque = withPremultipliedTexels(of: image) { texels, opaque in
                var triangle = 0
                for mapping in mappings {
                    defer { triangle += 3 }
                    guard let mapping else { continue }
                    let p = drawn[Int(indices[triangle])].position, q = drawn[Int(indices[triangle + 1])].position
                    let r = drawn[Int(indices[triangle + 2])].position
                    Self.fill(triangle: (p, q, r), mapping: mapping, texels: texels, imageWidth: image.width,
                              imageHeight: image.height, into: buffer, origin: (Int(left), Int(top)),
                              width: width, height: height)
                }
                return opaque
            }
            // Straight alpha, as textures are uploaded. An opaque image's pixels are
            // opaque or empty (averages of opaque texels, no partial coverage), for
            // which premultiplied and straight colours are the same.
            var index = opaque ? count : 0
            while index < count {
                let alpha = Int(buffer[index + 3])
                if alpha > 0 && alpha < 255 {
                    for channel in 0..<3 {
                        buffer[index + channel] = UInt8(min((Int(buffer[index + channel]) * 255 + alpha / 2) / alpha, 255))
                    }
                }
                index += 4
            }
        }
        let texture = try texture(width: Int32(width), height: Int32(height))
        var area = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        let updated = pixels.withUnsafeBytes { bytes in
            SDL_UpdateTexture(texture, &area, bytes.baseAddress, Int32(width * 4))
        }
        guard updated == 0 else { throw TextureUploadError(call: "SDL_UpdateTexture", message: sdlErrorText()) }
        guard SDL_SetTextureColorMod(texture, first.red, first.green, first.blue) == 0,
              SDL_SetTextureAlphaMod(texture, first.alpha) == 0 else {
            throw TextureUploadError(call: "SDL_SetTextureColorMod", message: sdlErrorText())
        }
        return (texture, SDL_Rect(x: left, y: top, w: Int32(width), h: Int32(height)))
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
    private static let fixedOne: Float = 65536

    /// `value` in fixed point (``fixedOne``), or nil when it is too large to step
    /// through an image in `Int` (or not a number).
    @inline(__always)
    private static func fixed(_ value: Float) -> Int? {
        let scaled = value * fixedOne
        guard abs(scaled) < 0x1p52 else { return nil }
        return Int(scaled)
    }

    /// Composites the pixels of one triangle (positions in whole pixels) into
    /// `buffer` (premultiplied, `width` × `height` from `origin`), each pixel whose
    /// centre is inside under the top-left rule, sampled through `mapping` from
    /// `texels` (``premultiply(_:into:)``'s padded layout).
    ///
    /// A span rasteriser: each row's pixels inside are found exactly from the
    /// edges (``PixelCentreEdge``), and the texture coordinates step along the row
    /// in fixed point, so a tap is four loads and three linear interpolations with
    /// no conversion or edge test. Each pixel averages `nx` × `ny` bilinear taps at
    /// ((i + ½) / nx, (j + ½) / ny) within it, as ``TexelMapping/footprint`` asks.
    static func fill(triangle: (SDL_FPoint, SDL_FPoint, SDL_FPoint), mapping: TexelMapping,
                     texels: UnsafeBufferPointer<SIMD4<Float>>, imageWidth: Int, imageHeight: Int,
                     into buffer: UnsafeMutableBufferPointer<UInt8>, origin: (x: Int, y: Int),
                     width: Int, height: Int) {
        let p = (x: Int(triangle.0.x), y: Int(triangle.0.y))
        var q = (x: Int(triangle.1.x), y: Int(triangle.1.y))
        var r = (x: Int(triangle.2.x), y: Int(triangle.2.y))
        let area = (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
        guard area != 0, let texel = texels.baseAddress, let out = buffer.baseAddress else { return }
        if area < 0 { swap(&q, &r) }
        let edges = (PixelCentreEdge(from: p, to: q), PixelCentreEdge(from: q, to: r), PixelCentreEdge(from: r, to: p))
        let x0 = max(min(p.x, q.x, r.x), origin.x), x1 = min(max(p.x, q.x, r.x), origin.x + width)
        let y0 = max(min(p.y, q.y, r.y), origin.y), y1 = min(max(p.y, q.y, r.y), origin.y + height)
        guard x1 > x0, y1 > y0 else { return }
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
            for y in y0..<y1 {
                var span = x0..<x1
                edges.0.clip(&span, row: y)
                edges.1.clip(&span, row: y)
                edges.2.clip(&span, row: y)
                guard !span.isEmpty else { continue }
                let cx = Float(span.lowerBound) + 0.5, cy = Float(y) + 0.5
                guard var s = fixed(mapping.a * cx + mapping.b * cy + mapping.c),
                      var t = fixed(mapping.d * cx + mapping.e * cy + mapping.f) else { continue }
                var pixel = UnsafeMutableRawPointer(out + ((y - origin.y) * width + span.lowerBound - origin.x) * 4)
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
                    let previous = UInt32(littleEndian: pixel.load(as: UInt32.self))
                    if previous != 0 {
                        color += SIMD4<Float>(Float(previous & 0xFF), Float(previous >> 8 & 0xFF),
                                              Float(previous >> 16 & 0xFF), Float(previous >> 24)) * (1 - color.w / 255)
                    }
                    // Premultiplied colours over premultiplied colours stay within
                    // 0…255; adding 2²³ leaves the value rounded to the nearest
                    // integer in the sum's low bits.
                    let bits = unsafeBitCast(color + 8_388_608, to: SIMD4<UInt32>.self) & 0xFF
                    pixel.storeBytes(of: (bits.x | bits.y << 8 | bits.z << 16 | bits.w << 24).littleEndian, as: UInt32.self)
                    s &+= stepS
                    t &+= stepT
                    pixel += 4
                }
            }
        }
    }
}
