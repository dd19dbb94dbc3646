import Foundation
import Testing
import SegueTestSupport
@testable import Segue

@MainActor @Suite struct CALayerTimeTests {
    @Test func localTimeComposesDownTheTree() {
        let runtime = TestRuntime()
        let parent = runtime.makeLayer()
        let child = CALayer()
        parent.addSublayer(child)
        parent.speed = 2
        parent.beginTime = 1
        child.timeOffset = 3
        let now = CACurrentMediaTime()
        #expect(child.convertTime(now, from: nil) == (now - 1) * 2 + 3)
        #expect(abs(child.convertTime(child.convertTime(now, from: nil), to: nil) - now) < 1e-9)
        #expect(abs(parent.convertTime(5, from: child) - ((5 - 3) + 0)) < 1e-9)
    }

    @Test func aFastSuperlayerSpeedsUpItsSublayersAnimations() {
        let runtime = TestRuntime()
        let container = runtime.makeLayer()
        let card = CALayer()
        container.addSublayer(card)
        container.speed = 2
        TestRuntime.slide(card)
        runtime.advance(0.25)
        #expect(abs(card.presentationProperties.position.x - 50) < 1e-9)
    }

    @Test func pausingASubtreeFreezesItAndResumingContinuesWhereItStopped() {
        let runtime = TestRuntime()
        let container = runtime.makeLayer()
        let card = CALayer()
        container.addSublayer(card)
        TestRuntime.slide(card)
        runtime.advance(0.25)
        #expect(abs(card.presentationProperties.position.x - 25) < 1e-9)

        // Pause: speed 0, time offset = the current local time.
        let pausedTime = container.convertTime(CACurrentMediaTime(), from: nil)
        container.speed = 0
        container.timeOffset = pausedTime
        runtime.advance(2)
        #expect(abs(card.presentationProperties.position.x - 25) < 1e-9)
        #expect(card.animationKeys() == ["slide"])

        // Resume: speed 1, offset 0, begin time = now − paused time.
        container.speed = 1
        container.timeOffset = 0
        container.beginTime = 0
        container.beginTime = container.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        runtime.advance(0.25)
        #expect(abs(card.presentationProperties.position.x - 50) < 1e-9)
    }

    @Test func scrubbingAPausedLayersTimeOffsetScrubsItsAnimations() {
        // The mechanism UIPercentDrivenInteractiveTransition drives.
        let runtime = TestRuntime()
        let container = runtime.makeLayer()
        let card = CALayer()
        container.addSublayer(card)
        container.speed = 0
        container.timeOffset = 0
        TestRuntime.slide(card)
        runtime.advance(TestRuntime.tick)
        for fraction in [0.1, 0.7, 0.3] {
            container.timeOffset = fraction
            runtime.advance(TestRuntime.tick)
            #expect(abs(card.presentationProperties.position.x - 100 * fraction) < 1e-9)
        }
    }

    @Test func presentationOfAPresentationLayerIsItself() throws {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let presentation = try #require(layer.presentation())
        #expect(presentation.presentation() === presentation)
        #expect(presentation.model() === layer)
        #expect(layer.model() === layer)
    }
}
