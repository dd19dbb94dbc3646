import ArgumentParser
import Foundation
import Segue
import SegueSDL

/// Opens the Chrome trace a studio program's `--trace` (`segue demo --trace`) and `segue replay --trace` write
/// (see `FrameTrace`): on the host's monotonic clock, with layers named as the
/// exploded view names them (`SCModalViewController.view`, `container`).
@MainActor
enum StudioTrace {
    /// Opens a trace at `path` whose time 0 is the process's start, with the
    /// `launch` slice open until the host's first present. An unwritable path
    /// throws the `TraceFileError` naming it (exit 1, as for every output that
    /// cannot be written), before anything runs.
    static func open(_ path: String, processName: String) throws(TraceFileError) -> FrameTrace {
        let clock = SystemClock()
        let start = ProcessStartTime.monotonicSeconds()
        let trace = try make(path, clock: clock, origin: start ?? clock.now(), processName: processName)
        if let start { trace.beginLaunch(at: start) }
        return trace
    }

    /// Opens a trace at `path` whose time 0 is `origin` on `clock`.
    static func make(_ path: String, clock: any MonotonicClock, origin: Double,
                     processName: String) throws(TraceFileError) -> FrameTrace {
        let trace = try FrameTrace(path: path, clock: clock, origin: origin, processName: processName)
        trace.layerName = { ExplodedLayerName.name(of: $0) }
        return trace
    }
}
