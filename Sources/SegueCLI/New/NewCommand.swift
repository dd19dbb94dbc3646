import ArgumentParser
import Foundation
import SegueFiles
import SegueStudio

/// `segue new NAME [--path DIR] [--segue PATH]`: scaffolds a SwiftPM package with a
/// custom transition in the studio (`PackageScaffold`), ready for `swift run` and
/// `swift test`.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a package with your own transition in the Segue studio.",
        discussion: """
            Writes DIR/NAME/: Package.swift, Sources/NAME/main.swift (Studio.run with the root \
            view controller), Sources/NAME/CardTransition.swift (an animator, a transitioning \
            delegate and a pan-driven interactive dismissal, written as for UIKit), \
            Tests/NAMETests/ (the transition under HeadlessHost) and a README. Then: \
            cd DIR/NAME && swift run. Exit status: 64 for a bad NAME, a non-empty folder or a \
            Segue checkout not found; 1 when a file cannot be written (nothing is left behind).
            """
    )

    @Argument(help: ArgumentHelp("The package's name: a Swift module name (letters, digits, _).", valueName: "NAME"))
    var name: String

    @Option(help: ArgumentHelp("The folder to create NAME in (default: the current folder).", valueName: "DIR"), completion: .directory)
    var path: String?

    @Option(help: ArgumentHelp("The Segue checkout to depend on by path (default: the checkout this segue was built from).", valueName: "PATH"), completion: .directory)
    var segue: String?

    /// The checkout this executable was built from: three folders above this file
    /// (Sources/SegueCLI/New/), when it is still there.
    static var builtFromCheckout: String? {
        let file = URL(fileURLWithPath: #filePath)
        let root = file.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return isSegueCheckout(root.path) ? root.path : nil
    }

    /// Whether `path` holds Segue's package (its manifest names the package "Segue").
    static func isSegueCheckout(_ path: String) -> Bool {
        guard let manifest = FileManager.default.contents(atPath: (path as NSString).appendingPathComponent("Package.swift")),
              let text = String(data: manifest, encoding: .utf8) else { return false }
        return text.contains("name: \"Segue\"")
    }

    /// The checked Segue checkout, as an absolute path.
    func checkout() throws(ScaffoldFailure) -> String {
        guard let segue else {
            guard let built = Self.builtFromCheckout else {
                throw .usage("this segue does not know the checkout it was built from; pass --segue PATH (a Segue checkout)")
            }
            return built
        }
        let absolute = URL(fileURLWithPath: segue).standardizedFileURL.path
        guard Self.isSegueCheckout(absolute) else {
            throw .usage("--segue \"\(segue)\" is not a Segue checkout (no Package.swift naming the package \"Segue\")")
        }
        return absolute
    }

    func validate() throws {
        if let problem = PackageScaffold.problem(withName: name) {
            throw ValidationError("NAME \"\(name)\" is not a valid Swift module name: \(problem)")
        }
        if path == "" { throw ValidationError("--path must be a folder, got \"\"") }
    }

    func run() throws {
        let parent = path ?? FileManager.default.currentDirectoryPath
        do {
            let scaffold = PackageScaffold(name: name, seguePath: try checkout())
            try scaffold.write(into: parent)
        } catch {
            switch error {
            case .usage(let message): throw ValidationError(message)
            case .io: throw error
            }
        }
        let folder = (parent as NSString).appendingPathComponent(name)
        let run = "swift run \(name)", width = max(run.count, "swift test".count) + 3
        func line(_ command: String, _ comment: String) -> String {
            "  " + command + String(repeating: " ", count: width - command.count) + "# " + comment + "\n"
        }
        try StandardOutput.write("Created \(name) in \(folder).\n  cd \(folder)\n"
            + line(run, "your transition in the studio (? or F1 lists the keys)")
            + line("swift test", "its headless tests"))
    }
}
