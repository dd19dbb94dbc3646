import ArgumentParser
import Foundation
import Segue
import SegueFiles

/// The studio's entry point, in the role `UIApplicationMain` plays in an iOS app: it
/// reads the program's options, opens the window with your root view controller
/// inside the studio's tools (timeline and scrub, slow motion, pause and step, the
/// exploded view, curves, tuning, the HUD, help, record and replay, traces,
/// screenshots), and runs until the user quits. A whole `main.swift`:
///
/// ```swift
/// import Segue
/// import SegueStudio
///
/// Studio.run { MyRootViewController() }
/// ```
///
/// The program takes `StudioOptions` (`--size`, `--frames`, `--screenshot`,
/// `--still`, `--record`, `--report`, `--trace`, `--renderer`, `--replay`, …; `--help`
/// lists them), and is titled with the executable's name unless `title` says
/// otherwise. `MyApp --replay TRACE --report R` replays a recording made with
/// `MyApp --record TRACE` headless, through the same scenes and tools.
///
/// A root view controller that adopts `StudioSceneContent` adds its tuning knobs,
/// showcase transition, keys and help lines to the tools.
@MainActor
public enum Studio {
    /// Runs a program whose window shows the controller `makeRoot` returns (built
    /// anew when the scene restarts), then exits. Errors in the options exit 64 with
    /// one line naming the option; an unreadable or unwritable file exits 1; a
    /// malformed recording exits 65.
    public static func run(title: String? = nil, _ makeRoot: @escaping @MainActor () -> UIViewController) -> Never {
        run(title: title, scene: { _ in StudioViewControllerScene(rootViewController: makeRoot()) })
    }

    /// Runs a program showing one scene of your own (a type adopting `StudioScene`,
    /// for a scene that owns its windows), then exits.
    public static func run(title: String? = nil, scene makeScene: @escaping @MainActor (StudioSceneContext) -> any StudioScene) -> Never {
        let title = title ?? executableName
        let entry = StudioSceneEntry(name: sceneName(for: title), title: title, make: makeScene)
        run(catalog: StudioSceneCatalog(title: title, entries: [entry]))
    }

    /// Runs a program offering `catalog`'s scenes with the options in `arguments`
    /// (the process's own by default), then exits with the outcome's status.
    public static func run(catalog: StudioSceneCatalog,
                           arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        StudioOptions.sceneNamesForCompletion = catalog.names
        do {
            let options = try StudioOptions.parse(arguments)
            try run(catalog: catalog, options: options)
            exit(0)
        } catch {
            exitReporting(error, options: StudioOptions.self)
        }
    }

    /// Runs `catalog`'s scenes with options already parsed — for a program that
    /// adds options of its own (`@OptionGroup var studio: StudioOptions` in its
    /// command). Returns when the window closes or the replay ends; throws what
    /// `exitReporting` turns into the exit status.
    public static func run(catalog: StudioSceneCatalog, options: StudioOptions) throws {
        if options.list {
            try StandardOutput.write(catalog.entries.map { "\($0.name) — \($0.summary)\n" }.joined())
            return
        }
        let settings: StudioSettings
        do { settings = try options.settings(catalog: catalog) } catch { throw error.validationError }
        if let replayPath = settings.replayPath {
            try replay(tracePath: replayPath, catalog: catalog, scene: settings.scene, reportPath: settings.reportPath,
                       framesDirectory: settings.replayFramesDirectory, fps: settings.replayFPS,
                       chromeTracePath: settings.tracePath, processName: "\(catalog.title) --replay")
            return
        }
        if let path = settings.screenshotPath { try StudioOutputTarget.check(path) }
        if let path = settings.recordPath { try StudioOutputTarget.check(path, option: "--record") }
        if let path = settings.reportPath { try StudioOutputTarget.check(path, option: "--report") }
        try StudioRunner(settings: settings, catalog: catalog).run()
    }

    /// Replays a recording headless (`--replay`, `segue replay`), writing the report,
    /// frames and Chrome trace asked for. A malformed trace throws `ExitCode(65)`
    /// after printing its one-line message; a bad argument a `ValidationError`;
    /// a file that cannot be read or written the `ReplayFailure` itself (exit 1); a
    /// signal that ended it the `StudioInterruption` (exit 128 + the signal).
    package static func replay(tracePath: String, catalog: StudioSceneCatalog, scene: String?, reportPath: String?,
                               framesDirectory: String?, fps: Int?, chromeTracePath: String?, processName: String) throws {
        let job = ReplayJob(tracePath: tracePath, catalog: catalog, scene: scene, reportPath: reportPath,
                            framesDirectory: framesDirectory, fps: fps, chromeTracePath: chromeTracePath,
                            processName: processName)
        do {
            try job.run()
        } catch {
            if case .interrupted(let interruption) = error { throw interruption }
            switch error.exitCode {
            case .validationFailure: throw ValidationError(error.description)
            case .failure: throw error
            default:
                // 65: ArgumentParser has no error type for it, so say it here and exit.
                try? StandardOutput.writeError("error: \(error.description)\n")
                throw error.exitCode
            }
        }
    }

    /// Prints `error` as one line, `error: <message>`, on standard error (help and
    /// version go to standard output) and exits with its status; `segue` ends the
    /// same way. Every write is checked: help or version that standard output cannot
    /// take exits 1 with one line saying so; an error line standard error cannot
    /// take is lost, but the status stays the error's.
    package static func exitReporting<Command: ParsableArguments>(_ error: Error, options: Command.Type) -> Never {
        if let interruption = error as? StudioInterruption {
            try? StandardOutput.writeError("error: \(interruption)\n")
            Foundation.exit(interruption.exitStatus)
        }
        let code = options.exitCode(for: error)
        guard code != .success else {
            let text = options.fullMessage(for: error)
            do {
                if !text.isEmpty { try StandardOutput.write(text.hasSuffix("\n") ? text : text + "\n") }
            } catch {
                try? StandardOutput.writeError("error: \(error.description)\n")
                Foundation.exit(ExitCode.failure.rawValue)
            }
            Foundation.exit(0)
        }
        let message = oneLineMessage(for: error, options: options)
        if !message.isEmpty { try? StandardOutput.writeError("error: \(message)\n") }
        Foundation.exit(code.rawValue)
    }

    /// ArgumentParser's message for `error`, with any line breaks folded into spaces.
    package nonisolated static func oneLineMessage<Command: ParsableArguments>(for error: Error, options: Command.Type) -> String {
        options.message(for: error)
            .split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// The running executable's file name ("MyApp").
    static var executableName: String {
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "Studio").lastPathComponent
        return name.isEmpty ? "Studio" : name
    }

    /// A scene name made of `title`: lower case, runs of other characters as "-"
    /// ("My App" → "my-app"); "scene" when nothing is left.
    static func sceneName(for title: String) -> String {
        var name = ""
        for scalar in title.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                name.unicodeScalars.append(scalar)
            } else if !name.isEmpty && !name.hasSuffix("-") {
                name += "-"
            }
        }
        while name.hasSuffix("-") { name.removeLast() }
        return name.isEmpty || name == "picker" ? "scene" : name
    }
}
