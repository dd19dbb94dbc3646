import Foundation
import Testing
import SegueTestSupport
@testable import Segue

@MainActor @Suite struct CATransactionTests {
    func fade(duration: Double = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 1
        animation.toValue = 0
        animation.duration = duration
        return animation
    }

    @Test func animationsAddedInOneTransactionShareItsCommitTime() {
        let runtime = TestRuntime()
        let a = runtime.makeLayer()
        let b = runtime.makeLayer()
        CATransaction.begin()
        a.add(fade(), forKey: "fade")
        // Time passes while the transaction is open.
        runtime.advance(0.5)
        b.add(fade(), forKey: "fade")
        CATransaction.commit()
        let commitTime = CACurrentMediaTime()
        #expect(a.animation(forKey: "fade")?.beginTime == commitTime)
        #expect(b.animation(forKey: "fade")?.beginTime == commitTime)
        runtime.advance(0.25)
        #expect(a.presentationProperties.opacity == b.presentationProperties.opacity)
        #expect(abs(a.presentationProperties.opacity - 0.75) < 1e-6)
    }

    @Test func beginTimeIsTheCommitTimeInTheLayersOwnTime() {
        let runtime = TestRuntime()
        let container = runtime.makeLayer()
        container.speed = 0
        container.timeOffset = 4
        let card = CALayer()
        container.addSublayer(card)
        card.add(fade(), forKey: "fade")
        CATransaction.flush()
        #expect(card.animation(forKey: "fade")?.beginTime == 4)
    }

    @Test func completionBlockRunsOnceAfterEveryAnimationStopped() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        var completions = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { completions += 1 }
        layer.add(fade(duration: 0.5), forKey: "short")
        layer.add(fade(duration: 1), forKey: "long")
        CATransaction.commit()
        runtime.advance(0.75)
        #expect(completions == 0)
        runtime.advance(0.5)
        #expect(completions == 1)
        runtime.advance(1)
        #expect(completions == 1)
    }

    @Test func completionBlockWithoutAnimationsRunsAtTheNextTick() {
        let runtime = TestRuntime()
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        CATransaction.commit()
        #expect(!ran)
        runtime.advance(TestRuntime.tick)
        #expect(ran)
    }

    @Test func removingAnAnimationCountsTowardsCompletion() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        layer.add(fade(duration: 10), forKey: "long")
        CATransaction.commit()
        runtime.advance(0.1)
        layer.removeAllAnimations()
        runtime.advance(TestRuntime.tick)
        #expect(ran)
    }

    @Test func settingsReadFromTheInnermostTransactionThatSetThem() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        CATransaction.setAnimationDuration(3)
        #expect(CATransaction.animationDuration() == 3)
        #expect(CATransaction.disableActions())
        #expect(CATransaction.value(forKey: "animationDuration") as? Double == 3)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.commit()
        CATransaction.flush()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(!CATransaction.disableActions())
    }

    @Test func unbalancedCommitAndBadDurationsAreReported() {
        CATransaction.flush()
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            CATransaction.commit()
            CATransaction.begin()
            CATransaction.setAnimationDuration(-1)
            CATransaction.setAnimationDuration(.nan)
            #expect(CATransaction.animationDuration() == 0.25)
            CATransaction.commit()
        }
        #expect(collector.messages.count == 3)
    }
}

@MainActor @Suite struct ImplicitActionTests {
    @Test func aRenderedLayerAnimatesPropertyChangesImplicitly() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        layer.opacity = 0
        #expect(layer.opacity == 0)
        runtime.advance(0.125)
        // The default curve (0.25, 0.1, 0.25, 1) halfway through 0.25 s.
        #expect(abs(Double(layer.presentationProperties.opacity) - (1 - 0.802403)) < 1e-5)
        #expect(layer.animationKeys() == ["opacity"])
        runtime.advance(0.25)
        #expect(layer.presentationProperties.opacity == 0)
    }

    @Test func transactionDurationAndCurveApplyToImplicitAnimations() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 150, y: 50)
        CATransaction.commit()
        runtime.advance(0.25)
        #expect(abs(layer.presentationProperties.position.x - 75) < 1e-9)
    }

    @Test func disabledActionsChangeImmediately() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0
        CATransaction.commit()
        runtime.advance(TestRuntime.tick)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentationProperties.opacity == 0)
    }

    @Test func aLayerNotYetRenderedDoesNotAnimate() {
        _ = TestRuntime()
        let fresh = CALayer()
        fresh.opacity = 0.5
        #expect(fresh.animationKeys() == nil)
    }

    final class Suppressing: CALayerDelegate {
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }
    }

    @Test func nsNullFromTheDelegateOrActionsSuppressesTheAnimation() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let delegate = Suppressing()
        layer.delegate = delegate
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil)
        layer.delegate = nil
        layer.actions = ["position": NSNull()]
        layer.position = .zero
        #expect(layer.animationKeys() == nil)
        layer.zPosition = 3
        #expect(layer.animationKeys() == ["zPosition"])
    }
}
