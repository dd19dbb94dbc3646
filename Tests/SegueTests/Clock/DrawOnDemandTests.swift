import Testing
import SegueTestSupport
@testable import Segue

/// The loop tells a host when a frame must be drawn and when it may sleep.
@MainActor
@Suite struct DrawOnDemandTests {
    @Test func aQuietTreeNeedsNoFrameAfterOneIsDrawn() {
        let runtime = TestRuntime()
        runtime.loop.didDisplay()
        runtime.advance(0.1)
        #expect(!runtime.loop.needsDisplay)
        #expect(!runtime.loop.wantsContinuousTicks)
    }

    @Test func aModelChangeNeedsAFrame() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        runtime.loop.didDisplay()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        runtime.advance(TestRuntime.tick)
        #expect(runtime.loop.needsDisplay)
        runtime.loop.didDisplay()
        #expect(!runtime.loop.needsDisplay)
    }

    @Test func anAnimationKeepsTheLoopTickingUntilTheFrameAfterItEnds() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = 0.5
        layer.add(animation, forKey: "fade")
        runtime.advance(0.25)
        #expect(runtime.loop.wantsContinuousTicks)
        runtime.loop.didDisplay()
        runtime.advance(TestRuntime.tick)
        #expect(runtime.loop.needsDisplay)
        runtime.advance(0.5)
        // The tick that removed the animation showed the model again: one more frame.
        #expect(runtime.loop.needsDisplay)
        #expect(!runtime.loop.wantsContinuousTicks)
        runtime.loop.didDisplay()
        runtime.advance(0.1)
        #expect(!runtime.loop.needsDisplay)
    }
}

/// A tree attached inside another attached tree is evaluated once, in its real time.
@MainActor
@Suite struct NestedAttachedTreeTests {
    @Test func aNestedAttachedTreeIsEvaluatedWithItsAncestor() {
        let runtime = TestRuntime()
        let inner = runtime.makeLayer()
        runtime.root.speed = 2
        runtime.loop.attach(inner)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = 1
        animation.delegate = nil
        inner.add(animation, forKey: "fade")
        runtime.advance(0.25)
        // The root runs at double speed, so the animation is half-way, not a quarter.
        #expect(abs(inner.presentationProperties.opacity - 0.5) < 0.02)
    }
}
