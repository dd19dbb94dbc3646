import Foundation
import Testing
import SegueTestSupport
@testable import Segue

/// `UIView.animate`: what a block turns into, and when its completion runs.
@MainActor
@Suite struct UIViewAnimateTests {
    typealias Scene = WindowScene

    @Test func aChangeInABlockAnimatesFromTheOldModelValueWithEaseInEaseOut() {
        let scene = Scene()
        UIView.animate(withDuration: 1) { scene.view.alpha = 0 }
        #expect(scene.view.alpha == 0)
        let animation = scene.view.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(animation != nil)
        #expect((animation?.fromValue as? Double) == 1)
        #expect(animation?.duration == 1)
        #expect(animation?.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        scene.runtime.advance(0.25)
        // easeInEaseOut at 0.25 is 0.129162: opacity 1 − 0.129162.
        #expect(abs(Double(scene.view.layer.presentationProperties.opacity) - (1 - 0.129162)) < 1e-4)
    }

    @Test func theBackingLayersOwnPropertiesAnimateInABlockToo() {
        let scene = Scene()
        var flipped = CATransform3DIdentity
        flipped.m34 = -1.0 / 500
        flipped = CATransform3DRotate(flipped, .pi / 2, 0, 1, 0)
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) {
            scene.view.layer.transform = flipped
        }
        #expect(scene.view.layer.animation(forKey: "transform") != nil)
        scene.runtime.advance(0.25)
        let halfway = scene.view.layer.presentationProperties.transform
        // Half of a quarter turn about y: cos(π/4) in m11.
        #expect(abs(Double(halfway.m11) - cos(Double.pi / 4)) < 1e-3)
    }

    @Test func aViewThatWasNeverDrawnStillAnimatesInABlock() {
        let runtime = TestRuntime()
        let window = runtime.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0
        window.addSubview(view)
        UIView.animate(withDuration: 1) { view.alpha = 1 }
        #expect(view.layer.animation(forKey: "opacity") != nil)
    }

    @Test func theCurveOptionPicksTheTimingFunction() {
        let scene = Scene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: { scene.view.center.x = 300 })
        let animation = scene.view.layer.animation(forKey: "position") as? CABasicAnimation
        #expect(animation?.timingFunction == CAMediaTimingFunction(name: .easeIn))
    }

    @Test func allAnimationsOfABlockShareOneBeginTime() {
        let scene = Scene()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.window.addSubview(other)
        scene.runtime.advance(TestRuntime.tick)
        UIView.animate(withDuration: 1) {
            scene.view.alpha = 0
            other.center = CGPoint(x: 200, y: 200)
            scene.view.bounds.size = CGSize(width: 10, height: 10)
        }
        scene.runtime.advance(TestRuntime.tick)
        let begins = [scene.view.layer.animation(forKey: "opacity"), scene.view.layer.animation(forKey: "bounds"),
                      other.layer.animation(forKey: "position")].map { $0?.beginTime }
        #expect(begins[0] != nil && begins[0] != 0)
        #expect(Set(begins.compactMap { $0 }).count == 1)
    }

    @Test func theCompletionRunsOnceWithTrueAfterTheLastAnimationEnds() {
        let scene = Scene()
        var calls: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: {
            scene.view.alpha = 0
            scene.view.center.x = 200
        }, completion: { calls.append($0) })
        scene.runtime.advance(0.25)
        #expect(calls.isEmpty)
        scene.runtime.advance(0.5)
        #expect(calls == [true])
        scene.runtime.advance(1)
        #expect(calls == [true])
    }

    @Test func replacingAnAnimationCompletesTheFirstBlockWithFalse() {
        let scene = Scene()
        var first: [Bool] = [], second: [Bool] = []
        UIView.animate(withDuration: 1, animations: { scene.view.alpha = 0 }, completion: { first.append($0) })
        scene.runtime.advance(0.25)
        UIView.animate(withDuration: 1, animations: { scene.view.alpha = 1 }, completion: { second.append($0) })
        scene.runtime.advance(TestRuntime.tick)
        #expect(first == [false])
        scene.runtime.advance(1.1)
        #expect(second == [true])
    }

    @Test func removingTheAnimationsCompletesWithFalse() {
        let scene = Scene()
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: { scene.view.alpha = 0 }, completion: { calls.append($0) })
        scene.runtime.advance(0.1)
        scene.view.layer.removeAllAnimations()
        scene.runtime.advance(TestRuntime.tick)
        #expect(calls == [false])
    }

    @Test func aBlockThatAnimatesNothingCompletesAtTheNextTickWithTrue() {
        let scene = Scene()
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: {}, completion: { calls.append($0) })
        #expect(calls.isEmpty)
        scene.runtime.advance(TestRuntime.tick)
        #expect(calls == [true])
    }

    @Test func aZeroDurationAppliesAtOnceAndANonFiniteOneIsReported() {
        let scene = Scene()
        var calls: [Bool] = []
        UIView.animate(withDuration: 0, animations: { scene.view.alpha = 0.5 }, completion: { calls.append($0) })
        #expect(scene.view.layer.animationKeys() == nil)
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            UIView.animate(withDuration: .nan, delay: -1, options: [], animations: { scene.view.alpha = 0.2 })
        }
        #expect(collector.messages.count == 2)
        #expect(scene.view.layer.animationKeys() == nil && abs(scene.view.alpha - 0.2) < 1e-6)
        scene.runtime.advance(TestRuntime.tick)
        #expect(calls == [true])
    }

    @Test func aDelayShiftsTheBeginAndHoldsTheStartValueMeanwhile() {
        let scene = Scene()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { scene.view.alpha = 0 })
        scene.runtime.advance(0.25)
        #expect(scene.view.layer.presentationProperties.opacity == 1)
        scene.runtime.advance(0.5)
        // 0.25 s into the animation, linear.
        #expect(abs(scene.view.layer.presentationProperties.opacity - 0.75) < 0.01)
    }

    @Test func outsideABlockNothingAnimates() {
        let scene = Scene()
        scene.view.alpha = 0.3
        scene.view.layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(scene.view.layer.animationKeys() == nil)
    }

    @Test func aSpringBlockFollowsUIKitsSpringForTheDuration() {
        let scene = Scene()
        scene.view.center = CGPoint(x: 0, y: 0)
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: .curveEaseIn,
                       animations: { scene.view.center = CGPoint(x: 100, y: 0) })
        let animation = scene.view.layer.animation(forKey: "position")
        #expect(animation is CASpringAnimation)
        #expect(animation?.duration == 1)
        scene.runtime.advance(0.25)
        // The reference spring (T = 1, ζ = 0.5) is at 1.144223 at 0.25 s.
        #expect(abs(Double(scene.view.layer.presentationProperties.position.x) - 114.4223) < 0.01)
        scene.runtime.advance(0.25)
        #expect(abs(Double(scene.view.layer.presentationProperties.position.x) - 98.7155) < 0.01)
    }

    @Test func aNonPositiveDampingRatioIsReportedAndCritical() {
        let scene = Scene()
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0, initialSpringVelocity: 0, options: [],
                           animations: { scene.view.alpha = 0 })
        }
        #expect(collector.messages.count == 1)
        let spring = scene.view.layer.animation(forKey: "opacity") as? CASpringAnimation
        #expect(spring.map { abs($0.springCurve.dampingRatio - 1) < 1e-9 } == true)
    }

    @Test func beginFromCurrentStateStartsFromThePresentationValue() {
        let scene = Scene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { scene.view.alpha = 0 })
        scene.runtime.advance(0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .beginFromCurrentState, animations: { scene.view.alpha = 1 })
        let fromCurrent = scene.view.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(abs((fromCurrent?.fromValue as? Double ?? 0) - 0.5) < 0.01)
        UIView.animate(withDuration: 1, animations: { scene.view.alpha = 0.2 })
        let fromModel = scene.view.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect((fromModel?.fromValue as? Double) == 1)
    }

    @Test func repeatAndAutoreverseSetTheAnimationsTiming() {
        let scene = Scene()
        var calls: [Bool] = []
        UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse], animations: { scene.view.alpha = 0 },
                       completion: { calls.append($0) })
        let animation = scene.view.layer.animation(forKey: "opacity")
        #expect(animation?.repeatCount == .infinity && animation?.autoreverses == true)
        scene.runtime.advance(0.75)
        // On the way back: 0.25 s into the reverse of a 0.5 s easeInOut run.
        #expect(abs(scene.view.layer.presentationProperties.opacity - 0.5) < 0.01)
        scene.runtime.advance(10)
        #expect(calls.isEmpty)
    }

    @Test func nestedBlocksInheritTheOuterDurationAndCurveUnlessTheyOverride() {
        let scene = Scene()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.window.addSubview(other)
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseOut, animations: { scene.view.alpha = 0 })
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseOut, .overrideInheritedDuration, .overrideInheritedCurve],
                           animations: { other.alpha = 0 })
            #expect(UIView.inheritedAnimationDuration == 2)
        })
        let inherited = scene.view.layer.animation(forKey: "opacity")
        #expect(inherited?.duration == 2 && inherited?.timingFunction == CAMediaTimingFunction(name: .linear))
        let overridden = other.layer.animation(forKey: "opacity")
        #expect(overridden?.duration == 0.5 && overridden?.timingFunction == CAMediaTimingFunction(name: .easeOut))
        #expect(UIView.inheritedAnimationDuration == 0)
    }

    @Test func performWithoutAnimationAndTheGlobalSwitchTurnAnimationOff() {
        let scene = Scene()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { scene.view.alpha = 0.5 }
        }
        #expect(scene.view.layer.animationKeys() == nil)
        #expect(UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1) { scene.view.center.x = 300 }
        UIView.setAnimationsEnabled(true)
        #expect(scene.view.layer.animationKeys() == nil)
        #expect(scene.view.center.x == 300)
    }

    @Test func animatingViewsRefuseTouchesUnlessTheBlockAllowsInteraction() {
        let scene = Scene()
        UIView.animate(withDuration: 1) { scene.view.alpha = 0.9 }
        #expect(scene.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === scene.window)
        scene.runtime.advance(1.1)
        #expect(scene.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === scene.view)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { scene.view.alpha = 1 })
        #expect(scene.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === scene.view)
    }

    @Test func theLayoutSubviewsOptionAnimatesTheLayoutsChanges() {
        final class Container: UIView {
            let child = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(child)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() { child.frame = bounds.insetBy(dx: 10, dy: 10) }
        }
        let runtime = TestRuntime()
        let window = runtime.makeWindow()
        let container = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(container)
        container.layoutIfNeeded()
        runtime.advance(TestRuntime.tick)
        UIView.animate(withDuration: 1, delay: 0, options: .layoutSubviews, animations: {
            container.bounds.size = CGSize(width: 200, height: 200)
        })
        #expect(container.child.layer.animation(forKey: "bounds") != nil)
        #expect(container.child.frame == CGRect(x: 10, y: 10, width: 180, height: 180))
    }
}
