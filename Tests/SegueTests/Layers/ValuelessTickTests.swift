import Foundation
import Testing
@testable import Segue
import SegueTestSupport

/// Of the ticks of one advance only the last computes presentation values (the one
/// a frame draws); the others find phases and events only. Nothing may tell: the
/// frames and the events must be those of advancing one tick at a time — also when
/// a class ends, when a model changes, and when a layer gains an animation.
@MainActor @Suite struct ValuelessTickTests {
    let arenaTests = AnimationArenaTests()

    struct Recording {
        /// Every layer's presentation values at every fourth tick.
        var frames: [[LayerProperties]] = []
        var events: [String] = []
    }

    /// Eight layers with forever-repeating groups on staggered offsets and one with
    /// a finite slide (its class ends at 0.5 s, then the layout is all groups);
    /// after 1.5 s a ninth layer gets a short fade with its own class; a display
    /// link moves one model every seventh tick.
    func record(ticksPerAdvance: Int, tickCount: Int = 768) -> Recording {
        let runtime = TestRuntime()
        var random = SeededGenerator(seed: 5)
        var recording = Recording()
        let layers = (0..<10).map { _ in runtime.makeLayer() }
        final class Delegate: CAAnimationDelegate {
            var log: ((String) -> Void)?
            func animationDidStart(_ anim: CAAnimation) { log?("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log?("stop \(flag)") }
        }
        let delegate = Delegate()
        delegate.log = { recording.events.append("\($0) at \(runtime.loop.tickCount)") }
        CATransaction.begin()
        for index in 0..<8 {
            layers[index].add(arenaTests.stressLikeGroup(timeOffset: 0.1 * Double(index % 4), using: &random),
                              forKey: "group")
        }
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 80
        slide.duration = 0.5
        slide.delegate = delegate
        layers[8].add(slide, forKey: "slide")
        CATransaction.commit()

        var fires = 0
        let link = CADisplayLink { _ in
            fires += 1
            if fires % 7 == 0 {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                layers[fires % 8].position.y += 1
                CATransaction.commit()
            }
            if fires == 384 {
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0.25
                fade.duration = 0.25
                fade.delegate = delegate
                layers[9].add(fade, forKey: "fade")
            }
        }
        link.add(to: runtime.loop)
        var ticks = 0
        for _ in 0..<(tickCount / ticksPerAdvance) {
            runtime.advance(TestRuntime.tick * Double(ticksPerAdvance))
            ticks += ticksPerAdvance
            if ticks % 4 == 0 { recording.frames.append(layers.map(\.presentationProperties)) }
            for (index, layer) in layers.enumerated() {
                arenaTests.expectIdentical(layer.presentationProperties, arenaTests.referenceProperties(of: layer),
                                           "after an advance, layer \(index)")
            }
        }
        link.invalidate()
        delegate.log = nil
        return recording
    }

    @Test func ticksThatComputeNoValuesDrawAndReportExactlyWhatEveryTickComputingDoes() {
        let full = record(ticksPerAdvance: 1)
        let everyFourth = record(ticksPerAdvance: 4)
        #expect(full.events == ["start at 12", "stop true at 139", "start at 395", "stop true at 459"],
                "\(full.events)")
        #expect(everyFourth.events == full.events)
        #expect(full.frames.count == 192 && everyFourth.frames.count == full.frames.count)
        for (frame, (a, b)) in zip(full.frames, everyFourth.frames).enumerated() {
            for (layer, (x, y)) in zip(a, b).enumerated() {
                arenaTests.expectIdentical(y, x, "frame \(frame), layer \(layer)")
            }
        }
    }
}
