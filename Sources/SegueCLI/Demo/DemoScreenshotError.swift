/// `--screenshot` names a place a PNG cannot be written; the message names the
/// path. Checked before the window opens; exits with status 1, as an unwritable
/// `--output` does for `segue curve`.
struct DemoScreenshotError: Error, Equatable, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { "cannot write --screenshot \"\(path)\": \(reason)" }
}
