import Foundation

/// One error from a failed `swift build`, as `segue watch` shows it: where (a path
/// relative to the package, line and column — absent for the linker's and
/// SwiftPM's own errors) and what, with the source line it points at.
struct CompilerDiagnostic: Equatable {
    var file: String?
    var line: Int?
    var column: Int?
    var message: String
    /// The line of source the error is on, without its indentation.
    var source: String?

    /// "CardTransition.swift:52:9: cannot find 'x' in scope", then the source line
    /// indented under it.
    var text: String {
        var location = ""
        if let file {
            location = file
            if let line { location += ":\(line)" }
            if let column { location += ":\(column)" }
            location += ": "
        }
        guard let source, !source.isEmpty else { return location + message }
        return location + message + "\n    " + source
    }
}
