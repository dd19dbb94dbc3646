import Foundation
import SegueStudio

/// One run of the user's program under `segue watch`: started with the window
/// options and the session folder (`--watch-session`), its standard input a pipe
/// the watcher's messages go down (`StudioWatchMessage`), its standard output the
/// terminal's, and its standard error copied to the terminal as it comes while the
/// last lines are kept, to say why it crashed.
final class WatchedProgram: @unchecked Sendable {
    /// How the program ended.
    enum Ending: Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it (a crash: SIGILL for a Swift runtime trap, SIGSEGV…).
        case signal(Int32)
    }

    let executable: URL
    let arguments: [String]
    /// When it was started, on the watcher's clock.
    private(set) var startTime = 0.0
    private let process = Process()
    private let input = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var errorTail = Data()
    /// How much of standard error is kept.
    static let keptErrorBytes = 16 * 1024

    init(executable: URL, arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }

    /// Starts the program at `time`. Throws when it cannot be started.
    func start(at time: Double) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = input
        process.standardError = errors
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard !data.isEmpty else {
                handle.readabilityHandler = nil
                return
            }
            FileHandle.standardError.write(data)
            self?.keep(data)
        }
        try process.run()
        startTime = time
    }

    private func keep(_ data: Data) {
        lock.lock()
        defer { lock.unlock() }
        errorTail.append(data)
        if errorTail.count > Self.keptErrorBytes { errorTail.removeFirst(errorTail.count - Self.keptErrorBytes) }
    }

    /// The last of what the program wrote on standard error.
    var standardErrorTail: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: errorTail, as: UTF8.self)
    }

    /// Sends a message; one the program can no longer take (it has quit) is dropped.
    func send(_ message: StudioWatchMessage) {
        try? input.fileHandleForWriting.write(contentsOf: Data(message.line.utf8))
    }

    var isRunning: Bool { process.isRunning }

    /// How it ended, or nil while it runs.
    var ending: Ending? {
        guard !process.isRunning else { return nil }
        switch process.terminationReason {
        case .uncaughtSignal: return .signal(process.terminationStatus)
        default: return .exited(process.terminationStatus)
        }
    }

    /// Waits up to `seconds` for it to end (polling; the watcher has nothing else to
    /// do meanwhile); then asks it to stop (SIGTERM) and, a second later, kills it.
    func waitForExit(seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        guard process.isRunning else { return }
        process.terminate()
        let killDeadline = Date().addingTimeInterval(1)
        while process.isRunning && Date() < killDeadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Closes its standard input (it quits when it reads the end) and waits for it.
    func stop() {
        try? input.fileHandleForWriting.close()
        waitForExit(seconds: 3)
    }

    /// Why it crashed, for the window and the terminal: the runtime's own lines
    /// ("Fatal error: …", "Segmentation fault") from standard error, else its last
    /// lines, and how it ended.
    var crashReport: String {
        let lines = standardErrorTail.split(whereSeparator: \.isNewline).map(String.init)
        let telling = lines.filter { line in
            ["Fatal error", "fatal error", "Precondition failed", "Assertion failed", "error:", "Crash", "Segmentation",
             "Illegal instruction", "Aborted"].contains { line.contains($0) }
        }
        var report = (telling.isEmpty ? Array(lines.suffix(4)) : Array(telling.prefix(4))).joined(separator: "\n")
        if let ending {
            let how = switch ending {
            case .signal(let number): "ended by signal \(number) (\(Self.signalName(number)))"
            case .exited(let status): "exited with status \(status)"
            }
            report = report.isEmpty ? "The program \(how)." : report + "\nThe program \(how)."
        }
        return report
    }

    static func signalName(_ number: Int32) -> String {
        switch number {
        case SIGILL: "SIGILL, a Swift runtime trap"
        case SIGTRAP: "SIGTRAP, a Swift runtime trap"
        case SIGSEGV: "SIGSEGV"
        case SIGBUS: "SIGBUS"
        case SIGABRT: "SIGABRT"
        case SIGFPE: "SIGFPE"
        case SIGKILL: "SIGKILL"
        case SIGTERM: "SIGTERM"
        default: "signal \(number)"
        }
    }
}
