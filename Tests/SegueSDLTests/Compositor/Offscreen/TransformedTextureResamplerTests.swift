import CSDL2
import Foundation
import Testing
import Segue
@testable import SegueSDL

/// The compositor's own filtering of turned, minified images for SDL's software
/// renderer (`LayerCompositor.resamplesTransformedTextures`,
/// `TransformedTextureResampler`): when it applies, what it shows, where it puts
/// it, and what it leaves alone.
@MainActor @Suite(.serialized) struct TransformedTextureResamplerTests {
    typealias F = CompositorFixtures

    /// `CompositorFixtures.stripes(width: 8)` (8 × 64, one-texel rows alternately
    /// white and black) on a layer turned about its horizontal axis in perspective until it
    /// is about `64 × cosine` pixels tall.
    func turnedStripes(cosine: CGFloat, canvasSize: (Int, Int) = (16, 24), image: CGImage = CompositorFixtures.stripes(width: 8))
        -> CALayer {
        let root = F.stage(CGSize(width: canvasSize.0, height: canvasSize.1))
        let layer = F.layer(bounds: CGRect(x: 0, y: 0, width: image.width, height: image.height),
                            position: CGPoint(x: CGFloat(canvasSize.0) / 2, y: CGFloat(canvasSize.1) / 2))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 200
        layer.transform = CATransform3DConcat(CATransform3DMakeRotation(acos(cosine), 1, 0, 0), perspective)
        layer.contents = image
        root.addSublayer(layer)
        return root
    }

    func render(_ root: CALayer, size: (Int, Int), resampling: Bool, scale: CGFloat = 1, inPlace: Bool = true) throws
        -> CGImage {
        let canvas = try OffscreenCanvas(pixelWidth: size.0, pixelHeight: size.1)
        #expect(!canvas.compositor.resamplesTransformedTextures, "off on a surface unless asked")
        canvas.compositor.resamplesTransformedTextures = resampling
        canvas.compositor.paintsIntoTarget = inPlace
        return try canvas.render(root, scale: scale, backgroundColor: F.black)
    }

    @Test func aSqueezedImageShowsTheAverageOfItsRows() throws {
        let root = turnedStripes(cosine: 0.25)
        let filtered = PixelProbe(image: try render(root, size: (16, 24), resampling: true))
        let nearest = PixelProbe(image: try render(root, size: (16, 24), resampling: false))
        var filteredGreys = Set<Int>(), nearestGreys = Set<Int>()
        for y in 8..<16 {
            filteredGreys.insert(filtered.bytes(8, y).0)
            nearestGreys.insert(nearest.bytes(8, y).0)
        }
        #expect(nearestGreys.contains { abs($0 - 128) > 40 }, "\(nearestGreys)")
        // About four rows a pixel, averaged: near mid grey (perspective makes the
        // squeeze vary from row to row, so a pixel's taps do not always cover whole
        // pairs of rows — measured 117–144).
        #expect(filteredGreys.allSatisfy { abs($0 - 128) <= 20 }, "\(filteredGreys)")
    }

    /// An opaque 32 × 32 image, white with one black row (row 12).
    static let oneRow: CGImage = {
        var pixels = [UInt8](repeating: 255, count: 32 * 32 * 4)
        for x in 0..<32 { for c in 0..<3 { pixels[(12 * 32 + x) * 4 + c] = 0 } }
        return CGImage(width: 32, height: 32, rgbaPixels: pixels)!
    }()

    /// The darkest row in column `x` of `image`.
    static func darkestRow(_ image: CGImage, x: Int) -> (row: Int, weight: Double) {
        var best = (row: 0, weight: -1.0)
        var total = 0.0, weighted = 0.0
        for y in 0..<image.height {
            let darkness = 255 - Double(image.pixels[(y * image.width + x) * 4])
            total += darkness
            weighted += darkness * Double(y)
            if darkness > best.weight { best = (y, darkness) }
        }
        return (best.row, total > 0 ? weighted / total : -1)
    }

    @Test func aTurnedRowLandsWhereTheSupersampledPictureHasIt() throws {
        // The row's centre of darkness, down the middle column, against the same
        // picture drawn at 4× and averaged 4 × 4.
        for cosine in [0.9, 0.7, 0.5, 0.35] {
            let root = turnedStripes(cosine: cosine, canvasSize: (40, 40), image: Self.oneRow)
            let resampled = try render(root, size: (40, 40), resampling: true)
            let large = try render(root, size: (160, 160), resampling: false, scale: 4)
            var pixels = [UInt8](repeating: 255, count: 40 * 40 * 4)
            for y in 0..<40 {
                for x in 0..<40 {
                    for c in 0..<3 {
                        var sum = 0
                        for dy in 0..<4 { for dx in 0..<4 { sum += Int(large.pixels[((y * 4 + dy) * 160 + x * 4 + dx) * 4 + c]) } }
                        pixels[(y * 40 + x) * 4 + c] = UInt8((sum + 8) / 16)
                    }
                }
            }
            let reference = CGImage(width: 40, height: 40, rgbaPixels: pixels)!
            let got = Self.darkestRow(resampled, x: 20), expected = Self.darkestRow(reference, x: 20)
            // Within a third of a pixel: both are affine within each triangle of the
            // tessellation, which is finer at 4× (the reference's perspective is truer).
            #expect(abs(got.weight - expected.weight) <= 0.35, "cos \(cosine): row at \(got.weight), reference \(expected.weight)")
        }
    }

    @Test func axisAlignedImagesAreDrawnAsBefore() throws {
        // At rest, scaled down, and magnified-and-turned: SDL's own drawing, pixel for pixel.
        let root = F.stage(CGSize(width: 64, height: 64))
        let still = F.layer(bounds: CGRect(x: 0, y: 0, width: 32, height: 32), position: CGPoint(x: 20, y: 20))
        still.contents = Self.oneRow
        let shrunk = F.layer(bounds: CGRect(x: 0, y: 0, width: 32, height: 32), position: CGPoint(x: 48, y: 16))
        shrunk.contents = Self.oneRow
        shrunk.transform = CATransform3DMakeScale(0.5, 0.25, 1)
        let grown = F.layer(bounds: CGRect(x: 0, y: 0, width: 16, height: 16), position: CGPoint(x: 44, y: 48))
        grown.contents = Self.oneRow
        grown.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        grown.transform = CATransform3DScale(grown.transform, 2, 2, 1)
        for layer in [still, shrunk, grown] { root.addSublayer(layer) }
        let with = try render(root, size: (64, 64), resampling: true)
        let without = try render(root, size: (64, 64), resampling: false)
        let differing = (0..<(64 * 64)).filter { with.pixels[$0 * 4..<$0 * 4 + 4] != without.pixels[$0 * 4..<$0 * 4 + 4] }
        #expect(differing.isEmpty, "\(differing.count) pixels differ: \(differing.prefix(8).map { ($0 % 64, $0 / 64) })")
    }

    @Test func theMappingsDecideWhoIsResampled() {
        func vertex(_ x: Float, _ y: Float, _ u: Float, _ v: Float) -> CompositedVertex {
            CompositedVertex(x: x, y: y, red: 255, green: 255, blue: 255, alpha: 255, u: u, v: v)
        }
        typealias M = TransformedTextureResampler.TexelMapping
        let upright = M(vertex(0, 0, 0, 0), vertex(32, 0, 1, 0), vertex(0, 8, 0, 1), width: 32, height: 32)
        let sheared = M(vertex(0, 0, 0, 0), vertex(32, 0, 1, 0), vertex(4, 8, 0, 1), width: 32, height: 32)
        let grown = M(vertex(0, 0, 0, 0), vertex(64, 0, 1, 0), vertex(8, 64, 0, 1), width: 32, height: 32)
        #expect(upright?.isAxisAligned == true && upright?.footprint.y == 4)
        #expect(sheared?.isAxisAligned == false)
        #expect(M(vertex(0, 0, 0, 0), vertex(5, 5, 1, 0), vertex(10, 10, 0, 1), width: 4, height: 4) == nil, "collinear")
        #expect(!TransformedTextureResampler.wantsResampling([upright]), "axis-aligned: SDL's scaled copy filters")
        #expect(TransformedTextureResampler.wantsResampling([sheared]))
        #expect(!TransformedTextureResampler.wantsResampling([grown]), "turned but magnified: as before")
        #expect(!TransformedTextureResampler.wantsResampling([nil]))
        // An upright 320 × 240 photo drawn a little smaller, clipped at a cell's
        // edge, hundreds of pixels in: Float rounding shears its mapping by ~2·10⁻⁵
        // texels a pixel, which must not make it "turned" (the layouts scene
        // resampled every such photo, 30–110 ms a frame).
        let x0: Float = 412.37, y0: Float = 377.81, w: Float = 312.6, h: Float = 234.45
        let clipped = M(vertex(x0, y0, 0.0312, 0.0417), vertex(x0 + w, y0, 0.9990, 0.0417),
                        vertex(x0, y0 + h / 3, 0.0312 + 5.6e-6, 0.0417 + 0.9583 / 3), width: 320, height: 240)
        #expect(clipped.map { abs($0.b) > 1e-5 } == true, "sheared by rounding: \(String(describing: clipped))")
        #expect(clipped?.isAxisAligned == true, "\(String(describing: clipped))")
        #expect(!TransformedTextureResampler.wantsResampling([clipped]))
        // A real turn of a hundredth of a radian is still one.
        let turned = M(vertex(x0, y0, 0, 0), vertex(x0 + w, y0 + w * 0.01, 1, 0), vertex(x0 - h * 0.01, y0 + h, 0, 1),
                       width: 320, height: 240)
        #expect(turned?.isAxisAligned == false)
    }

    @Test func partlyOutsideAndEdgeOnLayersDrawWithoutError() throws {
        // A turned image mostly outside the target, one edge-on, one with zero size.
        let root = F.stage(CGSize(width: 32, height: 32))
        let outside = F.layer(bounds: CGRect(x: 0, y: 0, width: 64, height: 64), position: CGPoint(x: 2, y: 16))
        outside.contents = F.stripes(width: 8)
        outside.transform = CATransform3DMakeRotation(0.4, 0, 0, 1)
        outside.transform = CATransform3DScale(outside.transform, 0.3, 0.3, 1)
        let edgeOn = F.layer(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), position: CGPoint(x: 16, y: 16))
        edgeOn.contents = Self.oneRow
        edgeOn.transform = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        let empty = F.layer(bounds: .zero, position: CGPoint(x: 8, y: 8))
        empty.contents = Self.oneRow
        for layer in [outside, edgeOn, empty] { root.addSublayer(layer) }
        let canvas = try OffscreenCanvas(pixelWidth: 32, pixelHeight: 32)
        canvas.compositor.resamplesTransformedTextures = true
        let image = try canvas.render(root, backgroundColor: F.black)
        #expect(canvas.compositor.lastError == nil)
        let probe = PixelProbe(image: image)
        #expect((0..<32).contains { probe.bytes(0, $0).0 > 0 }, "the turned image's visible part is drawn")
    }

    @Test func aRunOfImagesSpreadOverTheWindowIsFilteredInPlaceAndLeftToSDLInATexture() throws {
        // Two small turned copies of one opaque image in opposite corners: one run
        // whose rectangle is mostly empty.
        let positions = [CGPoint(x: 12, y: 12), CGPoint(x: 188, y: 188)]
        func stage(_ copies: [CGPoint]) -> CALayer {
            let root = F.stage(CGSize(width: 200, height: 200))
            for position in copies {
                let layer = F.layer(bounds: CGRect(x: 0, y: 0, width: 16, height: 16), position: position)
                layer.contents = Self.oneRow
                layer.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
                root.addSublayer(layer)
            }
            return root
        }
        let root = stage(positions)
        let without = try render(root, size: (200, 200), resampling: false)
        // In a texture of its own it would be cleared and blended whole: SDL draws it.
        let textured = try render(root, size: (200, 200), resampling: true, inPlace: false)
        #expect(textured.pixels == without.pixels)
        // Painted in place, only its pixels cost: each copy is filtered as it is alone.
        let inPlace = try render(root, size: (200, 200), resampling: true)
        #expect(inPlace.pixels != without.pixels)
        let alone = try positions.map { try render(stage([$0]), size: (200, 200), resampling: true) }
        let half = 200 * 100 * 4
        #expect(Array(inPlace.pixels[..<half]) == Array(alone[0].pixels[..<half]))
        #expect(Array(inPlace.pixels[half...]) == Array(alone[1].pixels[half...]))
    }

    @Test func aHugeTurnedImageFallsBackToSDLsSampling() throws {
        // Larger than the resampler's limit on screen: drawn the ordinary way.
        let side = 1100
        let root = F.stage(CGSize(width: side, height: side))
        let layer = F.layer(bounds: CGRect(x: 0, y: 0, width: 16, height: 16), position: CGPoint(x: side / 2, y: side / 2))
        layer.contents = Self.oneRow
        layer.transform = CATransform3DScale(CATransform3DMakeRotation(0.1, 0, 0, 1), 80, 2000, 1)
        root.addSublayer(layer)
        let with = try render(root, size: (side, side), resampling: true)
        let without = try render(root, size: (side, side), resampling: false)
        #expect(with.pixels == without.pixels)
    }

    @Test func texturesAreReusedFromFrameToFrameAndReleased() throws {
        let root = turnedStripes(cosine: 0.5)
        let canvas = try OffscreenCanvas(pixelWidth: 16, pixelHeight: 24)
        canvas.compositor.resamplesTransformedTextures = true
        canvas.compositor.paintsIntoTarget = false  // the textures runs are painted into
        let first = try canvas.render(root, backgroundColor: F.black)
        let second = try canvas.render(root, backgroundColor: F.black)
        #expect(first.pixels == second.pixels)
        #expect(canvas.compositor.resampledTextureCount == 1)
        root.sublayers?.first?.transform = CATransform3DIdentity
        for _ in 0..<TransformedTextureResampler.spareTextureFrames {
            _ = try canvas.render(root, backgroundColor: F.black)
            #expect(canvas.compositor.resampledTextureCount == 1, "kept while it may be needed again")
        }
        _ = try canvas.render(root, backgroundColor: F.black)
        #expect(canvas.compositor.resampledTextureCount == 0, "a second with nothing to resample lets the texture go")
        canvas.compositor.releaseTextures()
        #expect(canvas.compositor.resampledTextureCount == 0)
    }
    @Test func convertedTexelsAreKeptWhileTheImageIsResampledAndThenDropped() throws {
        let root = turnedStripes(cosine: 0.5)
        let canvas = try OffscreenCanvas(pixelWidth: 16, pixelHeight: 24)
        canvas.compositor.resamplesTransformedTextures = true
        canvas.compositor.paintsIntoTarget = false  // the textures runs are painted into
        let first = try canvas.render(root, backgroundColor: F.black)
        #expect(canvas.compositor.resampledImageCount == 1)
        // Frames drawn from the kept texels show what the first did.
        for _ in 0..<3 {
            #expect(try canvas.render(root, backgroundColor: F.black).pixels == first.pixels)
            #expect(canvas.compositor.resampledImageCount == 1)
        }
        root.sublayers?.first?.transform = CATransform3DIdentity
        for _ in 0..<(2 * TransformedTextureResampler.spareTextureFrames) {
            _ = try canvas.render(root, backgroundColor: F.black)
        }
        #expect(canvas.compositor.resampledImageCount == 0, "an image no longer turned lets its texels go")
        root.sublayers?.first?.transform = turnedStripes(cosine: 0.5).sublayers!.first!.transform
        _ = try canvas.render(root, backgroundColor: F.black)
        #expect(canvas.compositor.resampledImageCount == 1)
        canvas.compositor.releaseTextures()
        #expect(canvas.compositor.resampledImageCount == 0)
    }

    @Test func premultipliedTexelsAreTheImagesColoursTimesTheirAlphaWithTheEdgesRepeated() {
        let image = CGImage(width: 2, height: 1, rgbaPixels: [255, 128, 0, 255, 200, 100, 50, 51])!
        var texels: [SIMD4<Float>] = []
        #expect(!TransformedTextureResampler.premultiply(image, into: &texels), "not every texel is opaque")
        // (2 + 1) × (1 + 1): the last column and the last row once more.
        #expect(texels.count == 6)
        let a: Float = 51 / 255
        let first = SIMD4<Float>(255, 128, 0, 255), second = SIMD4<Float>(200 * a, 100 * a, 50 * a, 51)
        #expect(texels == [first, second, second, first, second, second])
        // Blue first, for ARGB8888 textures.
        TransformedTextureResampler.premultiply(image, into: &texels, blueFirst: true)
        #expect(texels[0] == SIMD4(0, 128, 255, 255) && texels[1] == SIMD4(50 * a, 100 * a, 200 * a, 51))
        // An opaque image says so: its resampled pixels need no conversion to straight alpha.
        #expect(TransformedTextureResampler.premultiply(Self.oneRow, into: &texels))
    }

    @Test func theTexturesTakeTheTargetsChannelOrderAndDrawTheSamePicture() throws {
        // An XRGB8888 window (X11's) gets ARGB8888 textures, which SDL blends
        // without converting each pixel; other targets keep ABGR8888.
        let argb = SDL_PIXELFORMAT_ARGB8888.rawValue, abgr = SDL_PIXELFORMAT_ABGR8888.rawValue
        #expect(TransformedTextureResampler.textureFormat(forTarget: SDL_PIXELFORMAT_RGB888.rawValue) == argb)
        #expect(TransformedTextureResampler.textureFormat(forTarget: argb) == argb)
        #expect(TransformedTextureResampler.textureFormat(forTarget: abgr) == abgr)
        // Either order, the same picture (within SDL's rounding of the blend).
        let root = turnedStripes(cosine: 0.4, canvasSize: (24, 40), image: Self.oneRow)
        var pictures: [CGImage] = []
        for format in [abgr, argb] {
            let canvas = try OffscreenCanvas(pixelWidth: 24, pixelHeight: 40)
            canvas.compositor.resamplesTransformedTextures = true
            canvas.compositor.paintsIntoTarget = false  // the textures' format is what is tested
            canvas.compositor.targetPixelFormat = format
            pictures.append(try canvas.render(root, backgroundColor: F.black))
            #expect(canvas.compositor.resampledTextureCount == 1, "resampled")
        }
        let differences = zip(pictures[0].pixels, pictures[1].pixels).map { abs(Int($0) - Int($1)) }
        #expect(differences.max()! <= 1, "largest difference \(differences.max()!)")
        #expect(pictures[0].pixels.contains { $0 > 0 && $0 < 255 }, "a filtered picture")
    }

    @Test func aResampledImageCoversTheSamePixelsAsSDLsDrawing() throws {
        // An opaque image turned through many angles and squeezed: the pixels the
        // resampler fills (each row's span found exactly from the edges) are the
        // pixels SDL's own drawing of the same whole-pixel triangles fills, to the
        // last one: the same edge functions at the same centres, and the same
        // top-left rule for centres on an edge (`PixelCentreEdge`; before it took
        // SDL's rule, up to 9 of ~450 differed on the edges).
        let opaque = CGImage(width: 32, height: 32, rgbaPixels: [UInt8](repeating: 255, count: 32 * 32 * 4))!
        for step in 0..<12 {
            let angle = CGFloat(step) * 0.27 + 0.05
            let root = F.stage(CGSize(width: 48, height: 48))
            let layer = F.layer(bounds: CGRect(x: 0, y: 0, width: 32, height: 32), position: CGPoint(x: 24.3, y: 23.6))
            layer.contents = opaque
            layer.transform = CATransform3DScale(CATransform3DMakeRotation(angle, 0, 0, 1), 0.9, 0.45, 1)
            root.addSublayer(layer)
            let with = try render(root, size: (48, 48), resampling: true)
            let without = try render(root, size: (48, 48), resampling: false)
            var differing = 0
            for index in 0..<(48 * 48) where (with.pixels[index * 4] > 127) != (without.pixels[index * 4] > 127) {
                differing += 1
            }
            #expect(differing == 0, "angle \(angle): \(differing) pixels covered by one and not the other")
        }
    }

    /// The resampler's filter, written plainly as its definition: pixel (x, y),
    /// when its centre is inside the triangle (exact edge functions, top-left
    /// rule), is the average of nx × ny bilinear taps at (x + (i + ½) / nx,
    /// y + (j + ½) / ny) through the mapping, with nx and ny its footprint rounded
    /// up (1…8), the image's edge texels repeated; premultiplied, 0–255.
    static func definedPixel(x: Int, y: Int, triangle: [SIMD2<Float>], mapping: TransformedTextureResampler.TexelMapping,
                             image: CGImage) -> SIMD4<Float>? {
        var (p, q, r) = (triangle[0], triangle[1], triangle[2])
        if (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x) < 0 { swap(&q, &r) }
        func inside(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Bool {
            let value = (b.x - a.x) * (Float(y) + 0.5 - a.y) - (b.y - a.y) * (Float(x) + 0.5 - a.x)
            return value > 0 || (value == 0 && ((a.y == b.y && a.x < b.x) || b.y < a.y))
        }
        guard inside(p, q), inside(q, r), inside(r, p) else { return nil }
        func texel(_ tx: Int, _ ty: Int) -> SIMD4<Float> {
            let i = (min(max(ty, 0), image.height - 1) * image.width + min(max(tx, 0), image.width - 1)) * 4
            let alpha = Float(image.pixels[i + 3])
            return SIMD4(Float(image.pixels[i]) * alpha / 255, Float(image.pixels[i + 1]) * alpha / 255,
                         Float(image.pixels[i + 2]) * alpha / 255, alpha)
        }
        let footprint = mapping.footprint
        let nx = min(max(Int(footprint.x.rounded(.up)), 1), 8), ny = min(max(Int(footprint.y.rounded(.up)), 1), 8)
        var sum = SIMD4<Float>.zero
        for j in 0..<ny {
            for i in 0..<nx {
                let px = Float(x) + (Float(i) + 0.5) / Float(nx), py = Float(y) + (Float(j) + 0.5) / Float(ny)
                let s = min(max(mapping.a * px + mapping.b * py + mapping.c - 0.5, 0), Float(image.width - 1))
                let t = min(max(mapping.d * px + mapping.e * py + mapping.f - 0.5, 0), Float(image.height - 1))
                let x0 = Int(s), y0 = Int(t), fx = s - Float(x0), fy = t - Float(y0)
                let top = texel(x0, y0) * (1 - fx) + texel(x0 + 1, y0) * fx
                let bottom = texel(x0, y0 + 1) * (1 - fx) + texel(x0 + 1, y0 + 1) * fx
                sum += top * (1 - fy) + bottom * fy
            }
        }
        return sum / Float(nx * ny)
    }

    @Test func eachPixelIsTheAverageOfItsTapsAsDefined() {
        // The rasteriser (spans from exact integer edges, texture coordinates stepped
        // in fixed point) against the definition above, for a triangle of a turned,
        // squeezed image at many angles and squeezes: the same pixels covered, and
        // every value within 1 of the definition's (fixed-point steps and rounding).
        var pixels = [UInt8](repeating: 0, count: 24 * 20 * 4)
        for y in 0..<20 {
            for x in 0..<24 {
                let i = (y * 24 + x) * 4
                pixels[i] = UInt8((x * 37 + y * 11) % 256); pixels[i + 1] = UInt8((x * y * 7) % 256)
                pixels[i + 2] = (x + y) % 3 == 0 ? 255 : 0; pixels[i + 3] = UInt8(128 + (x * 5 + y * 3) % 128)
            }
        }
        let image = CGImage(width: 24, height: 20, rgbaPixels: pixels)!
        var texels: [SIMD4<Float>] = []
        TransformedTextureResampler.premultiply(image, into: &texels)
        func vertex(_ x: Float, _ y: Float, _ u: Float, _ v: Float) -> CompositedVertex {
            CompositedVertex(x: x, y: y, red: 255, green: 255, blue: 255, alpha: 255, u: u, v: v)
        }
        var compared = 0
        for step in 0..<24 {
            let angle = Float(step) * 0.27 + 0.05, squeeze = 0.2 + Float(step % 6) * 0.15
            let centre = SIMD2<Float>(20.37, 18.61)
            func place(_ u: Float, _ v: Float) -> CompositedVertex {
                let local = SIMD2<Float>((u - 0.5) * 30 * squeeze, (v - 0.5) * 26)
                let turned = SIMD2(local.x * cos(angle) - local.y * sin(angle), local.x * sin(angle) + local.y * cos(angle))
                return vertex(centre.x + turned.x, centre.y + turned.y, u, v)
            }
            let source = [place(0, 0), place(1, 0.1), place(0.2, 1)]
            guard let mapping = TransformedTextureResampler.TexelMapping(source[0], source[1], source[2],
                                                                          width: image.width, height: image.height)
            else { continue }
            let drawn = source.map { SIMD2<Float>($0.x.rounded(), $0.y.rounded()) }
            var buffer = [UInt8](repeating: 0, count: 40 * 40 * 4)
            texels.withUnsafeBufferPointer { texels in
                buffer.withUnsafeMutableBytes { out in
                    TransformedTextureResampler.fill(
                        triangle: (SDL_FPoint(x: drawn[0].x, y: drawn[0].y), SDL_FPoint(x: drawn[1].x, y: drawn[1].y),
                                   SDL_FPoint(x: drawn[2].x, y: drawn[2].y)),
                        mapping: mapping, texels: texels, imageWidth: image.width, imageHeight: image.height,
                        covers: false, into: .init(base: out.baseAddress!, origin: (0, 0), width: 40, height: 40, pixelsPerRow: 40))
                }
            }
            for y in 0..<40 {
                for x in 0..<40 {
                    let got = (0..<4).map { Float(buffer[(y * 40 + x) * 4 + $0]) }
                    guard let expected = Self.definedPixel(x: x, y: y, triangle: drawn, mapping: mapping, image: image) else {
                        #expect(got == [0, 0, 0, 0], "angle \(angle): (\(x), \(y)) is outside, yet filled")
                        continue
                    }
                    compared += 1
                    for channel in 0..<4 where abs(got[channel] - expected[channel]) > 1 {
                        Issue.record("angle \(angle), squeeze \(squeeze): (\(x), \(y)) channel \(channel) is \(got[channel]), defined \(expected[channel])")
                    }
                }
            }
        }
        #expect(compared > 2000, "\(compared) pixels compared")
    }
}
