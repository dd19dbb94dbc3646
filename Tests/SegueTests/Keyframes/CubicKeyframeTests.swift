import Foundation
import Testing
@testable import Segue

@Suite struct CubicKeyframeTests {
    static let values: [Double] = [0, 1, 3, 2]

    /// The cubic Hermite curve between p0 and p1 with tangents m0 and m1, by hand.
    static func hermite(_ p0: Double, _ p1: Double, _ m0: Double, _ m1: Double, _ u: Double) -> Double {
        (2 * u * u * u - 3 * u * u + 1) * p0 + (u * u * u - 2 * u * u + u) * m0
            + (3 * u * u - 2 * u * u * u) * p1 + (u * u * u - u * u) * m1
    }

    @Test(arguments: [nil, [0, 0.1, 0.7, 1.0]] as [[Double]?])
    func passesThroughEveryValueAtItsKeyTime(keyTimes: [Double]?) throws {
        let track = try KeyframeTrack(values: Self.values, keyTimes: keyTimes, calculationMode: .cubic)
        for (index, time) in track.keyTimes.enumerated() {
            #expect(abs(track.value(at: time) - Self.values[index]) < 1e-12)
        }
    }

    @Test func interiorSegmentMidpointFollowsTheCatmullRomFormula() throws {
        let track = try KeyframeTrack(values: Self.values, calculationMode: .cubic)
        // (−P0 + 9·P1 + 9·P2 − P3) / 16 = (0 + 9 + 27 − 2) / 16
        #expect(abs(track.value(at: 0.5) - 34.0 / 16) < 1e-9)
    }

    @Test func endTangentsReflectTheMissingNeighbour() throws {
        let track = try KeyframeTrack(values: Self.values, calculationMode: .cubic)
        // First key: tangent P1 − P0 = 1; second key: (P2 − P0)/2 = 1.5.
        #expect(abs(track.value(at: 1.0 / 6) - Self.hermite(0, 1, 1, 1.5, 0.5)) < 1e-9)
        #expect(abs(track.value(at: 1.0 / 6) - 0.4375) < 1e-9)
        // Third key: (P3 − P1)/2 = 0.5; last key: P3 − P2 = −1.
        #expect(abs(track.value(at: 5.0 / 6) - 2.6875) < 1e-9)
        for (tangent, expected) in zip(track.startTangents, [1, 1.5, 0.5]) { #expect(abs(tangent - expected) < 1e-12) }
        for (tangent, expected) in zip(track.endTangents, [1.5, 0.5, -1]) { #expect(abs(tangent - expected) < 1e-12) }
    }

    @Test func twoValuesMoveAlongTheStraightLineAtConstantSpeed() throws {
        let track = try KeyframeTrack(values: [2.0, 6], calculationMode: .cubic)
        for step in 0...10 {
            let fraction = Double(step) / 10
            #expect(abs(track.value(at: fraction) - (2 + 4 * fraction)) < 1e-9)
        }
    }

    @Test func tangentsAreContinuousAtInteriorKeysWithEvenSpacing() throws {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 3), CGPoint(x: 4, y: 0), CGPoint(x: 2, y: -1)]
        let track = try KeyframeTrack(values: points, calculationMode: .cubic)
        for key in 1..<points.count - 1 {
            #expect(track.endTangents[key - 1].vectorDistance(to: track.startTangents[key]) < 1e-12)
        }
        // And numerically: the one-sided derivatives agree at each interior key.
        let h = 1e-6
        for time in track.keyTimes.dropFirst().dropLast() {
            let left = CGPoint.vectorDifference(track.value(at: time), track.value(at: time - h)).vectorScaled(by: 1 / h)
            let right = CGPoint.vectorDifference(track.value(at: time + h), track.value(at: time)).vectorScaled(by: 1 / h)
            #expect(left.vectorDistance(to: right) < 1e-3)
        }
    }

    @Test func unevenKeyTimesScaleTangentsSoVelocityIsContinuous() throws {
        let track = try KeyframeTrack(values: [0.0, 1, 3], keyTimes: [0, 0.25, 1], calculationMode: .cubic)
        // Catmull-Rom tangent at the middle key is 1.5, scaled by 2Δ/(Δ₋ + Δ₊).
        #expect(abs(track.endTangents[0] - 0.75) < 1e-12)
        #expect(abs(track.startTangents[1] - 2.25) < 1e-12)
        // Velocity in time, tangent / segment duration, is 3 on both sides.
        #expect(abs(track.endTangents[0] / 0.25 - track.startTangents[1] / 0.75) < 1e-12)
        #expect(abs(track.value(at: 0.125) - 0.53125) < 1e-9)
        #expect(abs(track.value(at: 0.625) - 2.03125) < 1e-9)
    }

    @Test func fullTensionGivesZeroTangentsAndEasesEachSegment() throws {
        let track = try KeyframeTrack(values: [0.0, 4, 2], calculationMode: .cubic, tensionValues: [1, 1, 1])
        #expect(track.startTangents.allSatisfy { $0 == 0 } && track.endTangents.allSatisfy { $0 == 0 })
        // A quarter through the first segment: 4·(3u² − 2u³) at u = 0.25.
        #expect(abs(track.value(at: 0.125) - 0.625) < 1e-9)
        #expect(abs(track.value(at: 0.75) - 3) < 1e-9)
    }

    @Test func halfTensionHalvesTheTangents() throws {
        let track = try KeyframeTrack(values: Self.values, calculationMode: .cubic, tensionValues: [0.5, 0.5, 0.5, 0.5])
        #expect(abs(track.value(at: 0.5) - Self.hermite(1, 3, 0.75, 0.25, 0.5)) < 1e-9)
        #expect(abs(track.value(at: 0.5) - 2.0625) < 1e-9)
    }

    @Test func continuityMinusOneGivesStraightSegments() throws {
        let track = try KeyframeTrack(values: Self.values, calculationMode: .cubic, continuityValues: [-1, -1, -1, -1])
        for step in 0...12 {
            let fraction = Double(step) / 12
            let linear = try KeyframeTrack(values: Self.values).value(at: fraction)
            #expect(abs(track.value(at: fraction) - linear) < 1e-9)
        }
    }

    @Test func nonZeroContinuityMakesIncomingAndOutgoingTangentsDiffer() throws {
        let track = try KeyframeTrack(values: Self.values, calculationMode: .cubic, continuityValues: [0, 0.5, 0.5, 0])
        // Key 1 (B = 1, F = 2): outgoing 0.75·1 + 0.25·2, incoming 0.25·1 + 0.75·2.
        #expect(abs(track.startTangents[1] - 1.25) < 1e-12)
        #expect(abs(track.endTangents[0] - 1.75) < 1e-12)
        // Key 2 (B = 2, F = −1): incoming 0.25·2 + 0.75·(−1).
        #expect(abs(track.endTangents[1] + 0.25) < 1e-12)
        #expect(abs(track.value(at: 0.5) - 2.1875) < 1e-9)
    }

    @Test func biasLeansTangentsTowardsThePreviousOrNextSegment() throws {
        let towardsPrevious = try KeyframeTrack(values: Self.values, calculationMode: .cubic, biasValues: [1, 1, 1, 1])
        // b = 1: tangents are the backward differences, 1 at key 1 and 2 at key 2.
        #expect(abs(towardsPrevious.value(at: 0.5) - Self.hermite(1, 3, 1, 2, 0.5)) < 1e-9)
        #expect(abs(towardsPrevious.value(at: 0.5) - 1.875) < 1e-9)
        let towardsNext = try KeyframeTrack(values: Self.values, calculationMode: .cubic, biasValues: [-1, -1, -1, -1])
        // b = −1: tangents are the forward differences, 2 at key 1 and −1 at key 2.
        #expect(abs(towardsNext.value(at: 0.5) - 2.375) < 1e-9)
    }

    @Test func timingFunctionEasesTheSegmentParameter() throws {
        let easeIn = UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
        let track = try KeyframeTrack(values: Self.values, timingFunctions: [.linear, easeIn, .linear],
                                      calculationMode: .cubic)
        let u = easeIn.solve(0.5)
        #expect(abs(track.value(at: 0.5) - Self.hermite(1, 3, 1.5, 0.5, u)) < 1e-9)
        #expect(abs(track.value(at: 1.0 / 6) - 0.4375) < 1e-9)
    }

    @Test func aJumpSplitsTheSplineIntoIndependentPieces() throws {
        let track = try KeyframeTrack(values: [0.0, 1, 5, 6], keyTimes: [0, 0.5, 0.5, 1], calculationMode: .cubic)
        // Each side has two values, so each is a straight line.
        #expect(abs(track.value(at: 0.25) - 0.5) < 1e-9)
        #expect(track.value(at: 0.5) == 5)
        #expect(abs(track.value(at: 0.75) - 5.5) < 1e-9)
    }

    @Test func pointsFollowTheCatmullRomFormulaPerComponent() throws {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 3), CGPoint(x: 4, y: 0)]
        let track = try KeyframeTrack(values: points, calculationMode: .cubic)
        let midpoint = track.value(at: 0.5)
        #expect(abs(midpoint.x - 2) < 1e-9)
        #expect(abs(midpoint.y - 45.0 / 16) < 1e-9)
        for (index, time) in track.keyTimes.enumerated() {
            #expect(track.value(at: time).vectorDistance(to: points[index]) < 1e-12)
        }
    }

    @Test func outsideTheUnitIntervalHoldsTheEndValues() throws {
        let track = try KeyframeTrack(values: Self.values, calculationMode: .cubic)
        #expect(track.value(at: -0.2) == 0)
        #expect(track.value(at: 1.2) == 2)
    }
}
