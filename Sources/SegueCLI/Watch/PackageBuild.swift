import Foundation
import Segue
import SegueSDL

/// `swift build --package-path DIR`, as `segue watch` runs it after a change — the
/// whole package but its tests, not `--product NAME`: SwiftPM plans a product's
/// build from its last plan and then misses a source file added to a dependency
/// (a Segue checkout updated under the package), where a plain build plans again.
/// The output is kept for its errors, and timed by the lines SwiftPM prints as
/// its steps end — the package loaded ("Write sources"), compiling done ("Write
/// Objects.LinkFileList", just before the link) — and by the build's end.
struct PackageBuild {
    /// What one build did.
    struct Outcome {
        var succeeded: Bool
        var output: String
        var started: Double
        /// When SwiftPM had loaded the package and began the build's steps.
        var loaded: Double?
        /// When compiling was done and linking began (nil: nothing was linked).
        var linkStarted: Double?
        var ended: Double

        /// Seconds loading the package, compiling, and linking (0 for a step not seen).
        var phases: (load: Double, compile: Double, link: Double) {
            let loaded = loaded ?? started
            let compiled = linkStarted ?? ended
            return (loaded - started, max(0, compiled - loaded), ended - compiled)
        }
    }

    let package: URL
    /// The `swift` to run (`swift` on the PATH).
    var swift = "swift"

    /// Runs the build to its end. Throws when `swift` cannot be started.
    func run(clock: some MonotonicClock = SystemClock()) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [swift, "build", "--package-path", package.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let collector = OutputCollector(clock: clock)
        pipe.fileHandleForReading.readabilityHandler = { handle in collector.take(handle.availableData) }
        let started = clock.now()
        try process.run()
        // A signal to the watcher (TerminationRequest) stops the build too.
        while process.isRunning {
            if TerminationRequest.signal != nil { process.terminate() }
            usleep(20_000)
        }
        process.waitUntilExit()
        pipe.fileHandleForReading.readabilityHandler = nil
        collector.take(pipe.fileHandleForReading.readDataToEndOfFile())
        let ended = clock.now()
        return Outcome(succeeded: process.terminationReason == .exit && process.terminationStatus == 0,
                       output: collector.text, started: started, loaded: collector.loaded,
                       linkStarted: collector.linkStarted, ended: ended)
    }

    /// Collects the output from the pipe's reading thread, noting when the package
    /// was loaded and when linking began.
    private final class OutputCollector: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        private let clock: any MonotonicClock
        private(set) var loaded: Double?
        private(set) var linkStarted: Double?

        init(clock: any MonotonicClock) { self.clock = clock }

        func take(_ chunk: Data) {
            guard !chunk.isEmpty else { return }
            lock.lock()
            defer { lock.unlock() }
            data.append(chunk)
            let text = String(decoding: chunk, as: UTF8.self)
            if loaded == nil, text.contains("Write sources") || text.contains("Compiling ") { loaded = clock.now() }
            if linkStarted == nil, text.contains("Write Objects.LinkFileList") { linkStarted = clock.now() }
        }

        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: data, as: UTF8.self)
        }
    }
}
