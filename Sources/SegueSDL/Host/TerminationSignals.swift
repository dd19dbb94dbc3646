#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes sure SIGINT and SIGTERM can reach SDL, which turns them into `SDL_QUIT`
/// so that the host's run loop ends and the program exits normally (status 0).
///
/// A parent can leave them blocked: Foundation's `Process` spawns children with
/// the spawning thread's signal mask, and test runners' worker threads block them,
/// so a program started that way would ignore `kill -TERM` for good. The host
/// unblocks the two on its thread before `SDL_Init` installs its handlers. (A
/// signal the parent set to be *ignored* stays ignored — for SIGINT that is how
/// shells run background jobs.)
enum TerminationSignals {
    static func unblock() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Whether `signal` is blocked on the calling thread (for tests).
    static func isBlocked(_ signal: Int32) -> Bool {
        var current = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &current)
        return sigismember(&current, signal) == 1
    }
}
