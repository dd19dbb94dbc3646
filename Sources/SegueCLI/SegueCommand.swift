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
        subcommands: [CurveCommand.self, BenchCommand.self, DemoCommand.self, NewCommand.self, RenderCommand.self, ReplayCommand.self, WatchCommand.self]
    )

    /// Parses and runs like ArgumentParser's default `main()`, except that a failure is
    /// reported as a single line, `error: <message>`, on standard error (no usage block),
    /// before exiting with the error's code. Help and version still print to standard
    /// output and exit 0. Every write is checked (`Studio.exitReporting`): output that
    /// cannot be written exits 1, never with a crash.
    static func main() {
        StudioOptions.sceneNamesForCompletion = DemoSceneName.allCases.map(\.rawValue)
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            MainActor.assumeIsolated { Studio.exitReporting(error, options: SegueCommand.self) }
        }
    }

    /// ArgumentParser's message for `error`, with any line breaks folded into spaces.
    static func oneLineMessage(for error: Error) -> String {
        Studio.oneLineMessage(for: error, options: SegueCommand.self)
    }
}
