import Testing
@testable import Segue
import SegueTestSupport

@Suite struct MediaTimingParametersTests {
    func timing(_ configure: (inout MediaTimingParameters) -> Void) -> MediaTimingParameters {
        var parameters = MediaTimingParameters(beginTime: 10, duration: 1)
        configure(&parameters)
        return parameters
    }

    @Test func localTimeComposesBeginTimeSpeedAndOffset() {
        let layer = MediaTimingParameters(beginTime: 2, speed: 3, timeOffset: 0.5)
        #expect(layer.localTime(fromParentTime: 4) == (4 - 2) * 3 + 0.5)
        #expect(layer.parentTime(fromLocalTime: layer.localTime(fromParentTime: 4)) == 4)
    }

    @Test func pausedLayerMapsEveryParentTimeToItsOffset() {
        let paused = MediaTimingParameters(beginTime: 0, speed: 0, timeOffset: 7)
        #expect(paused.localTime(fromParentTime: 1) == 7)
        #expect(paused.localTime(fromParentTime: 100) == 7)
    }

    @Test func removedFillShowsModelOutsideTheActiveInterval() {
        let t = timing { _ in }
        #expect(t.phase(atParentTime: 9.9) == .before(simpleTime: nil))
        #expect(t.phase(atParentTime: 10.25) == .active(simpleTime: 0.25))
        #expect(t.phase(atParentTime: 11) == .after(simpleTime: nil))
    }

    @Test func backwardsFillShowsTheStartBeforeBeginning() {
        let t = timing { $0.fillsBackwards = true }
        #expect(t.phase(atParentTime: 5) == .before(simpleTime: 0))
        #expect(t.phase(atParentTime: 12) == .after(simpleTime: nil))
    }

    @Test func forwardsFillFreezesTheEnd() {
        let t = timing { $0.fillsForwards = true }
        #expect(t.phase(atParentTime: 5) == .before(simpleTime: nil))
        #expect(t.phase(atParentTime: 12) == .after(simpleTime: 1))
    }

    @Test func bothFillsApplyBothWays() {
        let t = timing { $0.fillsForwards = true; $0.fillsBackwards = true }
        #expect(t.fillMode == .both)
        #expect(t.phase(atParentTime: 5) == .before(simpleTime: 0))
        #expect(t.phase(atParentTime: 12) == .after(simpleTime: 1))
    }

    @Test func repeatCountRepeatsTheSimpleDurationAndMayEndMidCycle() {
        let t = timing { $0.repeatCount = 2.5; $0.fillsForwards = true }
        #expect(t.activeDuration == 2.5)
        #expect(abs(t.phase(atParentTime: 11.25).simpleTime! - 0.25) < 1e-12)
        #expect(abs(t.phase(atParentTime: 12.25).simpleTime! - 0.25) < 1e-12)
        #expect(abs(t.phase(atParentTime: 20).simpleTime! - 0.5) < 1e-12)
    }

    @Test func wholeRepeatsEndOnTheLastValueDespiteRounding() {
        // 3 × 0.1 is 0.30000000000000004: the end must still read as the end of a cycle.
        var t = MediaTimingParameters(beginTime: 0, duration: 0.1, repeatCount: 3, fillMode: .forwards)
        #expect(abs(t.phase(atParentTime: 1).simpleTime! - 0.1) < 1e-12)
        t.repeatCount = 0
        #expect(abs(t.phase(atParentTime: 1).simpleTime! - 0.1) < 1e-12)
    }

    @Test func autoreverseMirrorsTheSecondHalfAndEndsAtTheStart() {
        let t = timing { $0.autoreverses = true; $0.fillsForwards = true }
        #expect(t.activeDuration == 2)
        #expect(abs(t.phase(atParentTime: 10.25).simpleTime! - 0.25) < 1e-12)
        #expect(abs(t.phase(atParentTime: 11.25).simpleTime! - 0.75) < 1e-12)
        #expect(t.phase(atParentTime: 13).simpleTime! == 0)
    }

    @Test func repeatDurationOverridesRepeatCountAndCountsBothDirections() {
        let t = timing { $0.repeatCount = 10; $0.repeatDuration = 1.5; $0.autoreverses = true; $0.fillsForwards = true }
        #expect(t.activeDuration == 1.5)
        #expect(abs(t.phase(atParentTime: 30).simpleTime! - 0.5) < 1e-12)
    }

    @Test func infiniteRepeatNeverEnds() {
        let t = timing { $0.repeatCount = .infinity }
        #expect(t.activeDuration == .infinity)
        #expect(abs(t.phase(atParentTime: 1_000_010.25).simpleTime! - 0.25) < 1e-6)
    }

    @Test func speedScalesTheActiveTime() {
        let t = timing { $0.speed = 2; $0.fillsForwards = true }
        #expect(t.phase(atParentTime: 10.25) == .active(simpleTime: 0.5))
        #expect(t.phase(atParentTime: 10.5).hasEnded)
    }

    @Test func timeOffsetShiftsWithinTheCycle() {
        let t = timing { $0.timeOffset = 0.25 }
        #expect(t.phase(atParentTime: 10) == .active(simpleTime: 0.25))
        // Past the simple duration it wraps round to the start.
        #expect(abs(t.phase(atParentTime: 10.9).simpleTime! - 0.15) < 1e-12)
    }

    @Test func completedIterationsCountWholeCycles() {
        let t = timing { $0.repeatCount = 3 }
        #expect(t.completedIterations(atParentTime: 10.5) == 0)
        #expect(t.completedIterations(atParentTime: 11.5) == 1)
        #expect(t.completedIterations(atParentTime: 20) == 2)
    }
}

@Suite struct MediaTimingEvaluateTests {
    /// The arena's enum-free evaluation says exactly what `phase` says.
    @Test func evaluateAgreesWithPhaseBitForBit() {
        var random = SeededGenerator(seed: 3)
        for _ in 0..<5_000 {
            let timing = MediaTimingParameters(
                beginTime: [0, 0.25, -1, 3].randomElement(using: &random)!,
                duration: [0, 0.3, 1, 2.5].randomElement(using: &random)!,
                speed: [1, 2, 0.5, 0, -1].randomElement(using: &random)!,
                timeOffset: [0, 0.1, 0.7].randomElement(using: &random)!,
                repeatCount: [0, 1.5, 3, .infinity].randomElement(using: &random)!,
                repeatDuration: [0, 0, 2.2].randomElement(using: &random)!,
                autoreverses: .random(using: &random),
                fillMode: [.removed, .forwards, .backwards, .both].randomElement(using: &random)!)
            let time = Double.random(in: -2...8, using: &random)
            let beginsNow = Int.random(in: 0..<4, using: &random) == 0
            let phase = timing.phase(atLocalTime: time, beginsNow: beginsNow)
            let result = timing.evaluate(atLocalTime: time, beginsNow: beginsNow, activeDuration: timing.activeDuration)
            #expect(result.hasStarted == phase.hasStarted && result.hasEnded == phase.hasEnded)
            #expect(result.simpleTime.bitPattern == (phase.simpleTime ?? .nan).bitPattern
                    || (result.simpleTime.isNaN && phase.simpleTime == nil), "\(timing) at \(time)")
        }
    }
}
