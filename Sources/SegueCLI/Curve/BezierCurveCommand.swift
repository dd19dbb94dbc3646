import ArgumentParser
import SegueStudio

/// `segue curve bezier --name NAME | --control x1,y1,x2,y2`.
struct BezierCurveCommand: CurveSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "bezier",
        abstract: "A CAMediaTimingFunction, sampled at x in [0, 1]."
    )

    @Option(help: ArgumentHelp("A CAMediaTimingFunctionName: \(BezierCurveRequest.names.joined(separator: ", ")).", valueName: "name"), completion: .list(BezierCurveRequest.names))
    var name: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Control points of CAMediaTimingFunction(controlPoints:), x1 and x2 in [0, 1].", valueName: "x1,y1,x2,y2"))
    var control: String?

    @OptionGroup var output: CurveOutputOptions

    func makeCurve() throws(OptionValueError) -> PlottableCurve {
        try BezierCurveRequest(name: name, control: control).curve
    }

    func validate() throws { try validateCurveArguments() }

    func run() throws { try writeCurve() }
}
