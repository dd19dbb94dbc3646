import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lets a program end cleanly on a signal that would otherwise kill it where it
/// stands: Ctrl+C (SIGINT), SIGTERM, a closed terminal or dropped SSH session
/// (SIGHUP), Ctrl+\ (SIGQUIT — which the Swift runtime's backtracer would otherwise
/// answer with "Program crashed" and let the program run on) and SIGUSR1. Once
/// `install()` has run, each only sets a flag the program checks between steps —
/// the studio's window loop every iteration, `segue replay` every tick — so it can
/// write what it holds (a recording, a report, a trace renamed into place, never
/// half a file), remove its temporary files, and exit with `128 + signal` and one
/// line saying why (`StudioInterruption`).
///
/// Installed after `SDL_Init`, it replaces the handlers SDL puts on SIGINT and
/// SIGTERM (which turn them into `SDL_QUIT`, an ordinary quit).
public enum TerminationRequest {
    private static let received = Atomic<Int32>(0)

    /// The signals `install()` catches.
    public static let signals: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1]

    /// Catches `signals` from now on (unblocking them on this thread). A signal
    /// the parent set to be ignored stays ignored (`nohup` ignores SIGHUP; a shell
    /// runs background jobs with SIGINT ignored).
    public static func install() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        for signal in signals {
            var previous = sigaction()
            sigaction(signal, nil, &previous)
            // SIG_IGN is handler value 1.
            let handler = previous.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
            if handler == 1 { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { TerminationRequest.received.store($0, ordering: .relaxed) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
    }

    /// The signal received since `install()`, or nil.
    public static var signal: Int32? {
        let value = received.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Puts `signals` back to their default action (the process ends).
    public static func uninstall() {
        for signal in signals { _ = Glibc.signal(signal, SIG_DFL) }
        received.store(0, ordering: .relaxed)
    }

    /// "SIGHUP (hangup)": the signal's name and what sends it, for messages.
    public static func name(of signal: Int32) -> String {
        switch signal {
        case SIGHUP: "SIGHUP (hangup: the terminal closed)"
        case SIGINT: "SIGINT (interrupt)"
        case SIGQUIT: "SIGQUIT (quit)"
        case SIGTERM: "SIGTERM (terminate)"
        case SIGUSR1: "SIGUSR1"
        default: "signal \(signal)"
        }
    }
}
