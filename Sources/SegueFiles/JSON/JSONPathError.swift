/// A mistake in a JSON document the CLI reads (a `segue render` scene, a
/// `segue replay` trace): the JSON path of the bad value (`layers[2].transform`,
/// `events[3].t`) and what was expected. Each command reports it on one line and
/// chooses its exit status (render 64, replay 65).
package struct JSONPathError: Error, Equatable, CustomStringConvertible {
    /// The JSON path of the bad value; empty for the document itself.
    package let path: String
    package let message: String

    package init(_ path: String, _ message: String) {
        self.path = path
        self.message = message
    }

    /// One line: control characters from the file (in keys or quoted values) are
    /// written as escapes.
    package var description: String { (path.isEmpty ? message : "\(path): \(message)").escapingControlCharacters }
}

extension JSONPathError {
    /// The same error with the file's path in front, so the one-line message says
    /// which file: `scene.json: layers[2].transform: …`.
    package func prefixed(by file: String) -> JSONPathError {
        JSONPathError(path.isEmpty ? file : "\(file): \(path)", message)
    }
}
