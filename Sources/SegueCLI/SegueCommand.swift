import ArgumentParser
import Foundation
import Segue
import SegueStudio

/// `segue`: the command-line front of Segue.
@main
struct SegueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "UIKit-style view-controller transitions on the Linux desktop.",
        version: SegueVersion.current,
        subcommands: [CurveCommand.self, BenchCommand.self, DemoCommand.self, NewCommand.self, RenderCommand.self, ReplayCommand.self]
    )

    /// Parses and runs like ArgumentParser's default `main()`, except that a failure is
    /// reported as a single line, `error: <message>`, on standard error (no usage block),
    /// before exiting with the error's code. Help and version still print to standard
    /// output and exit 0.
    static func main() {
        StudioOptions.sceneNamesForCompletion = DemoSceneName.allCases.map(\.rawValue)
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            guard code != .success else { exit(withError: error) }
            let message = oneLineMessage(for: error)
            if !message.isEmpty {
                FileHandle.standardError.write(Data("error: \(message)\n".utf8))
            }
            Foundation.exit(code.rawValue)
        }
    }

    /// ArgumentParser's message for `error`, with any line breaks folded into spaces.
    static func oneLineMessage(for error: Error) -> String {
        message(for: error)
            .split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}
