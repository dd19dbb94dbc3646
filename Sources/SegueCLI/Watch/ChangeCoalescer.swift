import Foundation

/// Turns a burst of saves into one rebuild: a change starts a wait that each
/// further change restarts, and the rebuild is due once `quietPeriod` has passed
/// with no change — or `longestWait` after the first, so a file written
/// continuously still rebuilds. Times are the caller's clock, in seconds.
struct ChangeCoalescer {
    /// Seconds without a change before a rebuild (editors that save by writing a
    /// temporary file and renaming it touch the folder twice within a few ms).
    var quietPeriod: Double
    /// The most seconds a rebuild waits after the first change of a burst.
    var longestWait: Double
    private var first: Double?
    private var last: Double?

    init(quietPeriod: Double = 0.15, longestWait: Double = 1.0) {
        self.quietPeriod = quietPeriod
        self.longestWait = longestWait
    }

    /// Whether a change is waiting for its rebuild.
    var isPending: Bool { first != nil }

    /// A change was seen at `time`.
    mutating func noteChange(at time: Double) {
        if first == nil { first = time }
        last = time
    }

    /// Whether the rebuild is due at `time`.
    func isDue(at time: Double) -> Bool {
        guard let first, let last else { return false }
        return time - last >= quietPeriod || time - first >= longestWait
    }

    /// The rebuild has begun: later changes start a new burst.
    mutating func reset() {
        first = nil
        last = nil
    }
}
