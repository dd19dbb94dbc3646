import Foundation
import Testing
import SegueTestSupport
@testable import Segue

/// Group members evaluated in place with the same timing under groups of one timing
/// class share a timing class (`ArenaTimingClass.parentClass`): the tick computes
/// their phase and progress once. Every layer must show exactly what its group
/// computed alone gives (`presentation()`), bit for bit, through model changes,
/// held clocks and members of every kind.
@MainActor @Suite struct GroupMemberTimingClassTests {
    let arenaTests = AnimationArenaTests()

    /// Every layer's presentation values compared bit for bit with `presentation()`'s.
    func expectExact(_ layers: [CALayer], _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, layer) in layers.enumerated() {
            arenaTests.expectIdentical(layer.presentationProperties, arenaTests.referenceProperties(of: layer),
                                       "\(label), layer \(index)", sourceLocation: sourceLocation)
        }
    }

    /// The stress scene's group (`StressCardGrid`): springs on `keyPath` from 0 to π
    /// over the first half and π to 2π over the second, an additive cubic hop on
    /// "position.y", repeating forever from `timeOffset`.
    static func cardGroup(timeOffset: Double, keyPath: String = "transform.rotation.y", hop: Double = 12,
                          repeatCount: Float = .infinity) -> CAAnimationGroup {
        let half = 0.9
        let spring = CASpringAnimation(perceptualDuration: 0.8, bounce: 0.4)
        spring.keyPath = keyPath
        let there = spring.copy() as! CASpringAnimation
        there.fromValue = 0.0
        there.toValue = Double.pi
        there.duration = half
        let back = spring.copy() as! CASpringAnimation
        back.fromValue = Double.pi
        back.toValue = 2 * Double.pi
        back.beginTime = half
        back.duration = half
        let lift = CAKeyframeAnimation(keyPath: "position.y")
        lift.isAdditive = true
        lift.values = [0.0, -hop, 0.0, 0.0, -hop, 0.0, 0.0]
        lift.keyTimes = [0, 0.05, 0.1, 0.5, 0.55, 0.6, 1].map { NSNumber(value: $0) }
        lift.calculationMode = .cubic
        lift.duration = 2 * half
        let group = CAAnimationGroup()
        group.animations = [there, back, lift]
        group.duration = 2 * half
        group.repeatCount = repeatCount
        group.timeOffset = timeOffset
        return group
    }

    /// `count` layers under the runtime's root, each with a copy of the card group at
    /// one of `phases` offsets, added in one transaction.
    func addCards(to runtime: TestRuntime, count: Int, phases: Int) -> [CALayer] {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        var layers: [CALayer] = []
        for index in 0..<count {
            let layer = CATransformLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 28)
            layer.position = CGPoint(x: 10 + 5 * Double(index), y: 40)
            runtime.root.addSublayer(layer)
            layer.add(Self.cardGroup(timeOffset: 0.15 * Double(index % phases)), forKey: "flip")
            layers.append(layer)
        }
        CATransaction.commit()
        return layers
    }

    @Test func copiesOfOneGroupShareTheirMembersTimingClassesAndShowWhatPresentationComputes() {
        let runtime = TestRuntime()
        let layers = addCards(to: runtime, count: 24, phases: 4)
        runtime.advance(TestRuntime.tick)
        let arena = runtime.loop.arena
        #expect(arena.timingClassCount == 4)
        // Per phase: the two springs (different values and begin times) and the hop.
        #expect(arena.memberClassCount == 12)
        #expect(arena.keyframeTrackCount == 1, "identical hops are laid out once")
        for step in 0..<500 {
            runtime.advance(TestRuntime.tick * 3)
            expectExact(layers, "step \(step)")
            if step == 200 {
                // Models change under the additive hop and the springs: the rotation
                // field then recomposes a scaled transform, not the plain rotation.
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                for (index, layer) in layers.enumerated() where index % 3 == 0 {
                    layer.position.y += 7
                    layer.transform = CATransform3DMakeScale(1.5, 1, 1)
                }
                CATransaction.commit()
            }
        }
    }

    @Test func framesWhoseEarlierTicksComputeNoValuesShowWhatTheClassesGive() {
        let runtime = TestRuntime()
        let layers = addCards(to: runtime, count: 12, phases: 3)
        runtime.advance(TestRuntime.tick)
        // A display link reads the layers between the ticks of one advance, which
        // compute no values: each shows the last frame.
        final class Reads { var count = 0; var lastFrame: [LayerProperties] = [] }
        let reads = Reads()
        reads.lastFrame = layers.map(\.presentationProperties)
        let link = CADisplayLink { _ in
            for (index, layer) in layers.enumerated() where (index + reads.count) % 5 == 0 {
                arenaTests.expectIdentical(layer.presentationProperties, reads.lastFrame[index],
                                           "read \(reads.count), layer \(index)")
            }
            reads.count += 1
        }
        link.add(to: runtime.loop)
        for step in 0..<120 {
            runtime.advance(TestRuntime.tick * 4)
            expectExact(layers, "step \(step)")
            reads.lastFrame = layers.map(\.presentationProperties)
        }
        link.invalidate()
        #expect(reads.count >= 400)
        #expect(runtime.loop.arena.valuelessTickCount > 0)
    }

    @Test func rotationsAboutEachAxisAndMembersOfOtherKindsShowWhatPresentationComputes() {
        let runtime = TestRuntime()
        var layers: [CALayer] = []
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (index, keyPath) in ["transform.rotation.x", "transform.rotation.z", "transform.rotation",
                                 "sublayerTransform.rotation.y", "transform.scale.x", "opacity"].enumerated() {
            for copy in 0..<3 {
                let layer = CALayer()
                layer.position = CGPoint(x: 30 * Double(index), y: 10 * Double(copy))
                runtime.root.addSublayer(layer)
                let group = Self.cardGroup(timeOffset: 0.2, keyPath: keyPath, hop: 3 + Double(copy % 2))
                // Point members too: their own values from the shared progress.
                let slide = CABasicAnimation(keyPath: "anchorPoint")
                slide.fromValue = CGPoint(x: 0, y: 0)
                slide.toValue = CGPoint(x: 1, y: Double(copy))
                slide.duration = 0.5
                group.animations?.append(slide)
                layer.add(group, forKey: "flip")
                layers.append(layer)
            }
        }
        CATransaction.commit()
        runtime.advance(TestRuntime.tick)
        #expect(runtime.loop.arena.keyframeTrackCount == 2, "two distinct hops")
        for step in 0..<300 {
            runtime.advance(TestRuntime.tick * 2)
            expectExact(layers, "step \(step)")
        }
    }

    @Test func underAHeldClockEndedGroupsShowTheirEndWhileTheClassMovesOn() {
        let runtime = TestRuntime()
        let container = runtime.makeLayer()
        var layers: [CALayer] = []
        CATransaction.begin()
        for index in 0..<4 {
            let layer = CALayer()
            container.addSublayer(layer)
            layer.add(Self.cardGroup(timeOffset: 0, hop: 5, repeatCount: 1), forKey: "flip")
            layer.position.x = Double(index)
            layers.append(layer)
        }
        CATransaction.commit()
        container.holdsEndedAnimations = true
        for step in 0..<300 {
            runtime.advance(TestRuntime.tick * 2)
            expectExact(layers, "step \(step)")
        }
        container.holdsEndedAnimations = false
        runtime.advance(TestRuntime.tick * 2)
        expectExact(layers, "released")
        #expect(layers.allSatisfy { $0.animationKeys() == nil })
    }

    @Test func aNonFiniteAngleShowsWhatPresentationComputes() {
        let runtime = TestRuntime()
        var layers: [CALayer] = []
        CATransaction.begin()
        for _ in 0..<3 {
            let layer = CALayer()
            runtime.root.addSublayer(layer)
            let group = Self.cardGroup(timeOffset: 0)
            (group.animations?[0] as? CASpringAnimation)?.toValue = Double.infinity
            layer.add(group, forKey: "flip")
            layers.append(layer)
        }
        CATransaction.commit()
        for step in 0..<60 {
            runtime.advance(TestRuntime.tick * 2)
            for (index, layer) in layers.enumerated() {
                let shown = layer.presentationProperties.transform
                let reference = arenaTests.referenceProperties(of: layer).transform
                #expect(withUnsafeBytes(of: shown) { Array($0) } == withUnsafeBytes(of: reference) { Array($0) },
                        "step \(step), layer \(index)")
            }
        }
    }

    @Test func relayingOutTheSameGroupsAllocatesNoNewClasses() {
        let runtime = TestRuntime()
        let layers = addCards(to: runtime, count: 8, phases: 2)
        runtime.advance(TestRuntime.tick)
        let arena = runtime.loop.arena
        let counts = (arena.memberClassCount, arena.keyframeTrackCount)
        // A new layout (a layer added elsewhere) finds the same classes again.
        runtime.root.addSublayer(CALayer())
        runtime.advance(TestRuntime.tick)
        #expect(arena.rebuildCount >= 2)
        #expect((arena.memberClassCount, arena.keyframeTrackCount) == counts)
        expectExact(layers, "after the new layout")
    }
}
