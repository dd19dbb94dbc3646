import Segue
import Testing
@testable import segue
@testable import SegueStudio

@Suite struct BezierCurveRequestTests {
    @Test(arguments: BezierCurveRequest.names)
    func namedCurveSamplesAreTheLibrarysProgress(name: String) throws {
        let curve = try BezierCurveRequest(name: name, control: nil).curve
        let function = CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: name))
        #expect(curve.timeRange == 0...1)
        for sample in CurveSampler.samples(of: curve, count: 101) {
            #expect(sample.value == function.progress(at: sample.t))
        }
    }

    @Test func easeInEaseOutMatchesTheReferenceValues() throws {
        let curve = try BezierCurveRequest(name: "easeInEaseOut", control: nil).curve
        let samples = CurveSampler.samples(of: curve, count: 5)
        let expected = [0, 0.129162, 0.5, 0.870838, 1]
        for (sample, value) in zip(samples, expected) {
            #expect(abs(sample.value - value) < 1e-6)
        }
    }

    @Test func defaultCurveAtHalfIsTheReferenceValue() throws {
        let curve = try BezierCurveRequest(name: "default", control: nil).curve
        #expect(abs(curve.value(0.5) - 0.802403) < 1e-6)
    }

    @Test func controlPointsBuildTheSameCurveAsCAMediaTimingFunctionControlPoints() throws {
        let request = try BezierCurveRequest(name: nil, control: "0.42,0,0.58,1")
        #expect(request.source == .controlPoints(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        let function = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        for sample in CurveSampler.samples(of: request.curve, count: 11) {
            #expect(sample.value == function.progress(at: sample.t))
            #expect(abs(sample.value - UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1).solve(sample.t)) < 1e-6)
        }
    }

    @Test func controlPointsMayOvershootInY() throws {
        let curve = try BezierCurveRequest(name: nil, control: "0.3,-0.5,0.7,1.5").curve
        let values = CurveSampler.samples(of: curve, count: 101).map(\.value)
        #expect(values.min()! < 0 && values.max()! > 1)
    }

    @Test func neitherNameNorControlIsAnError() {
        #expect(throws: OptionValueError("bezier needs --name (linear, easeIn, easeOut, easeInEaseOut, default) or --control x1,y1,x2,y2")) {
            try BezierCurveRequest(name: nil, control: nil)
        }
    }

    @Test func nameAndControlTogetherAreAnError() {
        #expect(throws: OptionValueError("--name and --control cannot be used together")) {
            try BezierCurveRequest(name: "linear", control: "0,0,1,1")
        }
    }

    @Test func unknownNamesListTheValidOnes() {
        #expect(throws: OptionValueError("--name must be one of linear, easeIn, easeOut, easeInEaseOut, default; got \"easeInOut\"")) {
            try BezierCurveRequest(name: "easeInOut", control: nil)
        }
    }

    @Test func controlNeedsExactlyFourNumbers() {
        #expect(throws: OptionValueError("--control must have 4 numbers x1,y1,x2,y2, got 3 in \"0.1,0.2,0.3\"")) {
            try BezierCurveRequest(name: nil, control: "0.1,0.2,0.3")
        }
        #expect(throws: OptionValueError("--control must have 4 numbers x1,y1,x2,y2, got 5 in \"0,0,1,1,1\"")) {
            try BezierCurveRequest(name: nil, control: "0,0,1,1,1")
        }
        #expect(throws: OptionValueError("--control must be a comma-separated list of numbers, got \"a,b,c,d\"")) {
            try BezierCurveRequest(name: nil, control: "a,b,c,d")
        }
    }

    @Test func controlXOutsideTheUnitIntervalIsAnError() {
        #expect(throws: OptionValueError("--control x1 must be in [0, 1], got -0.1")) {
            try BezierCurveRequest(name: nil, control: "-0.1,0,1,1")
        }
        #expect(throws: OptionValueError("--control x2 must be in [0, 1], got 1.5")) {
            try BezierCurveRequest(name: nil, control: "0,0,1.5,1")
        }
    }

    @Test func titlesSpellTheCurveInWords() throws {
        #expect(try BezierCurveRequest(name: "easeInEaseOut", control: nil).curve.title == "bezier: ease in ease out")
        #expect(try BezierCurveRequest(name: nil, control: "0.25,0.1,0.25,1").curve.title == "bezier: 0.25, 0.1, 0.25, 1")
    }
}
