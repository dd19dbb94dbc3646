import ArgumentParser
import SegueStudio

/// `segue curve keyframes --values v0,v1,… --duration T`.
struct KeyframesCurveCommand: CurveSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "keyframes",
        abstract: "A CAKeyframeAnimation of a number over time in seconds."
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("The keyframe values.", valueName: "v0,v1,..."))
    var values: String?

    @Option(name: .customLong("key-times"), parsing: .unconditional, help: ArgumentHelp("Key times in [0, 1], one per value (default: evenly spaced).", valueName: "k0,k1,..."))
    var keyTimes: String?

    @Option(help: ArgumentHelp("Calculation mode: \(KeyframesCurveRequest.modes.joined(separator: ", ")) (default linear).", valueName: "mode"), completion: .list(KeyframesCurveRequest.modes))
    var mode: String?

    @Option(help: ArgumentHelp("The animation's own timing function over the whole timeline: \(BezierCurveRequest.names.joined(separator: ", ")) (default linear).", valueName: "name"), completion: .list(BezierCurveRequest.names))
    var curve: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The animation's duration in seconds.", valueName: "seconds"))
    var duration: String?

    @OptionGroup var output: CurveOutputOptions

    func makeCurve() throws(OptionValueError) -> PlottableCurve {
        try KeyframesCurveRequest(values: values, keyTimes: keyTimes, mode: mode, curve: curve, duration: duration).curve()
    }

    func validate() throws { try validateCurveArguments() }

    func run() throws { try writeCurve() }
}
