#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The host's monotonic clock (`CLOCK_MONOTONIC`): seconds since an arbitrary
/// point, unaffected by changes to the wall clock — the same base
/// `CACurrentMediaTime()` has on Apple's platforms.
public struct SystemClock: MonotonicClock {
    /// Makes the clock; it keeps no state.
    public init() {}

    public func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }
}
