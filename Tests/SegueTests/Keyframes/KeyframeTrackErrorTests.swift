import Foundation
import Testing
@testable import Segue

@Suite struct KeyframeTrackErrorTests {
    @Test func emptyValuesAreRejected() {
        #expect(throws: KeyframeTrackError.noValues) { try KeyframeTrack<Double>(values: []) }
        #expect(KeyframeTrackError.noValues.description.contains("values is empty"))
    }

    @Test func nonFiniteValuesAreRejectedByIndex() {
        #expect(throws: KeyframeTrackError.nonFiniteValue(index: 1)) {
            try KeyframeTrack(values: [0.0, .nan, 2])
        }
        #expect(throws: KeyframeTrackError.nonFiniteValue(index: 0)) {
            try KeyframeTrack(values: [CGPoint(x: CGFloat.infinity, y: 0), .zero])
        }
        #expect(throws: KeyframeTrackError.nonFiniteValue(index: 2)) {
            try KeyframeTrack(values: [RGBAColor.black, .white, RGBAColor(red: 0, green: .nan, blue: 0)],
                              calculationMode: .discrete)
        }
        #expect(KeyframeTrackError.nonFiniteValue(index: 1).description.contains("values[1]"))
    }

    @Test func neighboursWhoseDifferenceOverflowsAreRejected() {
        #expect(throws: KeyframeTrackError.valuesTooFarApart(index: 2)) {
            try KeyframeTrack(values: [0.0, 1e308, -1e308])
        }
        #expect(KeyframeTrackError.valuesTooFarApart(index: 2).description.contains("values[2] and values[1]"))
    }

    @Test func unknownCalculationModeIsRejected() {
        #expect(throws: KeyframeTrackError.unknownCalculationMode("bouncy")) {
            try KeyframeTrack(values: [0.0, 1], calculationMode: CAAnimationCalculationMode("bouncy"))
        }
        #expect(KeyframeTrackError.unknownCalculationMode("bouncy").description.contains("\"bouncy\""))
    }

    @Test func keyTimesNeedOnePerValue() {
        #expect(throws: KeyframeTrackError.keyTimesCountMismatch(expected: 3, actual: 2)) {
            try KeyframeTrack(values: [0.0, 1, 2], keyTimes: [0, 1])
        }
        #expect(throws: KeyframeTrackError.keyTimesCountMismatch(expected: 3, actual: 4)) {
            try KeyframeTrack(values: [0.0, 1, 2], keyTimes: [0, 0.2, 0.5, 1], calculationMode: .cubic)
        }
        #expect(KeyframeTrackError.keyTimesCountMismatch(expected: 3, actual: 2).description
            == "keyTimes has 2 entries but needs 3 (one per value)")
    }

    @Test func discreteKeyTimesNeedOnePerValueOrOneMore() {
        #expect(throws: KeyframeTrackError.discreteKeyTimesCountMismatch(valueCount: 2, actual: 4)) {
            try KeyframeTrack(values: [0.0, 1], keyTimes: [0, 0.2, 0.5, 1], calculationMode: .discrete)
        }
        #expect(throws: KeyframeTrackError.discreteKeyTimesCountMismatch(valueCount: 2, actual: 1)) {
            try KeyframeTrack(values: [0.0, 1], keyTimes: [0], calculationMode: .discrete)
        }
        #expect(KeyframeTrackError.discreteKeyTimesCountMismatch(valueCount: 2, actual: 4).description.contains("needs 2 or 3"))
    }

    @Test func keyTimesMustNotBeNaN() {
        #expect(throws: KeyframeTrackError.keyTimeNotANumber(index: 1)) {
            try KeyframeTrack(values: [0.0, 1, 2], keyTimes: [0, .nan, 1])
        }
        #expect(KeyframeTrackError.keyTimeNotANumber(index: 1).description == "keyTimes[1] is NaN")
    }

    @Test func keyTimesMustLieInTheUnitInterval() {
        #expect(throws: KeyframeTrackError.keyTimeOutOfRange(index: 2, value: 1.5)) {
            try KeyframeTrack(values: [0.0, 1, 2], keyTimes: [0, 0.5, 1.5])
        }
        #expect(throws: KeyframeTrackError.keyTimeOutOfRange(index: 0, value: -0.1)) {
            try KeyframeTrack(values: [0.0, 1], keyTimes: [-0.1, 1], calculationMode: .discrete)
        }
        #expect(throws: KeyframeTrackError.keyTimeOutOfRange(index: 1, value: .infinity)) {
            try KeyframeTrack(values: [0.0, 1], keyTimes: [0, .infinity])
        }
        #expect(KeyframeTrackError.keyTimeOutOfRange(index: 2, value: 1.5).description.contains("outside [0, 1]"))
    }

    @Test func keyTimesMustNotDecrease() {
        #expect(throws: KeyframeTrackError.keyTimesDecreasing(index: 2)) {
            try KeyframeTrack(values: [0.0, 1, 2], keyTimes: [0, 0.6, 0.4])
        }
        #expect(KeyframeTrackError.keyTimesDecreasing(index: 2).description.contains("keyTimes[2] is smaller than keyTimes[1]"))
    }

    @Test func timingFunctionsNeedOnePerSegment() {
        #expect(throws: KeyframeTrackError.timingFunctionsCountMismatch(expected: 2, actual: 3)) {
            try KeyframeTrack(values: [0.0, 1, 2], timingFunctions: [.linear, .linear, .linear])
        }
        #expect(throws: KeyframeTrackError.timingFunctionsCountMismatch(expected: 1, actual: 0)) {
            try KeyframeTrack(values: [0.0, 1], timingFunctions: [], calculationMode: .cubic)
        }
        #expect(KeyframeTrackError.timingFunctionsCountMismatch(expected: 2, actual: 3).description
            == "timingFunctions has 3 entries but needs 2 (one per segment)")
    }

    @Test func splineParametersNeedOneFiniteEntryPerValueInCubicModes() {
        #expect(throws: KeyframeTrackError.splineParameterCountMismatch(parameter: "tensionValues", expected: 3, actual: 2)) {
            try KeyframeTrack(values: [0.0, 1, 2], calculationMode: .cubic, tensionValues: [0, 0])
        }
        #expect(throws: KeyframeTrackError.nonFiniteSplineParameter(parameter: "biasValues", index: 1)) {
            try KeyframeTrack(values: [0.0, 1, 2], calculationMode: .cubicPaced, biasValues: [0, .nan, 0])
        }
        #expect(throws: KeyframeTrackError.splineParameterCountMismatch(parameter: "continuityValues", expected: 2, actual: 1)) {
            try KeyframeTrack(values: [0.0, 1], calculationMode: .cubic, continuityValues: [0])
        }
        #expect(throws: KeyframeTrackError.splineParameterOutOfRange(parameter: "tensionValues", index: 0, value: 1.5)) {
            try KeyframeTrack(values: [0.0, 1], calculationMode: .cubic, tensionValues: [1.5, 0])
        }
        #expect(KeyframeTrackError.nonFiniteSplineParameter(parameter: "biasValues", index: 1).description == "biasValues[1] is not finite")
        #expect(KeyframeTrackError.splineParameterOutOfRange(parameter: "tensionValues", index: 0, value: 1.5).description
            == "tensionValues[0] = 1.5 is outside [-1, 1]")
    }

    @Test func parametersAModeIgnoresAreNotChecked() throws {
        // Paced modes ignore key times and timing functions; non-cubic modes ignore TCB.
        _ = try KeyframeTrack(values: [0.0, 1], keyTimes: [.nan], timingFunctions: [], calculationMode: .paced)
        _ = try KeyframeTrack(values: [0.0, 1], keyTimes: [2, 1], calculationMode: .cubicPaced)
        _ = try KeyframeTrack(values: [0.0, 1], calculationMode: .linear, tensionValues: [.nan])
        _ = try KeyframeTrack(values: [0.0, 1], timingFunctions: [], calculationMode: .discrete)
    }
}
