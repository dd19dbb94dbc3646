import Testing
@testable import Segue

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
