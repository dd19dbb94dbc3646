import Foundation
import Segue
import SegueSDL
import SegueFiles

/// What `segue replay` and a studio program's `--replay` do, step by step: check the outputs can be written, read
/// and check the trace, replay it, writing each frame as it is made, then the
/// report. Each file is written whole (temporary file and rename) or not at all.
@MainActor
package struct ReplayJob {
    let tracePath: String
    /// The program's scenes: the trace must name one of them (or the start screen).
    let catalog: StudioSceneCatalog
    /// The scene to replay in instead of the trace's, or nil.
    var scene: String?
    var reportPath: String?
    var framesDirectory: String?
    var fps: Int?
    /// Where to write a Chrome trace of the replay (`--trace`), or nil.
    var chromeTracePath: String?
    /// The process name in the Chrome trace ("segue replay", "MyApp --replay").
    var processName = "segue replay"

    /// Frame rates `--fps` accepts (the loop ticks 240 times a second).
    nonisolated package static let fpsRange = 1...240
    /// The most frames one replay writes.
    nonisolated package static let maximumFrames = 100_000

    /// The trace file, parsed and checked.
    static func loadTrace(_ path: String, catalog: StudioSceneCatalog) throws(ReplayFailure) -> ReplayTrace {
        let bytes: [UInt8]
        switch FileReader.read(path) {
        case .success(let data): bytes = data
        case .failure(let error): throw .io("cannot read the trace \"\(path.escapingControlCharacters)\": \(error.reason)")
        }
        do {
            return try ReplayTraceParser.parse(bytes, catalog: catalog)
        } catch {
            throw .trace(path: path, error)
        }
    }

    /// The frames directory exists (or is made) and is a writable directory.
    package static func prepareFrames(_ directory: String) throws(ReplayFailure) {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
            } catch {
                throw .io("cannot make the --frames directory \"\(directory)\": \(error.localizedDescription)")
            }
            isDirectory = true
        }
        guard isDirectory.boolValue else { throw .io("cannot write --frames \"\(directory)\": it is not a directory") }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw .io("cannot write --frames \"\(directory)\": the directory is not writable")
        }
    }

    /// "frame-0042.png".
    package static func frameName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    func run() throws(ReplayFailure) {
        if let reportPath {
            do { try StudioOutputTarget.check(reportPath, option: "--report") } catch { throw .io(error.description) }
        }
        // An unwritable --trace fails before anything runs (exit 1, as --report does). A
        // signal (Ctrl+C, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1) ends the replay at the next
        // tick, with or without --trace: the trace, renamed into place only at the end,
        // is still written whole, no report is written (the replay did not finish), and
        // the program exits 128 + the signal, as the window does.
        TerminationRequest.install()
        defer { TerminationRequest.uninstall() }
        var chromeTrace: FrameTrace?
        if let chromeTracePath {
            let clock = SystemClock()
            do {
                chromeTrace = try StudioTrace.make(chromeTracePath, clock: clock, origin: clock.now(), processName: processName)
            } catch {
                throw .io(error.description)
            }
        }
        let trace = try Self.loadTrace(tracePath, catalog: catalog)
        var phases: FramePhaseRecorder?
        if let chromeTrace {
            phases = FramePhaseRecorder(clock: chromeTrace.clock)
            phases?.trace = chromeTrace
        }
        let runner = ReplayRunner(trace: trace, catalog: catalog, scene: scene, framesPerSecond: fps, phases: phases)
        if let framesDirectory, let fps {
            let count = Int((trace.until * Double(fps) + 1e-9).rounded(.down)) + 1
            guard count <= Self.maximumFrames else {
                throw .usage("--fps \(fps) over the trace's \(ReplayJSON.number(trace.until)) s makes \(count) frames; at most \(Self.maximumFrames)")
            }
            try Self.prepareFrames(framesDirectory)
        }
        let report: TransitionReport
        do {
            report = try runner.run { index, image in
                guard let framesDirectory else { return }
                try PNGFileWriter.write(image, toFile: framesDirectory + "/" + Self.frameName(index), option: "--frames")
            }
        } catch let failure as ReplayFailure {
            throw failure
        } catch {
            throw .io("replaying \"\(tracePath)\" failed: \(error)")
        }
        if let chromeTrace {
            do { try chromeTrace.finish() } catch { throw .io(error.description) }
        }
        if let signal = TerminationRequest.signal {
            var written = chromeTracePath.map { ["--trace \"\($0)\" (so far)"] } ?? []
            if let framesDirectory { written.append("--frames \"\(framesDirectory)\" (the frames so far)") }
            throw .interrupted(StudioInterruption(cause: .signal(signal), written: written))
        }
        if let reportPath {
            do { try OutputWriter.write(Array(report.json.utf8), toFile: reportPath, option: "--report") } catch { throw .io(error.description) }
        }
    }
}
