import Foundation
import SegueStudio

#if os(Linux)
/// Counts the heap allocations the main thread makes — calls to `malloc`,
/// `calloc`, `realloc` and the aligned allocators, which is where every Swift
/// object, array and string buffer comes from — for `segue bench`'s "allocations
/// per frame".
///
/// It uses glibc's allocation hooks (`__malloc_hook`, `__realloc_hook`,
/// `__memalign_hook`). Since glibc 2.34 the allocator calls them only when
/// `libc_malloc_debug.so.0` is preloaded, so ``preloadIfNeeded()`` re-executes the
/// process once with that library in `LD_PRELOAD` (the same arguments, the same
/// output; it costs one branch per allocation while no hook is set). Each hook
/// counts the call when it comes from the main thread and allocates with glibc's
/// own `__libc_malloc` / `__libc_realloc` / `__libc_memalign`, so nothing recurses
/// and `free` stays glibc's. Memory SDL takes with `SDL_malloc` is counted too.
///
/// (The Swift runtime's own `_swift_allocObject` hook would be simpler, but Swift
/// 6.3's Linux runtime faults once it is set: swiftlang/swift#88924.)
enum MallocCallCounter {
    /// The library that restores glibc's hooks.
    static let debugLibrary = "libc_malloc_debug.so.0"
    /// Set in the environment of the re-executed process, so it never loops.
    static let preloadMarker = "SEGUE_MALLOC_DEBUG_PRELOADED"

    private typealias MallocHook = @convention(c) (Int, UnsafeRawPointer?) -> UnsafeMutableRawPointer?
    private typealias ReallocHook = @convention(c) (UnsafeMutableRawPointer?, Int, UnsafeRawPointer?) -> UnsafeMutableRawPointer?
    private typealias MemalignHook = @convention(c) (Int, Int, UnsafeRawPointer?) -> UnsafeMutableRawPointer?
    private typealias VersionedSymbol = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>, UnsafePointer<CChar>) -> UnsafeMutableRawPointer?

    nonisolated(unsafe) private static var counted = 0
    nonisolated(unsafe) private static var mainThread = pthread_self()
    nonisolated(unsafe) private static var hooks: (malloc: UnsafeMutablePointer<MallocHook?>,
                                                   realloc: UnsafeMutablePointer<ReallocHook?>,
                                                   memalign: UnsafeMutablePointer<MemalignHook?>)?
    nonisolated(unsafe) private static var installed = false

    /// Allocations counted since ``start()``.
    static var count: Int { counted }

    /// Re-executes this process with ``debugLibrary`` preloaded unless glibc's
    /// hooks are already reachable or that was already tried. Returns when it does
    /// not re-execute (or `execv` failed).
    static func preloadIfNeeded() {
        guard findHooks() == nil, ProcessInfo.processInfo.environment[preloadMarker] == nil else { return }
        let existing = ProcessInfo.processInfo.environment["LD_PRELOAD"].map { $0 + " " } ?? ""
        setenv("LD_PRELOAD", existing + debugLibrary, 1)
        setenv(preloadMarker, "1", 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        // Still here: leave the environment as it was and count nothing.
        if existing.isEmpty { unsetenv("LD_PRELOAD") } else { setenv("LD_PRELOAD", String(existing.dropLast()), 1) }
    }

    /// Starts counting from zero on the calling (main) thread. Returns false when
    /// the hooks are not available (then ``count`` stays 0).
    @discardableResult
    static func start() -> Bool {
        stop()
        counted = 0
        mainThread = pthread_self()
        guard let found = hooks ?? findHooks() else { return false }
        hooks = found
        found.malloc.pointee = { size, _ in
            if pthread_equal(pthread_self(), MallocCallCounter.mainThread) != 0 { MallocCallCounter.counted &+= 1 }
            return libcMalloc(size)
        }
        found.realloc.pointee = { pointer, size, _ in
            if pthread_equal(pthread_self(), MallocCallCounter.mainThread) != 0 { MallocCallCounter.counted &+= 1 }
            return libcRealloc(pointer, size)
        }
        found.memalign.pointee = { alignment, size, _ in
            if pthread_equal(pthread_self(), MallocCallCounter.mainThread) != 0 { MallocCallCounter.counted &+= 1 }
            return libcMemalign(alignment, size)
        }
        installed = true
        return true
    }

    /// Stops counting (the hooks are cleared).
    static func stop() {
        guard installed, let hooks else { return }
        hooks.malloc.pointee = nil
        hooks.realloc.pointee = nil
        hooks.memalign.pointee = nil
        installed = false
    }

    /// The hook variables: glibc's own before 2.34, else the debug library's if it
    /// is loaded (they are versioned symbols, found with `dlvsym`).
    private static func findHooks() -> (malloc: UnsafeMutablePointer<MallocHook?>, realloc: UnsafeMutablePointer<ReallocHook?>,
                                        memalign: UnsafeMutablePointer<MemalignHook?>)? {
        var handle: UnsafeMutableRawPointer?
        var lookup: (String) -> UnsafeMutableRawPointer? = { dlsym(nil, $0) }
        if let library = dlopen(debugLibrary, RTLD_NOW | RTLD_NOLOAD), let address = dlsym(nil, "dlvsym") {
            handle = library
            let dlvsym = unsafeBitCast(address, to: VersionedSymbol.self)
            lookup = { dlvsym(handle, $0, "GLIBC_2.2.5") }
        }
        defer { if let handle { dlclose(handle) } }
        guard let malloc = lookup("__malloc_hook"), let realloc = lookup("__realloc_hook"),
              let memalign = lookup("__memalign_hook") else { return nil }
        return (malloc.assumingMemoryBound(to: MallocHook?.self), realloc.assumingMemoryBound(to: ReallocHook?.self),
                memalign.assumingMemoryBound(to: MemalignHook?.self))
    }
}

@_silgen_name("__libc_malloc")
private func libcMalloc(_ size: Int) -> UnsafeMutableRawPointer?

@_silgen_name("__libc_realloc")
private func libcRealloc(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer?

@_silgen_name("__libc_memalign")
private func libcMemalign(_ alignment: Int, _ size: Int) -> UnsafeMutableRawPointer?
#else
/// Counts heap allocations on glibc only (its allocation hooks); elsewhere nothing
/// is counted and `segue bench` reports the allocations per frame as unavailable.
enum MallocCallCounter {
    /// Allocations counted since ``start()``: always 0 here.
    static var count: Int { 0 }
    /// Nothing to preload outside glibc.
    static func preloadIfNeeded() {}
    /// Returns false: no hooks outside glibc.
    @discardableResult
    static func start() -> Bool { false }
    /// Nothing to stop.
    static func stop() {}
}
#endif
