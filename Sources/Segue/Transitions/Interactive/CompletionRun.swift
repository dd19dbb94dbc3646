import Foundation

/// The part of an interactive transition that runs by itself after `finish()` or
/// `cancel()`: progress from where the interaction left it to 1 (or 0) over a
/// duration of media time, shaped by a curve (UIKit's `completionCurve`, a
/// `timingCurve`) or by a spring carrying the release velocity (Segue). A pure
/// function of the media time, evaluated once per tick.
struct CompletionRun {
    /// How the remaining progress is distributed over the duration.
    enum Shape {
        case cubic(UnitBezier)
        case spring(SpringCurve)
    }

    let from: Double
    let to: Double
    /// Media time of the release.
    let startTime: Double
    /// Media seconds until it ends.
    let duration: Double
    let shape: Shape

    /// Whether the run ends at progress 1.
    var finishes: Bool { to == 1 }

    /// The progress at a media time, clamped to [0, 1], and whether the run is over.
    func progress(at time: Double) -> (value: Double, done: Bool) {
        let elapsed = time - startTime
        guard duration > 0, elapsed < duration else { return (to, true) }
        let fraction: Double
        switch shape {
        case .cubic(let bezier): fraction = bezier.solve(max(elapsed, 0) / duration)
        case .spring(let spring): fraction = spring.value(at: max(elapsed, 0))
        }
        let value = from + (to - from) * fraction
        return (min(max(value, 0), 1), false)
    }
}
