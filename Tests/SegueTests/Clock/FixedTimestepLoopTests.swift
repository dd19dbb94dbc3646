import Testing
@testable import Segue

@MainActor @Suite struct FixedTimestepLoopTests {
    @Test func ticksFollowTheClockInFixedSteps() {
        let clock = ManualClock(start: 5)
        let loop = FixedTimestepLoop(clock: clock, tickInterval: 0.25, maximumCatchUp: 1)
        #expect(loop.mediaTime == 5)
        clock.advance(by: 0.6)
        #expect(loop.advance() == 2)
        #expect(loop.mediaTime == 5.5)
        #expect(CACurrentMediaTime() == 5.5)
        clock.advance(by: 0.15)
        #expect(loop.advance() == 1)
        #expect(loop.mediaTime == 5.75)
        #expect(loop.advance() == 0)
    }

    @Test func aLongStallRunsAtMostTheCatchUpAndDropsTheRest() {
        let clock = ManualClock(start: 0)
        let loop = FixedTimestepLoop(clock: clock, tickInterval: 0.01, maximumCatchUp: 0.1)
        clock.advance(by: 10)
        #expect(loop.advance() == 10)
        #expect(abs(loop.mediaTime - 0.1) < 1e-9)
        #expect(abs(loop.droppedTime - 9.9) < 1e-9)
        // After the stall simulated time runs at the clock's rate again.
        clock.advance(by: 0.05)
        #expect(loop.advance() == 5)
        #expect(abs(loop.mediaTime - 0.15) < 1e-9)
    }

    @Test func invalidSettingsAreReportedAndReplaced() {
        let collector = SegueDiagnostics.Collector()
        let loop = SegueDiagnostics.$sink.withValue(collector.sink) {
            FixedTimestepLoop(clock: ManualClock(), tickInterval: -1, maximumCatchUp: .nan)
        }
        #expect(loop.tickInterval == FixedTimestepLoop.defaultTickInterval)
        #expect(loop.maximumCatchUp == FixedTimestepLoop.defaultMaximumCatchUp)
        #expect(collector.messages.count == 2)
    }

    @Test func runTickStepsRegardlessOfTheClock() {
        let loop = FixedTimestepLoop(clock: ManualClock(start: 1), tickInterval: 0.5)
        loop.runTick()
        loop.runTick()
        #expect(loop.tickCount == 2)
        #expect(loop.mediaTime == 2)
    }
}

@Suite struct ManualClockTests {
    @Test func movesOnlyForward() {
        let clock = ManualClock(start: 3)
        clock.advance(by: 2)
        #expect(clock.now() == 5)
        let collector = SegueDiagnostics.Collector()
        SegueDiagnostics.$sink.withValue(collector.sink) {
            clock.advance(by: -1)
            clock.set(to: 4)
            clock.advance(by: .nan)
        }
        #expect(clock.now() == 5)
        #expect(collector.messages.count == 3)
        clock.set(to: 9)
        #expect(clock.now() == 9)
    }

    @Test func systemClockIsMonotonic() {
        let clock = SystemClock()
        let first = clock.now()
        #expect(clock.now() >= first)
    }
}
