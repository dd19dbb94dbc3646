import ArgumentParser
import SegueFiles
import SegueStudio

/// Why `segue render` failed, and its exit status: a bad scene (or a contents file
/// that is not a PNG, or a `--scene` with no transition) exits 64 like any bad argument; a file that cannot be read or
/// written, or a renderer failure, exits 1.
enum RenderFailure: Error, Equatable, CustomStringConvertible {
    /// The scene file or an image it names is wrong; the message names the JSON path.
    case scene(JSONPathError)
    /// The options ask for something impossible (a demo scene with no transition,
    /// a picture too large), found once the work began.
    case usage(String)
    /// A file could not be read or written.
    case io(String)
    /// The offscreen renderer failed.
    case render(String)

    var description: String {
        switch self {
        case .scene(let error): error.description
        case .io(let message), .render(let message), .usage(let message): message
        }
    }

    /// 64 (EX_USAGE) for scene errors, 1 otherwise.
    var exitCode: ExitCode {
        switch self {
        case .scene, .usage: .validationFailure
        case .io, .render: .failure
        }
    }
}
