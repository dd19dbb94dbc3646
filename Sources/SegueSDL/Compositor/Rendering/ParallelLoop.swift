import Foundation
import Synchronization

/// Runs the iterations of a loop on the calling thread and one helper thread at
/// once (Segue internal): what lets the compositor paint the runs it rasterises
/// on a second core while the first paints too.
///
/// The helper is a thread of its own, started on the first loop that has more
/// than one iteration and parked between loops; ``run(count:_:)`` hands it the
/// loop, takes iterations itself from the same counter, and returns once both
/// are done, so the body may read and write whatever the caller lends it for the
/// call. Iterations are taken in order, each exactly once, but which thread runs
/// which one is not fixed: the body must not depend on it, and two iterations
/// must not write the same memory. With `helps` false (one core, or turned off)
/// every iteration runs on the caller.
///
/// The body is a C function and a context pointer rather than a closure: handing
/// a closure to another thread means letting it escape, which allocates, and a
/// loop run every frame allocates nothing.
final class ParallelLoop: Sendable {
    /// What the helper thread and the caller share.
    private final class Shared: @unchecked Sendable {
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let next = Atomic<Int>(0)
        /// The loop being run: set before `start` is signalled, cleared after
        /// `finished` is waited for, so the helper reads it only in between.
        var body: Body?
        var context: UnsafeRawPointer?
        var count = 0
        var stops = false

        /// Runs iterations until none is left.
        func drain() {
            guard let body, let context else { return }
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                body(context, index)
            }
        }
    }

    /// One iteration: the context given to ``run(count:context:_:)`` and the index.
    typealias Body = @convention(c) (_ context: UnsafeRawPointer, _ index: Int) -> Void

    private let shared = Shared()
    private let started = Mutex(false)
    /// Whether a helper thread takes part; false runs every loop on the caller.
    let helps: Bool

    /// A loop runner; `helps` defaults to whether the machine has more than one
    /// core to run on.
    init(helps: Bool = ProcessInfo.processInfo.activeProcessorCount > 1) {
        self.helps = helps
    }

    deinit {
        guard started.withLock({ $0 }) else { return }
        shared.stops = true
        shared.start.signal()
        shared.finished.wait()
    }

    /// Calls `body` once with `context` and each of 0 ..< `count`, on this thread
    /// and the helper, and returns when every call has returned. What `context`
    /// points to must stay valid until then.
    func run(count: Int, context: UnsafeRawPointer, _ body: Body) {
        guard helps, count > 1 else {
            for index in 0..<count { body(context, index) }
            return
        }
        startHelperIfNeeded()
        shared.body = body
        shared.context = context
        shared.count = count
        shared.next.store(0, ordering: .relaxed)
        shared.start.signal()
        shared.drain()
        shared.finished.wait()
        shared.body = nil
        shared.context = nil
    }

    private func startHelperIfNeeded() {
        let shared = shared
        started.withLock { started in
            guard !started else { return }
            started = true
            let thread = Thread {
                while true {
                    shared.start.wait()
                    if shared.stops {
                        shared.finished.signal()
                        return
                    }
                    shared.drain()
                    shared.finished.signal()
                }
            }
            thread.name = "segue.raster"
            thread.start()
        }
    }
}
