/// `--screenshot` names a place a PNG cannot be written; the message names the
/// path. Checked before the window opens; exits with status 1, as an unwritable
/// `--output` does for `segue curve`.
/// The same check covers `--record` and `--report` (and `segue replay --report`).
struct DemoScreenshotError: Error, Equatable, CustomStringConvertible {
    let path: String
    let reason: String
    /// The option that named the path.
    var option = "--screenshot"

    var description: String { "cannot write \(option) \"\(path)\": \(reason)" }
}
