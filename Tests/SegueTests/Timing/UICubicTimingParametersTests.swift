import Foundation
import Testing
@testable import Segue

@Suite struct UICubicTimingParametersTests {
    @Test func animationCurveFormIsBuiltinWithZeroControlPoints() {
        let parameters = UICubicTimingParameters(animationCurve: .easeOut)
        #expect(parameters.animationCurve == .easeOut)
        #expect(parameters.controlPoint1 == .zero)
        #expect(parameters.controlPoint2 == .zero)
        #expect(parameters.timingCurveType == .builtin)
        #expect(parameters.unitBezier == UIViewAnimationCurve.easeOut.unitBezier)
        #expect(abs(parameters.progress(at: 0.5) - 0.684643) < 1e-6)
    }

    @Test func controlPointFormIsCubicAndKeepsThePoints() {
        let parameters = UICubicTimingParameters(
            controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
        #expect(parameters.timingCurveType == .cubic)
        #expect(parameters.controlPoint1 == CGPoint(x: 0.1, y: 0.9))
        #expect(parameters.controlPoint2 == CGPoint(x: 0.2, y: 1))
        #expect(parameters.animationCurve == .easeInOut)
        #expect(parameters.unitBezier == UnitBezier(x1: 0.1, y1: 0.9, x2: 0.2, y2: 1))
    }

    @Test func defaultIsCoreAnimationsDefaultCurve() {
        let parameters = UICubicTimingParameters()
        #expect(parameters.controlPoint1 == CGPoint(x: 0.25, y: 0.1))
        #expect(parameters.controlPoint2 == CGPoint(x: 0.25, y: 1))
        #expect(abs(parameters.progress(at: 0.5) - 0.802403) < 1e-6)
    }

    @Test func providesItselfAsCubicParametersAndNoSpring() {
        let parameters = UICubicTimingParameters(animationCurve: .linear)
        let provider: any UITimingCurveProvider = parameters
        #expect(provider.cubicTimingParameters === parameters)
        #expect(provider.springTimingParameters == nil)
    }

    @Test func controlPointXOutsideUnitIntervalIsClampedAndReported() {
        let collector = SegueDiagnostics.Collector()
        let parameters = SegueDiagnostics.$sink.withValue(collector.sink) {
            UICubicTimingParameters(controlPoint1: CGPoint(x: -1, y: 0), controlPoint2: CGPoint(x: CGFloat.nan, y: 1))
        }
        #expect(collector.messages.count == 1)
        #expect(parameters.unitBezier == UnitBezier.linear)
        #expect(parameters.progress(at: 0.5).isFinite)
    }

    @Test func equalWhenMadeTheSameWay() {
        #expect(UICubicTimingParameters(animationCurve: .easeIn) == UICubicTimingParameters(animationCurve: .easeIn))
        #expect(UICubicTimingParameters(animationCurve: .easeIn).hash
            == UICubicTimingParameters(animationCurve: .easeIn).hash)
        #expect(UICubicTimingParameters(animationCurve: .easeIn) != UICubicTimingParameters(animationCurve: .easeOut))
        // Same shape, different description: UIKit distinguishes them too.
        #expect(UICubicTimingParameters(animationCurve: .linear)
            != UICubicTimingParameters(controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1)))
    }
}
