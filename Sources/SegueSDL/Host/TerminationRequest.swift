import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lets a program with no SDL event loop — `segue replay` — end cleanly on
/// Ctrl+C (SIGINT) or SIGTERM: once `install()` has run, the signal only sets a
/// flag the program checks between steps, so it can finish what it writes (a
/// trace renamed into place, never half a file) before exiting. An SDL host needs
/// none of this: SDL turns both signals into `SDL_QUIT` (see `TerminationSignals`).
public enum TerminationRequest {
    private static let received = Atomic<Int32>(0)

    /// Catches SIGINT and SIGTERM from now on (unblocking them on this thread).
    /// A signal the parent set to be ignored stays ignored.
    public static func install() {
        TerminationSignals.unblock()
        for signal in [SIGINT, SIGTERM] {
            var previous = sigaction()
            sigaction(signal, nil, &previous)
            // SIG_IGN is handler value 1.
            let handler = previous.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
            if handler == 1 { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { TerminationRequest.received.store($0, ordering: .relaxed) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }

    /// The signal received since `install()`, or nil.
    public static var signal: Int32? {
        let value = received.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Puts SIGINT and SIGTERM back to their default action (the process ends).
    public static func uninstall() {
        Glibc.signal(SIGINT, SIG_DFL)
        Glibc.signal(SIGTERM, SIG_DFL)
        received.store(0, ordering: .relaxed)
    }
}
