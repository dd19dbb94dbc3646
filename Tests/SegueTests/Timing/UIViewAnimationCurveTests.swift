import Testing
@testable import Segue

@Suite struct UIViewAnimationCurveTests {
    @Test func rawValuesAreUIKits() {
        #expect(UIViewAnimationCurve.easeInOut.rawValue == 0)
        #expect(UIViewAnimationCurve.easeIn.rawValue == 1)
        #expect(UIViewAnimationCurve.easeOut.rawValue == 2)
        #expect(UIViewAnimationCurve.linear.rawValue == 3)
        #expect(UIViewAnimationCurve(rawValue: 4) == nil)
    }

    @Test func curvesUseTheCoreAnimationFunctionsOfTheSameShape() {
        #expect(UIViewAnimationCurve.easeInOut.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(UIViewAnimationCurve.easeIn.timingFunction == CAMediaTimingFunction(name: .easeIn))
        #expect(UIViewAnimationCurve.easeOut.timingFunction == CAMediaTimingFunction(name: .easeOut))
        #expect(UIViewAnimationCurve.linear.timingFunction == CAMediaTimingFunction(name: .linear))
        #expect(UIViewAnimationCurve.easeInOut.mediaTimingFunctionName == .easeInEaseOut)
    }

    @Test func defaultCurveIsEaseInEaseOutNotCoreAnimationsDefault() {
        let curve = UIViewAnimationCurve(rawValue: 0)!
        #expect(abs(curve.unitBezier.solve(0.25) - 0.129162) < 1e-6)
        #expect(curve.timingFunction != CAMediaTimingFunction(name: .default))
    }

    @Test(arguments: [UIViewAnimationCurve.easeInOut, .easeIn, .easeOut, .linear])
    func unitBezierIsTheTimingFunctionsCurve(curve: UIViewAnimationCurve) {
        #expect(curve.unitBezier == curve.timingFunction.unitBezier)
    }

    @Test func referenceValuesAtHalf() {
        #expect(abs(UIViewAnimationCurve.easeIn.unitBezier.solve(0.5) - 0.315357) < 1e-6)
        #expect(abs(UIViewAnimationCurve.easeOut.unitBezier.solve(0.5) - 0.684643) < 1e-6)
        #expect(abs(UIViewAnimationCurve.linear.unitBezier.solve(0.3) - 0.3) < 1e-9)
    }
}
