import Foundation
import Testing
import Segue
@testable import SegueSDL

/// Textures are uploaded once per image, rebuilt only when contents change, and
/// destroyed when their image is freed; runs of one texture share a draw call.
@MainActor @Suite(.serialized) struct TextureCacheTests {
    typealias F = CompositorFixtures

    func tile(_ image: CGImage?, at x: CGFloat) -> CALayer {
        let layer = F.layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: x, y: 10))
        layer.contents = image
        return layer
    }

    @Test func anImageIsUploadedOnceAndSharedByItsLayers() throws {
        let image = F.quadrants(width: 4, height: 4)
        let root = F.stage(CGSize(width: 100, height: 20))
        root.sublayers = [tile(image, at: 10), tile(image, at: 30), tile(image, at: 50)]
        let canvas = try OffscreenCanvas(pixelWidth: 100, pixelHeight: 20)
        try canvas.draw(root)
        #expect(canvas.statistics.textureUploads == 1 && canvas.statistics.drawCalls == 1 && canvas.statistics.quads == 3)
        try canvas.draw(root)
        #expect(canvas.statistics.textureUploads == 0 && canvas.cachedTextureCount == 1)
    }

    @Test func newContentsAreUploadedAndFreedImagesReleaseTheirTextures() throws {
        let root = F.stage(CGSize(width: 100, height: 20))
        let layer = tile(F.quadrants(width: 4, height: 4), at: 10)
        root.addSublayer(layer)
        let canvas = try OffscreenCanvas(pixelWidth: 100, pixelHeight: 20)
        try canvas.draw(root)
        #expect(canvas.statistics.textureUploads == 1)
        // Replacing the contents uploads the new image; the old one is freed (only
        // the layer held it) and its texture goes at the next frame.
        layer.contents = CGImage(width: 3, height: 3, filledWith: F.green)
        try canvas.draw(root)
        #expect(canvas.statistics.textureUploads == 1)
        #expect(canvas.cachedTextureCount == 1)
        let probe = PixelProbe(image: try canvas.image())
        #expect(probe.matches(10, 10, F.green))
        layer.contents = nil
        try canvas.draw(root)
        #expect(canvas.cachedTextureCount == 0 && canvas.statistics.drawCalls == 0)
    }

    @Test func drawCallsFollowRunsOfTheSameTexture() throws {
        let a = F.quadrants(width: 4, height: 4), b = CGImage(width: 2, height: 2, filledWith: F.blue)!
        let root = F.stage(CGSize(width: 200, height: 20))
        let plain = F.layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 150, y: 10), background: F.red)
        root.sublayers = [tile(a, at: 10), tile(a, at: 30), tile(b, at: 50), plain, tile(a, at: 70)]
        let canvas = try OffscreenCanvas(pixelWidth: 200, pixelHeight: 20)
        try canvas.draw(root)
        // a a | b | colour | a
        #expect(canvas.statistics.drawCalls == 4)
        #expect(canvas.statistics.textureUploads == 2)
        #expect(canvas.statistics.triangles == 10)
    }
}
