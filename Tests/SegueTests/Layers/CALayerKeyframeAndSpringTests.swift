import Foundation
import Testing
import SegueTestSupport
@testable import Segue

@MainActor @Suite struct CALayerKeyframeAndSpringTests {
    @Test func keyframeAnimationPassesThroughItsValuesAtTheirKeyTimes() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let hop = CAKeyframeAnimation(keyPath: "position.y")
        hop.values = [0, 100, 50]
        hop.keyTimes = [0, 0.25, 1]
        hop.duration = 1
        layer.add(hop, forKey: "hop")
        runtime.advance(0.25)
        #expect(abs(layer.presentationProperties.position.y - 100) < 1e-9)
        runtime.advance(0.375)
        #expect(abs(layer.presentationProperties.position.y - 75) < 1e-9)
    }

    @Test func keyframeSegmentsUseTheirOwnTimingFunctions() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let hop = CAKeyframeAnimation(keyPath: "opacity")
        hop.values = [0, 1, 0]
        hop.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        hop.duration = 1
        layer.add(hop, forKey: "hop")
        runtime.advance(0.25)
        #expect(abs(Double(layer.presentationProperties.opacity) - 0.315357) < 1e-6)
    }

    @Test func inconsistentKeyTimesAreReportedAndEvenlySpaced() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            let hop = CAKeyframeAnimation(keyPath: "position.x")
            hop.values = [0, 100, 200]
            hop.keyTimes = [0, 0.9, 0.1]
            hop.duration = 1
            layer.add(hop, forKey: "hop")
        }
        runtime.advance(0.25)
        #expect(abs(layer.presentationProperties.position.x - 50) < 1e-9)
        #expect(!collector.messages.isEmpty)
    }

    @Test func transformKeyframesSplineInDecomposedForm() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let turn = CAKeyframeAnimation(keyPath: "transform")
        turn.values = [CATransform3DIdentity, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), CATransform3DMakeRotation(.pi, 0, 0, 1)]
        turn.duration = 1
        layer.add(turn, forKey: "turn")
        runtime.advance(0.25)
        let t = layer.presentationProperties.transform
        let expected = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        #expect(abs(Double(t.m11 - expected.m11)) < 1e-9 && abs(Double(t.m12 - expected.m12)) < 1e-9)
    }

    @Test func springAnimationFollowsTheClosedFormInRealSeconds() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = spring.settlingDuration
        // Timing functions don't apply to springs.
        spring.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(spring, forKey: "spring")
        runtime.advance(0.25)
        // m = 1, k = 100, c = 10: ζ = 0.5, ω0 = 10.
        let zeta = 0.5, omega = 10.0, omegaD = omega * (1 - zeta * zeta).squareRoot(), t = 0.25
        let expected = 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
        #expect(abs(layer.presentationProperties.position.x - 100 * expected) < 1e-6)
    }

    @Test func groupMembersRunOnTheGroupsTimeline() {
        let runtime = TestRuntime()
        let layer = runtime.makeLayer()
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.duration = 1
        let late = CABasicAnimation(keyPath: "opacity")
        late.fromValue = 1
        late.toValue = 0
        late.beginTime = 1
        late.duration = 1
        let group = CAAnimationGroup()
        group.animations = [slide, late]
        group.duration = 1.5
        layer.add(group, forKey: "group")
        runtime.advance(0.5)
        #expect(abs(layer.presentationProperties.position.x - 50) < 1e-9)
        #expect(layer.presentationProperties.opacity == 1)
        runtime.advance(0.75)
        // Slide ended (removed fill: the model's 50); the fade is a quarter in.
        #expect(layer.presentationProperties.position.x == 50)
        #expect(abs(layer.presentationProperties.opacity - 0.75) < 1e-6)
        runtime.advance(0.5)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentationProperties.opacity == 1)
    }
}
