import Foundation
import Segue
import SegueSDL
import Testing
@testable import segue
@testable import SegueStudio

/// The flip scene's overdraw (pixels filled / window pixels) as the compositor draws
/// it: 1 at rest (once the still page is flattened into one texture), at most 2 at
/// every progress of the flip — the target, checked over the whole
/// transition, presenting and dismissing — and the flattening changes no pixel.
@MainActor @Suite struct FlipOverdrawTests {
    /// What the frames at rest measure: the first (everything drawn), the one that
    /// flattens (everything drawn into the texture, then the copy) and the ones
    /// after it (the copy alone).
    struct Rest {
        var first: Double
        var flattening: Double
        var steady: [Double]
        var differingPixels: Int
    }

    /// Draws the window at rest five times, on a flattening canvas and on one that
    /// never flattens, comparing the pixels of every frame.
    func rest(_ window: CALayer, _ canvas: OffscreenCanvas, _ reference: OffscreenCanvas) throws -> Rest {
        var overdraws: [Double] = []
        var flattening = -1.0
        var differing = 0
        for _ in 0..<5 {
            try canvas.draw(window)
            try reference.draw(window)
            overdraws.append(canvas.statistics.overdraw)
            if canvas.statistics.flattenedThisFrame { flattening = canvas.statistics.overdraw }
            let a = try canvas.image(), b = try reference.image()
            for y in 0..<a.height {
                for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { differing += 1 }
            }
        }
        return Rest(first: overdraws[0], flattening: flattening, steady: Array(overdraws[3...]), differingPixels: differing)
    }

    /// The scene's window drawn at rest, at each step of its showcase transition,
    /// and at rest again: the overdraw of every frame.
    func overdraws(size: CGSize, steps: Int = 40) throws -> (before: Rest, during: [Double], after: Rest, culled: Int) {
        let host = HeadlessHost(size: size)
        let scene = FlipModalScene(still: false)
        host.present(scene.window)
        _ = host.settle(limit: 2)
        let canvas = try OffscreenCanvas(pixelWidth: Int(size.width), pixelHeight: Int(size.height))
        let reference = try OffscreenCanvas(pixelWidth: Int(size.width), pixelHeight: Int(size.height))
        reference.compositor.flattensStaticContent = false
        let before = try rest(scene.window.layer, canvas, reference)
        #expect(scene.startShowcaseTransition())
        var during: [Double] = []
        var culled = 0
        let ticks = Int((scene.tuning.duration / host.loop.tickInterval).rounded())
        for step in 0...steps {
            host.runTicks(max(1, ticks / steps))
            guard scene.window.isRunningTransition || step == 0 else { break }
            try canvas.draw(scene.window.layer)
            during.append(canvas.statistics.overdraw)
            culled = max(culled, canvas.statistics.culledLayers)
        }
        _ = host.settle(limit: 2)
        let after = try rest(scene.window.layer, canvas, reference)
        StudioSceneWindDown.windDown(scene, in: host)
        return (before, during, after, culled)
    }

    @Test(arguments: [CGSize(width: 1024, height: 700), CGSize(width: 768, height: 1024)])
    func atMostTwoDuringTheFlipAndOneAtRest(size: CGSize) throws {
        let presenting = try overdraws(size: size)
        #expect(presenting.during.count > 30)
        #expect(presenting.during.allSatisfy { $0 <= 2.0 }, "\(presenting.during)")
        for rest in [presenting.before, presenting.after] {
            // Drawn in full: the page once, plus its labels' glyphs and the button's
            // translucent background over it.
            #expect(abs(rest.first - 1) < 0.05, "\(rest.first)")
            // The third unchanged frame draws that into the texture and copies it.
            #expect(abs(rest.flattening - (rest.first + 1)) < 0.001, "\(rest.flattening)")
            // Then one copy: every pixel written once.
            #expect(rest.steady.allSatisfy { $0 == 1 }, "\(rest.steady)")
            #expect(rest.differingPixels == 0)
        }
    }
}
