import Foundation

/// Reads the errors out of `swift build`'s output: the compiler's
/// `path:line:column: error: message` lines (each once, though the compiler
/// repeats them under the source excerpt it draws) and SwiftPM's or the linker's
/// `error: message` lines, in the order they came.
enum CompilerDiagnostics {
    /// The errors in `output`; paths under `root` are shown relative to it, and each
    /// source line is read from the file.
    static func errors(in output: String, root: URL) -> [CompilerDiagnostic] {
        let rootPath = root.standardizedFileURL.path + "/"
        var found: [CompilerDiagnostic] = []
        var sources: [String: [Substring]] = [:]
        for raw in output.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            var diagnostic: CompilerDiagnostic
            if let located = located(line) {
                diagnostic = located
                let path = located.file ?? ""
                if sources[path] == nil {
                    sources[path] = (try? String(contentsOfFile: path, encoding: .utf8)).map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
                }
                if let number = located.line, let lines = sources[path], number >= 1, number <= lines.count {
                    diagnostic.source = lines[number - 1].trimmingCharacters(in: .whitespaces)
                }
                if path.hasPrefix(rootPath) { diagnostic.file = String(path.dropFirst(rootPath.count)) }
            } else if line.hasPrefix("error: ") {
                diagnostic = CompilerDiagnostic(message: String(line.dropFirst("error: ".count)))
            } else {
                continue
            }
            if !found.contains(diagnostic) { found.append(diagnostic) }
        }
        return found
    }

    /// The first `limit` errors as text for the window and the terminal; when the
    /// output holds no error line (a crash of the compiler), its last lines.
    static func summary(of output: String, root: URL, limit: Int = 3) -> String {
        let errors = errors(in: output, root: root)
        guard !errors.isEmpty else {
            let tail = output.split(whereSeparator: \.isNewline).suffix(6).joined(separator: "\n")
            return tail.isEmpty ? "swift build failed without saying why" : tail
        }
        var text = errors.prefix(limit).map(\.text).joined(separator: "\n")
        if errors.count > limit { text += "\n… and \(errors.count - limit) more (see the terminal)" }
        return text
    }

    /// A `path:line:column: error: message` line, or nil.
    private static func located(_ line: String) -> CompilerDiagnostic? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard location.count >= 3, let number = Int(location[location.count - 2]),
              let column = Int(location[location.count - 1]) else { return nil }
        let path = location.dropLast(2).joined(separator: ":")
        guard path.hasPrefix("/") else { return nil }
        return CompilerDiagnostic(file: path, line: number, column: column, message: String(line[marker.upperBound...]))
    }
}
