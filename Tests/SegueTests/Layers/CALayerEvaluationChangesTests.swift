import Foundation
import Testing
@testable import Segue
import SegueTestSupport

/// What an arena lays out is counted where it changes: each change to a sublayer
/// list, an animation list, an attached animation's schedule or the timing of a
/// layer that is not a clock yet counts in the layer and every layer above it,
/// and an arena lays its trees out again exactly when a root's count moved.
@MainActor @Suite struct CALayerEvaluationChangesTests {
    @Test func aChangeCountsInTheLayerAndEveryLayerAboveIt() {
        let root = CALayer()
        let middle = CALayer()
        let leaf = CALayer()
        let sibling = CALayer()
        root.addSublayer(middle)
        root.addSublayer(sibling)
        middle.addSublayer(leaf)
        let before = (root.evaluationChangeCount, middle.evaluationChangeCount, leaf.evaluationChangeCount,
                      sibling.evaluationChangeCount)
        leaf.speed = 2
        #expect(leaf.evaluationChangeCount == before.2 + 1)
        #expect(middle.evaluationChangeCount == before.1 + 1)
        #expect(root.evaluationChangeCount == before.0 + 1)
        #expect(sibling.evaluationChangeCount == before.3)
    }

    @Test func everyKindOfTrackedChangeLaysTheTreeOutAgain() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        TestRuntime.slide(layer)
        runtime.advance(TestRuntime.tick)
        let arena = runtime.loop.arena
        func expectRebuild(_ label: String, _ change: () -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
            let built = arena.rebuildCount
            change()
            runtime.advance(TestRuntime.tick)
            #expect(arena.rebuildCount == built + 1, "\(label)", sourceLocation: sourceLocation)
        }
        expectRebuild("a sublayer added") { layer.addSublayer(CALayer()) }
        expectRebuild("a sublayer removed") { layer.sublayers?.first?.removeFromSuperlayer() }
        expectRebuild("an animation added") { TestRuntime.slide(layer, key: "second") }
        expectRebuild("an animation removed") { layer.removeAnimation(forKey: "second") }
        expectRebuild("an attached animation's schedule") {
            layer.changeSchedule(of: layer.animationEntries[0]) { $0.timing.timeOffset = 0.25 }
        }
        let child = CALayer()
        layer.addSublayer(child)
        runtime.advance(TestRuntime.tick)
        expectRebuild("the timing of a layer that is not a clock yet") { child.beginTime = 1 }
        let other = CALayer()
        layer.addSublayer(other)
        runtime.advance(TestRuntime.tick)
        expectRebuild("the held clock of a layer that is not a clock yet") { other.holdsEndedAnimations = true }
        // The layout after all of them shows what `presentation()` computes.
        AnimationArenaTests().expectIdentical(layer.presentationProperties,
                                              AnimationArenaTests().referenceProperties(of: layer), "after the changes")
    }

    @Test func aChangeInATreeNoArenaLaysOutCostsNoRebuild() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        TestRuntime.slide(layer)
        runtime.advance(TestRuntime.tick)
        let built = runtime.loop.arena.rebuildCount
        // A tree built beside the attached one (a snapshot, a view not yet shown).
        let detached = CALayer()
        for _ in 0..<10 { detached.addSublayer(CALayer()) }
        TestRuntime.slide(detached.sublayers![3])
        _ = layer.renderCopy()
        runtime.advance(TestRuntime.tick)
        #expect(runtime.loop.arena.rebuildCount == built)
    }
}
