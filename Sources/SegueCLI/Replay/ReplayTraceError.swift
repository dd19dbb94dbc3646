/// A mistake in a trace file: the JSON path of the bad value (`events[3].t`) and
/// what was expected. `segue replay` reports it on one line and exits with status
/// 65 (EX_DATAERR).
struct ReplayTraceError: Error, Equatable, CustomStringConvertible {
    /// The JSON path; empty for the document itself.
    let path: String
    let message: String

    init(_ path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
