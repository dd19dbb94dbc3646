import Foundation
import Testing
import SegueTestSupport
@testable import Segue

/// `CALayer.presentation()` shows what the last frame showed, as Core Animation's
/// presentation layer does: the values the last tick computed, and a change made
/// since only from the next tick on.
@MainActor
@Suite("CALayer.presentation(): what the last frame showed")
struct CALayerPresentationTests {
    private func moveWithoutActions(_ layer: CALayer, toX x: Double) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position.x = x
        CATransaction.commit()
    }

    @Test("a model change shows from the next tick on; the first change after a frame decides what it keeps showing")
    func modelChangeShowsAtTheNextTick() throws {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        moveWithoutActions(layer, toX: 80)
        moveWithoutActions(layer, toX: 120)
        #expect(try #require(layer.presentation()).position.x == 50, "the last frame showed 50")
        #expect(layer.position.x == 120)
        runtime.advance(TestRuntime.tick)
        #expect(try #require(layer.presentation()).position.x == 120)
    }

    @Test("an animation added since the last tick shows from the next tick; until then the last frame's value")
    func addedAnimationShowsAtTheNextTick() throws {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        moveWithoutActions(layer, toX: 100)
        TestRuntime.slide(layer)
        #expect(try #require(layer.presentation()).position.x == 50)
        runtime.advance(0.25)
        #expect(try #require(layer.presentation()).position.x == 25)
    }

    @Test("a running animation shows its value at the last tick, and keeps it while the model changes between ticks")
    func animatedLayerKeepsTheLastTick() throws {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        TestRuntime.slide(layer)
        runtime.advance(0.5)
        moveWithoutActions(layer, toX: 300)
        layer.opacity = 0.5
        let shown = try #require(layer.presentation())
        #expect(shown.position.x == 50 && shown.opacity == 1)
        runtime.advance(TestRuntime.tick)
        let next = try #require(layer.presentation())
        #expect(abs(next.position.x - (50 + 100 * TestRuntime.tick)) < 1e-9 && next.opacity < 1)
    }

    @Test("a change a timer makes after the tick's values shows in the frame that tick draws, under a running animation")
    func callbackChangeShowsInTheTicksFrame() throws {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        TestRuntime.slide(layer)
        runtime.advance(0.25)
        // Fires at step 7, after the value pass; no action, so the layout (and the
        // values) are not computed again this tick.
        runtime.loop.schedule(after: TestRuntime.tick) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.cornerRadius = 9
            CATransaction.commit()
        }
        runtime.advance(TestRuntime.tick)
        let x = 25 + 100 * TestRuntime.tick
        let shown = try #require(layer.presentation())
        #expect(shown.cornerRadius == 9 && abs(shown.position.x - x) < 1e-9)
        #expect(layer.presentationProperties.cornerRadius == 9)
        var written = LayerProperties()
        layer.writePresentationProperties(into: &written)
        #expect(written.cornerRadius == 9 && abs(written.position.x - x) < 1e-9)
        runtime.advance(TestRuntime.tick)
        let next = try #require(layer.presentation())
        #expect(next.cornerRadius == 9 && abs(next.position.x - (x + 100 * TestRuntime.tick)) < 1e-9)
    }

    @Test("scrubbing a frozen layer's time offset shows at the next refresh")
    func scrubbedTimeShowsAtTheNextRefresh() throws {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        layer.speed = 0
        layer.timeOffset = 0
        runtime.advance(TestRuntime.tick)
        TestRuntime.slide(layer)
        runtime.advance(TestRuntime.tick)
        let begin = try #require(layer.animation(forKey: "slide")).beginTime
        layer.timeOffset = begin + 0.75
        #expect(try #require(layer.presentation()).position.x == 0)
        runtime.loop.refresh()
        #expect(try #require(layer.presentation()).position.x == 75)
    }

    @Test("a frame a host reports drawn (didDisplay) shows the model as it is")
    func didDisplayEndsTheFrame() throws {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        moveWithoutActions(layer, toX: 70)
        runtime.loop.didDisplay()
        #expect(try #require(layer.presentation()).position.x == 70)
    }

    @Test("a layer no tick has evaluated answers its model")
    func unrenderedLayerAnswersItsModel() throws {
        let layer = CALayer()
        layer.position = CGPoint(x: 5, y: 6)
        TestRuntime.slide(layer)
        let shown = try #require(layer.presentation())
        #expect(shown.position == CGPoint(x: 5, y: 6))
        #expect(shown.model() === layer && shown.presentation() === shown)
    }
}
