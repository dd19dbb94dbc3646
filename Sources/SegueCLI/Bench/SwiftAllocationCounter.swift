import Foundation

/// Counts the Swift heap allocations the main thread makes (what `segue bench`
/// reports as allocations per frame): class instances, array, string and
/// dictionary buffers, closure contexts and boxes — every object the Swift runtime
/// allocates through `swift_allocObject`.
///
/// It installs itself in the Swift runtime's instrumentation hook
/// `_swift_allocObject` (a function pointer libswiftCore exports for tools, called
/// by `swift_allocObject` when set) and counts the calls made on the main thread;
/// other threads' allocations pass through uncounted. It does not see memory taken
/// with `malloc` directly — SDL's own buffers, or `UnsafeMutablePointer.allocate`
/// — which the package benchmarks' malloc counter (`Benchmarks/`) does count.
/// Unavailable (``start()`` returns false) when the runtime exports no such hook.
enum SwiftAllocationCounter {
    private typealias AllocObject = @convention(c) (UnsafeRawPointer?, Int, Int) -> UnsafeMutableRawPointer?

    nonisolated(unsafe) private static var hookSlot: UnsafeMutablePointer<AllocObject?>?
    nonisolated(unsafe) private static var original: AllocObject?
    nonisolated(unsafe) private static var counted = 0
    nonisolated(unsafe) private static var mainThread = pthread_self()

    /// Objects allocated on the main thread since ``start()``.
    static var count: Int { counted }

    /// Starts counting from zero. Returns false when the hook is not available
    /// (then ``count`` stays 0).
    @discardableResult
    static func start() -> Bool {
        stop()
        counted = 0
        mainThread = pthread_self()
        guard let symbol = dlsym(nil, "_swift_allocObject") else { return false }
        let slot = symbol.assumingMemoryBound(to: AllocObject?.self)
        guard let current = slot.pointee else { return false }
        original = current
        hookSlot = slot
        slot.pointee = { metadata, size, alignmentMask in
            if pthread_equal(pthread_self(), SwiftAllocationCounter.mainThread) != 0 {
                SwiftAllocationCounter.counted &+= 1
            }
            return SwiftAllocationCounter.original!(metadata, size, alignmentMask)
        }
        return true
    }

    /// Stops counting and puts the runtime's own entry point back.
    static func stop() {
        guard let slot = hookSlot, let original else { return }
        slot.pointee = original
        hookSlot = nil
    }
}
