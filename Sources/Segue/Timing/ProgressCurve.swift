/// How an animation turns time in its simple duration into interpolation progress.
enum ProgressCurve: Sendable {
    /// Progress is the fraction of the duration.
    case linear
    /// Progress is a timing function of the fraction of the duration.
    case bezier(UnitBezier)
    /// Progress is a spring's position at the elapsed seconds (springs ignore
    /// timing functions and run in real time, as Core Animation's and UIKit's do).
    case spring(SpringCurve)

    @inline(__always)
    func progress(simpleTime: Double, duration: Double) -> Double {
        switch self {
        case .linear: return duration > 0 ? simpleTime / duration : 1
        case .bezier(let curve): return curve.solve(duration > 0 ? simpleTime / duration : 1)
        case .spring(let spring): return spring.value(at: simpleTime)
        }
    }

    /// The curve for a timing function (nil is linear, as Core Animation has it).
    init(_ function: CAMediaTimingFunction?) {
        guard let function else { self = .linear; return }
        let bezier = function.unitBezier
        self = bezier == .linear ? .linear : .bezier(bezier)
    }
}
