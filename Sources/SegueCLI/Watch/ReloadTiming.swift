import Foundation

/// Where one reload's time went, from the save to the new build's first frame:
/// noticing the change (the file's modification time to the poll that saw it),
/// letting a burst of saves settle (`ChangeCoalescer`), SwiftPM starting and
/// loading the package, compiling, linking, the old program handing over and quitting, and
/// the new one starting and presenting its first frame. `segue watch --timings`
/// writes one a line as JSON; `tools/bench-watch` reads them.
struct ReloadTiming: Equatable {
    var notice: Double
    var settle: Double
    var load: Double
    var compile: Double
    var link: Double
    var handOver: Double
    var launch: Double

    /// Seconds from the save to the new frame on screen.
    var total: Double { notice + settle + load + compile + link + handOver + launch }

    /// "reloaded in 3.42 s (notice 0.05 · settle 0.15 · load 1.00 · compile 0.90 · link 0.71 · hand-over 0.06 · launch and first frame 0.55)".
    var line: String {
        func f(_ value: Double) -> String { String(format: "%.2f", value) }
        return "reloaded in \(f(total)) s (notice \(f(notice)) · settle \(f(settle)) · load \(f(load)) · compile \(f(compile)) · link \(f(link))"
            + " · hand-over \(f(handOver)) · launch and first frame \(f(launch)))"
    }

    /// One line of JSON, the total included.
    var json: String {
        func f(_ value: Double) -> String { String(format: "%.4f", value) }
        return "{\"total\": \(f(total)), \"notice\": \(f(notice)), \"settle\": \(f(settle)), \"load\": \(f(load)), \"compile\": \(f(compile)), "
            + "\"link\": \(f(link)), \"handOver\": \(f(handOver)), \"launch\": \(f(launch))}"
    }
}
