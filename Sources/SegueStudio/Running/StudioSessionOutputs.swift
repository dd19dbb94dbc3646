import Foundation
import Segue
import SegueFiles

/// The files a studio window session writes when it ends — `--trace` renamed into
/// place, `--record` and `--report` — whatever ends it: the user quitting, a signal,
/// or the display going away (when nothing may touch SDL any more, which is why the
/// screenshot is not among them). All three are held in memory until then, so
/// each is written whole; one that cannot be written does not stop the others.
@MainActor
final class StudioSessionOutputs {
    /// What was written and the first failure, if any.
    struct Outcome {
        /// The options written, with their paths (`--record "r.json"`).
        var written: [String] = []
        var failure: (any Error)?
    }

    private let settings: StudioSettings
    private let sceneName: String?
    private let trace: FrameTrace?
    private let recorder: StudioInputRecorder?
    private let reporter: TransitionReportRecorder
    private let recordedSize: CGSize
    /// The scene's window as the session ends (the report reads its controllers).
    private let window: () -> UIWindow?
    /// The loop's media time now (the recording's end).
    private let now: () -> Double
    private var isWritten = false

    init(settings: StudioSettings, sceneName: String?, trace: FrameTrace?, recorder: StudioInputRecorder?,
         reporter: TransitionReportRecorder, recordedSize: CGSize,
         window: @escaping () -> UIWindow?, now: @escaping () -> Double) {
        self.settings = settings
        self.sceneName = sceneName
        self.trace = trace
        self.recorder = recorder
        self.reporter = reporter
        self.recordedSize = recordedSize
        self.window = window
        self.now = now
    }

    /// Writes the trace, recording and report asked for, once (a second call
    /// writes nothing).
    func write() -> Outcome {
        var outcome = Outcome()
        guard !isWritten else { return outcome }
        isWritten = true
        func attempt(_ option: String, _ path: String, _ body: () throws -> Void) {
            do {
                try body()
                outcome.written.append("\(option) \"\(path.escapingControlCharacters)\"")
            } catch {
                if outcome.failure == nil { outcome.failure = error }
            }
        }
        if let trace, let path = settings.tracePath {
            attempt("--trace", path) { try trace.finish() }
        }
        if let path = settings.recordPath, let recorder {
            let recording = recorder.trace(scene: sceneName, size: recordedSize, end: now())
            attempt("--record", path) { try OutputWriter.write(Array(recording.json.utf8), toFile: path, option: "--record") }
        }
        if let path = settings.reportPath {
            let report = reporter.finish(window: window())
            attempt("--report", path) { try OutputWriter.write(Array(report.json.utf8), toFile: path, option: "--report") }
        }
        return outcome
    }
}
