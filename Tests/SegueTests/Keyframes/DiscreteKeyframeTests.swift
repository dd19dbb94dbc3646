import Testing
@testable import Segue

@Suite struct DiscreteKeyframeTests {
    @Test func withoutKeyTimesEachValueShowsForAnEqualShareOfTheDuration() throws {
        let track = try KeyframeTrack(values: [1.0, 2, 3], calculationMode: .discrete)
        #expect(track.keyTimes == [0, 1.0 / 3, 2.0 / 3])
        #expect(track.value(at: 0) == 1)
        #expect(track.value(at: 0.33) == 1)
        #expect(track.value(at: 0.34) == 2)
        #expect(track.value(at: 0.66) == 2)
        #expect(track.value(at: 0.67) == 3)
        #expect(track.value(at: 1) == 3)
    }

    @Test func eachValueHoldsFromItsKeyTimeUntilTheNextWithOneKeyTimePerValue() throws {
        let track = try KeyframeTrack(values: [1.0, 2, 3], keyTimes: [0, 0.1, 0.9], calculationMode: .discrete)
        #expect(track.value(at: 0.05) == 1)
        #expect(track.value(at: 0.1) == 2)
        #expect(track.value(at: 0.5) == 2)
        #expect(track.value(at: 0.9) == 3)
        #expect(track.value(at: 0.95) == 3)
    }

    @Test func acceptsOneMoreKeyTimeThanValuesMarkingTheEndOfTheLast() throws {
        let track = try KeyframeTrack(values: [1.0, 2, 3], keyTimes: [0, 0.5, 0.75, 1], calculationMode: .discrete)
        #expect(track.keyTimes == [0, 0.5, 0.75])
        #expect(track.value(at: 0.25) == 1)
        #expect(track.value(at: 0.6) == 2)
        #expect(track.value(at: 0.8) == 3)
        #expect(track.value(at: 1) == 3)
    }

    @Test func firstValueShowsBeforeTheFirstKeyTimeAndOutsideTheUnitInterval() throws {
        let track = try KeyframeTrack(values: [1.0, 2], keyTimes: [0.2, 0.6], calculationMode: .discrete)
        #expect(track.value(at: 0.1) == 1)
        #expect(track.value(at: -1) == 1)
        #expect(track.value(at: 0.7) == 2)
        #expect(track.value(at: 5) == 2)
    }

    @Test func equalKeyTimesSkipTheEarlierValue() throws {
        let track = try KeyframeTrack(values: [1.0, 2, 3], keyTimes: [0, 0.5, 0.5], calculationMode: .discrete)
        #expect(track.value(at: 0.49) == 1)
        #expect(track.value(at: 0.5) == 3)
    }

    @Test func timingFunctionsAreIgnored() throws {
        let track = try KeyframeTrack(values: [1.0, 2], timingFunctions: [.linear, .linear, .linear],
                                      calculationMode: .discrete)
        #expect(track.timingFunctions == nil)
        #expect(track.value(at: 0.7) == 2)
    }
}
