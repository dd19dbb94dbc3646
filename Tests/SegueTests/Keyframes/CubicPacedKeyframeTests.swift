import Foundation
import Testing
@testable import Segue

@Suite struct CubicPacedKeyframeTests {
    @Test func evenlySpacedCollinearValuesMoveLinearly() throws {
        let track = try KeyframeTrack(values: [0.0, 1, 2, 3], calculationMode: .cubicPaced)
        for (index, time) in track.keyTimes.enumerated() {
            #expect(abs(time - Double(index) / 3) < 1e-12)
        }
        for step in 0...30 {
            let fraction = Double(step) / 30
            #expect(abs(track.value(at: fraction) - 3 * fraction) < 1e-9)
        }
    }

    @Test func keyTimesFollowTheSplinesArcLength() throws {
        // The Catmull-Rom spline through 0, 1, 3 is monotonic, so its arc lengths are
        // 1 and 2 and the key times those of paced mode.
        let track = try KeyframeTrack(values: [0.0, 1, 3], calculationMode: .cubicPaced)
        #expect(track.keyTimes[0] == 0)
        #expect(abs(track.keyTimes[1] - 1.0 / 3) < 1e-12)
        #expect(track.keyTimes[2] == 1)
    }

    @Test func monotonicSplineTravelsAtConstantSpeed() throws {
        let track = try KeyframeTrack(values: [0.0, 1, 3], calculationMode: .cubicPaced)
        // In one dimension a monotonic path's position is its arc length: 3·fraction.
        for step in 0...60 {
            let fraction = Double(step) / 60
            #expect(abs(track.value(at: fraction) - 3 * fraction) < 1e-7)
        }
    }

    @Test func passesThroughEveryValueAtItsPacedKeyTime() throws {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 3), CGPoint(x: 4, y: 0)]
        let track = try KeyframeTrack(values: points, calculationMode: .cubicPaced)
        for (index, time) in track.keyTimes.enumerated() {
            #expect(track.value(at: time).vectorDistance(to: points[index]) < 1e-12)
        }
    }

    static let curve = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 3), CGPoint(x: 4, y: 0)]

    @Test func distanceTravelledAlongACurvedPathIsProportionalToTime() throws {
        let track = try KeyframeTrack(values: Self.curve, calculationMode: .cubicPaced)
        // The arc length travelled, measured independently as a sum of very short chords.
        let steps = 40_000
        var travelled = [0.0]
        var previous = track.value(at: 0)
        for step in 1...steps {
            let point = track.value(at: Double(step) / Double(steps))
            travelled.append(travelled[step - 1] + point.vectorDistance(to: previous))
            previous = point
        }
        let total = travelled[steps]
        for step in stride(from: 0, through: steps, by: steps / 100) {
            let fraction = Double(step) / Double(steps)
            #expect(abs(travelled[step] - fraction * total) < 1e-6 * total)
        }
    }

    @Test func speedAlongACurvedPathIsConstantToWithinTheTablesResolution() throws {
        let track = try KeyframeTrack(values: Self.curve, calculationMode: .cubicPaced)
        let h = 1e-6
        var speeds: [Double] = []
        for step in 1..<200 {
            let fraction = Double(step) / 200
            speeds.append(track.value(at: fraction + h).vectorDistance(to: track.value(at: fraction - h)) / (2 * h))
        }
        let mean = speeds.reduce(0, +) / Double(speeds.count)
        let worst = speeds.map { abs($0 - mean) / mean }.max() ?? 0
        #expect(worst < 2e-5)
    }

    @Test func followsThePathOfTheEvenlySpacedCubicSpline() throws {
        let paced = try KeyframeTrack(values: Self.curve, calculationMode: .cubicPaced)
        let cubic = try KeyframeTrack(values: Self.curve, calculationMode: .cubic)
        for (a, b) in zip(paced.startTangents, cubic.startTangents) { #expect(a.vectorDistance(to: b) < 1e-12) }
        for (a, b) in zip(paced.endTangents, cubic.endTangents) { #expect(a.vectorDistance(to: b) < 1e-12) }
    }

    @Test func keyTimesAndTimingFunctionsAreIgnored() throws {
        let plain = try KeyframeTrack(values: [0.0, 1, 3], calculationMode: .cubicPaced)
        let decorated = try KeyframeTrack(values: [0.0, 1, 3], keyTimes: [0, 0.9, 1],
                                          timingFunctions: [UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)],
                                          calculationMode: .cubicPaced)
        #expect(decorated.keyTimes == plain.keyTimes)
        #expect(decorated.timingFunctions == nil)
        #expect(decorated.value(at: 0.4) == plain.value(at: 0.4))
    }

    @Test func tensionChangesTheShapeButKeepsThePacing() throws {
        let track = try KeyframeTrack(values: [0.0, 4, 2], calculationMode: .cubicPaced, tensionValues: [1, 1, 1])
        // Zero tangents: both segments are monotonic eased curves of lengths 4 and 2.
        #expect(abs(track.keyTimes[1] - 2.0 / 3) < 1e-12)
        #expect(abs(track.value(at: 1.0 / 3) - 2) < 1e-3)
    }

    @Test func identicalValuesAreConstant() throws {
        let track = try KeyframeTrack(values: [1.0, 1, 1], calculationMode: .cubicPaced)
        #expect(track.keyTimes == [0, 0.5, 1])
        #expect(track.value(at: 0.7) == 1)
    }
}
