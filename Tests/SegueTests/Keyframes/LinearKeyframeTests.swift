import Foundation
import Testing
@testable import Segue

@Suite struct LinearKeyframeTests {
    @Test func evenlySpacedWhenNoKeyTimesAreGiven() throws {
        let track = try KeyframeTrack(values: [0.0, 10, 30])
        #expect(track.keyTimes == [0, 0.5, 1])
        #expect(abs(track.value(at: 0.25) - 5) < 1e-9)
        #expect(track.value(at: 0.5) == 10)
        #expect(abs(track.value(at: 0.75) - 20) < 1e-9)
        #expect(track.value(at: 1) == 30)
    }

    @Test func interpolatesBetweenValuesAtTheGivenKeyTimes() throws {
        let track = try KeyframeTrack(values: [0.0, 10, 30], keyTimes: [0, 0.2, 1])
        #expect(abs(track.value(at: 0.1) - 5) < 1e-9)
        #expect(track.value(at: 0.2) == 10)
        #expect(abs(track.value(at: 0.6) - 20) < 1e-9)
    }

    @Test func fractionsOutsideTheUnitIntervalGiveTheFirstAndLastValue() throws {
        let track = try KeyframeTrack(values: [0.0, 10, 30])
        #expect(track.value(at: -0.5) == 0)
        #expect(track.value(at: 1.5) == 30)
        #expect(track.value(at: .nan) == 0)
        #expect(track.value(at: .infinity) == 30)
        #expect(track.value(at: -.infinity) == 0)
    }

    @Test func firstValueHoldsBeforeTheFirstKeyTimeAndLastAfterTheLast() throws {
        let track = try KeyframeTrack(values: [0.0, 10], keyTimes: [0.2, 0.6])
        #expect(track.value(at: 0.1) == 0)
        #expect(abs(track.value(at: 0.4) - 5) < 1e-9)
        #expect(track.value(at: 0.8) == 10)
    }

    @Test func equalKeyTimesMakeAJumpShowingTheLaterValueAtThatTime() throws {
        let track = try KeyframeTrack(values: [0.0, 1, 5, 6], keyTimes: [0, 0.5, 0.5, 1])
        #expect(abs(track.value(at: 0.25) - 0.5) < 1e-9)
        #expect(abs(track.value(at: 0.5 - 1e-9) - 1) < 1e-6)
        #expect(track.value(at: 0.5) == 5)
        #expect(abs(track.value(at: 0.75) - 5.5) < 1e-9)
    }

    @Test func aSingleValueIsConstant() throws {
        let track = try KeyframeTrack(values: [7.0])
        #expect(track.keyTimes == [0])
        for fraction in [-1.0, 0, 0.3, 1, 2] { #expect(track.value(at: fraction) == 7) }
        let placed = try KeyframeTrack(values: [7.0], keyTimes: [0.4])
        #expect(placed.value(at: 0) == 7 && placed.value(at: 1) == 7)
    }

    @Test func easeInSegmentIsAtReferenceValueHalfwayThroughTheSegment() throws {
        let easeIn = UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
        let track = try KeyframeTrack(values: [0.0, 1, 2], timingFunctions: [easeIn, .linear])
        // Halfway through the first segment the eased segment fraction is 0.315357.
        #expect(abs(track.value(at: 0.25) - 0.315357) < 1e-6)
        #expect(abs(track.value(at: 0.25) - easeIn.solve(0.5)) < 1e-12)
        // The second segment is linear and starts from the first segment's end value.
        #expect(abs(track.value(at: 0.75) - 1.5) < 1e-9)
        #expect(track.value(at: 0.5) == 1)
        #expect(track.timingFunctions == [easeIn, .linear])
    }

    @Test func timingFunctionsApplyToTheSegmentLocalFractionWithUnevenKeyTimes() throws {
        let easeOut = UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
        let track = try KeyframeTrack(values: [0.0, 10, 20], keyTimes: [0, 0.8, 1],
                                      timingFunctions: [.linear, easeOut])
        #expect(abs(track.value(at: 0.9) - (10 + 10 * 0.684643)) < 1e-5)
        #expect(abs(track.value(at: 0.9) - (10 + 10 * easeOut.solve(0.5))) < 1e-9)
    }

    @Test func overshootingTimingFunctionExtrapolatesPastTheSegmentsValues() throws {
        let back = UnitBezier(x1: 0.3, y1: 1.6, x2: 0.7, y2: 1.6)
        let track = try KeyframeTrack(values: [0.0, 10], timingFunctions: [back])
        let eased = back.solve(0.5)
        #expect(eased > 1)
        #expect(abs(track.value(at: 0.5) - 10 * eased) < 1e-9)
    }

    @Test func pointsInterpolateComponentWise() throws {
        let track = try KeyframeTrack(values: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 20), CGPoint(x: 10, y: 0)])
        let quarter = track.value(at: 0.25)
        #expect(abs(quarter.x - 5) < 1e-9 && abs(quarter.y - 10) < 1e-9)
        let threeQuarters = track.value(at: 0.75)
        #expect(abs(threeQuarters.x - 10) < 1e-9 && abs(threeQuarters.y - 10) < 1e-9)
    }

    @Test func colorsInterpolateStraightRGBA() throws {
        let track = try KeyframeTrack(values: [RGBAColor(red: 1, green: 0, blue: 0, alpha: 1), .clear, .white])
        let color = track.value(at: 0.25)
        #expect(abs(color.red - 0.5) < 1e-9 && abs(color.alpha - 0.5) < 1e-9)
        #expect(color.green == 0 && color.blue == 0)
    }

    @Test func rectsInterpolateAsFourVectors() throws {
        let track = try KeyframeTrack(values: [CGRect(x: 0, y: 0, width: 100, height: 100),
                                               CGRect(x: 50, y: 20, width: 200, height: 0)])
        let rect = track.value(at: 0.5)
        #expect(abs(rect.origin.x - 25) < 1e-9 && abs(rect.origin.y - 10) < 1e-9)
        #expect(abs(rect.size.width - 150) < 1e-9 && abs(rect.size.height - 50) < 1e-9)
    }
}
