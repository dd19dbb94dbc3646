/// An output option (`--screenshot`, `--record`, `--report`, `--digest`, …) names a
/// place the file cannot be written; the message names the option and the path. Checked before the window opens; exits with status 1, as an unwritable
/// `--output` does for `segue curve`.
package struct StudioOutputError: Error, Equatable, CustomStringConvertible {
    let path: String
    let reason: String
    /// The option that named the path.
    var option = "--screenshot"

    package init(path: String, reason: String, option: String = "--screenshot") {
        self.path = path
        self.reason = reason
        self.option = option
    }

    package var description: String { "cannot write \(option) \"\(path.escapingControlCharacters)\": \(reason.escapingControlCharacters)" }
}
