import Foundation
import Testing
@testable import Segue
import SegueTestSupport

/// When `advance()` runs several ticks for one frame, the ticks before the last
/// leave their presentation values to be computed on demand. Whatever reads them in
/// between — a display link, an animation delegate, a transaction completion, a
/// timer, a snapshot — must see exactly what a tick computing them at once would
/// have shown, also after model and timing changes made in those callbacks.
@MainActor @Suite struct SkippedTickValuesTests {
    let arenaTests = AnimationArenaTests()

    /// What the callbacks of one run read, in order, and how many ticks deferred.
    struct Recording {
        var reads: [(label: String, properties: LayerProperties)] = []
        var deferredTicks = 0
    }

    /// Runs the same scene for `tickCount` ticks, `ticksPerAdvance` ticks per
    /// `advance()`, recording every read the callbacks make.
    func record(ticksPerAdvance: Int, tickCount: Int = 960) -> Recording {
        let runtime = TestRuntime()
        var random = SeededGenerator(seed: 21)
        var recording = Recording()
        let layers = (0..<10).map { _ in runtime.makeLayer() }
        func read(_ label: String, _ index: Int) {
            recording.reads.append((label, layers[index].presentationProperties))
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 400
        CATransaction.begin()
        layers[6].add(arenaTests.stressLikeGroup(timeOffset: 0.2, using: &random), forKey: "group")
        layers[7].add(arenaTests.stressLikeGroup(timeOffset: 0.5, using: &random), forKey: "group")
        CATransaction.commit()
        CATransaction.begin()
        CATransaction.setCompletionBlock { read("completion", 7) }
        for (index, layer) in layers.prefix(6).enumerated() {
            // Shared timing: one class per animation for the six layers.
            let flip = CABasicAnimation(keyPath: "transform")
            flip.fromValue = perspective
            flip.toValue = CATransform3DRotate(perspective, .pi, 0, 1, 0)
            flip.duration = 0.7
            flip.autoreverses = true
            flip.repeatCount = 1
            flip.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            layer.add(flip, forKey: "flip")
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.byValue = 30 + Double(index)
            spring.isAdditive = index % 2 == 0
            spring.damping = 6
            spring.duration = spring.settlingDuration
            layer.add(spring, forKey: "spring")
        }
        let hop = CAKeyframeAnimation(keyPath: "position.y")
        hop.values = [0.0, 40.0, 10.0, 60.0]
        hop.calculationMode = .cubic
        hop.duration = 0.9
        hop.repeatCount = 2
        layers[8].add(hop, forKey: "hop")
        CATransaction.commit()

        // A short animation whose delegate reads other layers, snapshots one, adds an
        // animation (a new layout) and changes an attached animation's timing.
        final class Delegate: CAAnimationDelegate {
            var stopped: (() -> Void)?
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped?() }
        }
        let delegate = Delegate()
        var timingChanged = false
        delegate.stopped = {
            read("stop", 2)
            let snapshot = layers[3].renderCopy()
            recording.reads.append(("snapshot", snapshot.modelProperties))
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.3
            fade.duration = 0.5
            layers[9].add(fade, forKey: "late")
            layers[6].animationEntries[0].timing.timeOffset += 0.05
            timingChanged = true
            read("after timing change", 6)
        }
        let blink = CABasicAnimation(keyPath: "cornerRadius")
        blink.toValue = 10
        blink.duration = 0.3
        blink.delegate = delegate
        layers[5].add(blink, forKey: "blink")

        // A display link reading before and after changing models under the animations.
        var fires = 0
        let link = CADisplayLink { _ in
            fires += 1
            read("link", fires % 9)
            guard fires % 5 == 0 else { return }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layers[1].position.x += 3
            layers[0].transform = CATransform3DMakeScale(1.1, 1, 1)
            layers[6].position.y += 2
            CATransaction.commit()
            read("link after change", 1)
            read("link after change", 6)
        }
        link.add(to: runtime.loop)
        // Timers every 0.05 s (scheduled up front: a timer rescheduling itself through
        // a local function would make a reference cycle).
        var timerFires = 0
        for index in 1...Int(Double(tickCount) * TestRuntime.tick / 0.05) {
            runtime.loop.schedule(after: 0.05 * Double(index)) {
                timerFires += 1
                read("timer", timerFires % 10)
            }
        }

        let deferredBefore = runtime.loop.arena.deferredTickCount
        for _ in 0..<(tickCount / ticksPerAdvance) {
            runtime.advance(TestRuntime.tick * Double(ticksPerAdvance))
            // The last tick of each advance computes its values at once (a layer
            // keeps showing them until the next tick, even if its animation's timing
            // changed after the tick, where `presentation()` uses the new timing).
            for (index, layer) in layers.enumerated() where !(timingChanged && index == 6) {
                arenaTests.expectIdentical(layer.presentationProperties, arenaTests.referenceProperties(of: layer),
                                           "after an advance, layer \(index)")
            }
            timingChanged = false
        }
        link.invalidate()
        delegate.stopped = nil
        recording.deferredTicks = runtime.loop.arena.deferredTickCount - deferredBefore
        return recording
    }

    @Test func callbacksInSkippedTicksReadExactlyWhatFullTicksShow() {
        let full = record(ticksPerAdvance: 1)
        let skipping = record(ticksPerAdvance: 4)
        #expect(full.deferredTicks == 0)
        #expect(skipping.deferredTicks > 600, "three ticks in four leave their values pending")
        #expect(full.reads.count == skipping.reads.count)
        #expect(full.reads.map(\.label) == skipping.reads.map(\.label))
        #expect(full.reads.contains { $0.label == "stop" } && full.reads.contains { $0.label == "completion" })
        for (index, (a, b)) in zip(full.reads, skipping.reads).enumerated() {
            arenaTests.expectIdentical(b.properties, a.properties, "read \(index) (\(a.label))")
        }
    }

    @Test func aLayoutWithADrivenAnimationNeverDefers() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let driver = LayerAnimationDriver(progress: 0.25)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 100
        layer.addDrivenAnimation(slide, forKey: "driven", driver: driver)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        var seen: [(shown: Double, progress: Double)] = []
        let link = CADisplayLink { _ in
            seen.append((layer.presentationProperties.position.x, driver.progress))
            driver.progress += 0.125
        }
        link.add(to: runtime.loop)
        runtime.advance(TestRuntime.tick)
        let deferred = runtime.loop.arena.deferredTickCount
        runtime.advance(TestRuntime.tick * 4)
        link.invalidate()
        #expect(runtime.loop.arena.deferredTickCount == deferred)
        // Each tick showed the driver's progress at that tick, read at the next.
        #expect(seen.count >= 4)
        #expect(seen.suffix(4).allSatisfy { $0.shown == 100 * $0.progress }, "\(seen)")
    }

    @Test func ticksWithNothingReadingComputeNoValuesUntilTheLast() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        TestRuntime.slide(layer)
        runtime.advance(TestRuntime.tick)
        let deferred = runtime.loop.arena.deferredTickCount
        runtime.advance(TestRuntime.tick * 8)
        #expect(runtime.loop.arena.deferredTickCount == deferred + 7)
        #expect(layer.presentationProperties.position.x == arenaTests.referenceProperties(of: layer).position.x)
        // `runTick()` (what `segue bench ticks` times) always computes its values.
        runtime.loop.runTick()
        #expect(runtime.loop.arena.deferredTickCount == deferred + 7)
    }
}
