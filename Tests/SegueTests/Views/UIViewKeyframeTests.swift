import Foundation
import Testing
@testable import Segue

/// `animateKeyframes` builds one keyframe animation per property as the reference
/// describes.
@MainActor
@Suite struct UIViewKeyframeTests {
    typealias Scene = WindowScene

    @Test func oneEarlyKeyframeHoldsItsValueToTheEnd() {
        let scene = Scene()
        UIView.animateKeyframes(withDuration: 10, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { scene.view.alpha = 0 }
        })
        let animation = scene.view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
        #expect(animation?.keyTimes?.map(\.doubleValue) == [0, 0.1, 1])
        #expect(animation?.values?.compactMap { $0 as? Double } == [1, 0, 0])
        #expect(animation?.duration == 10)
        #expect(animation?.calculationMode == .linear)
        // The whole timeline's curve defaults to easeInEaseOut.
        #expect(animation?.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(scene.view.alpha == 0)
    }

    @Test func theTwoStepPushOfTheSeedRunsAThenBThenC() {
        let scene = Scene()
        scene.view.center = CGPoint(x: 0, y: 0)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: KeyframeOptions.linearCurve, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { scene.view.center = CGPoint(x: 100, y: 0) }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { scene.view.center = CGPoint(x: 100, y: 100) }
        })
        let animation = scene.view.layer.animation(forKey: "position") as? CAKeyframeAnimation
        #expect(animation?.keyTimes?.map(\.doubleValue) == [0, 0.5, 1])
        scene.runtime.advance(0.25)
        #expect(close(scene.view.layer.presentationProperties.position, CGPoint(x: 50, y: 0), 0.5))
        scene.runtime.advance(0.5)
        #expect(close(scene.view.layer.presentationProperties.position, CGPoint(x: 100, y: 50), 0.5))
    }

    @Test func overlappingKeyframesAreCutAtTheNextStart() {
        let scene = Scene()
        UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.6) { scene.view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.2) { scene.view.alpha = 0 }
        })
        let animation = scene.view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
        let times = animation?.keyTimes?.map(\.doubleValue) ?? []
        #expect(times.count == 5 && zip(times, [0, 0.2, 0.4, 0.6, 1]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(animation?.values?.compactMap { $0 as? Double } == [1, 1, 0.5, 0, 0])
    }

    @Test func eachPropertyGetsItsOwnTimelineAndTheOptionsCalculationMode() {
        let scene = Scene()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { scene.view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                scene.view.center = CGPoint(x: 300, y: 300)
            }
        })
        let opacity = scene.view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
        let position = scene.view.layer.animation(forKey: "position") as? CAKeyframeAnimation
        #expect(opacity?.keyTimes?.map(\.doubleValue) == [0, 0.5, 1])
        #expect(position?.keyTimes?.map(\.doubleValue) == [0, 0.5, 1])
        #expect(position?.values?.first as? CGPoint == CGPoint(x: 50, y: 50))
        #expect(opacity?.calculationMode == .cubic && position?.calculationMode == .cubic)
    }

    @Test func aChangeOutsideAnyKeyframeIsABasicAnimationOverTheWholeDuration() {
        let scene = Scene()
        UIView.animateKeyframes(withDuration: 2, delay: 0, animations: {
            scene.view.alpha = 0
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { scene.view.center.x = 10 }
        })
        let basic = scene.view.layer.animation(forKey: "opacity")
        #expect(basic is CABasicAnimation && basic?.duration == 2)
        #expect(scene.view.layer.animation(forKey: "position") is CAKeyframeAnimation)
    }

    @Test func beginFromCurrentStateStartsTheTimelineAtThePresentationValue() {
        let scene = Scene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { scene.view.alpha = 0 })
        scene.runtime.advance(0.5)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .beginFromCurrentState, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { scene.view.alpha = 1 }
        })
        let animation = scene.view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
        #expect(abs((animation?.values?.first as? Double ?? 0) - 0.5) < 0.01)
    }

    @Test func theCompletionWaitsForEveryKeyframeAnimation() {
        let scene = Scene()
        var calls: [Bool] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0.5, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { scene.view.alpha = 0 }
        }, completion: { calls.append($0) })
        scene.runtime.advance(1.25)
        #expect(calls.isEmpty)
        scene.runtime.advance(0.5)
        #expect(calls == [true])
    }

    @Test func aKeyframeOutsideAnimateKeyframesIsReportedAndApplied() {
        let scene = Scene()
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { scene.view.alpha = 0.5 }
        }
        #expect(collector.messages.count == 1)
        #expect(scene.view.alpha == 0.5)
        #expect(scene.view.layer.animationKeys() == nil)
    }

    @Test func keyframeTimesOutsideTheUnitIntervalAreClampedWithADiagnostic() {
        let scene = Scene()
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 2) { scene.view.alpha = 0 }
            })
        }
        #expect(!collector.messages.isEmpty)
        let animation = scene.view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
        #expect(animation?.keyTimes?.map(\.doubleValue) == [0, 0.5, 1])
    }

    /// UIKit code passes a curve through the raw value of the keyframe options.
    enum KeyframeOptions {
        static let linearCurve = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
    }
}
