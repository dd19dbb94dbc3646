/// The range a numeric argument must lie in, with the phrase that describes it in
/// error messages ("a number in (0, 1]", "a number > 0").
package struct NumberRequirement: Sendable {
    /// How the requirement reads in a message, after "must be".
    package let phrase: String
    private let accepts: @Sendable (Double) -> Bool

    package init(_ phrase: String, accepts: @escaping @Sendable (Double) -> Bool) {
        self.phrase = phrase
        self.accepts = accepts
    }

    /// Whether a finite value satisfies the requirement.
    package func isSatisfied(by value: Double) -> Bool { value.isFinite && accepts(value) }

    /// Any finite number.
    package static let finite = NumberRequirement("a number") { _ in true }
    /// A finite number greater than zero.
    package static let positive = NumberRequirement("a number > 0") { $0 > 0 }
    /// A finite number of at least zero.
    package static let nonNegative = NumberRequirement("a number >= 0") { $0 >= 0 }

    /// A number in an interval; brackets in the phrase show which ends are included.
    package static func interval(_ lower: Double, _ upper: Double, includingLower: Bool = true, includingUpper: Bool = true) -> NumberRequirement {
        let phrase = "a number in \(includingLower ? "[" : "(")\(format(lower)), \(format(upper))\(includingUpper ? "]" : ")")"
        return NumberRequirement(phrase) { value in
            (includingLower ? value >= lower : value > lower) && (includingUpper ? value <= upper : value < upper)
        }
    }

    /// "1" rather than "1.0" for whole numbers.
    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
