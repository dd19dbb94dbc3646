import Foundation
import SegueSDL

/// A studio program's window ended by something other than the user quitting: a
/// signal (SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1 — `TerminationRequest`) or the
/// loss of the X display (`DisplayLoss`). The recording, report and trace asked for
/// have been written by then; the message says why the program ended and what it
/// wrote, in one line, and the program exits with `exitStatus`: 128 + the signal
/// (as a shell reports a process the signal killed), or 1 for a lost display.
package struct StudioInterruption: Error, Equatable, CustomStringConvertible {
    /// What ended the window.
    package enum Cause: Equatable, Sendable {
        /// A signal caught by `TerminationRequest`.
        case signal(Int32)
        /// The connection to the X server at this display was lost.
        case displayLost(String)
    }

    package let cause: Cause
    /// The files written on the way out, as their options name them (`--record "r.json"`).
    package let written: [String]
    /// Why a file asked for could not be written, if one could not.
    package var failure: String?

    package init(cause: Cause, written: [String], failure: String? = nil) {
        self.cause = cause
        self.written = written
        self.failure = failure
    }

    package var description: String {
        var text = switch cause {
        case .signal(let signal): "ended by \(TerminationRequest.name(of: signal))"
        case .displayLost(let display): "lost the display \(display.isEmpty ? "" : "at DISPLAY=\(display) ")(the X server closed the connection)"
        }
        if !written.isEmpty { text += "; wrote " + written.joined(separator: ", ") }
        if let failure { text += "; \(failure)" }
        return text
    }

    /// The process's exit status.
    package var exitStatus: Int32 {
        switch cause {
        case .signal(let signal): 128 + signal
        case .displayLost: 1
        }
    }
}
