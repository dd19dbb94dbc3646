import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// The HUD's frame-time graph: its ring buffer, how bars are stacked and laid out
/// against the budget line, which frames it takes, and the counter lines.
@MainActor
@Suite("segue demo: the HUD's frame-time graph and counters")
struct HUDGraphTests {
    static func timing(number: Int, ticks: Int = 1, input: Int = 0, update: Double, render: Double, present: Double) -> FrameTiming {
        var timing = FrameTiming()
        timing.number = number
        timing.isDrawn = true
        timing.ticks = ticks
        timing.inputEvents = input
        timing[.ticks] = update * 0.75
        timing[.layout] = update * 0.25
        timing[.geometryBuild] = render * 0.5
        timing[.draw] = render * 0.5
        timing[.present] = present
        return timing
    }

    @Test func theHistoryIsARingOfTheLastFrames() {
        var history = FrameTimeHistory(capacity: 3)
        #expect(history.count == 0 && history.newest == nil)
        for value in 1...5 { history.append(FrameTimeSample(update: Double(value))) }
        #expect(history.count == 3)
        #expect((0..<3).map { history[$0].update } == [3, 4, 5], "oldest first")
        #expect(history.newest?.update == 5)
        history.removeAll()
        #expect(history.count == 0)
        history.append(FrameTimeSample(render: 2))
        #expect(history[0].render == 2)
    }

    @Test func aSampleSplitsAFrameIntoEngineCompositorAndPresent() {
        let sample = FrameTimeSample(Self.timing(number: 1, update: 0.004, render: 0.003, present: 0.009))
        #expect(abs(sample.update - 0.004) < 1e-12)
        #expect(abs(sample.render - 0.003) < 1e-12)
        #expect(sample.present == 0.009)
        #expect(abs(sample.total - 0.016) < 1e-12)
    }

    @Test func barsStackFromTheBottomAndAreCutAtTwiceTheBudget() {
        let budget = 1.0 / 60
        let half = FrameTimeGraphView.segmentHeights(FrameTimeSample(update: budget / 4, render: budget / 4, present: budget / 2),
                                                     maximum: 2 * budget, height: 60)
        #expect(abs(half.update - 7.5) < 1e-9 && abs(half.render - 7.5) < 1e-9 && abs(half.present - 15) < 1e-9)
        let over = FrameTimeGraphView.segmentHeights(FrameTimeSample(update: budget, render: budget, present: budget),
                                                     maximum: 2 * budget, height: 60)
        #expect(abs(over.update - 30) < 1e-9 && abs(over.render - 30) < 1e-9 && over.present == 0)
        let zero = FrameTimeGraphView.segmentHeights(FrameTimeSample(update: 1), maximum: 0, height: 60)
        #expect(zero.update == 0 && zero.render == 0 && zero.present == 0)
    }

    @Test func theNewestFrameIsTheRightmostBar() {
        let graph = FrameTimeGraphView(columns: 4)
        graph.frame = CGRect(x: 0, y: 0, width: 8, height: 60)
        graph.budget = 1.0 / 60
        var history = FrameTimeHistory(capacity: 4)
        history.append(FrameTimeSample(update: 1.0 / 120))   // a quarter of the graph: 15 pt
        history.append(FrameTimeSample(update: 1.0 / 240, render: 1.0 / 240, present: 1.0 / 60))
        graph.show(history)
        #expect(graph.bars.count == 4)
        for column in 0..<2 {
            #expect(graph.bars[column].update.frame.height == 0 && graph.bars[column].present.frame.height == 0, "no frame yet")
        }
        #expect(graph.bars[2].update.frame == CGRect(x: 4, y: 45, width: 2, height: 15))
        #expect(graph.bars[2].render.frame.height == 0)
        let newest = graph.bars[3]
        #expect(newest.update.frame == CGRect(x: 6, y: 52.5, width: 2, height: 7.5))
        #expect(newest.render.frame == CGRect(x: 6, y: 45, width: 2, height: 7.5))
        #expect(newest.present.frame == CGRect(x: 6, y: 15, width: 2, height: 30))
        // Two more frames push the first off the left.
        history.append(FrameTimeSample(update: 1.0 / 60))
        history.append(FrameTimeSample(update: 1.0 / 30))
        history.append(FrameTimeSample(update: 0))
        graph.show(history)
        #expect(graph.bars[0].update.frame.height == 7.5)
        #expect(graph.bars[1].update.frame.height == 30)
        #expect(graph.bars[2].update.frame.height == 60)
        #expect(graph.bars[3].update.frame.height == 0)
    }

    @Test func theBudgetLineSitsHalfWayUpAndSaysTheBudget() {
        let graph = FrameTimeGraphView(columns: 4)
        graph.frame = CGRect(x: 0, y: 0, width: 240, height: 64)
        graph.budget = 1.0 / 60
        graph.layoutIfNeeded()
        #expect(graph.budgetLineY == 32)
        #expect(graph.budgetLine.frame == CGRect(x: 0, y: 32, width: 240, height: 1))
        #expect(graph.budgetLabel.text == "16.7 ms")
        graph.budget = 1.0 / 120
        #expect(graph.budgetLabel.text == "8.3 ms")
        #expect(graph.budgetLineY == 32, "the graph's scale follows the budget")
    }

    /// The flip scene under a shell with the HUD, as the demo runs it.
    @MainActor
    struct Stage {
        let host = HeadlessHost(size: CGSize(width: 800, height: 600))
        let scene = FlipModalScene(still: false)
        let shell: StudioShell
        let hud = HUDTool()

        init() {
            host.present(scene.window)
            shell = StudioShell(scene: scene, catalog: DemoSceneName.catalog(), size: host.window.bounds.size, loop: host.loop)
            host.loop.attach(shell.overlay.layer)
            shell.install(hud)
            host.runTicks(1)
        }

        /// Ends the flip and dismisses its modal (see `StudioSceneWindDown`).
        func tearDown() {
            StudioSceneWindDown.windDown(scene, in: host)
        }

        func stats(lastDrawn: FrameTiming?, ticks: Int = 1) -> StudioFrameStats {
            var stats = StudioFrameStats(frameNumber: 1, frameTime: 1.0 / 60, tickTime: 0.0005, ticks: ticks,
                                       layerCount: 42, quadCount: 40, mediaTime: host.currentTime)
            stats.triangleCount = 80
            stats.drawCallCount = 3
            stats.textureUploadCount = 1
            stats.windowPixels = 480_000
            stats.lastDrawnFrame = lastDrawn
            stats.frameBudget = 1.0 / 60
            stats.launchDuration = 0.212
            return stats
        }
    }

    @Test func theHUDGraphsEachFrameOnceAndOnlyFramesThatRanTicksOrInput() {
        let stage = Stage()
        stage.shell.key(StudioKey("h"))
        // Nothing animates: an idle wake-up's ticks are not graphed.
        stage.shell.frameDidAdvance(stage.stats(lastDrawn: Self.timing(number: 1, update: 0.002, render: 0.004, present: 0.01)))
        #expect(stage.hud.history.count == 0)
        _ = stage.scene.startShowcaseTransition()
        stage.host.advance(by: 0.1)
        let busy = Self.timing(number: 2, update: 0.002, render: 0.004, present: 0.01)
        stage.shell.frameDidAdvance(stage.stats(lastDrawn: busy))
        #expect(stage.hud.history.count == 1)
        stage.shell.frameDidAdvance(stage.stats(lastDrawn: busy))
        #expect(stage.hud.history.count == 1, "the same frame is graphed once")
        // A frame drawn only because the HUD changed: no tick, no input.
        stage.shell.frameDidAdvance(stage.stats(lastDrawn: Self.timing(number: 3, ticks: 0, update: 0.001, render: 0.001, present: 0.01)))
        #expect(stage.hud.history.count == 1)
        stage.shell.frameDidAdvance(stage.stats(lastDrawn: Self.timing(number: 4, ticks: 0, input: 1, update: 0.001, render: 0.001, present: 0.01)))
        #expect(stage.hud.history.count == 2, "input counts")
        let bar = stage.hud.graph.bars[HUDTool.graphColumns - 2]
        #expect(abs(bar.update.frame.height - 64 * 0.002 * 30) < 1e-6)
        #expect(abs(bar.render.frame.height - 64 * 0.004 * 30) < 1e-6)
        #expect(stage.hud.graph.budgetLabel.text == "16.7 ms")
        stage.tearDown()
    }

    @Test func theHUDShowsTheCompositorsCountersMemoryAndLaunch() {
        let stage = Stage()
        stage.shell.key(StudioKey("h"))
        stage.shell.frameDidAdvance(stage.stats(lastDrawn: nil))
        #expect(stage.hud.texts[2] == "layers 42 · quads 40 · triangles 80")
        #expect(stage.hud.texts[5] == "calls 3 · uploads 1 · culled 0 · overdraw —")
        #expect(stage.hud.texts[6].hasPrefix("memory "))
        #expect(stage.hud.texts[6].hasSuffix(" MB · first frame at 212 ms"))
        var filled = stage.stats(lastDrawn: nil)
        filled.pixelsFilled = 720_000
        filled.culledLayerCount = 4
        stage.shell.frameDidAdvance(filled)
        #expect(stage.hud.texts[5] == "calls 3 · uploads 1 · culled 4 · overdraw 1.50×")
        stage.tearDown()
    }

    @Test func aHiddenHUDIsNotInTheOverlaySoItsBarsCostNothing() {
        let stage = Stage()
        #expect(stage.hud.panel.superview == nil)
        let before = stage.shell.overlay.subviews.count
        stage.shell.key(StudioKey("h"))
        #expect(stage.hud.panel.superview === stage.shell.overlay)
        #expect(stage.shell.overlay.subviews.count == before + 1)
        stage.shell.key(StudioKey("h"))
        #expect(stage.hud.panel.superview == nil && !stage.hud.isVisible)
        stage.tearDown()
    }
}
