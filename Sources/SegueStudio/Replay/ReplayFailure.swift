import ArgumentParser
import SegueFiles

/// Why `segue replay` failed, and its exit status: a bad trace exits 65
/// (EX_DATAERR, with the JSON path of the problem); a bad argument 64 (EX_USAGE);
/// a file that cannot be read or written, or a renderer failure, 1; a signal that
/// ended the replay, 128 + the signal.
package enum ReplayFailure: Error, Equatable, CustomStringConvertible {
    /// The trace is malformed.
    case trace(path: String, JSONPathError)
    /// An option is wrong.
    case usage(String)
    /// A file could not be read or written, or rendering failed.
    case io(String)
    /// A signal (`TerminationRequest`) ended the replay at a tick; what was written
    /// on the way out is in the interruption.
    case interrupted(StudioInterruption)

    package var description: String {
        switch self {
        case .trace(let file, let error): "\(file): \(error)"
        case .usage(let message), .io(let message): message
        case .interrupted(let interruption): interruption.description
        }
    }

    package var exitCode: ExitCode {
        switch self {
        case .trace: ExitCode(65)
        case .usage: .validationFailure
        case .io: .failure
        case .interrupted(let interruption): ExitCode(interruption.exitStatus)
        }
    }
}
