/// Why a spring could not be made from the values given: which parameter, its value, and
/// what it must satisfy.
///
/// Thrown by `SpringCurve(mass:stiffness:damping:initialVelocity:)` and
/// `SpringCurve.bounce(duration:bounce:initialVelocity:)`. The UIKit and Core Animation
/// paths (`uiView`, `caSpring`, `UISpringTimingParameters`) never throw: like their
/// originals they replace invalid values and report a diagnostic instead.
public struct SpringParameterError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A spring parameter that can be invalid.
    public enum Parameter: String, Sendable {
        /// The mass m.
        case mass
        /// The stiffness k.
        case stiffness
        /// The damping coefficient c.
        case damping
        /// The initial velocity v.
        case initialVelocity
        /// The perceptual duration of the bounce form.
        case duration
        /// The bounce of the bounce form.
        case bounce
    }

    /// The parameter that was rejected.
    public let parameter: Parameter
    /// The value it had.
    public let value: Double
    /// What the value must satisfy, e.g. "must be finite and greater than 0".
    public let requirement: String

    /// Makes the error for `parameter` having `value`, which does not meet `requirement`.
    public init(parameter: Parameter, value: Double, requirement: String) {
        self.parameter = parameter
        self.value = value
        self.requirement = requirement
    }

    /// "invalid spring <parameter> <value>: <requirement>".
    public var description: String {
        "invalid spring \(parameter.rawValue) \(value): \(requirement)"
    }

    /// Equal when parameter, value and requirement are; a NaN value equals a NaN value, so
    /// that an error can be compared with the one expected.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.parameter == rhs.parameter && lhs.requirement == rhs.requirement
            && (lhs.value == rhs.value || (lhs.value.isNaN && rhs.value.isNaN))
    }
}
