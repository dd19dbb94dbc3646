import CSDL2
import Foundation
import Testing
import Segue
@testable import SegueSDL

/// The compositor's counters over frames: draw calls per run of a texture, texture
/// uploads only on new contents, pixels filled, and the split build / submit with
/// its recorded draw calls.
@MainActor @Suite struct CompositorCountersTests {
    typealias F = CompositorFixtures

    func tile(_ x: Int, _ image: CGImage?, colour: RGBAColor? = nil) -> CALayer {
        let layer = F.layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 6 + 12 * x, y: 10),
                            background: colour)
        layer.contents = image
        return layer
    }

    @Test func oneDrawCallPerRunOfSurfacesSharingATexture() throws {
        let canvas = try OffscreenCanvas(pixelWidth: 200, pixelHeight: 20)
        let a = F.checkerboard(cells: 2, cellSize: 2), b = F.quadrants(width: 4, height: 4)
        let root = F.stage(CGSize(width: 200, height: 20))
        // A A A | B | A A | colour colour | A  → 5 runs.
        root.sublayers = [tile(0, a), tile(1, a), tile(2, a), tile(3, b), tile(4, a), tile(5, a),
                          tile(6, nil, colour: F.red), tile(7, nil, colour: F.green), tile(8, a)]
        try canvas.draw(root)
        #expect(canvas.statistics.quads == 9)
        #expect(canvas.statistics.drawCalls == 5)
        #expect(canvas.statistics.triangles == 18)
        // Untextured surfaces in a row share the NULL-texture run, whatever their colours.
        root.sublayers = (0..<10).map { tile($0, nil, colour: F.colour(25 * $0, 0, 0)) }
        try canvas.draw(root)
        #expect(canvas.statistics.quads == 10 && canvas.statistics.drawCalls == 1)
    }

    @Test func aCulledSurfaceBetweenTwoOfATextureJoinsTheirRuns() throws {
        let canvas = try OffscreenCanvas(pixelWidth: 200, pixelHeight: 20)
        let a = F.checkerboard(cells: 2, cellSize: 2), b = F.quadrants(width: 4, height: 4)
        let root = F.stage(CGSize(width: 200, height: 20))
        let hidden = tile(1, b)
        let cover = tile(1, a)
        root.sublayers = [tile(0, a), hidden, cover, tile(2, a)]
        try canvas.draw(root)
        // b lies exactly under the opaque checkerboard drawn after it: A A A, one run.
        #expect(canvas.statistics.quads == 3 && canvas.statistics.drawCalls == 1 && canvas.statistics.culledLayers == 1)
    }

    @Test func texturesAreUploadedOnlyWhenContentsChange() throws {
        let canvas = try OffscreenCanvas(pixelWidth: 100, pixelHeight: 20)
        let a = F.checkerboard(cells: 2, cellSize: 2)
        let root = F.stage(CGSize(width: 100, height: 20))
        let first = tile(0, a), second = tile(1, a)
        root.sublayers = [first, second]
        var uploads: [Int] = []
        for _ in 0..<4 {
            try canvas.draw(root)
            uploads.append(canvas.statistics.textureUploads)
        }
        #expect(uploads == [1, 0, 0, 0])  // one image shared by two layers: one texture
        // Moving, fading or turning a layer is not a contents change.
        first.position.x += 3
        first.opacity = 0.5
        first.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        try canvas.draw(root)
        #expect(canvas.statistics.textureUploads == 0)
        // New contents: one upload, then none again.
        second.contents = F.quadrants(width: 4, height: 4)
        try canvas.draw(root)
        #expect(canvas.statistics.textureUploads == 1)
        try canvas.draw(root)
        #expect(canvas.statistics.textureUploads == 0)
        #expect(canvas.cachedTextureCount == 2)
    }

    @Test func pixelsFilledSumTheDrawnAreaInsideTheTarget() throws {
        let canvas = try OffscreenCanvas(pixelWidth: 100, pixelHeight: 50)
        let root = F.stage(CGSize(width: 100, height: 50), background: F.white)
        try canvas.draw(root)
        #expect(canvas.statistics.pixelsFilled == 5000 && canvas.statistics.targetPixels == 5000)
        #expect(canvas.statistics.overdraw == 1)

        // A translucent 20×20 square over it: 400 more.
        let veil = F.layer(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), position: CGPoint(x: 50, y: 25),
                           background: F.colour(0, 0, 0, 0.5))
        root.addSublayer(veil)
        try canvas.draw(root)
        #expect(canvas.statistics.pixelsFilled == 5400)
        // Half of it off the right edge: only the part inside counts.
        veil.position = CGPoint(x: 100, y: 25)
        try canvas.draw(root)
        #expect(canvas.statistics.pixelsFilled == 5200)
        // A turned square: its area, whatever the angle (10×10 rotated 30°).
        veil.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        veil.position = CGPoint(x: 50, y: 25)
        veil.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        try canvas.draw(root)
        #expect(canvas.statistics.pixelsFilled == 5100)
        // At scale 2 the target and the areas are in pixels.
        let big = try OffscreenCanvas(pixelWidth: 200, pixelHeight: 100)
        try big.draw(root, scale: 2)
        #expect(big.statistics.targetPixels == 20000 && big.statistics.pixelsFilled == 20400)
    }

    @Test func triangleAreasAreClippedToTheTarget() {
        #expect(TriangleArea.area(0, 0, 10, 0, 0, 10) == 50)
        // Half of the triangle lies left of x = 0.
        #expect(abs(TriangleArea.clippedArea(-10, 0, 10, 0, 0, 10, width: 100, height: 100) - 50) < 1e-9)
        // A triangle over the whole target is clipped to the target.
        #expect(abs(TriangleArea.clippedArea(-1000, -1000, 3000, -1000, -1000, 3000, width: 40, height: 30) - 1200) < 1e-6)
        #expect(TriangleArea.clippedArea(200, 200, 300, 200, 200, 300, width: 100, height: 100) == 0)
    }

    @Test func buildThenSubmitIsDrawAndTheRecordedCallsReplayTheSamePixels() throws {
        let root = F.stage(CGSize(width: 80, height: 60), perspective: 200, background: F.colour(20, 30, 40))
        let card = F.layer(bounds: CGRect(x: 0, y: 0, width: 50, height: 30), position: CGPoint(x: 40, y: 30), background: F.red)
        card.contents = F.quadrants(width: 8, height: 6)
        card.transform = CATransform3DMakeRotation(0.7, 1, 1, 0)
        let badge = F.layer(bounds: CGRect(x: 0, y: 0, width: 12, height: 12), position: CGPoint(x: 10, y: 10), background: F.green)
        badge.cornerRadius = 4
        root.sublayers = [card, badge]

        let canvas = try OffscreenCanvas(pixelWidth: 80, pixelHeight: 60)
        let drawn = try canvas.render(root, backgroundColor: F.black)
        let drawnStatistics = canvas.statistics

        SDL_SetRenderDrawColor(canvas.renderer, 0, 0, 0, 255)
        SDL_RenderClear(canvas.renderer)
        canvas.compositor.buildFrame(root, scale: 1)
        #expect(canvas.compositor.statistics.drawCalls == 0 && canvas.compositor.statistics.quads == drawnStatistics.quads)
        canvas.compositor.submitFrame()
        var expected = drawnStatistics
        expected.textureUploads = 0  // cached since the first frame
        #expect(canvas.compositor.statistics == expected)
        let recording = canvas.compositor.recordSubmittedDrawCalls()
        #expect(recording.callCount == drawnStatistics.drawCalls)
        #expect(recording.triangleCount == drawnStatistics.triangles)
        // Submitting twice draws once.
        canvas.compositor.submitFrame()
        #expect(canvas.compositor.statistics.drawCalls == drawnStatistics.drawCalls)

        SDL_RenderClear(canvas.renderer)
        #expect(recording.replay(on: canvas.renderer) == nil)
        SDL_RenderFlush(canvas.renderer)
        let replayed = try canvas.image()
        #expect(replayed.pixels == drawn.pixels)
    }
}
