import Foundation

/// A clock that only moves when told to: the clock tests and deterministic
/// replays drive the runtime with.
public final class ManualClock: MonotonicClock, @unchecked Sendable {
    // @unchecked: the one mutable field is guarded by `lock`.
    private let lock = NSLock()
    private var current: Double

    /// Makes a clock reading `start` seconds.
    public init(start: Double = 0) {
        current = start.isFinite ? start : 0
    }

    public func now() -> Double { lock.withLock { current } }

    /// Moves the clock forward. Negative or non-finite steps are refused with a
    /// diagnostic: a monotonic clock never goes back.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds >= 0 else {
            SegueDiagnostics.report("ManualClock.advance(by: \(seconds)) ignored: the clock only moves forward by a finite amount")
            return
        }
        lock.withLock { current += seconds }
    }

    /// Sets the clock to a later time. Earlier or non-finite times are refused with
    /// a diagnostic.
    public func set(to seconds: Double) {
        let accepted = lock.withLock { () -> Bool in
            guard seconds.isFinite, seconds >= current else { return false }
            current = seconds
            return true
        }
        if !accepted {
            SegueDiagnostics.report("ManualClock.set(to: \(seconds)) ignored: the clock reads \(now()) and never goes back")
        }
    }
}
