/// A mistake in a scene file: where (the JSON path, such as `layers[2].transform`)
/// and what was expected. `segue render` reports it on one line and exits with
/// status 64.
struct SceneError: Error, Equatable, CustomStringConvertible {
    /// The JSON path of the bad value; empty for the document itself.
    let path: String
    let message: String

    init(_ path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
