import ArgumentParser
import Foundation
import SegueFiles
import SegueSDL
import SegueStudio

/// `segue watch [DIR] [--product NAME] [window options]`: runs a studio program's
/// package and brings each change on screen in seconds (`PackageWatcher`).
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Run your package's studio program and rebuild it on every change.",
        discussion: """
            Builds the executable product of the package at DIR (made with segue new, or one \
            of Examples/) and runs it. Whenever a file of the package changes (its tests \
            excepted) it rebuilds and restarts the program with the window where it was and the \
            tools as they were; a transition you had paused or were scrubbing shows again at the \
            same point. A build error shows over the last good build, which keeps running, and in \
            the terminal; so does a crash. Close the window to stop. Exit status: 64 when DIR is \
            not a package with an executable product (or --product names none), 1 when swift \
            cannot be run.
            """
    )

    @Argument(help: ArgumentHelp("The package's folder (default: the current folder).", valueName: "DIR"), completion: .directory)
    var directory: String = "."

    @Option(help: ArgumentHelp("The executable product to run, when the package has several.", valueName: "NAME"))
    var product: String?

    @Option(help: ArgumentHelp("The window's size in points (default 1024x700); later builds keep the window's size and place.", valueName: "WxH"))
    var size: String?

    @Option(help: ArgumentHelp("The SDL renderer: auto, accelerated or software (as the program's --renderer).", valueName: "NAME"))
    var renderer: String?

    @Option(help: ArgumentHelp("The scene to open first, in a program with several.", valueName: "NAME"))
    var scene: String?

    @Flag(help: "Show the scene without the animations it runs on its own.")
    var still = false

    @Option(help: ArgumentHelp("Append each reload's timing (seconds per phase) to this file as a JSON line.", valueName: "PATH"), completion: .file(extensions: ["jsonl"]))
    var timings: String?

    /// The options handed to the program, in the program's own spelling.
    var programArguments: [String] {
        var arguments: [String] = []
        if let size { arguments += ["--size", size] }
        if let renderer { arguments += ["--renderer", renderer] }
        if let scene { arguments += ["--scene", scene] }
        if still { arguments.append("--still") }
        return arguments
    }

    func validate() throws {
        // Checked as the program will check them (all but --scene, which the
        // program checks against its scenes), so a typo fails before a build.
        do {
            _ = try StudioOptions.parse(programArguments)
        } catch {
            throw ValidationError(StudioOptions.message(for: error))
        }
        if timings == "" { throw ValidationError("--timings must be a file path, got \"\"") }
    }

    func run() throws {
        let package = URL(fileURLWithPath: directory).standardizedFileURL
        let name: String, builtProgram: URL
        do {
            let products = PackageProducts(package: package)
            name = try products.executable(named: product)
            builtProgram = try products.builtProgram(named: name)
        } catch {
            switch error {
            case .usage(let message): throw ValidationError(message)
            default: throw error
            }
        }
        if let timings {
            guard FileManager.default.createFile(atPath: timings, contents: Data()) else {
                throw ValidationError("--timings \"\(timings)\" cannot be written")
            }
        }
        let session = FileManager.default.temporaryDirectory.appendingPathComponent("segue-watch-\(getpid())")
        try? FileManager.default.removeItem(at: session)
        try FileManager.default.createDirectory(at: session, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: session) }
        signal(SIGPIPE, SIG_IGN)
        // Ctrl+C or a kill ends the build or the program too, and the session folder goes.
        TerminationRequest.install()
        defer { TerminationRequest.uninstall() }
        let watcher = PackageWatcher(package: package, product: name, builtProgram: builtProgram, programArguments: programArguments,
                                     timingsPath: timings, session: session)
        let status = try watcher.run()
        if status != 0 { throw ExitCode(status) }
    }
}
