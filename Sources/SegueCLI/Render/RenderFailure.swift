import ArgumentParser

/// Why `segue render` failed, and its exit status: a bad scene (or a contents file
/// that is not a PNG) exits 64 like any bad argument; a file that cannot be read or
/// written, or a renderer failure, exits 1.
enum RenderFailure: Error, Equatable, CustomStringConvertible {
    /// The scene file or an image it names is wrong; the message names the JSON path.
    case scene(JSONPathError)
    /// A file could not be read or written.
    case io(String)
    /// The offscreen renderer failed.
    case render(String)

    var description: String {
        switch self {
        case .scene(let error): error.description
        case .io(let message), .render(let message): message
        }
    }

    /// 64 (EX_USAGE) for scene errors, 1 otherwise.
    var exitCode: ExitCode {
        switch self {
        case .scene: .validationFailure
        case .io, .render: .failure
        }
    }
}
