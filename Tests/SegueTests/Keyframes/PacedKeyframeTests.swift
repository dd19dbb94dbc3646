import Foundation
import Testing
@testable import Segue

@Suite struct PacedKeyframeTests {
    @Test func keyTimesAreProportionalToTheDistanceTravelled() throws {
        let track = try KeyframeTrack(values: [0.0, 1, 3], calculationMode: .paced)
        #expect(track.keyTimes.count == 3)
        #expect(track.keyTimes[0] == 0)
        #expect(abs(track.keyTimes[1] - 1.0 / 3) < 1e-12)
        #expect(track.keyTimes[2] == 1)
    }

    @Test func speedIsConstantAcrossSegments() throws {
        let track = try KeyframeTrack(values: [0.0, 1, 3], calculationMode: .paced)
        for step in 0...12 {
            let fraction = Double(step) / 12
            #expect(abs(track.value(at: fraction) - 3 * fraction) < 1e-9)
        }
    }

    @Test func distanceIsEuclideanForPoints() throws {
        let track = try KeyframeTrack(
            values: [CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 10)], calculationMode: .paced)
        #expect(abs(track.keyTimes[1] - 5.0 / 11) < 1e-12)
        let point = track.value(at: 8.0 / 11)
        #expect(abs(point.x - 3) < 1e-9 && abs(point.y - 7) < 1e-9)
    }

    @Test func backtrackingCountsTheDistanceBothWays() throws {
        let track = try KeyframeTrack(values: [0.0, 2, 1], calculationMode: .paced)
        #expect(abs(track.keyTimes[1] - 2.0 / 3) < 1e-12)
        #expect(abs(track.value(at: 5.0 / 6) - 1.5) < 1e-9)
    }

    @Test func keyTimesAndTimingFunctionsAreIgnoredEvenWhenInvalid() throws {
        let track = try KeyframeTrack(values: [0.0, 1, 3], keyTimes: [0.9, 0.1],
                                      timingFunctions: [UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)],
                                      calculationMode: .paced)
        #expect(track.timingFunctions == nil)
        #expect(abs(track.value(at: 0.5) - 1.5) < 1e-9)
    }

    @Test func identicalValuesFallBackToEvenSpacing() throws {
        let track = try KeyframeTrack(values: [2.0, 2, 2], calculationMode: .paced)
        #expect(track.keyTimes == [0, 0.5, 1])
        #expect(track.value(at: 0.3) == 2)
    }

    @Test func repeatedValueMakesAZeroLengthSegment() throws {
        let track = try KeyframeTrack(values: [0.0, 1, 1, 2], calculationMode: .paced)
        #expect(abs(track.keyTimes[1] - 0.5) < 1e-12 && abs(track.keyTimes[2] - 0.5) < 1e-12)
        #expect(abs(track.value(at: 0.75) - 1.5) < 1e-9)
    }
}
