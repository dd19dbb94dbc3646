import CSDL2
import Foundation
import Testing
import Segue
@testable import SegueSDL

/// Runs the compositor rasterises painted straight into the render target's
/// pixels (`LayerCompositor.paintsIntoTarget`): the same picture as painting them
/// into textures that SDL copies, in draw order with what SDL draws between them,
/// and textures where the target's pixels cannot be reached. (A canvas's renderer
/// draws each call at once; the flush that a window's queued drawing needs is
/// tested in a window, `SDLHostSoftwareFilteringTests`.)
@MainActor @Suite(.serialized) struct InPlacePaintTests {
    typealias F = CompositorFixtures

    /// Renders `root` with everything the compositor rasterises turned on,
    /// painted into the canvas or into textures.
    func render(_ root: CALayer, size: (Int, Int), inPlace: Bool, rasterising: Bool = true) throws
        -> (image: CGImage, statistics: CompositorStatistics, textures: Int) {
        let canvas = try OffscreenCanvas(pixelWidth: size.0, pixelHeight: size.1)
        #expect(canvas.compositor.paintsIntoTarget, "on by default")
        canvas.compositor.resamplesTransformedTextures = rasterising
        canvas.compositor.rasterisesSolidRuns = rasterising
        canvas.compositor.copiesOpaqueImageRuns = rasterising
        canvas.compositor.flattensStaticContent = false
        canvas.compositor.paintsIntoTarget = inPlace
        let image = try canvas.render(root, backgroundColor: F.black)
        #expect(canvas.compositor.lastError == nil)
        return (image, canvas.statistics, canvas.compositor.resampledTextureCount)
    }

    /// The largest difference of one channel between two pictures of one size.
    func largestDifference(_ a: CGImage, _ b: CGImage) -> Int {
        zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    @Test func paintedInPlaceThePictureIsThatOfTexturesCopiedBySDL() throws {
        for step in 0..<6 {
            let root = F.turnedCards(angle: 0.2 + CGFloat(step) * 0.23)
            let inPlace = try render(root, size: (320, 240), inPlace: true)
            let copied = try render(root, size: (320, 240), inPlace: false)
            #expect(inPlace.statistics.paintedRuns > 3, "step \(step): runs painted by the compositor")
            #expect(inPlace.statistics.paintedRuns == copied.statistics.paintedRuns)
            #expect(inPlace.statistics.drawCalls == copied.statistics.drawCalls, "a run painted in place counts as drawn")
            // The translucent checkerboard and the card at 0.6 opacity are still
            // painted into textures for SDL to blend; everything else in place.
            #expect(inPlace.textures > 0 && inPlace.textures < copied.textures,
                    "step \(step): \(inPlace.textures) of \(copied.textures) textures")
            #expect(largestDifference(inPlace.image, copied.image) == 0, "step \(step)")
        }
    }

    @Test func filledAndCopiedRunsInPlaceAreSDLsOwnPixels() throws {
        // Opaque colour cards and opaque photos only: exactly what SDL draws.
        let root = F.stage(CGSize(width: 96, height: 80), perspective: 300)
        for index in 0..<9 {
            let card = F.layer(bounds: CGRect(x: 0, y: 0, width: 24 + index % 3 * 6, height: 30),
                               position: CGPoint(x: 14 + CGFloat(index % 3) * 32, y: 16 + CGFloat(index / 3) * 26),
                               background: F.colour(40 + index * 23, 200 - index * 17, (index * 71) % 256))
            card.cornerRadius = CGFloat(index % 3) * 3
            if index % 2 == 0 { card.contents = F.quadrants(width: 24, height: 30) }
            card.transform = CATransform3DMakeRotation(0.3 + CGFloat(index) * 0.4, 0, 0, 1)
            root.addSublayer(card)
        }
        let canvas = try OffscreenCanvas(pixelWidth: 96, pixelHeight: 80)
        canvas.compositor.rasterisesSolidRuns = true
        canvas.compositor.copiesOpaqueImageRuns = true
        canvas.compositor.flattensStaticContent = false
        let inPlace = try canvas.render(root, backgroundColor: F.black)
        #expect(canvas.statistics.paintedRuns > 2)
        #expect(canvas.compositor.resampledTextureCount == 0)
        let sdl = try render(root, size: (96, 80), inPlace: true, rasterising: false)
        #expect(sdl.statistics.paintedRuns == 0)
        #expect(largestDifference(inPlace, sdl.image) == 0)
    }

    @Test func whatSDLDrawsBetweenRunsStaysInDrawOrder() throws {
        // An opaque card (painted in place), a translucent image over it (SDL's:
        // upright, so not filtered), then another opaque card over both (in
        // place again), then the translucent image again on top (SDL's).
        let root = F.stage(CGSize(width: 64, height: 48))
        let translucent = F.checkerboard(cells: 4, cellSize: 6, first: F.colour(30, 200, 30, 0.5),
                                         second: F.colour(240, 240, 20, 0.3))
        for (index, x) in [20, 28, 36, 44].enumerated() {
            let card = F.layer(bounds: CGRect(x: 0, y: 0, width: 24, height: 24), position: CGPoint(x: x, y: 24),
                               background: index % 2 == 0 ? F.colour(200 - index * 60, 30, 30 + index * 80) : nil)
            if index % 2 == 0 {
                card.transform = CATransform3DMakeRotation(0.25, 0, 0, 1)
            } else {
                card.contents = translucent
            }
            root.addSublayer(card)
        }
        let canvas = try OffscreenCanvas(pixelWidth: 64, pixelHeight: 48)
        canvas.compositor.rasterisesSolidRuns = true
        canvas.compositor.flattensStaticContent = false
        let inPlace = try canvas.render(root, backgroundColor: F.black)
        #expect(canvas.statistics.paintedRuns == 2, "the two opaque cards")
        #expect(canvas.statistics.drawCalls == 4)
        let sdl = try render(root, size: (64, 48), inPlace: true, rasterising: false)
        #expect(inPlace.pixels == sdl.image.pixels)
    }

    @Test func withoutTheTargetsPixelsRunsArePaintedIntoTextures() throws {
        let root = F.turnedCards(angle: 0.5)
        let reference = try render(root, size: (320, 240), inPlace: false)
        // A compositor that cannot reach the surface: a software renderer of its
        // own on a surface it was not told of.
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 320, 240, 32, SDL_PIXELFORMAT_ABGR8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        let compositor = LayerCompositor(renderer: renderer)
        defer { compositor.releaseTextures() }
        #expect(compositor.targetSurface == nil)
        compositor.targetPixelFormat = SDL_PIXELFORMAT_ABGR8888.rawValue
        compositor.resamplesTransformedTextures = true
        compositor.rasterisesSolidRuns = true
        compositor.copiesOpaqueImageRuns = true
        compositor.flattensStaticContent = false
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        root.layoutAndDisplayIfNeeded()
        compositor.draw(root, scale: 1)
        SDL_RenderFlush(renderer)
        #expect(compositor.lastError == nil)
        #expect(compositor.statistics.paintedRuns == reference.statistics.paintedRuns)
        #expect(compositor.resampledTextureCount > 0, "painted into textures")
        // A surface of another size than the frame, or of another channel order:
        // textures again.
        let canvas = try OffscreenCanvas(pixelWidth: 320, pixelHeight: 240)
        canvas.compositor.resamplesTransformedTextures = true
        canvas.compositor.flattensStaticContent = false
        let small = try #require(SDL_CreateRGBSurfaceWithFormat(0, 160, 120, 32, SDL_PIXELFORMAT_ABGR8888.rawValue))
        defer { SDL_FreeSurface(small) }
        canvas.compositor.targetSurface = { small }
        let resized = try canvas.render(root, backgroundColor: F.black)
        #expect(canvas.compositor.resampledTextureCount > 0)
        #expect(largestDifference(resized, reference.image) == 0)
        let argb = try #require(SDL_CreateRGBSurfaceWithFormat(0, 320, 240, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(argb) }
        canvas.compositor.targetSurface = { argb }
        canvas.compositor.releaseTextures()
        _ = try canvas.render(root, backgroundColor: F.black)
        #expect(canvas.compositor.resampledTextureCount > 0, "ARGB8888 is not the order ABGR8888 runs are painted in")
    }

    @Test func theFlatteningFramePaintsIntoTexturesAndEveryFrameIsTheSame() throws {
        // An unchanging frame is flattened into a render target texture on its
        // fourth frame: that frame's runs go to textures, the others' in place.
        let root = F.turnedCards(angle: 0.7)
        root.backgroundColor = CGColor(rgba: F.colour(20, 20, 40))
        let canvas = try OffscreenCanvas(pixelWidth: 320, pixelHeight: 240)
        canvas.compositor.resamplesTransformedTextures = true
        canvas.compositor.rasterisesSolidRuns = true
        canvas.compositor.copiesOpaqueImageRuns = true
        var frames: [CGImage] = []
        var flattened = false
        for _ in 0..<6 {
            frames.append(try canvas.render(root, backgroundColor: F.black))
            #expect(canvas.compositor.lastError == nil)
            flattened = flattened || canvas.statistics.flattenedThisFrame
        }
        #expect(flattened, "the unchanging frame was flattened")
        for frame in frames.dropFirst() {
            #expect(largestDifference(frame, frames[0]) == 0)
        }
    }
}
