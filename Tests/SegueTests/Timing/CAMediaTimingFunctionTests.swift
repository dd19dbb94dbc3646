import Testing
@testable import Segue

/// Reads control point `index` through Core Animation's pointer API.
private func controlPoint(_ function: CAMediaTimingFunction, _ index: Int) -> [Float] {
    var values: [Float] = [-7, -7]
    values.withUnsafeMutableBufferPointer { buffer in
        function.getControlPoint(at: index, values: buffer.baseAddress!)
    }
    return values
}

/// Runs `body` and returns the diagnostics it reported.
private func diagnostics(_ body: () -> Void) -> [String] {
    let collector = SegueDiagnostics.Collector()
    SegueDiagnostics.$sink.withValue(collector.sink) { body() }
    return collector.messages
}

@Suite struct CAMediaTimingFunctionTests {
    @Test(arguments: [(0.25, 0.129162), (0.5, 0.5), (0.75, 0.870838)])
    func easeInEaseOutMatchesReferenceValues(fraction: Double, progress: Double) {
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(abs(function.progress(at: fraction) - progress) < 1e-6)
    }

    @Test func namedFunctionsMatchReferenceValuesAtHalf() {
        #expect(abs(CAMediaTimingFunction(name: .default).progress(at: 0.5) - 0.802403) < 1e-6)
        #expect(abs(CAMediaTimingFunction(name: .easeIn).progress(at: 0.5) - 0.315357) < 1e-6)
        #expect(abs(CAMediaTimingFunction(name: .easeOut).progress(at: 0.5) - 0.684643) < 1e-6)
        #expect(abs(CAMediaTimingFunction(name: .linear).progress(at: 0.5) - 0.5) < 1e-6)
    }

    @Test func controlPointsAreEndpointsAndTheTwoGivenPoints() {
        let function = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        #expect(controlPoint(function, 0) == [0, 0])
        #expect(controlPoint(function, 1) == [0.1, 0.2])
        #expect(controlPoint(function, 2) == [0.3, 0.4])
        #expect(controlPoint(function, 3) == [1, 1])
    }

    @Test func namedFunctionReportsItsReferenceControlPoints() {
        let function = CAMediaTimingFunction(name: .default)
        #expect(controlPoint(function, 1) == [0.25, 0.1])
        #expect(controlPoint(function, 2) == [0.25, 1])
    }

    @Test(arguments: [-1, 4, Int.min, Int.max])
    func outOfRangeControlPointIndexLeavesValuesUntouchedAndReports(index: Int) {
        let function = CAMediaTimingFunction(name: .easeIn)
        var values: [Float] = []
        let messages = diagnostics { values = controlPoint(function, index) }
        #expect(values == [-7, -7])
        #expect(messages.count == 1)
        #expect(messages.first?.contains("\(index)") == true)
    }

    @Test func unknownNameGivesLinearAndReports() {
        var function: CAMediaTimingFunction?
        let messages = diagnostics { function = CAMediaTimingFunction(name: CAMediaTimingFunctionName("wobble")) }
        #expect(function == CAMediaTimingFunction(name: .linear))
        #expect(messages.count == 1)
        #expect(messages.first?.contains("wobble") == true)
    }

    @Test func knownNamesReportNothing() {
        let messages = diagnostics {
            for name in [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
                _ = CAMediaTimingFunction(name: name)
            }
        }
        #expect(messages.isEmpty)
    }

    @Test func controlPointXOutsideUnitIntervalIsClampedAndReported() {
        var function: CAMediaTimingFunction?
        let messages = diagnostics { function = CAMediaTimingFunction(controlPoints: -0.5, 0.2, 1.5, 0.8) }
        #expect(messages.count == 1)
        #expect(controlPoint(function!, 1) == [0, 0.2])
        #expect(controlPoint(function!, 2) == [1, 0.8])
    }

    @Test func nonFiniteControlPointIsReplacedByLinearsAndNeverGivesNaN() {
        var function: CAMediaTimingFunction?
        let messages = diagnostics { function = CAMediaTimingFunction(controlPoints: .nan, .infinity, 0.58, 1) }
        #expect(messages.count == 1)
        #expect(controlPoint(function!, 1) == [0, 0])
        for i in 0...10 {
            #expect(function!.progress(at: Double(i) / 10).isFinite)
        }
    }

    @Test func overshootingYIsKeptSoTheCurveOvershoots() {
        let messages = diagnostics {
            let function = CAMediaTimingFunction(controlPoints: 0.3, 1.6, 0.7, 1.4)
            #expect(function.progress(at: 0.6) > 1)
        }
        #expect(messages.isEmpty)
    }

    @Test func progressIsClampedOutsideTheDurationAndZeroForNaN() {
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(function.progress(at: -1) == 0)
        #expect(function.progress(at: 0) == 0)
        #expect(function.progress(at: 1) == 1)
        #expect(function.progress(at: 2) == 1)
        #expect(function.progress(at: .nan) == 0)
    }

    @Test func slopeIsTheCurvesDerivative() {
        let function = CAMediaTimingFunction(name: .easeIn)
        let h = 1e-6
        let difference = (function.progress(at: 0.4 + h) - function.progress(at: 0.4 - h)) / (2 * h)
        #expect(abs(function.slope(at: 0.4) - difference) < 1e-5)
    }

    @Test func functionsWithTheSameControlPointsAreEqualAndHashAlike() {
        let named = CAMediaTimingFunction(name: .easeInEaseOut)
        let explicit = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        #expect(named.isEqual(explicit))
        #expect(named == explicit)
        #expect(named.hash == explicit.hash)
        #expect(named != CAMediaTimingFunction(name: .easeIn))
        #expect(!named.isEqual("easeInEaseOut"))
    }

    @Test func unitBezierHasTheControlPoints() {
        let function = CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)
        #expect(function.unitBezier == UnitBezier(x1: Double(Float(0.25)), y1: Double(Float(0.1)), x2: 0.25, y2: 1))
    }
}
