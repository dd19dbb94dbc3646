import Foundation
import Segue
import SegueFiles
import SegueSDL
import SegueStudio

/// `segue watch`'s loop: builds the package's program and runs it, polls the
/// package's files (`PackageSourceSnapshot`, every `pollInterval`), and after a
/// change has settled (`ChangeCoalescer`) rebuilds — telling the running program,
/// which shows "Building…" — and then:
/// - the build failed: the compiler's first errors go to the terminal and over the
///   running program, which goes on (the last good build);
/// - the program did not change (a comment, a test): nothing restarts;
/// - otherwise the program hands over its state and quits, and the new build
///   starts from it (`StudioWatchState`): the window where it was, the tools as
///   they were, a held transition shown again at the same point.
/// A program that ends by itself with status 0 (its window closed) ends the
/// watch. One that crashes is reported the same way as a failed build, over the
/// last good build restarted (without the transition replay that might crash it
/// again); if that too ends within `crashLoopWindow` the watcher waits for the
/// next change with no window.
final class PackageWatcher {
    let package: URL
    let product: String
    /// The file `swift build` makes for the product.
    let builtProgram: URL
    /// The program's own options (`--size`, `--renderer`, `--scene`, `--still`).
    let programArguments: [String]
    /// Where each reload's timing is appended as a JSON line (`--timings`), or nil.
    let timingsPath: String?
    let session: URL
    var pollInterval = 0.05
    /// A restarted last good build that ends this soon after starting is not restarted again.
    var crashLoopWindow = 3.0

    private let clock = SystemClock()
    private var program: WatchedProgram?
    private var snapshot = PackageSourceSnapshot()
    private var coalescer = ChangeCoalescer()
    /// The changed files waiting for the rebuild, and when the first was seen.
    private var pendingPaths: Set<String> = []
    private var noticeLatency = 0.0
    private var firstSeen = 0.0
    /// Hard links to the programs that built, the newest last (at most two), so a
    /// crash can restart one even after a later build failed half way.
    private var goodPrograms: [URL] = []
    /// The running program's file, and whether it has shown a frame.
    private var running: URL?
    private var hasPresented = false
    private var generation = 0
    /// The reload waiting for its first frame, with the times known so far.
    private var pendingTiming: (timing: ReloadTiming, launched: Double)?
    private var restartedAfterCrash = false

    init(package: URL, product: String, builtProgram: URL, programArguments: [String], timingsPath: String?, session: URL) {
        self.package = package
        self.product = product
        self.builtProgram = builtProgram
        self.programArguments = programArguments
        self.timingsPath = timingsPath
        self.session = session
    }

    /// Runs until the program's window is closed; returns the exit status.
    func run() throws -> Int32 {
        say("building \(product) in \(package.path)…")
        snapshot = PackageSourceSnapshot.take(of: package)
        let outcome = try PackageBuild(package: package).run(clock: clock)
        if TerminationRequest.signal != nil {
            // Stopped while building: the loop below says so.
        } else if outcome.succeeded {
            say(String(format: "built in %.1f s; watching for changes (close the window to stop)", outcome.ended - outcome.started))
            try launchNewBuild(timing: nil)
        } else {
            reportBuildFailure(outcome)
        }
        var lastPoll = -Double.infinity
        while true {
            if let signal = TerminationRequest.signal {
                program?.stop()
                say("stopped by \(TerminationRequest.name(of: signal))")
                return 128 + signal
            }
            if let status = try checkProgram() { return status }
            let now = clock.now()
            if now - lastPoll >= pollInterval {
                lastPoll = now
                poll(at: now)
            }
            if coalescer.isDue(at: clock.now()) { try rebuild() }
            checkFirstFrame()
            usleep(10_000)
        }
    }

    // MARK: Changes

    private func poll(at now: Double) {
        let next = PackageSourceSnapshot.take(of: package, reusing: snapshot)
        let changed = next.changes(since: snapshot)
        snapshot = next
        guard !changed.isEmpty else { return }
        if !coalescer.isPending {
            firstSeen = now
            let saved = next.latestModification(of: changed).map { Date().timeIntervalSince($0) } ?? 0
            noticeLatency = max(0, min(saved, pollInterval * 4))
        }
        pendingPaths.formUnion(changed)
        coalescer.noteChange(at: now)
    }

    private func rebuild() throws {
        coalescer.reset()
        let changed = pendingPaths.sorted()
        pendingPaths = []
        // An editor's or sed's temporary file, seen mid-save and gone now, is not worth naming.
        let named = changed.filter { FileManager.default.fileExists(atPath: package.appendingPathComponent($0).path) }
        say("\((named.isEmpty ? changed : named).joined(separator: ", ")) changed; building…")
        program?.send(.building)
        let outcome = try PackageBuild(package: package).run(clock: clock)
        // Stopped by a signal mid-build: the loop says so.
        guard TerminationRequest.signal == nil else { return }
        guard outcome.succeeded else {
            reportBuildFailure(outcome)
            return
        }
        // The program ended while it built: the loop says how (a closed window ends
        // the watch, a crash restarts a build).
        if let program, !program.isRunning { return }
        // The running program is a hard link to the file it was built as: the same
        // file still there means the build changed nothing in it.
        if let program, let running, Self.identity(of: builtProgram) == Self.identity(of: running) {
            say("built; the program is unchanged, so it keeps running")
            program.send(.clear)
            return
        }
        let phases = outcome.phases
        var timing = ReloadTiming(notice: noticeLatency, settle: outcome.started - firstSeen, load: phases.load,
                                  compile: phases.compile, link: phases.link, handOver: 0, launch: 0)
        let handOverStart = clock.now()
        if let program {
            program.send(.handOver)
            program.waitForExit(seconds: 3)
            self.program = nil
        }
        timing.handOver = clock.now() - handOverStart
        try launchNewBuild(timing: timing)
    }

    private func reportBuildFailure(_ outcome: PackageBuild.Outcome) {
        let summary = CompilerDiagnostics.summary(of: outcome.output, root: package)
        say("build failed:\n\(summary)")
        if let program, program.isRunning {
            say("the last good build keeps running; save a file to try again")
            program.send(.buildFailed(summary))
        } else {
            say("waiting for a change to build again")
        }
    }

    // MARK: The program

    /// The file's inode and modification time: a relinked program is a new file.
    static func identity(of file: URL) -> [String]? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else { return nil }
        return ["\(attributes[.systemFileNumber] ?? "")", "\(attributes[.modificationDate] ?? "")"]
    }

    /// Keeps the program just built as the last good one and starts it from the
    /// state the last one handed over (if any).
    private func launchNewBuild(timing: ReloadTiming?) throws {
        generation += 1
        // In a folder of its own under its own name: the window is titled with it.
        let folder = session.appendingPathComponent("build-\(generation)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let kept = folder.appendingPathComponent(product)
        do {
            try FileManager.default.linkItem(at: builtProgram, to: kept)
        } catch {
            try FileManager.default.copyItem(at: builtProgram, to: kept)
        }
        goodPrograms.append(kept)
        while goodPrograms.count > 2 {
            try? FileManager.default.removeItem(at: goodPrograms.removeFirst().deletingLastPathComponent())
        }
        prepareRestore(replayingTransition: true)
        try start(kept, timing: timing)
    }

    /// Turns what the last program published into what the next one starts from.
    private func prepareRestore(replayingTransition: Bool) {
        let manager = FileManager.default
        let path = { (name: String) in self.session.appendingPathComponent(name).path }
        try? manager.removeItem(atPath: path(StudioWatchLink.restoreFile))
        try? manager.removeItem(atPath: path(StudioWatchLink.restoreTraceFile))
        try? manager.removeItem(atPath: path(StudioWatchLink.presentedFile))
        guard let data = manager.contents(atPath: path(StudioWatchLink.stateFile)),
              var state = StudioWatchState.decode(data) else { return }
        if state.holdsTransition && replayingTransition && manager.fileExists(atPath: path(StudioWatchLink.traceFile)) {
            try? manager.moveItem(atPath: path(StudioWatchLink.traceFile), toPath: path(StudioWatchLink.restoreTraceFile))
        } else {
            state.holdsTransition = false
        }
        try? manager.removeItem(atPath: path(StudioWatchLink.traceFile))
        _ = manager.createFile(atPath: path(StudioWatchLink.restoreFile), contents: state.json)
    }

    private func start(_ executable: URL, timing: ReloadTiming?) throws {
        let started = WatchedProgram(executable: executable, arguments: programArguments + ["--watch-session", session.path])
        do {
            try started.start(at: clock.now())
        } catch {
            throw WatchFailure.launch("\(executable.lastPathComponent) could not be started: \(error)")
        }
        program = started
        running = executable
        hasPresented = false
        if let timing { pendingTiming = (timing, started.startTime) }
    }

    /// Once an iteration: how the program is doing. Returns an exit status when the
    /// watch is over.
    private func checkProgram() throws -> Int32? {
        guard let program, let ending = program.ending else { return nil }
        self.program = nil
        pendingTiming = nil
        if ending == .exited(0) {
            say("the window was closed; stopping")
            return 0
        }
        if ending == .exited(64) && !hasPresented && goodPrograms.count == 1 {
            say("\(product) refused its options (above); stopping")
            return 64
        }
        var report = program.crashReport
        say("\(product) crashed:\n\(report)")
        let quick = clock.now() - program.startTime < crashLoopWindow
        // A new build that crashed before its first frame: the one before it is
        // the last good build; one that crashed in use restarts itself.
        var restart = running
        if !hasPresented, let index = goodPrograms.firstIndex(where: { $0 == running }), index > 0 {
            restart = goodPrograms[index - 1]
            report = "The new build crashed as it started; this is the build before it.\n" + report
        }
        guard let restart, !(restartedAfterCrash && quick) else {
            say("it crashes as it starts; waiting for a change to build again")
            restartedAfterCrash = false
            return nil
        }
        say("restarting the last good build; save a file to rebuild")
        prepareRestore(replayingTransition: false)
        try start(restart, timing: nil)
        restartedAfterCrash = true
        self.program?.send(.crashed(report))
        return nil
    }

    /// Prints the reload's timing once the new program has shown its first frame.
    private func checkFirstFrame() {
        guard program != nil, !hasPresented else { return }
        let path = session.appendingPathComponent(StudioWatchLink.presentedFile).path
        guard let text = FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }),
              let presented = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return }
        hasPresented = true
        guard let (timing: reload, launched: launched) = pendingTiming else { return }
        pendingTiming = nil
        restartedAfterCrash = false
        var timing = reload
        timing.launch = presented - launched
        say(timing.line)
        if let timingsPath {
            let handle = FileHandle(forWritingAtPath: timingsPath)
            if let handle {
                _ = try? handle.seekToEnd()
                try? handle.write(contentsOf: Data((timing.json + "\n").utf8))
                try? handle.close()
            } else {
                say("cannot append to --timings \(timingsPath)")
            }
        }
    }

    private func say(_ text: String) {
        try? StandardOutput.writeError(text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "segue watch: \($0)\n" }.joined())
    }
}
