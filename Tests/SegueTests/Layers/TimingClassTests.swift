import Foundation
import Testing
import SegueTestSupport
@testable import Segue

/// Animations with identical timing share one timing class: the tick computes
/// their phase and curve once. What each layer shows, and every event, must be
/// exactly what each animation computed alone would give (`presentation()`),
/// through every change that splits or merges classes.
@MainActor @Suite struct TimingClassTests {
    let arenaTests = AnimationArenaTests()

    /// Every layer's presentation values compared bit for bit with `presentation()`'s.
    func expectExact(_ layers: [CALayer], _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, layer) in layers.enumerated() {
            arenaTests.expectIdentical(layer.presentationProperties, arenaTests.referenceProperties(of: layer),
                                       "\(label), layer \(index)", sourceLocation: sourceLocation)
        }
    }

    /// A flip, a fade and a slide, as `AnimatedLayerGrid` adds them, on `count` new
    /// sublayers of the runtime's root, all in one transaction.
    func addSharedAnimations(to runtime: TestRuntime, count: Int, delegate: (any CAAnimationDelegate)? = nil,
                             repeatCount: Float = .infinity) -> [CALayer] {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        var layers: [CALayer] = []
        CATransaction.begin()
        for index in 0..<count {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            layer.position = CGPoint(x: 10 * Double(index), y: 20)
            runtime.root.addSublayer(layer)
            let flip = CABasicAnimation(keyPath: "transform")
            flip.fromValue = perspective
            flip.toValue = CATransform3DRotate(perspective, .pi * Double(index + 1) / Double(count), 0, 1, 0)
            flip.duration = 0.6
            flip.autoreverses = true
            flip.repeatCount = repeatCount
            flip.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            flip.delegate = delegate
            layer.add(flip, forKey: "flip")
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.1 * Double(index % 5)
            fade.duration = 0.4
            fade.repeatCount = repeatCount
            layer.add(fade, forKey: "fade")
            let spring = CASpringAnimation(keyPath: "position.y")
            spring.fromValue = 20
            spring.toValue = 80 + Double(index)
            spring.damping = 8
            spring.duration = spring.settlingDuration
            spring.isAdditive = index % 2 == 1
            layer.add(spring, forKey: "spring")
            layers.append(layer)
        }
        CATransaction.commit()
        return layers
    }

    @Test func animationsAddedInOneTransactionShareOneClassPerTimingAndCurve() {
        let runtime = TestRuntime()
        let layers = addSharedAnimations(to: runtime, count: 12)
        runtime.advance(TestRuntime.tick)
        #expect(runtime.loop.arena.timingClassCount == 3, "flip, fade and spring: one class each for 12 layers")
        let first = runtime.loop.arena.timingClasses(of: layers[0])
        #expect(Set(first).count == 3)
        for layer in layers { #expect(runtime.loop.arena.timingClasses(of: layer) == first) }
        for step in 0..<200 {
            runtime.advance(TestRuntime.tick * 2)
            expectExact(layers, "step \(step)")
        }
    }

    @Test func differentBeginTimesDurationsOrCurvesMakeDifferentClasses() {
        let runtime = TestRuntime()
        let layers = (0..<8).map { _ in runtime.makeLayer() }
        let now = CACurrentMediaTime()
        CATransaction.begin()
        for (index, layer) in layers.enumerated() {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 0.5
            switch index {
            case 1: fade.beginTime = now + 0.1
            case 2: fade.duration = 0.5000000001
            case 3: fade.timingFunction = CAMediaTimingFunction(name: .easeIn)
            case 4: fade.timingFunction = CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1)
            case 5: fade.fillMode = .forwards
            case 6: fade.speed = 2
            default: break // 0 and 7 share.
            }
            layer.add(fade, forKey: "fade")
        }
        CATransaction.commit()
        runtime.advance(TestRuntime.tick)
        let classes = layers.map { runtime.loop.arena.timingClasses(of: $0)[0] }
        #expect(classes[0] == classes[7])
        #expect(Set(classes).count == 6, "\(classes)")
        // easeIn is the control points (0.42, 0, 1, 1): the same curve, so the same class.
        #expect(classes[3] == classes[4])
        for step in 0..<160 {
            runtime.advance(TestRuntime.tick * 3)
            expectExact(layers, "step \(step)")
        }
    }

    @Test func aMemberRemovedMidFlightLeavesTheOthersExact() {
        let runtime = TestRuntime()
        let log = AnimationArenaTests.EventLog()
        let layers = addSharedAnimations(to: runtime, count: 6)
        for (index, layer) in layers.enumerated() {
            let fade = CABasicAnimation(keyPath: "cornerRadius")
            fade.fromValue = 0
            fade.toValue = 20
            fade.duration = 0.5
            fade.delegate = log.listener("\(index)")
            layer.add(fade, forKey: "corner")
        }
        runtime.advance(TestRuntime.tick)
        #expect(runtime.loop.arena.timingClassCount == 4)
        for step in 0..<120 {
            runtime.advance(TestRuntime.tick * 2)
            expectExact(layers, "step \(step)")
            if step == 40 {
                layers[2].removeAnimation(forKey: "corner")
                layers[4].removeAnimation(forKey: "flip")
            }
        }
        #expect(layers[2].presentationProperties.cornerRadius == 0)
        // Every animation started; the removed one stopped unfinished at once, the
        // others finished one by one in tree order at their shared end.
        #expect(log.events.prefix(6) == ["0 start", "1 start", "2 start", "3 start", "4 start", "5 start"])
        #expect(Array(log.events.dropFirst(6)) == ["2 stop false", "0 stop true", "1 stop true", "3 stop true",
                                                   "4 stop true", "5 stop true"])
    }

    @Test func oneLayerPausedWhileItsSiblingsRunGetsClassesOfItsOwn() {
        let runtime = TestRuntime()
        let layers = addSharedAnimations(to: runtime, count: 5)
        runtime.advance(TestRuntime.tick)
        let shared = runtime.loop.arena.timingClasses(of: layers[0])
        for step in 0..<240 {
            runtime.advance(TestRuntime.tick * 2)
            expectExact(layers, "step \(step)")
            switch step {
            case 30: // Pause, as `UIViewPropertyAnimator.pauseAnimation` and the slow-motion tool do.
                layers[3].timeOffset = layers[3].convertTime(CACurrentMediaTime(), from: nil)
                layers[3].speed = 0
            case 31:
                #expect(Set(runtime.loop.arena.timingClasses(of: layers[3])).isDisjoint(with: shared))
                #expect(runtime.loop.arena.timingClasses(of: layers[4]) == shared)
            case 60:
                layers[3].timeOffset += 0.1 // Scrubbing: no new layout, the clock is read live.
            case 90: // Resume from where it stopped (Apple's recipe).
                let paused = layers[3].timeOffset
                layers[3].speed = 1
                layers[3].timeOffset = 0
                layers[3].beginTime = 0
                layers[3].beginTime = layers[3].convertTime(CACurrentMediaTime(), from: nil) - paused
            case 91:
                #expect(runtime.loop.arena.timingClasses(of: layers[4]) == shared, "the siblings keep sharing")
            case 180: // Slow motion on everything: the root's clock.
                runtime.root.speed = 0.25
            default:
                break
            }
        }
    }

    @Test func aReparentedLayerMovesToTheClassesOfItsNewClock() {
        let runtime = TestRuntime()
        let layers = addSharedAnimations(to: runtime, count: 4)
        let container = runtime.makeLayer()
        container.speed = 2
        container.timeOffset = 0.3
        let other = runtime.makeLayer()
        runtime.advance(TestRuntime.tick)
        let shared = runtime.loop.arena.timingClasses(of: layers[0])
        for step in 0..<200 {
            runtime.advance(TestRuntime.tick * 2)
            expectExact(layers + [container, other], "step \(step)")
            switch step {
            case 20:
                container.addSublayer(layers[1])
            case 21:
                #expect(Set(runtime.loop.arena.timingClasses(of: layers[1])).isDisjoint(with: shared))
                #expect(runtime.loop.arena.timingClasses(of: layers[2]) == shared)
            case 60: // Into a container with the identity timing: the shared classes again.
                other.addSublayer(layers[1])
            case 61:
                // (Its spring ran twice as fast in the container and has ended.)
                let classes = runtime.loop.arena.timingClasses(of: layers[1])
                #expect(classes == Array(runtime.loop.arena.timingClasses(of: layers[0]).prefix(classes.count)))
            default:
                break
            }
        }
    }

    @Test func endingEventsAndCompletionsFirePerAnimationInOrder() {
        let runtime = TestRuntime()
        let log = AnimationArenaTests.EventLog()
        var completions = 0
        var layers: [CALayer] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { completions += 1 }
        for index in 0..<5 {
            let layer = runtime.makeLayer()
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 0
            slide.toValue = 100
            slide.duration = 0.25
            slide.timingFunction = CAMediaTimingFunction(name: .easeOut)
            slide.delegate = log.listener("\(index)")
            // Kept ones stop in place; removed ones are removed at the end.
            slide.isRemovedOnCompletion = index % 2 == 0
            slide.fillMode = index % 2 == 0 ? .removed : .forwards
            layer.add(slide, forKey: "slide")
            layers.append(layer)
        }
        CATransaction.commit()
        runtime.advance(TestRuntime.tick)
        #expect(runtime.loop.arena.timingClassCount == 2, "the fill mode splits the five")
        for step in 0..<80 {
            runtime.advance(TestRuntime.tick * 2)
            expectExact(layers, "step \(step)")
        }
        #expect(log.events == ["0 start", "1 start", "2 start", "3 start", "4 start",
                               "0 stop true", "1 stop true", "2 stop true", "3 stop true", "4 stop true"])
        #expect(completions == 1)
        #expect(layers.map { $0.animationKeys() ?? [] } == [[], ["slide"], [], ["slide"], []])
        #expect(layers[1].presentationProperties.position.x == 100)
        #expect(layers[0].presentationProperties.position.x == layers[0].position.x)
    }

    @Test func underAHeldClockEndedAnimationsShowTheirEndWhileTheClassMovesOn() {
        let runtime = TestRuntime()
        let container = runtime.makeLayer()
        var layers: [CALayer] = []
        for index in 0..<3 {
            let layer = CALayer()
            container.addSublayer(layer)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 0
            slide.toValue = 100 + Double(index)
            slide.duration = 0.2
            slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            layer.add(slide, forKey: "slide")
            layers.append(layer)
        }
        container.holdsEndedAnimations = true
        for step in 0..<100 {
            runtime.advance(TestRuntime.tick * 2)
            expectExact(layers, "step \(step)")
        }
        #expect(layers.allSatisfy { $0.presentationProperties.position.x >= 100 }, "held at the end")
        container.holdsEndedAnimations = false
        runtime.advance(TestRuntime.tick * 2)
        expectExact(layers, "released")
        #expect(layers.allSatisfy { $0.animationKeys() == nil })
    }
}
