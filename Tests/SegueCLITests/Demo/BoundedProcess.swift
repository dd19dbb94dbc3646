import Foundation

/// A child process for end-to-end tests whose every wait is bounded: the test
/// fails with a message instead of hanging when a program does not exit.
/// Standard output and error go to files (never a pipe that could fill up).
final class BoundedProcess: @unchecked Sendable {
    let process = Process()
    private let exited = DispatchSemaphore(value: 0)
    private let outputURL: URL
    private let errorURL: URL

    /// Prepares `executable` with `arguments`; `environment` replaces the test's.
    init(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil) throws {
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let directory = FileManager.default.temporaryDirectory
        let stem = "segue-e2e-\(UUID().uuidString)"
        outputURL = directory.appendingPathComponent(stem + ".out")
        errorURL = directory.appendingPathComponent(stem + ".err")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        process.standardInput = FileHandle.nullDevice
        let exited = self.exited
        process.terminationHandler = { _ in exited.signal() }
    }

    /// Starts the process with SIGINT, SIGTERM and SIGHUP unblocked: Foundation's
    /// `Process` passes on the spawning thread's signal mask, and the test runner's
    /// threads block them, which would make `terminate()` do nothing.
    func start() throws {
        var signals = sigset_t(), previous = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
    }

    /// Set once the exit has been waited for (the semaphore signals only once).
    private var hasExited = false

    /// The exit status (128 + the signal for a killed process), or nil if the
    /// process was still running after `seconds` (it is then killed).
    func waitForExit(seconds: Double) -> Int32? {
        if !hasExited {
            if exited.wait(timeout: .now() + seconds) == .timedOut {
                kill()
                return nil
            }
            hasExited = true
        }
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    /// Sends SIGTERM.
    func terminate() {
        if !hasExited && process.isRunning { process.terminate() }
    }

    /// Sends SIGKILL and waits (bounded) for the process to go.
    func kill() {
        guard !hasExited, process.isRunning else { return }
        Foundation.kill(process.processIdentifier, SIGKILL)
        if exited.wait(timeout: .now() + 5) == .success { hasExited = true }
    }

    var standardOutput: String { (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "" }
    var standardError: String { (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "" }

    deinit {
        kill()
        try? FileManager.default.removeItem(at: outputURL)
        try? FileManager.default.removeItem(at: errorURL)
    }

    /// Runs a program to completion within `seconds`: its status (nil on timeout)
    /// and standard output.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
                    seconds: Double) throws -> (status: Int32?, output: String, error: String) {
        let child = try BoundedProcess(executable, arguments, environment: environment)
        try child.start()
        let status = child.waitForExit(seconds: seconds)
        return (status, child.standardOutput, child.standardError)
    }
}
