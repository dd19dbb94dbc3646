import Foundation
import Testing
@testable import Segue

@Suite struct KeyframeTimelineTests {
    typealias Keyframe = KeyframeTimeline<String>.Keyframe

    private func collecting<T>(_ body: () throws -> T) rethrows -> (T, [String]) {
        let collector = SegueDiagnostics.Collector()
        let result = try SegueDiagnostics.$sink.withValue(collector.sink) { try body() }
        return (result, collector.messages)
    }

    @Test func keyframeAtTheStartThenHoldsToTheEnd() throws {
        let timeline = try KeyframeTimeline(initialValue: "from", keyframes: [
            Keyframe(relativeStartTime: 0, relativeDuration: 0.1, value: "to"),
        ])
        #expect(timeline.keyTimes == [0, 0.1, 1])
        #expect(timeline.values == ["from", "to", "to"])
    }

    @Test func lateKeyframeIsPrecededByAHoldOfTheInitialValue() throws {
        let timeline = try KeyframeTimeline(initialValue: "from", keyframes: [
            Keyframe(relativeStartTime: 0.5, relativeDuration: 0.2, value: "to"),
        ])
        #expect(timeline.keyTimes == [0, 0.5, 0.7, 1])
        #expect(timeline.values == ["from", "from", "to", "to"])
    }

    @Test func consecutiveKeyframesChainFromThePreviousValue() throws {
        let timeline = try KeyframeTimeline(initialValue: "from", keyframes: [
            Keyframe(relativeStartTime: 0, relativeDuration: 0.5, value: "a"),
            Keyframe(relativeStartTime: 0.5, relativeDuration: 0.5, value: "b"),
        ])
        #expect(timeline.keyTimes == [0, 0.5, 1])
        #expect(timeline.values == ["from", "a", "b"])
    }

    @Test func valueHoldsInTheGapBetweenKeyframes() throws {
        let timeline = try KeyframeTimeline(initialValue: "from", keyframes: [
            Keyframe(relativeStartTime: 0, relativeDuration: 0.2, value: "a"),
            Keyframe(relativeStartTime: 0.6, relativeDuration: 0.2, value: "b"),
        ])
        #expect(timeline.keyTimes == [0, 0.2, 0.6, 0.8, 1])
        #expect(timeline.values == ["from", "a", "a", "b", "b"])
    }

    @Test func overlappingKeyframeIsCutShortAtTheNextOnesStart() throws {
        let timeline = try KeyframeTimeline(initialValue: "from", keyframes: [
            Keyframe(relativeStartTime: 0, relativeDuration: 0.6, value: "a"),
            Keyframe(relativeStartTime: 0.4, relativeDuration: 0.4, value: "b"),
        ])
        #expect(timeline.keyTimes == [0, 0.4, 0.8, 1])
        #expect(timeline.values == ["from", "a", "b", "b"])
    }

    @Test func keyframesAreOrderedByStartTimeWhateverOrderTheBlocksRan() throws {
        let timeline = try KeyframeTimeline(initialValue: "from", keyframes: [
            Keyframe(relativeStartTime: 0.6, relativeDuration: 0.2, value: "b"),
            Keyframe(relativeStartTime: 0, relativeDuration: 0.2, value: "a"),
        ])
        #expect(timeline.keyTimes == [0, 0.2, 0.6, 0.8, 1])
        #expect(timeline.values == ["from", "a", "a", "b", "b"])
    }

    @Test func ofKeyframesStartingTogetherTheLaterBlockWins() throws {
        let timeline = try KeyframeTimeline(initialValue: "from", keyframes: [
            Keyframe(relativeStartTime: 0.2, relativeDuration: 0.3, value: "a"),
            Keyframe(relativeStartTime: 0.2, relativeDuration: 0.5, value: "b"),
        ])
        #expect(timeline.keyTimes == [0, 0.2, 0.2, 0.7, 1])
        #expect(timeline.values == ["from", "from", "a", "b", "b"])
    }

    @Test func keyframeEndingAtOneNeedsNoClosingFrame() throws {
        let timeline = try KeyframeTimeline(initialValue: "from", keyframes: [
            Keyframe(relativeStartTime: 0.5, relativeDuration: 0.5, value: "to"),
        ])
        #expect(timeline.keyTimes == [0, 0.5, 1])
        #expect(timeline.values == ["from", "from", "to"])
    }

    @Test func zeroDurationKeyframeIsAJumpAtItsStart() throws {
        let timeline = try KeyframeTimeline(initialValue: 0.0, keyframes: [
            KeyframeTimeline<Double>.Keyframe(relativeStartTime: 0.5, relativeDuration: 0, value: 10),
        ])
        #expect(timeline.keyTimes == [0, 0.5, 0.5, 1])
        #expect(timeline.values == [0, 0, 10, 10])
        let track = try timeline.keyframeTrack()
        #expect(track.value(at: 0.49) == 0)
        #expect(track.value(at: 0.5) == 10)
    }

    @Test func noKeyframesHoldTheInitialValue() throws {
        let timeline = try KeyframeTimeline<String>(initialValue: "from", keyframes: [])
        #expect(timeline.keyTimes == [0, 1])
        #expect(timeline.values == ["from", "from"])
    }

    @Test func relativeTimesOutsideTheUnitIntervalAreClampedWithDiagnostics() throws {
        let (timeline, messages) = try collecting {
            try KeyframeTimeline(initialValue: "from", keyframes: [
                Keyframe(relativeStartTime: -0.5, relativeDuration: 0.75, value: "a"),
                Keyframe(relativeStartTime: 0.5, relativeDuration: -0.1, value: "b"),
                Keyframe(relativeStartTime: 0.8, relativeDuration: 0.5, value: "c"),
            ])
        }
        // a: start clamped to 0, still ends at 0.25; b: zero length at 0.5; c: end clamped to 1.
        #expect(timeline.keyTimes == [0, 0.25, 0.5, 0.5, 0.8, 1])
        #expect(timeline.values == ["from", "a", "a", "b", "b", "c"])
        #expect(messages.count == 3)
        #expect(messages[0].contains("keyframe 0 starts at -0.5"))
        #expect(messages[1].contains("keyframe 1 has a negative relativeDuration"))
        #expect(messages[2].contains("keyframe 2 ends at 1.3"))
    }

    @Test func startAfterTheEndIsClampedToOne() throws {
        let (timeline, messages) = try collecting {
            try KeyframeTimeline(initialValue: "from", keyframes: [
                Keyframe(relativeStartTime: 2, relativeDuration: .infinity, value: "to"),
            ])
        }
        #expect(timeline.keyTimes == [0, 1, 1])
        #expect(timeline.values == ["from", "from", "to"])
        #expect(messages.count == 2)
    }

    @Test func infiniteTimesAreClampedLikeAnyOtherOutOfRangeTime() throws {
        let (timeline, messages) = try collecting {
            try KeyframeTimeline(initialValue: "from", keyframes: [
                Keyframe(relativeStartTime: -.infinity, relativeDuration: .infinity, value: "to"),
            ])
        }
        #expect(timeline.keyTimes == [0, 1])
        #expect(timeline.values == ["from", "to"])
        #expect(messages.count == 2 && messages[1].contains("no defined end"))
    }

    @Test func nanRelativeTimesAreRejected() {
        #expect(throws: KeyframeTimelineError.relativeStartTimeNotANumber(keyframe: 1)) {
            try KeyframeTimeline(initialValue: "from", keyframes: [
                Keyframe(relativeStartTime: 0, relativeDuration: 0.5, value: "a"),
                Keyframe(relativeStartTime: .nan, relativeDuration: 0.5, value: "b"),
            ])
        }
        #expect(throws: KeyframeTimelineError.relativeDurationNotANumber(keyframe: 0)) {
            try KeyframeTimeline(initialValue: "from", keyframes: [
                Keyframe(relativeStartTime: 0, relativeDuration: .nan, value: "a"),
            ])
        }
        #expect(KeyframeTimelineError.relativeStartTimeNotANumber(keyframe: 1).description
            == "keyframe 1 has a NaN relativeStartTime")
    }

    @Test func lenientTimelineDropsKeyframesWithNaNTimes() {
        let (timeline, messages) = collecting {
            KeyframeTimeline.lenient(initialValue: "from", keyframes: [
                Keyframe(relativeStartTime: .nan, relativeDuration: 0.5, value: "a"),
                Keyframe(relativeStartTime: 0.5, relativeDuration: 0.5, value: "b"),
            ])
        }
        #expect(timeline.keyTimes == [0, 0.5, 1])
        #expect(timeline.values == ["from", "from", "b"])
        #expect(messages.count == 1 && messages[0].contains("keyframe 0 has a NaN relativeStartTime"))
    }

    @Test func trackFromTheTimelineInterpolatesEachKeyframeFromThePreviousValue() throws {
        let timeline = try KeyframeTimeline(initialValue: CGPoint(x: 0, y: 0), keyframes: [
            .init(relativeStartTime: 0, relativeDuration: 0.1, value: CGPoint(x: 100, y: 0)),
            .init(relativeStartTime: 0.5, relativeDuration: 0.5, value: CGPoint(x: 100, y: 50)),
        ])
        let track = try timeline.keyframeTrack()
        #expect(track.value(at: 0.05).vectorDistance(to: CGPoint(x: 50, y: 0)) < 1e-9)
        #expect(track.value(at: 0.3) == CGPoint(x: 100, y: 0))
        #expect(track.value(at: 0.75).vectorDistance(to: CGPoint(x: 100, y: 25)) < 1e-9)
        let discrete = try timeline.keyframeTrack(calculationMode: .discrete)
        #expect(discrete.value(at: 0.05) == CGPoint(x: 0, y: 0))
        #expect(discrete.value(at: 0.3) == CGPoint(x: 100, y: 0))
    }
}
