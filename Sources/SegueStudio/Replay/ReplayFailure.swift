import ArgumentParser
import SegueFiles

/// Why `segue replay` failed, and its exit status: a bad trace exits 65
/// (EX_DATAERR, with the JSON path of the problem); a bad argument 64 (EX_USAGE);
/// a file that cannot be read or written, or a renderer failure, 1.
package enum ReplayFailure: Error, Equatable, CustomStringConvertible {
    /// The trace is malformed.
    case trace(path: String, JSONPathError)
    /// An option is wrong.
    case usage(String)
    /// A file could not be read or written, or rendering failed.
    case io(String)

    package var description: String {
        switch self {
        case .trace(let file, let error): "\(file): \(error)"
        case .usage(let message), .io(let message): message
        }
    }

    package var exitCode: ExitCode {
        switch self {
        case .trace: ExitCode(65)
        case .usage: .validationFailure
        case .io: .failure
        }
    }
}
