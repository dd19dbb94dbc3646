import CSDL2

/// SDL 2's per-thread storage on threads SDL did not start (Segue internal).
///
/// SDL keeps a thread's error message, and whatever `SDL_TLSSet` stored on it, in
/// storage that it frees at the end of its own threads only (`SDL_TLSCleanup`); on
/// any other thread that storage is lost when the thread ends. Segue reaches SDL
/// from whichever thread drives a host, a compositor, a canvas or a loader, and
/// main-actor code does not always run on the process's first thread: after an
/// async `main` hands the main queue to the dispatch pool, and in a test runner,
/// it runs on pool threads that end when they have been idle. So every public
/// entry point of SegueSDL that calls into SDL calls ``releaseWhenThreadEnds()``
/// first, and SDL's storage for the thread is freed when the thread ends, as SDL
/// frees it for the threads it creates.
enum SDLThreadState {
    /// Arranges for `SDL_TLSCleanup` to run on the calling thread when it ends (for
    /// the main thread, at `exit`). The first call on a thread registers it; later
    /// ones read a thread-local flag. Returns false where the C library has no
    /// thread-exit hook (anything but glibc), which leaves SDL's storage as SDL
    /// leaves it.
    @discardableResult
    static func releaseWhenThreadEnds() -> Bool {
        segue_release_sdl_thread_state_at_exit() != 0
    }
}
