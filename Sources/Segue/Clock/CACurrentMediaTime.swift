import Synchronization

/// The media time of the runtime's current tick, shared by every layer tree.
private let currentMediaTimeBits = Atomic<UInt64>(Double.nan.bitPattern)

/// Core Animation's global clock: the time, in seconds, of the tick the runtime is
/// evaluating (or last evaluated).
///
/// In Segue the clock is the fixed-timestep runtime's simulated time
/// (`FixedTimestepLoop.mediaTime`), not the host clock read anew at each call, so
/// that every layer, animation and transaction sees one timestamp per tick. Before
/// any `FixedTimestepLoop` exists it reads the system's monotonic clock.
public func CACurrentMediaTime() -> CFTimeInterval {
    let value = Double(bitPattern: currentMediaTimeBits.load(ordering: .acquiring))
    return value.isNaN ? SystemClock().now() : value
}

/// Sets the value `CACurrentMediaTime()` returns. Called by the runtime at each tick.
func setCurrentMediaTime(_ time: Double) {
    currentMediaTimeBits.store(time.bitPattern, ordering: .releasing)
}
