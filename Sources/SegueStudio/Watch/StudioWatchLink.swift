#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Segue
import SegueFiles

/// The program's end of its link with `segue watch` (`--watch-session DIR`): the
/// watcher's messages arrive on standard input, one JSON line each
/// (`StudioWatchMessage`), read without blocking once a frame; the state goes the
/// other way as files in the session folder, each replaced whole (`OutputWriter`):
/// `state.json` (`StudioWatchState`, rewritten whenever it changes, so the watcher
/// knows where the window was even after a crash), `trace.json` (the input since the
/// program began, at a hand-over while a transition is held) and `presented` (the
/// monotonic clock's reading when the first frame was shown, for the reload's
/// timing). The watcher leaves `restore.json` and `restore-trace.json` there for
/// the next build to start from.
@MainActor
package final class StudioWatchLink {
    package nonisolated static let stateFile = "state.json"
    package nonisolated static let traceFile = "trace.json"
    package nonisolated static let presentedFile = "presented"
    package nonisolated static let restoreFile = "restore.json"
    package nonisolated static let restoreTraceFile = "restore-trace.json"

    /// What a new build starts from: the last build's state, and its recording when
    /// it held a transition.
    struct Restored: Equatable {
        var state: StudioWatchState
        var trace: ReplayTrace?
    }

    /// The session folder.
    package let directory: URL
    private let input: Int32
    private var pending: [UInt8] = []
    /// What each read fills, kept: the link is read once a frame.
    private var buffer = [UInt8](repeating: 0, count: 4096)
    private var lastWritten: StudioWatchState?
    /// Whether standard input has ended: the watcher is gone, and the program quits.
    private(set) var watcherIsGone = false

    /// The link in `directory`, reading messages from descriptor `input`.
    package init(directory: URL, input: Int32 = STDIN_FILENO) {
        self.directory = directory
        self.input = input
        let flags = fcntl(input, F_GETFL)
        if flags >= 0 { _ = fcntl(input, F_SETFL, flags | O_NONBLOCK) }
    }

    /// The path of a file of the session.
    package func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// The messages that have arrived since the last call, in order.
    func receive() -> [StudioWatchMessage] {
        while !watcherIsGone {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count > 0 {
                pending += buffer[0..<count]
            } else if count == 0 {
                watcherIsGone = true
            } else {
                if errno == EINTR { continue }
                if errno != EAGAIN && errno != EWOULDBLOCK { watcherIsGone = true }
                break
            }
        }
        guard !pending.isEmpty else { return [] }
        var messages: [StudioWatchMessage] = []
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[..<newline], as: UTF8.self)
            pending.removeSubrange(...newline)
            if let message = StudioWatchMessage(line: Substring(line)) { messages.append(message) }
        }
        return messages
    }

    /// Writes `state` to `state.json` when it differs from what was last written.
    /// A write that fails is logged once per state, not retried every frame.
    func publish(_ state: StudioWatchState) {
        guard state != lastWritten else { return }
        lastWritten = state
        write(Array(state.json), to: Self.stateFile)
    }

    /// Writes the input since the program began, for the next build to replay.
    func handOver(_ trace: ReplayTrace) {
        write(Array(trace.json.utf8), to: Self.traceFile)
    }

    /// Notes the moment the first frame was shown.
    func markPresented(at time: Double) {
        write(Array("\(time)\n".utf8), to: Self.presentedFile)
    }

    /// What the watcher left for this build to start from: the state, and the
    /// recording to replay when a transition was held (nil when there is none or it
    /// cannot be read — logged, and the program starts afresh).
    func restored(catalog: StudioSceneCatalog) -> Restored? {
        guard let data = FileManager.default.contents(atPath: path(Self.restoreFile)) else { return nil }
        guard let state = StudioWatchState.decode(data) else {
            log("\(Self.restoreFile) is not a watch state; starting afresh")
            return nil
        }
        guard state.holdsTransition, let bytes = FileManager.default.contents(atPath: path(Self.restoreTraceFile)) else {
            return Restored(state: state, trace: nil)
        }
        do {
            return Restored(state: state, trace: try ReplayTraceParser.parse(Array(bytes), catalog: catalog))
        } catch {
            log("the held transition cannot be shown again: \(error)")
            return Restored(state: state, trace: nil)
        }
    }

    private func write(_ bytes: [UInt8], to name: String) {
        do {
            try OutputWriter.write(bytes, toFile: path(name))
        } catch {
            log("cannot write \(name): \(error)")
        }
    }

    private func log(_ text: String) {
        try? StandardOutput.writeError("segue watch: \(text)\n")
    }
}
