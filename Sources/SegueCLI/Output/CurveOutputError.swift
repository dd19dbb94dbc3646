import SegueStudio
/// A failure to write `segue curve`'s output; the message names the path. Exits with
/// status 1 (ArgumentParser's `ExitCode.failure`).
struct CurveOutputError: Error, Equatable, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { "cannot write --output \"\(path)\": \(reason)" }
}
