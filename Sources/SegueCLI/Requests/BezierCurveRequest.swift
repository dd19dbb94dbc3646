import Segue
import SegueStudio

/// `segue curve bezier`: a `CAMediaTimingFunction`, named or from control points,
/// sampled at x in [0, 1].
struct BezierCurveRequest: Equatable {
    /// Where the curve comes from.
    enum Source: Equatable {
        /// One of `CAMediaTimingFunctionName`'s constants, by raw value.
        case named(String)
        /// `CAMediaTimingFunction(controlPoints:_:_:_:)`.
        case controlPoints(x1: Double, y1: Double, x2: Double, y2: Double)
    }

    let source: Source

    /// The raw values of the `CAMediaTimingFunctionName` constants, as Core Animation
    /// spells them.
    static let names = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]

    /// Validates `--name` / `--control`: exactly one of them; a known name; four numbers
    /// with x1 and x2 in [0, 1] (Core Animation requires it: x must stay a function of t).
    init(name: String?, control: String?) throws(OptionValueError) {
        switch (name, control) {
        case (nil, nil):
            throw OptionValueError("bezier needs --name (\(Self.names.joined(separator: ", "))) or --control x1,y1,x2,y2")
        case (.some, .some):
            throw OptionValueError("--name and --control cannot be used together")
        case let (name?, nil):
            source = .named(try ArgumentText.choice(name, option: "--name", from: Self.names))
        case let (nil, control?):
            let points = try ArgumentText.numberList(control, option: "--control", count: 4, countPhrase: "4 numbers x1,y1,x2,y2")
            for (index, label) in [(0, "x1"), (2, "x2")] where !(0...1).contains(points[index]) {
                throw OptionValueError("--control \(label) must be in [0, 1], got \(CurveTitle.number(points[index]))")
            }
            source = .controlPoints(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
        }
    }

    /// The timing function, built the way iOS code would build it.
    var timingFunction: CAMediaTimingFunction {
        switch source {
        case .named(let name):
            CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: name))
        case let .controlPoints(x1, y1, x2, y2):
            CAMediaTimingFunction(controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
        }
    }

    /// The curve y = progress(x) over x in [0, 1].
    var curve: PlottableCurve {
        let function = timingFunction
        let title: String
        switch source {
        case .named(let name):
            title = "bezier: " + CurveTitle.words(name)
        case let .controlPoints(x1, y1, x2, y2):
            title = "bezier: " + [x1, y1, x2, y2].map { CurveTitle.number($0) }.joined(separator: ", ")
        }
        return PlottableCurve(title: title, timeAxisTitle: "x", valueAxisTitle: "progress", timeRange: 0...1,
                              value: { function.progress(at: $0) }, referenceValues: [0, 1])
    }
}
