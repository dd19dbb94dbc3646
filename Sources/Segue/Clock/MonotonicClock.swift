/// A source of monotonic time in seconds, the only place Segue reads time from.
///
/// The runtime never calls the system clock directly: the host passes a clock in,
/// and tests pass a `ManualClock` so that nothing depends on wall time.
public protocol MonotonicClock: Sendable {
    /// The current time in seconds. Successive readings never decrease.
    func now() -> Double
}
