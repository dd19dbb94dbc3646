import CSDL2
import Foundation
import Testing
import Segue
@testable import SegueSDL

/// Runs of opaque images copied by the compositor itself
/// (`LayerCompositor.copiesOpaqueImageRuns`, `TransformedTextureResampler.copyOpaque`):
/// the same pixels SDL's software renderer copies, and which runs it leaves to SDL.
@MainActor @Suite(.serialized) struct OpaqueImageCopyTests {
    typealias F = CompositorFixtures

    /// An opaque image whose every texel differs from its neighbours, so a pixel
    /// that copies the texel beside SDL's shows; `seed` varies the colours (and
    /// makes another image, so photos are separate runs).
    static func texture(seed: Int = 0) -> CGImage {
        let width = 61, height = 47
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                bytes += [UInt8((x * 37 + y * 11 + seed * 29) % 256), UInt8((y * 53 + x * 5) % 256),
                          UInt8((x * y * 7 + seed) % 256), 255]
            }
        }
        return CGImage(width: width, height: height, rgbaPixels: bytes)!
    }

    /// Rounded, clipped photos (fans of textured triangles) at full opacity:
    /// turned about z and in perspective, drawn larger and smaller than the image,
    /// overlapping and partly outside the target.
    func photos(step: Int, size: (Int, Int)) -> CALayer {
        let root = F.stage(CGSize(width: size.0, height: size.1), perspective: 260, background: F.colour(30, 60, 90))
        for index in 0..<7 {
            let scale = [0.45, 0.8, 1.0, 1.3, 2.2, 0.6, 1.7][index]
            let photo = F.layer(bounds: CGRect(x: 0, y: 0, width: 61 * scale, height: 47 * scale),
                                position: CGPoint(x: -10 + CGFloat(index) * 29.5, y: 25 + CGFloat(index % 3) * 38.25))
            photo.contents = Self.texture(seed: index)
            photo.cornerRadius = CGFloat(3 + index * 2)
            photo.masksToBounds = true
            let angle = CGFloat(step) * 0.37 + CGFloat(index) * 0.21
            photo.transform = index.isMultiple(of: 2)
                ? CATransform3DMakeRotation(angle, 0, 0, 1)
                : CATransform3DRotate(CATransform3DMakeRotation(angle, 0, 1, 0), 0.3, 1, 0, 0)
            root.addSublayer(photo)
        }
        return root
    }

    /// Renders `root` on a software surface, copying opaque runs itself or not.
    func render(_ root: CALayer, size: (Int, Int), copying: Bool, filtering: Bool = false) throws
        -> (image: CGImage, copies: Int, calls: RecordedDrawCalls) {
        let canvas = try OffscreenCanvas(pixelWidth: size.0, pixelHeight: size.1)
        #expect(!canvas.compositor.copiesOpaqueImageRuns, "off on a surface unless asked")
        canvas.compositor.copiesOpaqueImageRuns = copying
        canvas.compositor.resamplesTransformedTextures = filtering
        canvas.compositor.flattensStaticContent = false
        let image = try canvas.render(root, backgroundColor: F.black)
        #expect(canvas.compositor.lastError == nil)
        return (image, canvas.statistics.paintedRuns, canvas.compositor.recordSubmittedDrawCalls())
    }

    /// The pixels whose colour differs between two renderings (alpha aside: an
    /// opaque window has none).
    func differing(_ a: CGImage, _ b: CGImage) -> [(Int, Int)] {
        (0..<(a.width * a.height)).filter { a.pixels[$0 * 4..<$0 * 4 + 3] != b.pixels[$0 * 4..<$0 * 4 + 3] }
            .map { ($0 % a.width, $0 / a.width) }
    }

    @Test func copiedRunsAreTheSamePixelsAsSDLsCopy() throws {
        for step in 0..<24 {
            let root = photos(step: step, size: (200, 130))
            let copied = try render(root, size: (200, 130), copying: true)
            let sdl = try render(root, size: (200, 130), copying: false)
            #expect(copied.copies >= 5, "step \(step): most photos copied by the compositor (\(copied.copies))")
            #expect(sdl.copies == 0)
            let wrong = differing(copied.image, sdl.image)
            #expect(wrong.isEmpty, "step \(step): \(wrong.count) pixels differ: \(wrong.prefix(8))")
            // Recorded as SDL draws them: without blending.
            #expect(copied.calls.calls.map(\.blendMode) == sdl.calls.calls.map(\.blendMode))
        }
    }

    @Test func withFilteringTheTurnedShrunkPhotosAreFilteredAndTheRestCopied() throws {
        let root = photos(step: 3, size: (200, 130))
        let both = try render(root, size: (200, 130), copying: true, filtering: true)
        let filteredOnly = try render(root, size: (200, 130), copying: false, filtering: true)
        #expect(both.copies > filteredOnly.copies, "filtered runs, and copied ones besides")
        #expect(differing(both.image, filteredOnly.image).isEmpty)
    }

    @Test func runsSDLDrawsOtherwiseAreLeftToIt() throws {
        let root = F.stage(CGSize(width: 90, height: 60))
        let upright = F.layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 30), position: CGPoint(x: 22, y: 17))
        upright.contents = Self.texture()  // two triangles forming a rectangle: SDL blits it
        let faded = F.layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 30), position: CGPoint(x: 66, y: 17))
        faded.contents = Self.texture(seed: 1)
        faded.cornerRadius = 6
        faded.masksToBounds = true
        faded.opacity = 0.5  // blended, not copied
        let translucent = F.layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 30), position: CGPoint(x: 45, y: 44))
        translucent.contents = F.checkerboard(cells: 4, cellSize: 5, first: F.colour(200, 40, 90, 0.5))
        translucent.cornerRadius = 6
        translucent.masksToBounds = true
        for layer in [upright, faded, translucent] { root.addSublayer(layer) }
        let copied = try render(root, size: (90, 60), copying: true)
        let sdl = try render(root, size: (90, 60), copying: false)
        #expect(copied.copies == 0)
        #expect(copied.image.pixels == sdl.image.pixels)
    }

    /// Calls `copyOpaque` on a fresh software canvas's compositor's resampler.
    func copyOpaque(_ vertices: [SDL_Vertex], _ indices: [Int32], image: CGImage = texture()) throws -> SDL_Rect? {
        let canvas = try OffscreenCanvas(pixelWidth: 200, pixelHeight: 130)
        let resampler = TransformedTextureResampler(renderer: canvas.renderer)
        defer { resampler.releaseTextures() }
        return try vertices.withUnsafeBufferPointer { drawn in
            try indices.withUnsafeBufferPointer { indices in
                let prepared = try resampler.copyOpaque(image: image, drawn: drawn, indices: indices,
                                                        targetWidth: 200, targetHeight: 130)
                resampler.paintPreparedRuns()
                return prepared?.rect
            }
        }
    }

    @Test func aFanSDLWouldTakeForARectangleIsLeftToIt() throws {
        // A photo's corner fan from the compositor: its last triangle, (155, 102)
        // (137, 102) (155, 103), has a level and an upright edge, and SDL's quad
        // test, looking at the shared vertex twice, takes it and the triangle
        // before for the rectangle (137, 102)–(155, 103) and draws neither.
        let fan = [vertex(155, 102, 0.004, 0.473), vertex(153, 97, 0.037, 0.282), vertex(150, 93, 0.102, 0.133),
                   vertex(145, 90, 0.217, 0.048), vertex(140, 89, 0.365, 0.005), vertex(135, 88, 0.512, 0.005),
                   vertex(137, 102, 0.512, 0.516), vertex(155, 103, 0.004, 0.516)]
        let triangles: [Int32] = [0, 1, 2, 0, 2, 3, 0, 3, 4, 0, 4, 5, 0, 5, 6, 0, 6, 7]
        #expect(try copyOpaque(fan, triangles) == nil)
        // Without that last triangle the fan is copied.
        let copied = try copyOpaque(fan, Array(triangles.dropLast(3)))
        #expect(copied.map { [$0.x, $0.y, $0.w, $0.h] } == [135, 88, 20, 14])
        // Bad input is refused, not read.
        #expect(try copyOpaque(fan, [0, 1, 9]) == nil, "an index past the vertices")
        #expect(try copyOpaque(fan, [0, -1, 2]) == nil, "a negative index")
        #expect(try copyOpaque(fan, [0, 1]) == nil, "no whole triangle")
    }

    func vertex(_ x: Float, _ y: Float, _ u: Float, _ v: Float) -> SDL_Vertex {
        SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: SDL_Color(r: 255, g: 255, b: 255, a: 255),
                   tex_coord: SDL_FPoint(x: u, y: v))
    }
}
