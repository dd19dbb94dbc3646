import ArgumentParser
import SegueStudio

/// `segue curve spring` in its three forms: UIView's (--duration --damping), Core
/// Animation's (--mass --stiffness --damping-coefficient) and iOS 17's (--duration
/// --bounce).
struct SpringCurveCommand: CurveSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "A spring's progress over time in seconds.",
        discussion: """
            UIView:    --duration T --damping Z [--velocity V]
            iOS 17:    --duration D --bounce B [--velocity V]
            CASpringAnimation:
                       --mass M --stiffness K --damping-coefficient C
                       [--velocity V] [--duration D]
                       M, K, C default to 1, 100, 10; D to settlingDuration.
            """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds: the UIView or iOS 17 duration, or how long to sample a CASpringAnimation.", valueName: "seconds"))
    var duration: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("UIView damping ratio, >= 0 (above 1 is critical damping, as UIKit clamps it).", valueName: "ratio"))
    var damping: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Initial velocity in fractions of the distance per second (default 0).", valueName: "v"))
    var velocity: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("CASpringAnimation mass (default 1).", valueName: "m"))
    var mass: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("CASpringAnimation stiffness (default 100).", valueName: "k"))
    var stiffness: String?

    @Option(name: .customLong("damping-coefficient"), parsing: .unconditional, help: ArgumentHelp("CASpringAnimation damping (default 10).", valueName: "c"))
    var dampingCoefficient: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("iOS 17 bounce in (-1, 1].", valueName: "b"))
    var bounce: String?

    @OptionGroup var output: CurveOutputOptions

    func makeCurve() throws(OptionValueError) -> PlottableCurve {
        try SpringCurveRequest(duration: duration, damping: damping, velocity: velocity, mass: mass,
                               stiffness: stiffness, dampingCoefficient: dampingCoefficient, bounce: bounce).curve()
    }

    func validate() throws { try validateCurveArguments() }

    func run() throws { try writeCurve() }
}
