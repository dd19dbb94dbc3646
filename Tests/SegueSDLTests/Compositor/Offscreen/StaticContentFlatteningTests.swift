import CSDL2
import Foundation
import Testing
import Segue
@testable import SegueSDL

/// The compositor's flattening of unchanging content (`flattensStaticContent`):
/// when it starts, what it counts, and that every frame — flattening, reusing, after
/// a change, after the renderer lost its targets — is pixel for pixel what a
/// compositor that never flattens draws.
@MainActor @Suite struct StaticContentFlatteningTests {
    typealias F = CompositorFixtures
    static let size = CGSize(width: 160, height: 120)

    /// An opaque page over the whole target with a translucent panel, an image and
    /// a bordered card on it (the page's fill plus theirs: more than one target).
    struct Scene {
        let root: CALayer
        let panel: CALayer
        let picture: CALayer
        let card: CALayer
    }

    func scene() -> Scene {
        let root = F.stage(Self.size, background: F.white)
        let panel = F.layer(bounds: CGRect(x: 0, y: 0, width: 120, height: 60), position: CGPoint(x: 80, y: 40),
                            background: F.colour(0, 0, 255, 0.5))
        let picture = F.layer(bounds: CGRect(x: 0, y: 0, width: 40, height: 40), position: CGPoint(x: 40, y: 90))
        picture.contents = F.quadrants(width: 8, height: 8)
        let card = F.layer(bounds: CGRect(x: 0, y: 0, width: 50, height: 30), position: CGPoint(x: 115, y: 90),
                           background: F.colour(255, 128, 0, 0.75))
        card.cornerRadius = 6
        card.borderWidth = 2
        card.borderColor = CGColor(rgba: F.black)
        root.sublayers = [panel, picture, card]
        return Scene(root: root, panel: panel, picture: picture, card: card)
    }

    /// Two canvases: one flattening (the default), one that never does.
    func canvases() throws -> (flattening: OffscreenCanvas, reference: OffscreenCanvas) {
        let flattening = try OffscreenCanvas(pixelWidth: Int(Self.size.width), pixelHeight: Int(Self.size.height))
        let reference = try OffscreenCanvas(pixelWidth: Int(Self.size.width), pixelHeight: Int(Self.size.height))
        reference.compositor.flattensStaticContent = false
        #expect(flattening.compositor.flattensStaticContent)
        return (flattening, reference)
    }

    /// The number of pixels whose bytes differ between the two canvases' images
    /// (a tolerance of zero: flattening must not change a pixel).
    func differingPixels(_ a: OffscreenCanvas, _ b: OffscreenCanvas) throws -> Int {
        let x = try a.image(), y = try b.image()
        var count = 0
        for row in 0..<x.height {
            for column in 0..<x.width where x.pixel(x: column, y: row) != y.pixel(x: column, y: row) {
                count += 1
            }
        }
        return count
    }

    /// Draws one frame on both canvases and checks the pixels are the same.
    func drawBoth(_ root: CALayer, _ canvases: (flattening: OffscreenCanvas, reference: OffscreenCanvas),
                  sourceLocation: SourceLocation = #_sourceLocation) throws -> CompositorStatistics {
        try canvases.flattening.draw(root)
        try canvases.reference.draw(root)
        #expect(try differingPixels(canvases.flattening, canvases.reference) == 0, sourceLocation: sourceLocation)
        #expect(canvases.reference.statistics.flattenedBatches == 0, sourceLocation: sourceLocation)
        return canvases.flattening.statistics
    }

    @Test func flattensOnTheThirdUnchangedFrameAndCountsItsFill() throws {
        let scene = scene()
        let both = try canvases()
        var frames: [CompositorStatistics] = []
        for _ in 0..<5 { frames.append(try drawBoth(scene.root, both)) }
        let unflattened = both.reference.statistics
        #expect(unflattened.overdraw > 1.1, "the scene is worth flattening: \(unflattened.overdraw)")
        // Frames 1 and 2 draw everything; frame 3 draws everything into the texture
        // and copies it; frames 4 and 5 only copy.
        #expect(frames[0].flattenedBatches == 0 && frames[1].flattenedBatches == 0)
        #expect(frames[0].pixelsFilled == unflattened.pixelsFilled)
        #expect(frames[2].flattenedThisFrame && frames[2].flattenedBatches == unflattened.drawCalls)
        #expect(frames[2].pixelsFilled == unflattened.pixelsFilled + unflattened.targetPixels)
        #expect(frames[2].drawCalls == unflattened.drawCalls + 1)
        for frame in frames[3...] {
            #expect(!frame.flattenedThisFrame && frame.flattenedBatches == unflattened.drawCalls)
            #expect(frame.pixelsFilled == frame.targetPixels && frame.overdraw == 1)
            #expect(frame.drawCalls == 1 && frame.textureUploads == 0)
        }
    }

    @Test func aChangeRedrawsFromTheChangedBatchUpAndTheWholeFrameIsFlattenedAgain() throws {
        let scene = scene()
        let both = try canvases()
        for _ in 0..<4 { _ = try drawBoth(scene.root, both) }
        #expect(both.flattening.statistics.flattenedBatches > 0)
        // Each change: what lies under it, unchanged for three frames, may come from
        // the texture (drawn into it again at once); the changed batch and what is
        // above it are drawn; the pixels are the reference's; once the change holds
        // for three frames the whole frame is one copy again.
        let changes: [(String, () -> Void)] = [
            ("move", { scene.card.position.x -= 7 }),
            ("hide", { scene.panel.isHidden = true }),
            ("show", { scene.panel.isHidden = false }),
            ("contents", { scene.picture.contents = F.checkerboard(cells: 4, cellSize: 2) }),
            ("reparent", { scene.panel.addSublayer(scene.picture) }),
            ("fade", { scene.card.opacity = 0.4 }),
            ("turn", { scene.card.transform = CATransform3DMakeRotation(0.3, 0, 0, 1) }),
        ]
        for (name, change) in changes {
            change()
            let batches = both.reference.statistics.drawCalls
            let first = try drawBoth(scene.root, both)
            #expect(first.flattenedBatches < batches, "\(name): the changed batch is drawn")
            // Either drawn in full, or the part under the change drawn into the
            // texture and copied (the flattened prefix changed, so it cannot be reused).
            let reference = both.reference.statistics.pixelsFilled
            let expected = first.flattenedBatches == 0 ? reference : reference + first.targetPixels
            #expect(first.flattenedBatches == 0 || first.flattenedThisFrame, "\(name)")
            #expect(abs(first.pixelsFilled - expected) <= 1, "\(name): \(first.pixelsFilled) vs \(expected)")
            _ = try drawBoth(scene.root, both)
            let third = try drawBoth(scene.root, both)
            #expect(third.flattenedThisFrame && third.flattenedBatches == batches, "\(name)")
            let fourth = try drawBoth(scene.root, both)
            #expect(fourth.flattenedBatches == batches && fourth.overdraw == 1, "\(name)")
        }
    }

    @Test func aLayerMovingOnTopKeepsTheStillBottomFlattened() throws {
        let scene = scene()
        // The card comes last and moves every frame: the batches under it stay.
        let both = try canvases()
        var last = CompositorStatistics()
        for step in 0..<8 {
            scene.card.position.y = 80 + CGFloat(step)
            last = try drawBoth(scene.root, both)
        }
        let reference = both.reference.statistics
        #expect(last.flattenedBatches > 0 && last.flattenedBatches < reference.drawCalls)
        #expect(last.pixelsFilled < reference.pixelsFilled, "\(last.pixelsFilled) vs \(reference.pixelsFilled)")
    }

    @Test func noOpaqueCoverNoFlattening() throws {
        let scene = scene()
        scene.root.backgroundColor = CGColor(rgba: F.colour(255, 255, 255, 0.9))
        let both = try canvases()
        for _ in 0..<5 {
            let frame = try drawBoth(scene.root, both)
            #expect(frame.flattenedBatches == 0 && !frame.flattenedThisFrame)
        }
        // Nor when the cover misses a column of pixels.
        scene.root.backgroundColor = CGColor(rgba: F.white)
        scene.root.bounds.size.width -= 1
        for _ in 0..<5 {
            let frame = try drawBoth(scene.root, both)
            #expect(frame.flattenedBatches == 0)
        }
    }

    @Test func lostTargetsAndDevicesAreFlattenedAgain() throws {
        let scene = scene()
        let both = try canvases()
        for _ in 0..<4 { _ = try drawBoth(scene.root, both) }
        #expect(both.flattening.statistics.flattenedBatches > 0)
        // SDL_RENDER_TARGETS_RESET: the texture's pixels are gone; the frame is still
        // unchanged, so it is drawn into the texture again at once.
        both.flattening.compositor.renderTargetsWereReset()
        var frame = try drawBoth(scene.root, both)
        #expect(frame.flattenedThisFrame)
        frame = try drawBoth(scene.root, both)
        #expect(frame.flattenedBatches > 0 && !frame.flattenedThisFrame)
        // SDL_RENDER_DEVICE_RESET: every texture goes, the flattened one too.
        both.flattening.compositor.releaseTextures()
        frame = try drawBoth(scene.root, both)
        #expect(frame.flattenedThisFrame && frame.textureUploads == 1)
        // Turned off: drawn in full at once.
        both.flattening.compositor.flattensStaticContent = false
        frame = try drawBoth(scene.root, both)
        #expect(frame.flattenedBatches == 0 && frame.pixelsFilled == both.reference.statistics.pixelsFilled)
    }

    @Test func aRecordingOfAFlattenedFrameReplaysTheSamePixels() throws {
        let scene = scene()
        let both = try canvases()
        for _ in 0..<5 { _ = try drawBoth(scene.root, both) }
        let recording = both.flattening.compositor.recordSubmittedDrawCalls()
        #expect(recording.callCount == 1)
        let renderer = both.flattening.renderer
        #expect(SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0) == 0 && SDL_RenderClear(renderer) == 0)
        #expect(recording.replay(on: renderer) == nil)
        #expect(SDL_RenderFlush(renderer) == 0)
        #expect(try differingPixels(both.flattening, both.reference) == 0)
    }
}
