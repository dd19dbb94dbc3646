import Foundation
import Testing
@testable import Segue

@Suite struct KeyframeTrackLenientTests {
    /// Runs `body` with diagnostics collected, returning its result and the messages.
    private func collecting<T>(_ body: () -> T) -> (T, [String]) {
        let collector = SegueDiagnostics.Collector()
        let result = SegueDiagnostics.$sink.withValue(collector.sink) { body() }
        return (result, collector.messages)
    }

    @Test func validParametersGiveTheSameTrackWithoutDiagnostics() throws {
        let (track, messages) = collecting {
            KeyframeTrack.lenient(values: [0.0, 1, 3], keyTimes: [0, 0.2, 1], calculationMode: .cubic,
                                  tensionValues: [0, 0.5, 0])
        }
        let strict = try KeyframeTrack(values: [0.0, 1, 3], keyTimes: [0, 0.2, 1], calculationMode: .cubic,
                                       tensionValues: [0, 0.5, 0])
        #expect(messages.isEmpty)
        #expect(track?.value(at: 0.37) == strict.value(at: 0.37))
    }

    @Test func emptyValuesGiveNilWithADiagnostic() {
        let (track, messages) = collecting { KeyframeTrack<Double>.lenient(values: []) }
        #expect(track == nil)
        #expect(messages.count == 1 && messages[0].contains("values is empty"))
    }

    @Test func valuesThatAreAllNonFiniteGiveNil() {
        let (track, messages) = collecting { KeyframeTrack.lenient(values: [Double.nan, .infinity]) }
        #expect(track == nil)
        #expect(messages.contains { $0.contains("no value is finite") })
    }

    @Test func nonFiniteValuesAreDroppedWithTheirKeyTimes() {
        let (track, messages) = collecting {
            KeyframeTrack.lenient(values: [0.0, .nan, 10], keyTimes: [0, 0.3, 0.5],
                                  timingFunctions: [.linear, .linear])
        }
        #expect(track?.values == [0, 10])
        #expect(track?.keyTimes == [0, 0.5])
        #expect(track?.timingFunctions == nil)
        #expect(abs((track?.value(at: 0.25) ?? .nan) - 5) < 1e-9)
        #expect(messages.count == 2)
        #expect(messages[0].contains("values[1] not finite"))
        #expect(messages[1].contains("timingFunctions dropped"))
    }

    @Test func discreteKeepsTheClosingKeyTimeWhenDroppingValues() {
        let (track, _) = collecting {
            KeyframeTrack.lenient(values: [1.0, .nan, 3], keyTimes: [0, 0.2, 0.4, 1], calculationMode: .discrete)
        }
        #expect(track?.values == [1, 3])
        #expect(track?.keyTimes == [0, 0.4])
    }

    @Test func unknownModeFallsBackToLinear() {
        let (track, messages) = collecting {
            KeyframeTrack.lenient(values: [0.0, 10], calculationMode: CAAnimationCalculationMode("springy"))
        }
        #expect(track?.calculationMode == .linear)
        #expect(abs((track?.value(at: 0.3) ?? .nan) - 3) < 1e-9)
        #expect(messages.count == 1 && messages[0].contains("\"springy\"") && messages[0].contains("using linear"))
    }

    @Test(arguments: [[0, 1], [0, .nan, 1], [0, 1.5, 1], [0, 0.8, 0.4]] as [[Double]])
    func invalidKeyTimesFallBackToEvenSpacing(keyTimes: [Double]) {
        let (track, messages) = collecting { KeyframeTrack.lenient(values: [0.0, 1, 2], keyTimes: keyTimes) }
        #expect(track?.keyTimes == [0, 0.5, 1])
        #expect(messages.count == 1 && messages[0].contains("keyTimes") && messages[0].contains("evenly spaced"))
    }

    @Test func wrongNumberOfTimingFunctionsFallsBackToLinearSegments() {
        let (track, messages) = collecting {
            KeyframeTrack.lenient(values: [0.0, 1, 2], timingFunctions: [UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)])
        }
        #expect(track?.timingFunctions == nil)
        #expect(abs((track?.value(at: 0.25) ?? .nan) - 0.5) < 1e-9)
        #expect(messages.count == 1 && messages[0].contains("timingFunctions has 1 entries but needs 2"))
    }

    @Test func splineParametersArePaddedTruncatedAndCleanedWithZero() throws {
        let (track, messages) = collecting {
            KeyframeTrack.lenient(values: [0.0, 1, 3, 2], calculationMode: .cubic,
                                  tensionValues: [0, 0.5], continuityValues: [0, 0, 0, 0, 1],
                                  biasValues: [0, .infinity, 0, 0])
        }
        let expected = try KeyframeTrack(values: [0.0, 1, 3, 2], calculationMode: .cubic,
                                         tensionValues: [0, 0.5, 0, 0], continuityValues: [0, 0, 0, 0],
                                         biasValues: [0, 0, 0, 0])
        #expect(track?.value(at: 0.4) == expected.value(at: 0.4))
        #expect(messages.count == 3)
        #expect(messages.contains { $0.contains("tensionValues has 2 entries") })
        #expect(messages.contains { $0.contains("continuityValues has 5 entries") })
        #expect(messages.contains { $0.contains("biasValues[1] is not finite") })
    }

    @Test func splineParametersOutsideTheirDomainAreClamped() throws {
        let (track, messages) = collecting {
            KeyframeTrack.lenient(values: [0.0, 4, 2], calculationMode: .cubic, tensionValues: [3, 1, -7])
        }
        let expected = try KeyframeTrack(values: [0.0, 4, 2], calculationMode: .cubic, tensionValues: [1, 1, -1])
        #expect(track?.value(at: 0.3) == expected.value(at: 0.3))
        #expect(messages.count == 1 && messages[0].contains("tensionValues[0] = 3.0 is outside [-1, 1]"))
    }

    @Test func valueTooFarFromThePreviousOneIsDropped() {
        let (track, messages) = collecting { KeyframeTrack.lenient(values: [1e308, -1e308, 0.0], calculationMode: .paced) }
        #expect(track?.values == [1e308, 0])
        #expect(track.map { $0.value(at: 0.5).isFinite } == true)
        #expect(messages.count == 1 && messages[0].contains("values[1]"))
    }

    @Test func diagnosticsNameTheKeyframeTrack() {
        let (_, messages) = collecting { KeyframeTrack.lenient(values: [0.0, 1], keyTimes: [0.5, 0.2]) }
        #expect(messages.allSatisfy { $0.hasPrefix("KeyframeTrack: ") })
    }
}
