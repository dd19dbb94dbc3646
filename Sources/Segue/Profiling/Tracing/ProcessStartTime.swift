import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// When the running process started, on the monotonic clock `SystemClock` reads
/// (Segue extension), so "first frame after launch" can be measured from the
/// real start — the program's loading and Swift's runtime set-up included — not
/// from `main`.
///
/// On Linux it is `/proc/self/stat`'s start time (field 22, in clock ticks since
/// boot, `sysconf(_SC_CLK_TCK)` per second — 100 here, so 10 ms resolution; the
/// process started somewhere inside that tick, so a duration measured from it
/// can be up to one tick too long), moved from the boot clock to the monotonic
/// one by reading both clocks now. Elsewhere, or when `/proc` cannot be read, nil.
public enum ProcessStartTime {
    /// The start time in `SystemClock` seconds, or nil.
    public static func monotonicSeconds() -> Double? {
        #if os(Linux)
        guard let text = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let ticks = startTicks(fromStat: text) else { return nil }
        let perSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard perSecond > 0 else { return nil }
        var boot = timespec(), monotonic = timespec()
        clock_gettime(CLOCK_BOOTTIME, &boot)
        clock_gettime(CLOCK_MONOTONIC, &monotonic)
        let bootNow = Double(boot.tv_sec) + Double(boot.tv_nsec) * 1e-9
        let monotonicNow = Double(monotonic.tv_sec) + Double(monotonic.tv_nsec) * 1e-9
        return monotonicNow - (bootNow - Double(ticks) / perSecond)
        #else
        return nil
        #endif
    }

    /// Field 22 (`starttime`) of a `/proc/PID/stat` line. The second field is the
    /// command name in parentheses and may itself hold spaces and parentheses, so
    /// fields are counted from the last ")".
    public static func startTicks(fromStat text: String) -> UInt64? {
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ", omittingEmptySubsequences: true)
        // After ")" come fields 3 (state), 4, …: field 22 is the 20th.
        guard fields.count >= 20 else { return nil }
        return UInt64(fields[19])
    }
}
