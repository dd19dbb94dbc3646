import Segue
import Testing
@testable import segue
@testable import SegueStudio

@Suite struct KeyframesCurveRequestTests {
    static func request(values: String? = "0,10,4", keyTimes: String? = nil, mode: String? = nil, curve: String? = nil,
                        duration: String? = "2") throws(OptionValueError) -> KeyframesCurveRequest {
        try KeyframesCurveRequest(values: values, keyTimes: keyTimes, mode: mode, curve: curve, duration: duration)
    }

    @Test(arguments: KeyframesCurveRequest.modes)
    func samplesAreTheTrackAfterTheAnimationsTimingFunction(mode: String) throws {
        let request = try Self.request(values: "0,10,-5,3", keyTimes: "0,0.2,0.7,1", mode: mode, curve: "easeInEaseOut", duration: "2")
        let track = try KeyframeTrack<Double>(values: [0, 10, -5, 3], keyTimes: [0, 0.2, 0.7, 1], timingFunctions: nil,
                                              calculationMode: CAAnimationCalculationMode(rawValue: mode),
                                              tensionValues: nil, continuityValues: nil, biasValues: nil)
        let timing = CAMediaTimingFunction(name: .easeInEaseOut)
        let samples = CurveSampler.samples(of: try request.curve(), count: 101)
        #expect(samples.last?.t == 2)
        for sample in samples {
            #expect(sample.value == track.value(at: timing.progress(at: sample.t / 2)))
        }
    }

    @Test func defaultsAreLinearModeLinearCurveAndEvenKeyTimes() throws {
        let request = try Self.request()
        #expect(request.mode == "linear")
        #expect(request.timingFunctionName == "linear")
        #expect(request.keyTimes == nil)
        let curve = try request.curve()
        #expect(abs(curve.value(0.5) - 5) < 1e-9)
        #expect(abs(curve.value(1) - 10) < 1e-9)
        #expect(abs(curve.value(1.5) - 7) < 1e-9)
    }

    @Test func keyDotsSitAtTheKeyTimesInSeconds() throws {
        let linear = try Self.request(keyTimes: "0,0.25,1").curve()
        #expect(linear.keyPoints.map(\.value) == [0, 10, 4])
        // To the timing function's own precision (the linear curve solves x to 1e-9).
        for (point, expected) in zip(linear.keyPoints, [0, 0.5, 2]) { #expect(abs(point.t - expected) < 1e-8) }
    }

    @Test func keyDotsFollowTheAnimationsTimingFunction() throws {
        let eased = try Self.request(keyTimes: "0,0.25,1", curve: "easeIn").curve()
        let timing = CAMediaTimingFunction(name: .easeIn)
        #expect(abs(timing.progress(at: eased.keyPoints[1].t / 2) - 0.25) < 1e-8)
    }

    @Test func pacedModesPutTheDotsWhereTheTrackPacedTheKeys() throws {
        let paced = try Self.request(values: "0,10,4", keyTimes: "0,0.9,1", mode: "paced").curve()
        // Distances 10 and 6: keys at 0, 10/16 and 1 of the 2 s.
        for (point, expected) in zip(paced.keyPoints, [0, 1.25, 2]) { #expect(abs(point.t - expected) < 1e-8) }
        #expect(abs(paced.value(1.25) - 10) < 1e-8)
    }

    @Test func discreteModeAcceptsOneExtraKeyTime() throws {
        let request = try Self.request(values: "0,10,4", keyTimes: "0,0.5,0.75,1", mode: "discrete")
        #expect(request.keyTimes == [0, 0.5, 0.75, 1])
        let curve = try request.curve()
        #expect(curve.value(0.9) == 0 && curve.value(1.2) == 10 && curve.value(1.6) == 4)
        #expect(throws: OptionValueError("--key-times must have one time per value (3) or one more (4), got 2 in \"0,1\"")) {
            try Self.request(keyTimes: "0,1", mode: "discrete")
        }
    }

    @Test func decreasingKeyTimesAreReportedByTheTrackUnderTheOptionsName() {
        #expect(throws: OptionValueError("--key-times: keyTimes[2] is smaller than keyTimes[1]; key times must not decrease")) {
            try Self.request(keyTimes: "0,0.8,0.5").curve()
        }
    }

    @Test func valuesTheTrackCannotUseAreReportedUnderTheOptionsName() {
        #expect(throws: OptionValueError("--values: values[1] and values[0] are too far apart; their difference overflows")) {
            try Self.request(values: "-1e308,1e308").curve()
        }
    }

    @Test func aSingleValueIsAConstant() throws {
        let curve = try Self.request(values: "7").curve()
        #expect(CurveSampler.samples(of: curve, count: 5).allSatisfy { $0.value == 7 })
    }

    @Test func valuesAreRequiredAndMustBeNumbers() {
        #expect(throws: OptionValueError("keyframes needs --values v0,v1,...")) { try Self.request(values: nil) }
        #expect(throws: OptionValueError("--values must be a comma-separated list of numbers, got \"1,,2\"")) {
            try Self.request(values: "1,,2")
        }
    }

    @Test func keyTimesNeedOnePerValueInTheUnitInterval() {
        #expect(throws: OptionValueError("--key-times must have one time per value (3), got 2 in \"0,1\"")) {
            try Self.request(keyTimes: "0,1")
        }
        #expect(throws: OptionValueError("--key-times items must each be a number in [0, 1], got \"2\" in \"0,0.5,2\"")) {
            try Self.request(keyTimes: "0,0.5,2")
        }
    }

    @Test func unknownModesAndCurvesListTheValidOnes() {
        #expect(throws: OptionValueError("--mode must be one of linear, discrete, paced, cubic, cubicPaced; got \"spline\"")) {
            try Self.request(mode: "spline")
        }
        #expect(throws: OptionValueError("--curve must be one of linear, easeIn, easeOut, easeInEaseOut, default; got \"bouncy\"")) {
            try Self.request(curve: "bouncy")
        }
    }

    @Test func durationIsRequiredAndPositive() {
        #expect(throws: OptionValueError("--duration is required for keyframes (t runs over [0, duration] seconds)")) {
            try Self.request(duration: nil)
        }
        #expect(throws: OptionValueError("--duration must be a number > 0, got \"-1\"")) {
            try Self.request(duration: "-1")
        }
    }
}
