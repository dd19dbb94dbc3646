import ArgumentParser
import SegueStudio

/// `segue curve`: prints a timing curve as CSV, or draws it as a PNG.
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Print a timing curve as CSV (t,value) or draw it as a PNG plot.",
        discussion: """
            Bezier curves are sampled at x in [0, 1]; springs and keyframes at t in seconds \
            over [0, duration]. Use --format png --output FILE for a plot.
            """,
        subcommands: [BezierCurveCommand.self, SpringCurveCommand.self, KeyframesCurveCommand.self]
    )
}

/// What the three curve subcommands share: build a curve from validated arguments,
/// validate everything up front, then write.
protocol CurveSubcommand: ParsableCommand {
    var output: CurveOutputOptions { get }
    /// The curve the arguments describe, or the first argument error.
    func makeCurve() throws(OptionValueError) -> PlottableCurve
}

extension CurveSubcommand {
    /// Runs during parsing, so every bad argument is a `ValidationError` (exit 64,
    /// one-line message) before anything is computed or written.
    func validateCurveArguments() throws {
        do {
            _ = try makeCurve()
            _ = try output.settings()
        } catch {
            throw error.validationError
        }
    }

    /// Samples the curve and writes CSV or PNG; a write failure exits with status 1.
    func writeCurve() throws {
        do {
            try CurveOutput.write(try makeCurve(), settings: try output.settings())
        } catch let error as OptionValueError {
            throw error.validationError
        }
    }
}
