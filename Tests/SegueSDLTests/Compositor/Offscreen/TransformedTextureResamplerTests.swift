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

    func render(_ root: CALayer, size: (Int, Int), resampling: Bool, scale: CGFloat = 1) throws -> CGImage {
        let canvas = try OffscreenCanvas(pixelWidth: size.0, pixelHeight: size.1)
        #expect(!canvas.compositor.resamplesTransformedTextures, "off on a surface unless asked")
        canvas.compositor.resamplesTransformedTextures = resampling
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

    @Test func aRunOfImagesSpreadOverTheWindowIsDrawnAsBefore() throws {
        // Two small turned copies of one image in opposite corners: one run whose
        // rectangle is mostly empty.
        let root = F.stage(CGSize(width: 200, height: 200))
        for position in [CGPoint(x: 12, y: 12), CGPoint(x: 188, y: 188)] {
            let layer = F.layer(bounds: CGRect(x: 0, y: 0, width: 16, height: 16), position: position)
            layer.contents = Self.oneRow
            layer.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
            root.addSublayer(layer)
        }
        let with = try render(root, size: (200, 200), resampling: true)
        let without = try render(root, size: (200, 200), resampling: false)
        #expect(with.pixels == without.pixels)
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

    @Test func premultipliedTexelsAreTheImagesColoursTimesTheirAlpha() {
        let image = CGImage(width: 2, height: 1, rgbaPixels: [255, 128, 0, 255, 200, 100, 50, 51])!
        var texels: [SIMD4<Float>] = []
        TransformedTextureResampler.premultiply(image, into: &texels)
        #expect(texels.count == 2)
        #expect(texels[0] == SIMD4(255, 128, 0, 255))
        let a: Float = 51 / 255
        #expect(texels[1] == SIMD4(200 * a, 100 * a, 50 * a, 51))
    }

    @Test func aResampledImageCoversTheSamePixelsAsSDLsDrawing() throws {
        // An opaque image turned through many angles and squeezed: the pixels the
        // resampler fills (each row scanned only between the edges' crossings) are
        // the pixels SDL's own drawing of the same whole-pixel triangles fills, but
        // for a few on the edges, where SDL's rasterizer and the resampler's exact
        // edge test decide a centre differently (measured: at most 9 of ~450, 3 at
        // most angles; the scan's span is widened by a pixel, so the same test
        // decides as when whole bounding boxes were scanned).
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
            #expect(differing <= 10, "angle \(angle): \(differing) pixels covered by one and not the other")
        }
    }
}
