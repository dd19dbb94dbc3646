import Foundation
import Testing
import SegueTestSupport
@testable import Segue

@MainActor @Suite struct CALayerAnimationTests {
    func positionAnimation(from: CGPoint?, to: CGPoint?, by: CGPoint? = nil, duration: Double = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.duration = duration
        return animation
    }

    @Test func basicAnimationFollowsItsTimingFunction() throws {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let animation = positionAnimation(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 200))
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(animation, forKey: "move")
        runtime.advance(0.25)
        let position = try #require(layer.presentation()).position
        #expect(abs(position.x - 12.9162) < 1e-4)
        #expect(abs(position.y - 25.8324) < 1e-4)
        #expect(layer.presentationProperties.position == position)
        // The model is untouched.
        #expect(layer.position == CGPoint(x: 50, y: 50))
    }

    @Test func nilTimingFunctionIsLinear() throws {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        layer.add(positionAnimation(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 0)), forKey: nil)
        runtime.advance(0.25)
        #expect(abs(try #require(layer.presentation()).position.x - 25) < 1e-9)
    }

    @Test(arguments: [
        // from, to, by → value at the halfway point, with the model at (50, 50)
        (CGPoint(x: 0, y: 0) as CGPoint?, CGPoint(x: 100, y: 0) as CGPoint?, nil as CGPoint?, CGPoint(x: 50, y: 0)),
        (CGPoint(x: 0, y: 0), nil, CGPoint(x: 10, y: 20), CGPoint(x: 5, y: 10)),
        (nil, CGPoint(x: 100, y: 100), CGPoint(x: 20, y: 20), CGPoint(x: 90, y: 90)),
        (CGPoint(x: 0, y: 0), nil, nil, CGPoint(x: 25, y: 25)),
        (nil, CGPoint(x: 150, y: 150), nil, CGPoint(x: 100, y: 100)),
        (nil, nil, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50)),
    ])
    func fromToByFollowCoreAnimationsRules(from: CGPoint?, to: CGPoint?, by: CGPoint?, expected: CGPoint) throws {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        layer.add(positionAnimation(from: from, to: to, by: by), forKey: "move")
        runtime.advance(0.5)
        let position = try #require(layer.presentation()).position
        #expect(abs(position.x - expected.x) < 1e-9 && abs(position.y - expected.y) < 1e-9, "got \(position)")
    }

    @Test func finishedAnimationIsRemovedAndTheModelShows() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        layer.add(positionAnimation(from: .zero, to: CGPoint(x: 100, y: 100)), forKey: "move")
        runtime.advance(0.5)
        #expect(layer.animationKeys() == ["move"])
        runtime.advance(0.6)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentationProperties.position == CGPoint(x: 50, y: 50))
    }

    @Test func forwardFillWithoutRemovalHoldsTheEnd() throws {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let animation = positionAnimation(from: .zero, to: CGPoint(x: 100, y: 100))
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "move")
        runtime.advance(3)
        #expect(layer.animationKeys() == ["move"])
        #expect(try #require(layer.presentation()).position == CGPoint(x: 100, y: 100))
    }

    @Test func backwardFillShowsTheStartBeforeADelayedBegin() throws {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let animation = positionAnimation(from: .zero, to: CGPoint(x: 100, y: 100))
        animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 1
        animation.fillMode = .backwards
        layer.add(animation, forKey: "move")
        runtime.advance(0.5)
        #expect(try #require(layer.presentation()).position == .zero)
        runtime.advance(1)
        #expect(abs(try #require(layer.presentation()).position.x - 50) < 1e-9)
    }

    @Test func addingUnderAnExistingKeyReplacesTheOldAnimation() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let recorder = DelegateRecorder()
        let first = positionAnimation(from: .zero, to: CGPoint(x: 100, y: 100))
        first.delegate = recorder
        layer.add(first, forKey: "move")
        runtime.advance(TestRuntime.tick)
        layer.add(positionAnimation(from: .zero, to: CGPoint(x: 10, y: 10)), forKey: "move")
        runtime.advance(TestRuntime.tick)
        #expect(layer.animationKeys() == ["move"])
        #expect(recorder.events == ["start", "stop finished=false"])
    }

    @Test func delegateHearsStartThenFinishedStopOnce() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let recorder = DelegateRecorder()
        let animation = positionAnimation(from: .zero, to: CGPoint(x: 1, y: 1), duration: 0.5)
        animation.delegate = recorder
        layer.add(animation, forKey: "move")
        #expect(recorder.events.isEmpty)
        runtime.advance(TestRuntime.tick)
        #expect(recorder.events == ["start"])
        runtime.advance(1)
        runtime.advance(1)
        #expect(recorder.events == ["start", "stop finished=true"])
    }

    @Test func removingAnAnimationStopsItUnfinished() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let recorder = DelegateRecorder()
        let animation = positionAnimation(from: .zero, to: CGPoint(x: 1, y: 1))
        animation.delegate = recorder
        layer.add(animation, forKey: "move")
        runtime.advance(0.1)
        layer.removeAnimation(forKey: "move")
        runtime.advance(TestRuntime.tick)
        #expect(recorder.events == ["start", "stop finished=false"])
        #expect(layer.presentationProperties.position == CGPoint(x: 50, y: 50))
    }

    @Test func addCopiesTheAnimation() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let animation = positionAnimation(from: .zero, to: CGPoint(x: 100, y: 0))
        layer.add(animation, forKey: "move")
        animation.toValue = CGPoint(x: 1000, y: 0)
        runtime.advance(0.5)
        #expect(layer.presentationProperties.position.x == 50)
        #expect(layer.animation(forKey: "move") !== animation)
    }

    @Test func zeroDurationMeansTheTransactionDuration() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let animation = positionAnimation(from: .zero, to: CGPoint(x: 100, y: 0), duration: 0)
        layer.add(animation, forKey: "move")
        runtime.advance(0.125)
        #expect(abs(layer.presentationProperties.position.x - 50) < 1e-9)
        layer.removeAnimation(forKey: "move")
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        layer.add(animation, forKey: "slow")
        CATransaction.commit()
        // The copy keeps duration 0; the transaction's 2 s is what runs.
        #expect(layer.animation(forKey: "slow")?.duration == 0)
        runtime.advance(0.5)
        #expect(abs(layer.presentationProperties.position.x - 25) < 1e-9)
    }

    @Test func animationsStackInTheOrderAddedAndAdditiveOnesAdd() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        layer.add(positionAnimation(from: .zero, to: CGPoint(x: 100, y: 0)), forKey: "base")
        let wobble = positionAnimation(from: .zero, to: CGPoint(x: 0, y: 40))
        wobble.isAdditive = true
        layer.add(wobble, forKey: "wobble")
        runtime.advance(0.5)
        #expect(layer.presentationProperties.position == CGPoint(x: 50, y: 20))
    }

    @Test func cumulativeRepeatsStartWhereTheLastEnded() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 10
        animation.duration = 1
        animation.repeatCount = 3
        animation.isCumulative = true
        layer.add(animation, forKey: "step")
        runtime.advance(2.5)
        #expect(abs(layer.presentationProperties.position.x - 25) < 1e-9)
    }

    @Test func keyPathFieldsAnimateOnePartOfAStruct() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let animation = CABasicAnimation(keyPath: "bounds.size.width")
        animation.fromValue = 100
        animation.toValue = CGFloat(300)
        animation.duration = 1
        layer.add(animation, forKey: "grow")
        runtime.advance(0.5)
        #expect(layer.presentationProperties.bounds == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func opacityAndColourInterpolate() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = Float(1)
        fade.toValue = NSNumber(value: 0)
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        tint.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 0)
        tint.duration = 1
        layer.add(tint, forKey: "tint")
        runtime.advance(0.25)
        #expect(abs(layer.presentationProperties.opacity - 0.75) < 1e-6)
        let color = layer.presentationProperties.backgroundColor!
        #expect(abs(color.red - 0.75) < 1e-9 && abs(color.blue - 0.25) < 1e-9 && abs(color.alpha - 0.75) < 1e-9)
    }

    @Test func valuesOfTheWrongTypeAreReportedAndAnimateNothing() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            let animation = CABasicAnimation(keyPath: "position")
            animation.toValue = "far away"
            animation.duration = 1
            layer.add(animation, forKey: "bad")
            let unknown = CABasicAnimation(keyPath: "wobbliness")
            unknown.toValue = 3
            unknown.duration = 1
            layer.add(unknown, forKey: "unknown")
            let nan = CABasicAnimation(keyPath: "opacity")
            nan.toValue = Double.nan
            nan.duration = 1
            layer.add(nan, forKey: "nan")
        }
        runtime.advance(0.5)
        #expect(layer.presentationProperties.position == CGPoint(x: 50, y: 50))
        #expect(layer.presentationProperties.opacity == 1)
        #expect(layer.animationKeys() == ["bad", "unknown", "nan"])
        #expect(collector.messages.count == 3)
        #expect(collector.messages[0].contains("fromValue") == false && collector.messages[0].contains("toValue"))
        #expect(collector.messages[1].contains("wobbliness"))
    }
}

/// Records delegate callbacks as strings.
@MainActor
final class DelegateRecorder: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop finished=\(flag)") }
}
