import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process for the tests whose every wait is bounded: the test fails with a
/// message instead of hanging when a program does not exit. Standard output and
/// error go to files (never a pipe that could fill up), standard input is
/// `/dev/null`.
///
/// It spawns with `posix_spawn` rather than Foundation's `Process`: in Swift 6.3's
/// Foundation, `Process.run()` reads `/proc/self/fd` with a 256-byte copy of each
/// directory entry and faults now and then when an entry ends a page
/// (swiftlang/swift-corelibs-foundation#5472) — it took the whole test run down in
/// CI. The child gets SIGINT, SIGTERM, SIGHUP and SIGPIPE at their defaults with
/// nothing blocked (the test runner's threads block some), and no descriptor of the
/// test process but 0, 1 and 2.
public final class BoundedProcess: @unchecked Sendable {
    public let executable: URL
    public let arguments: [String]
    private let environment: [String: String]?
    private let workingDirectory: URL?
    private let outputURL: URL
    private let errorURL: URL
    private var pipeWriteEnd: Int32 = -1
    /// The read end of standard output when it was asked for as a pipe, else nil.
    public private(set) var outputPipe: FileHandle?

    /// Where one of the child's output streams goes instead of the file the test
    /// reads back: a device opened for writing (`/dev/full`), or nowhere — the
    /// descriptor closed, as a shell's `>&-` leaves it.
    public enum Redirection: Sendable {
        case device(String)
        case closed
    }
    /// Set before ``start()`` to send standard output elsewhere.
    public var outputRedirection: Redirection?
    /// Set before ``start()`` to send standard error elsewhere.
    public var errorRedirection: Redirection?

    /// The child's id and exit, shared with the thread that waits for it (which
    /// holds only this, so dropping a `BoundedProcess` still kills its child).
    private final class ChildState: @unchecked Sendable {
        let lock = NSLock()
        var pid: pid_t = 0
        var exitStatus: Int32?
        /// Entered when the child starts, left when it has exited; waiting on it
        /// does not consume anything, so every wait after the exit succeeds.
        let exited = DispatchGroup()
    }
    private let state = ChildState()

    public struct SpawnFailure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Prepares `executable` with `arguments`; `environment` replaces the test's,
    /// `workingDirectory` the current one; `pipeOutput` sends standard output to
    /// ``outputPipe`` instead of a file.
    public init(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
                workingDirectory: URL? = nil, pipeOutput: Bool = false) throws {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.workingDirectory = workingDirectory
        let directory = FileManager.default.temporaryDirectory
        let stem = "segue-child-\(UUID().uuidString)"
        outputURL = directory.appendingPathComponent(stem + ".out")
        errorURL = directory.appendingPathComponent(stem + ".err")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        if pipeOutput {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else {
                throw SpawnFailure(description: "pipe: \(String(cString: strerror(errno)))")
            }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            outputPipe = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
            pipeWriteEnd = ends[1]
        }
    }

    /// The child's process id (0 before ``start()``).
    public var processIdentifier: pid_t { state.lock.withLock { state.pid } }

    /// True between ``start()`` and the child's exit.
    public var isRunning: Bool { state.lock.withLock { state.pid != 0 && state.exitStatus == nil } }

    /// Spawns the child and starts a thread that waits for it.
    public func start() throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let outputRedirection {
            Self.redirect(1, to: outputRedirection, in: &actions)
        } else if pipeWriteEnd >= 0 {
            posix_spawn_file_actions_adddup2(&actions, pipeWriteEnd, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, outputURL.path, O_WRONLY | O_TRUNC, 0o644)
        }
        if let errorRedirection {
            Self.redirect(2, to: errorRedirection, in: &actions)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, errorURL.path, O_WRONLY | O_TRUNC, 0o644)
        }
        _ = GNUSpawnActions.closeFrom?(&actions, 3)
        if let workingDirectory {
            guard let changeDirectory = GNUSpawnActions.changeDirectory else {
                throw SpawnFailure(description: "posix_spawn_file_actions_addchdir_np is missing (glibc 2.29 or later has it)")
            }
            _ = changeDirectory(&actions, workingDirectory.path)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = [executable.path] + arguments
        let environ = Self.childEnvironment(environment ?? ProcessInfo.processInfo.environment, for: executable)
            .map { "\($0.key)=\($0.value)" }
        var child: pid_t = 0
        let result = withCStrings(argv) { argvPointers in
            withCStrings(environ) { environPointers in
                posix_spawn(&child, executable.path, &actions, &attributes, argvPointers, environPointers)
            }
        }
        if pipeWriteEnd >= 0 {
            close(pipeWriteEnd)
            pipeWriteEnd = -1
        }
        guard result == 0 else {
            throw SpawnFailure(description: "posix_spawn \(executable.path): \(String(cString: strerror(result)))")
        }
        let state = self.state
        state.lock.withLock { state.pid = child }
        state.exited.enter()
        Thread.detachNewThread { [state, child] in
            var status: Int32 = 0
            while waitpid(child, &status, 0) == -1 && errno == EINTR {}
            // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
            let signal = status & 0x7f
            let code = signal == 0 ? (status >> 8) & 0xff : 128 + signal
            state.lock.withLock { state.exitStatus = code }
            state.exited.leave()
        }
    }

    /// The exit status (128 + the signal for a killed process), or nil if the
    /// process was still running after `seconds` (it is then killed).
    public func waitForExit(seconds: Double) -> Int32? {
        guard processIdentifier != 0 else { return nil }
        if state.exited.wait(timeout: .now() + seconds) == .timedOut {
            kill()
            return nil
        }
        return state.lock.withLock { state.exitStatus }
    }

    private static func redirect(_ descriptor: Int32, to redirection: Redirection, in actions: inout posix_spawn_file_actions_t) {
        switch redirection {
        case .device(let path): posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY, 0)
        case .closed: posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }

    /// Sends SIGTERM.
    public func terminate() { send(SIGTERM) }

    /// Sends `signal` (SIGHUP, SIGQUIT, SIGUSR1…) while the child runs.
    public func signal(_ signal: Int32) { send(signal) }

    /// Sends SIGINT.
    public func interrupt() { send(SIGINT) }

    /// Sends SIGKILL and waits (bounded) for the process to go.
    public func kill() {
        guard isRunning else { return }
        send(SIGKILL)
        _ = state.exited.wait(timeout: .now() + 5)
    }

    private func send(_ signal: Int32) {
        state.lock.withLock {
            if state.pid != 0 && state.exitStatus == nil { _ = Glibc.kill(state.pid, signal) }
        }
    }

    /// The environment `executable` starts with. Under `tools/sanitize` the test
    /// process runs with SDL's run-time libraries preloaded (LD_PRELOAD, so the leak
    /// check at exit can still see them) and names them in
    /// `SEGUE_SANITIZE_PRELOAD`: a `segue` child gets them too, other programs
    /// (Xvfb, xdotool, ImageMagick) start without them — preloading Mesa's driver
    /// costs each of those seconds and they are not being checked.
    static func childEnvironment(_ environment: [String: String], for executable: URL) -> [String: String] {
        guard let preload = environment["SEGUE_SANITIZE_PRELOAD"] else { return environment }
        var adjusted = environment
        adjusted["LD_PRELOAD"] = executable.lastPathComponent == "segue" ? preload : nil
        return adjusted
    }

    public var standardOutput: String { (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "" }
    public var standardError: String { (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "" }

    deinit {
        kill()
        if pipeWriteEnd >= 0 { close(pipeWriteEnd) }
        try? FileManager.default.removeItem(at: outputURL)
        try? FileManager.default.removeItem(at: errorURL)
    }

    /// Runs a program to completion within `seconds`: its status (nil on timeout),
    /// standard output and standard error.
    public static func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
                           workingDirectory: URL? = nil, seconds: Double) throws
        -> (status: Int32?, output: String, error: String) {
        let child = try BoundedProcess(executable, arguments, environment: environment, workingDirectory: workingDirectory)
        try child.start()
        let status = child.waitForExit(seconds: seconds)
        return (status, child.standardOutput, child.standardError)
    }
}

/// glibc's spawn file actions that Swift's Glibc module does not declare (they need
/// `_GNU_SOURCE`), looked up at run time.
private enum GNUSpawnActions {
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    typealias ChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34): the child keeps no
    /// descriptor of the test process above 2.
    static let closeFrom: CloseFrom? = lookUp("posix_spawn_file_actions_addclosefrom_np")
    /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29).
    static let changeDirectory: ChangeDirectory? = lookUp("posix_spawn_file_actions_addchdir_np")

    private static func lookUp<Function>(_ name: String) -> Function? {
        // RTLD_DEFAULT is a null handle in glibc.
        guard let symbol = dlsym(nil, name) else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }
}

/// Calls `body` with a NULL-terminated array of C strings that live for the call.
private func withCStrings<Result>(_ strings: [String],
                                  _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result) -> Result {
    let pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
