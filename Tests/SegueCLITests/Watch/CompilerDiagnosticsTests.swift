import Foundation
import Testing
@testable import segue

/// The first errors of a failed build, as the window and the terminal show them.
@Suite struct CompilerDiagnosticsTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("segue-diagnostics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        try Data("import Segue\n\nfinal class Card {\n        let x = missing\n}\n".utf8)
            .write(to: root.appendingPathComponent("Sources/App/Card.swift"))
    }

    /// What swift build prints for one error: the error line, then the compiler's
    /// excerpt repeating it, and the same again from a second job.
    var output: String {
        let path = root.appendingPathComponent("Sources/App/Card.swift").path
        let error = "\(path):4:17: error: cannot find 'missing' in scope"
        return """
            Building for debugging...
            [1/3] Compiling App Card.swift
            \(error)
            2 |
            4 |         let x = missing
              |                 `- error: cannot find 'missing' in scope
            \(error)
            \(path):4:9: warning: a warning
            error: fatalError
            """
    }

    @Test("each error once, its path relative to the package, with its source line")
    func errorsOnceWithSource() {
        let errors = CompilerDiagnostics.errors(in: output, root: root)
        #expect(errors == [
            CompilerDiagnostic(file: "Sources/App/Card.swift", line: 4, column: 17, message: "cannot find 'missing' in scope",
                               source: "let x = missing"),
            CompilerDiagnostic(message: "fatalError"),
        ])
        #expect(errors[0].text == "Sources/App/Card.swift:4:17: cannot find 'missing' in scope\n    let x = missing")
    }

    @Test("the summary gives the first errors and counts the rest")
    func summaryIsBounded() {
        let path = root.appendingPathComponent("Sources/App/Card.swift").path
        let many = (1...5).map { "\(path):\($0):1: error: problem \($0)" }.joined(separator: "\n")
        let summary = CompilerDiagnostics.summary(of: many, root: root, limit: 3)
        #expect(summary.contains("problem 3") && !summary.contains("problem 4"))
        #expect(summary.hasSuffix("… and 2 more (see the terminal)"))
    }

    @Test("output without an error line gives its last lines")
    func noErrorLine() {
        #expect(CompilerDiagnostics.summary(of: "a\nb\nc\nSegmentation fault\n", root: root) == "a\nb\nc\nSegmentation fault")
        #expect(CompilerDiagnostics.summary(of: "", root: root) == "swift build failed without saying why")
    }
}
