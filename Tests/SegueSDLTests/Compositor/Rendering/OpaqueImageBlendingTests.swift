import CSDL2
import Testing
import Segue
@testable import SegueSDL

/// Opaque images drawn at full opacity without blending on SDL's software renderer
/// (`TextureCache.opaqueImageFormat`, `LayerCompositor.drawsOpaqueImagesUnblended`):
/// the same pixels, far less work, and only where blending would be a copy.
@MainActor @Suite(.serialized) struct OpaqueImageBlendingTests {
    typealias F = CompositorFixtures

    /// An opaque photo-like image (rounded, clipped: a fan of textured triangles,
    /// as layouts' thumbnails are), another opaque image at half opacity, and a
    /// translucent one, over a colour background.
    func scene(angle: CGFloat) -> CALayer {
        let root = F.stage(CGSize(width: 160, height: 120), background: F.colour(30, 60, 90))
        let opaque = F.quadrants(width: 48, height: 36)
        let translucent = F.checkerboard(cells: 6, cellSize: 6, first: F.colour(200, 40, 90, 0.5), second: F.white)
        let photo = F.layer(bounds: CGRect(x: 0, y: 0, width: 70, height: 52), position: CGPoint(x: 42, y: 34))
        photo.contents = opaque
        photo.cornerRadius = 9
        photo.masksToBounds = true
        photo.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
        let faded = F.layer(bounds: CGRect(x: 0, y: 0, width: 60, height: 44), position: CGPoint(x: 110, y: 40))
        faded.contents = F.checkerboard(cells: 4, cellSize: 8)
        faded.opacity = 0.5
        let glass = F.layer(bounds: CGRect(x: 0, y: 0, width: 60, height: 44), position: CGPoint(x: 80, y: 88))
        glass.contents = translucent
        for layer in [photo, faded, glass] { root.addSublayer(layer) }
        return root
    }

    func render(_ root: CALayer, unblended: Bool) throws -> (image: CGImage, calls: RecordedDrawCalls) {
        let canvas = try OffscreenCanvas(pixelWidth: 160, pixelHeight: 120)
        canvas.compositor.flattensStaticContent = false
        #expect(canvas.compositor.drawsOpaqueImagesUnblended, "on for the software renderer")
        canvas.compositor.drawsOpaqueImagesUnblended = unblended
        let image = try canvas.render(root, backgroundColor: F.black)
        #expect(canvas.compositor.lastError == nil)
        return (image, canvas.compositor.recordSubmittedDrawCalls())
    }

    @Test func anOpaqueImageAtFullOpacityIsCopiedWithoutBlendingToTheSamePixels() throws {
        for step in 0..<5 {
            let root = scene(angle: CGFloat(step) * 0.13)
            let unblended = try render(root, unblended: true)
            let blended = try render(root, unblended: false)
            #expect(unblended.image.pixels == blended.image.pixels, "step \(step)")
            let modes = unblended.calls.calls.filter { $0.texture != nil && !$0.copiesTexture }.map(\.blendMode)
            #expect(modes == [SDL_BLENDMODE_NONE, SDL_BLENDMODE_BLEND, SDL_BLENDMODE_BLEND],
                    "the opaque photo only; not the faded copy of it, nor the translucent image")
            #expect(blended.calls.calls.allSatisfy { $0.copiesTexture || $0.blendMode == SDL_BLENDMODE_BLEND })
        }
    }

    @Test func aReplayOfTheCallsDrawsTheSamePixels() throws {
        let canvas = try OffscreenCanvas(pixelWidth: 160, pixelHeight: 120)
        canvas.compositor.flattensStaticContent = false
        let drawn = try canvas.render(scene(angle: 0.2), backgroundColor: F.black)
        let calls = canvas.compositor.recordSubmittedDrawCalls()
        #expect(calls.calls.contains { $0.blendMode == SDL_BLENDMODE_NONE })
        #expect(SDL_SetRenderDrawColor(canvas.renderer, 0, 0, 0, 255) == 0 && SDL_RenderClear(canvas.renderer) == 0)
        #expect(calls.replay(on: canvas.renderer) == nil)
        #expect(try canvas.image().pixels == drawn.pixels)
    }
}
