import Foundation
import Segue
import SegueSDL
import Testing
@testable import segue

/// The flip scene's overdraw (pixels filled / window pixels) as the compositor draws
/// it: 1 at rest, at most 2 at every progress of the flip — the target,
/// checked over the whole transition, presenting and dismissing.
@MainActor @Suite struct FlipOverdrawTests {
    /// The scene's window drawn at each step of its showcase transition, from rest
    /// to rest: the overdraw of every frame.
    func overdraws(size: CGSize, steps: Int = 40) throws -> (before: Double, during: [Double], after: Double, culled: Int) {
        let host = HeadlessHost(size: size)
        let scene = FlipModalScene(still: false)
        host.present(scene.window)
        _ = host.settle(limit: 2)
        let canvas = try OffscreenCanvas(pixelWidth: Int(size.width), pixelHeight: Int(size.height))
        try canvas.draw(scene.window.layer)
        let before = canvas.statistics.overdraw
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
        try canvas.draw(scene.window.layer)
        DemoSceneWindDown.windDown(scene, in: host)
        return (before, during, canvas.statistics.overdraw, culled)
    }

    @Test(arguments: [CGSize(width: 1024, height: 700), CGSize(width: 768, height: 1024)])
    func atMostTwoDuringTheFlipAndOneAtRest(size: CGSize) throws {
        let presenting = try overdraws(size: size)
        #expect(presenting.during.count > 30)
        #expect(presenting.during.allSatisfy { $0 <= 2.0 }, "\(presenting.during)")
        #expect(abs(presenting.before - 1) < 0.05, "\(presenting.before)")
        #expect(abs(presenting.after - 1) < 0.05, "\(presenting.after)")
    }
}
