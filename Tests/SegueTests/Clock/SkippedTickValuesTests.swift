import Foundation
import Testing
@testable import Segue
import SegueTestSupport

/// When `advance()` runs several ticks for one frame, only the last computes
/// presentation values: no frame draws the others'. Every tick still runs whole
/// (display links, events, completions, removals), so what a frame shows must be
/// exactly what it would be if every tick computed its values; and a read between
/// the ticks of one advance shows what the last frame showed, as Core Animation's
/// presentation tree does.
@MainActor @Suite struct SkippedTickValuesTests {
    let arenaTests = AnimationArenaTests()

    /// Every layer's presentation values at every fourth tick of a scene whose
    /// callbacks read layers, snapshot one, change models under running animations,
    /// add an animation (a new layout) and change an attached animation's timing,
    /// run `ticksPerAdvance` ticks per `advance()`.
    func frames(ticksPerAdvance: Int, tickCount: Int = 960) -> [[LayerProperties]] {
        var recording = (reads: [(label: String, properties: LayerProperties)](), frames: [[LayerProperties]]())
        let runtime = TestRuntime()
        var random = SeededGenerator(seed: 21)
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
            layers[6].changeSchedule(of: layers[6].animationEntries[0]) { $0.timing.timeOffset += 0.05 }
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

        var ticks = 0
        for _ in 0..<(tickCount / ticksPerAdvance) {
            runtime.advance(TestRuntime.tick * Double(ticksPerAdvance))
            ticks += ticksPerAdvance
            guard ticks % 4 == 0 else { continue }
            recording.frames.append(layers.map(\.presentationProperties))
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
        #expect(recording.reads.contains { $0.label == "stop" } && recording.reads.contains { $0.label == "completion" })
        return recording.frames
    }

    @Test func framesAreTheSameWhetherOrNotTheTicksBetweenThemComputeValues() {
        let everyTick = frames(ticksPerAdvance: 1)
        let lastTickOnly = frames(ticksPerAdvance: 4)
        #expect(everyTick.count == 240 && lastTickOnly.count == everyTick.count)
        for (frame, (a, b)) in zip(everyTick, lastTickOnly).enumerated() {
            for (layer, (x, y)) in zip(a, b).enumerated() {
                arenaTests.expectIdentical(y, x, "frame \(frame), layer \(layer)")
            }
        }
    }

    @Test func aReadBetweenTheTicksOfOneAdvanceShowsTheLastFrame() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        TestRuntime.slide(layer)
        runtime.advance(TestRuntime.tick)
        let lastFrame = layer.presentationProperties.position.x
        var seen: [CGFloat] = []
        let link = CADisplayLink { _ in seen.append(layer.presentationProperties.position.x) }
        link.add(to: runtime.loop)
        runtime.advance(TestRuntime.tick * 4)
        link.invalidate()
        #expect(seen == [lastFrame, lastFrame, lastFrame, lastFrame])
        #expect(layer.presentationProperties.position.x == arenaTests.referenceProperties(of: layer).position.x)
        #expect(layer.presentationProperties.position.x > lastFrame)
    }

    @Test func aDrivenAnimationShowsItsDriversProgressAtTheFramesLastTick() {
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
        runtime.advance(TestRuntime.tick)
        #expect(layer.presentationProperties.position.x == 25)
        var seen: [CGFloat] = []
        let link = CADisplayLink { _ in
            seen.append(layer.presentationProperties.position.x)
            driver.progress += 0.125
        }
        link.add(to: runtime.loop)
        runtime.advance(TestRuntime.tick * 4)
        link.invalidate()
        // Between the ticks the last frame shows; the frame shows the last tick's progress.
        #expect(seen == [25, 25, 25, 25])
        #expect(driver.progress == 0.75)
        #expect(layer.presentationProperties.position.x == 75)
    }

    @Test func onlyTheLastTickOfAnAdvanceComputesValues() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        TestRuntime.slide(layer)
        runtime.advance(TestRuntime.tick)
        let valueless = runtime.loop.arena.valuelessTickCount
        runtime.advance(TestRuntime.tick * 8)
        #expect(runtime.loop.arena.valuelessTickCount == valueless + 7)
        #expect(layer.presentationProperties.position.x == arenaTests.referenceProperties(of: layer).position.x)
        // `runTick()` (what `segue bench ticks` times) always computes its values.
        runtime.loop.runTick()
        #expect(runtime.loop.arena.valuelessTickCount == valueless + 7)
    }
}
