import Foundation
import Testing
@testable import Segue
import SegueTestSupport

/// The tick's linear pass over the animation arena must show exactly what
/// `presentation()` computes through the animations' entries, and queue the same
/// events in the same order, whatever happens to the trees between ticks.
@MainActor @Suite struct AnimationArenaTests {
    /// Every field of two property sets, compared exactly.
    func expectIdentical(_ a: LayerProperties, _ b: LayerProperties, _ label: String,
                         sourceLocation: SourceLocation = #_sourceLocation) {
        let transforms = [(a.transform, b.transform), (a.sublayerTransform, b.sublayerTransform)]
        let sameTransforms = transforms.allSatisfy { x, y in
            x.m11 == y.m11 && x.m12 == y.m12 && x.m13 == y.m13 && x.m14 == y.m14
                && x.m21 == y.m21 && x.m22 == y.m22 && x.m23 == y.m23 && x.m24 == y.m24
                && x.m31 == y.m31 && x.m32 == y.m32 && x.m33 == y.m33 && x.m34 == y.m34
                && x.m41 == y.m41 && x.m42 == y.m42 && x.m43 == y.m43 && x.m44 == y.m44
        }
        let same = a.bounds == b.bounds && a.position == b.position && a.anchorPoint == b.anchorPoint
            && a.zPosition == b.zPosition && a.anchorPointZ == b.anchorPointZ && sameTransforms
            && a.opacity == b.opacity && a.isHidden == b.isHidden && a.backgroundColor == b.backgroundColor
            && a.masksToBounds == b.masksToBounds && a.cornerRadius == b.cornerRadius
            && a.borderWidth == b.borderWidth && a.borderColor == b.borderColor && a.isDoubleSided == b.isDoubleSided
        #expect(same, "\(label): the tick shows \(a), presentation() \(b)", sourceLocation: sourceLocation)
    }

    /// What the layer's animations give at the current media time.
    func referenceProperties(of layer: CALayer) -> LayerProperties {
        layer.referenceProperties()
    }

    /// A random animation from every shape the arena handles in place or through
    /// its entry: basic animations of each value kind with each from/to/by
    /// combination, additive and cumulative ones, keyframes, springs and groups.
    func randomAnimation(using random: inout SeededGenerator) -> CAAnimation {
        func maybe<T>(_ value: T) -> T? { Bool.random(using: &random) ? value : nil }
        func number(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        let animation: CAAnimation
        switch Int.random(in: 0..<12, using: &random) {
        case 0:
            let basic = CABasicAnimation(keyPath: ["opacity", "position.x", "cornerRadius", "transform.rotation.z"].randomElement(using: &random)!)
            (basic.fromValue, basic.toValue, basic.byValue) = (maybe(number(0...1)), maybe(number(0...1)), maybe(number(-1...1)))
            animation = basic
        case 1:
            let basic = CABasicAnimation(keyPath: "position")
            basic.fromValue = maybe(CGPoint(x: number(0...300), y: number(0...300)))
            basic.toValue = maybe(CGPoint(x: number(0...300), y: number(0...300)))
            basic.byValue = maybe(CGPoint(x: number(-50...50), y: number(-50...50)))
            animation = basic
        case 2:
            let basic = CABasicAnimation(keyPath: "bounds.size")
            basic.fromValue = maybe(CGSize(width: number(10...90), height: number(10...90)))
            basic.toValue = CGSize(width: number(10...90), height: number(10...90))
            animation = basic
        case 3:
            let basic = CABasicAnimation(keyPath: "bounds")
            basic.toValue = CGRect(x: number(0...10), y: 0, width: number(10...90), height: number(10...90))
            basic.fromValue = maybe(CGRect(x: 0, y: number(0...10), width: number(10...90), height: number(10...90)))
            animation = basic
        case 4:
            let basic = CABasicAnimation(keyPath: "backgroundColor")
            basic.fromValue = CGColor(red: number(0...1), green: number(0...1), blue: number(0...1), alpha: 1)
            basic.toValue = maybe(CGColor(red: number(0...1), green: number(0...1), blue: number(0...1), alpha: number(0...1)))
            animation = basic
        case 5:
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            let basic = CABasicAnimation(keyPath: "transform")
            basic.fromValue = maybe(CATransform3DRotate(perspective, number(-3...3), 0, 1, 0))
            basic.toValue = maybe(CATransform3DScale(CATransform3DRotate(perspective, number(-3...3), 1, 0.2, 0), number(0.5...1.5), 1, 1))
            basic.byValue = maybe(CATransform3DMakeTranslation(number(-20...20), 0, 0))
            animation = basic
        case 6:
            let keyframes = CAKeyframeAnimation(keyPath: "position.y")
            keyframes.values = (0..<5).map { _ in number(0...200) }
            keyframes.calculationMode = [.linear, .cubic, .paced, .discrete].randomElement(using: &random)!
            animation = keyframes
        case 7:
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.damping = number(2...20)
            spring.fromValue = number(0...100)
            spring.toValue = number(100...300)
            animation = spring
        case 8:
            let group = CAAnimationGroup()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.2
            fade.toValue = 1
            fade.duration = number(0.2...0.8)
            let slide = CABasicAnimation(keyPath: "position")
            slide.toValue = CGPoint(x: number(0...300), y: 10)
            slide.beginTime = number(0...0.3)
            group.animations = [fade, slide]
            group.timingFunction = maybe(CAMediaTimingFunction(name: .easeIn))
            animation = group
        case 10:
            animation = stressLikeGroup(timeOffset: number(0...2), using: &random)
        case 9:
            let flip = CABasicAnimation(keyPath: "transform")
            flip.toValue = CATransform3DMakeRotation(number(-3...3), 0, 0, 1)
            animation = flip
        default:
            let inert = CABasicAnimation(keyPath: "notAProperty")
            inert.toValue = 1
            animation = inert
        }
        if let property = animation as? CAPropertyAnimation {
            property.isAdditive = Int.random(in: 0..<4, using: &random) == 0
            property.isCumulative = Int.random(in: 0..<5, using: &random) == 0
        }
        if animation.timingFunction == nil {
            animation.timingFunction = [nil, CAMediaTimingFunction(name: .easeInEaseOut),
                                        CAMediaTimingFunction(name: .default)].randomElement(using: &random)!
        }
        animation.duration = number(0.2...1.2)
        animation.repeatCount = [0, 0, 2, 2.5, .infinity].randomElement(using: &random)!
        animation.autoreverses = Bool.random(using: &random)
        animation.fillMode = [.removed, .forwards, .backwards, .both].randomElement(using: &random)!
        animation.isRemovedOnCompletion = Bool.random(using: &random)
        animation.speed = [1, 1, 2, 0.5].randomElement(using: &random)!
        animation.timeOffset = [0, 0, 0.3].randomElement(using: &random)!
        return animation
    }

    /// The stress scene's shape: a group repeating forever, springs on a transform
    /// field one after the other, and an additive cubic keyframe hop.
    func stressLikeGroup(timeOffset: Double, using random: inout SeededGenerator) -> CAAnimationGroup {
        let half = Double.random(in: 0.3...0.8, using: &random)
        let there = CASpringAnimation(keyPath: "transform.rotation.y")
        there.damping = Double.random(in: 5...20, using: &random)
        there.fromValue = 0.0
        there.toValue = Double.pi
        there.duration = half
        let back = there.copy() as! CASpringAnimation
        back.fromValue = Double.pi
        back.toValue = 2 * Double.pi
        back.beginTime = half
        let hop = CAKeyframeAnimation(keyPath: "position.y")
        hop.isAdditive = true
        hop.values = [0.0, -12.0, 0.0, 0.0, -12.0, 0.0]
        hop.keyTimes = [0, 0.1, 0.2, 0.5, 0.6, 1].map { NSNumber(value: $0) }
        hop.calculationMode = .cubic
        hop.duration = 2 * half
        let group = CAAnimationGroup()
        group.animations = [there, back, hop]
        group.duration = 2 * half
        group.repeatCount = .infinity
        group.timeOffset = timeOffset
        return group
    }

    @Test func plainGroupsAreEvaluatedInPlaceAndShowWhatPresentationComputes() {
        let runtime = TestRuntime()
        var random = SeededGenerator(seed: 11)
        let layers = (0..<6).map { _ in runtime.makeLayer() }
        for (index, layer) in layers.enumerated() {
            layer.position = CGPoint(x: 10 * Double(index), y: 50)
            layer.add(stressLikeGroup(timeOffset: 0.1 * Double(index), using: &random), forKey: "flip")
        }
        // One group with a timing function of its own: through its entry.
        let warped = stressLikeGroup(timeOffset: 0, using: &random)
        warped.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layers[5].removeAnimation(forKey: "flip")
        layers[5].add(warped, forKey: "flip")
        runtime.advance(TestRuntime.tick)
        #expect(runtime.loop.arena.inPlaceGroupCount == 5)
        for step in 0..<300 {
            runtime.advance(TestRuntime.tick)
            for (index, layer) in layers.enumerated() {
                expectIdentical(layer.presentationProperties, referenceProperties(of: layer), "step \(step), layer \(index)")
            }
            if step == 150 { // The model moves under the additive hop and the springs.
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                for layer in layers {
                    layer.position.y += 5
                    layer.transform = CATransform3DMakeScale(1.5, 1, 1)
                }
                CATransaction.commit()
            }
        }
    }

    @Test func groupMembersAndKeyframesInTheArenaShowWhatPresentationComputes() {
        let runtime = TestRuntime()
        var random = SeededGenerator(seed: 5)
        let layers = (0..<8).map { _ in runtime.makeLayer() }
        for (index, layer) in layers.prefix(4).enumerated() {
            layer.add(stressLikeGroup(timeOffset: 0.13 * Double(index), using: &random), forKey: "flip")
        }
        // Keyframes of every mode, alone and in groups, additive or not, with a
        // timing function of their own or per segment.
        let modes: [CAAnimationCalculationMode] = [.linear, .cubic, .paced, .discrete, .cubicPaced]
        for (index, layer) in layers.suffix(4).enumerated() {
            let keyframes = CAKeyframeAnimation(keyPath: index % 2 == 0 ? "position.x" : "opacity")
            keyframes.values = (0..<6).map { _ in Double.random(in: 0...1, using: &random) }
            keyframes.calculationMode = modes[index]
            keyframes.isAdditive = index == 1
            keyframes.duration = 0.7
            keyframes.repeatCount = .infinity
            if index == 2 { keyframes.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut) }
            layer.add(keyframes, forKey: "alone")
            let segmented = CAKeyframeAnimation(keyPath: "cornerRadius")
            segmented.values = [0.0, 8.0, 2.0]
            segmented.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
            segmented.duration = 0.5
            let linearMember = CABasicAnimation(keyPath: "opacity")
            linearMember.fromValue = 1
            linearMember.toValue = 0.5
            linearMember.duration = 0.4
            let group = CAAnimationGroup()
            group.animations = [segmented, linearMember, keyframes.copy() as! CAKeyframeAnimation]
            group.duration = 0.9
            group.repeatCount = .infinity
            layer.add(group, forKey: "group")
        }
        runtime.advance(TestRuntime.tick)
        // Stress groups: 3 members each in place (two springs, the cubic hop); the other
        // groups: all three members but the keyframes on a Bézier curve of their own
        // (members on Bézier curves are solved through their compiled animation).
        #expect(runtime.loop.arena.inPlaceMemberCount == 4 * 3 + 4 * 3 - 1)
        // Identical tracks are laid out once: the four hops are one track, the four
        // segmented tracks another, and each group's copy of a layer's keyframes is
        // that layer's track.
        #expect(runtime.loop.arena.keyframeTrackCount == 1 + 1 + 4)
        for step in 0..<240 {
            runtime.advance(TestRuntime.tick * 3)
            for (index, layer) in layers.enumerated() {
                expectIdentical(layer.presentationProperties, referenceProperties(of: layer), "step \(step), layer \(index)")
            }
        }
    }

    @Test func everyTickShowsWhatPresentationComputesBitForBit() {
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) { runRandomScenario() }
        #expect(collector.messages.allSatisfy { $0.contains("notAProperty") }, "\(collector.messages)")
    }

    /// Random animations on layers under containers with their own timing, ticked and
    /// compared with `presentation()` while the trees and timings change between ticks.
    func runRandomScenario() {
        let runtime = TestRuntime()
        var random = SeededGenerator(seed: 7)
        // Containers with their own timing, a plain one, and a nested pair.
        let containers = (0..<4).map { _ in runtime.makeLayer() }
        containers[0].speed = 1.5
        containers[0].timeOffset = 0.2
        containers[1].beginTime = containers[1].convertTime(CACurrentMediaTime(), from: nil) - 0.4
        containers[2].addSublayer(containers[3])
        var layers: [CALayer] = []
        for (index, container) in containers.enumerated() {
            for _ in 0..<4 {
                let layer = CALayer()
                layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
                layer.position = CGPoint(x: 20 * Double(index), y: 30)
                container.addSublayer(layer)
                layers.append(layer)
            }
        }
        runtime.advance(TestRuntime.tick)
        for layer in layers {
            for key in 0..<Int.random(in: 1...3, using: &random) {
                layer.add(randomAnimation(using: &random), forKey: "a\(key)")
            }
        }
        let all = containers + layers
        for step in 0..<400 {
            runtime.advance(TestRuntime.tick * 2)
            for (index, layer) in all.enumerated() {
                expectIdentical(layer.presentationProperties, referenceProperties(of: layer), "step \(step), layer \(index)")
            }
            // Between ticks: the changes that make the arena lay out again, or not.
            switch step {
            case 40: // Pause a container with its own clock, then scrub it.
                containers[0].timeOffset = containers[0].convertTime(CACurrentMediaTime(), from: nil)
                containers[0].speed = 0
            case 60, 70:
                containers[0].timeOffset += 0.15
            case 80: // Pause a container that had the identity timing.
                containers[2].timeOffset = containers[2].convertTime(CACurrentMediaTime(), from: nil)
                containers[2].speed = 0
                containers[2].holdsEndedAnimations = true
            case 120:
                containers[2].holdsEndedAnimations = false
                containers[2].speed = 1
                containers[2].timeOffset = 0
            case 150: // Move a layer into a container with other timing.
                containers[0].addSublayer(layers[9])
            case 180: // Change an attached animation's timing, as an interactive transition does.
                if let entry = layers[5].animationEntries.first {
                    layers[5].changeSchedule(of: entry) {
                        $0.timing.speed = 0
                        $0.timing.timeOffset = 0.1
                    }
                }
            case 200: // New animations between ticks and in the middle of others.
                for layer in layers.prefix(6) {
                    layer.add(randomAnimation(using: &random), forKey: "late")
                }
            case 100, 300: // Model changes under running animations, with no actions.
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                for layer in layers.prefix(10) {
                    layer.position.x += 7
                    layer.opacity = Float.random(in: 0...1, using: &random)
                    layer.transform = CATransform3DMakeRotation(Double(step) / 100, 0, 0, 1)
                    layer.bounds.size.width += 3
                    layer.cornerRadius += 1
                }
                CATransaction.commit()
            case 250:
                layers[2].removeAllAnimations()
                layers[3].removeAnimation(forKey: "a0")
            default:
                break
            }
        }
    }

    @Test func layersWithoutAnimationsOrTimingAreNotInTheLayout() {
        let runtime = TestRuntime()
        for _ in 0..<50 { _ = runtime.makeLayer() }
        let animated = (0..<2).map { _ in runtime.makeLayer() }
        for layer in animated {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            // Long enough to outlast the root's local time doubling below.
            fade.duration = 1_000
            layer.add(fade, forKey: "fade")
        }
        runtime.advance(TestRuntime.tick)
        #expect(runtime.loop.arena.animatedLayerCount == 2)
        #expect(runtime.loop.arena.clockCount == 1)
        animated[0].superlayer?.speed = 2
        runtime.advance(TestRuntime.tick)
        #expect(runtime.loop.arena.clockCount == 1, "the root is already a clock; its speed is read every tick")
        let container = runtime.makeLayer()
        container.timeOffset = 1
        runtime.advance(TestRuntime.tick)
        #expect(runtime.loop.arena.clockCount == 2)
    }

    @Test func whenTheLastAnimationEndsTheLayoutLetsGoOfItsLayers() {
        let runtime = TestRuntime()
        weak var released: CALayer?
        do {
            let layer = runtime.makeLayer()
            released = layer
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.duration = 4 * TestRuntime.tick
            layer.add(fade, forKey: "fade")
            runtime.advance(TestRuntime.tick)
            #expect(runtime.loop.arena.animatedLayerCount == 1)
            // Tick until the fade has ended, then take the layer out of the tree with
            // no further tick, as when a dismissal removes a view and the host sleeps
            // because nothing animates any more.
            for _ in 0..<8 where runtime.loop.isAnimating { runtime.advance(TestRuntime.tick) }
            #expect(!runtime.loop.isAnimating)
            layer.removeFromSuperlayer()
        }
        #expect(runtime.loop.arena.animatedLayerCount == 0)
        #expect(released == nil, "the layout let go of the layer when its last animation ended")
    }

    @Test func aLayerTakenOutOfTheTreeKeepsShowingItsLastTick() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        TestRuntime.slide(layer)
        runtime.advance(0.25)
        let shown = layer.presentationProperties.position.x
        #expect(abs(shown - 25) < 1e-9)
        layer.removeFromSuperlayer()
        runtime.advance(0.25)
        #expect(layer.presentationStore == nil)
        #expect(layer.presentationProperties.position.x == shown, "no tick evaluates it any more")
        runtime.root.addSublayer(layer)
        runtime.advance(TestRuntime.tick)
        #expect(layer.presentationStore != nil)
        #expect(layer.presentationProperties.position.x == referenceProperties(of: layer).position.x)
    }

    @Test func aModelChangeUnderAnOverwritingAnimationShowsAtTheNextTick() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        runtime.advance(0.25)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.cornerRadius = 12
        CATransaction.commit()
        runtime.advance(TestRuntime.tick)
        #expect(layer.presentationProperties.cornerRadius == 12)
        #expect(abs(layer.presentationProperties.opacity - 0.74) < 0.01)
    }

    @Test func steadyTicksAndScrubbingAClockDoNotLayOutAgain() {
        let runtime = TestRuntime()
        let container = runtime.makeLayer()
        let card = CALayer()
        container.addSublayer(card)
        TestRuntime.slide(card)
        container.speed = 0
        runtime.advance(TestRuntime.tick)
        let built = runtime.loop.arena.rebuildCount
        runtime.advance(0.1)
        #expect(runtime.loop.arena.rebuildCount == built)
        container.timeOffset = 0.5
        runtime.advance(TestRuntime.tick)
        #expect(runtime.loop.arena.rebuildCount == built)
        #expect(abs(card.presentationProperties.position.x - 50) < 1e-9)
        TestRuntime.slide(card, key: "again")
        runtime.advance(TestRuntime.tick)
        #expect(runtime.loop.arena.rebuildCount == built + 1)
    }

    /// Records delegate callbacks under a label.
    final class EventLog: CAAnimationDelegate {
        final class Listener: CAAnimationDelegate {
            let label: String
            /// Unowned: the log holds its listeners.
            unowned let log: EventLog
            init(_ label: String, _ log: EventLog) { (self.label, self.log) = (label, log) }
            func animationDidStart(_ anim: CAAnimation) { log.events.append("\(label) start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                log.events.append("\(label) stop \(flag)")
            }
        }
        var events: [String] = []
        var listeners: [Listener] = []
        func listener(_ label: String) -> Listener {
            let listener = Listener(label, self)
            listeners.append(listener)
            return listener
        }
    }

    @Test func eventsFollowTreeOrderAndRemovalOrder() {
        let runtime = TestRuntime()
        let log = EventLog()
        let parent = runtime.makeLayer()
        let child = CALayer()
        parent.addSublayer(child)
        let sibling = runtime.makeLayer()
        func fade(_ label: String, duration: Double, delay: Double = 0) -> CABasicAnimation {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0
            fade.duration = duration
            if delay > 0 { fade.beginTime = CACurrentMediaTime() + delay }
            fade.delegate = log.listener(label)
            return fade
        }
        // Added in reverse of tree order.
        sibling.add(fade("sibling", duration: 0.5), forKey: "s")
        child.add(fade("child", duration: 0.5), forKey: "c")
        parent.add(fade("parent 1", duration: 0.5), forKey: "p1")
        parent.add(fade("parent 2", duration: 0.5), forKey: "p2")
        let kept = fade("kept", duration: 0.25, delay: 0.25)
        kept.isRemovedOnCompletion = false
        kept.fillMode = .forwards
        child.add(kept, forKey: "k")
        runtime.advance(1)
        // Started in tree order; at the end each layer's removed animations stop from
        // the last added to the first, after the ones kept (stopped in place).
        #expect(log.events == [
            "parent 1 start", "parent 2 start", "child start", "sibling start", "kept start",
            "parent 2 stop true", "parent 1 stop true", "kept stop true", "child stop true", "sibling stop true",
        ])
    }
}
