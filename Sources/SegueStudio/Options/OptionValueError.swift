import ArgumentParser

/// A bad command-line argument, with the one-line message shown to the user, e.g.
/// `--damping must be a number in (0, 1], got "abc"`. The message always names the
/// argument (or the arguments that conflict).
package struct OptionValueError: Error, Equatable, CustomStringConvertible {
    package let message: String

    package init(_ message: String) { self.message = message }

    package var description: String { message }

    /// The same message as ArgumentParser's `ValidationError`, which exits with
    /// status 64 (EX_USAGE).
    package var validationError: ValidationError { ValidationError(message) }
}
