import Foundation

extension SpringCurve {
    /// How close to 1 the progress must be for `settlingDuration` to call the spring settled.
    public static let settlingEpsilon = 0.001

    /// The time after which the spring is considered at rest, as `CASpringAnimation`'s
    /// `settlingDuration` defines it (ε = 0.001):
    /// - under-damped: ln((1 + |(ζω0 − v)/ωd|) / ε) / (ζω0), the time at which the
    ///   envelope of the oscillation has shrunk below ε; `.infinity` for an undamped spring
    ///   (ζ = 0), which never settles;
    /// - critically and over-damped: time steps by 0.1 s until |1 − p| < ε and it stays
    ///   below at every step for more than 1 s (12 consecutive steps); the first of those
    ///   steps is the result, so it is a multiple of 0.1.
    ///
    /// Segue bounds the stepping at 10,000 s (100,000 steps): a spring so heavily damped
    /// that it has not settled by then reports 10,000. The stepping evaluates the curve up
    /// to that many times, so read this once rather than per frame.
    public var settlingDuration: Double {
        let epsilon = Self.settlingEpsilon
        if case let .underdamped(decay, frequency, _, _, _, _) = motion {
            guard decay > 0 else { return .infinity }
            let b = abs((decay - initialVelocity) / frequency)
            return log((1 + b) / epsilon) / decay
        }
        var firstSettledStep: Int?
        for step in 1...Self.maximumSettlingSteps {
            if abs(1 - value(at: Double(step) * Self.settlingStep)) < epsilon {
                if let first = firstSettledStep {
                    if step - first >= Self.settledStepsToHold { return Double(first) * Self.settlingStep }
                } else {
                    firstSettledStep = step
                }
            } else {
                firstSettledStep = nil
            }
        }
        return Double(firstSettledStep ?? Self.maximumSettlingSteps) * Self.settlingStep
    }

    /// The time step of the critically and over-damped `settlingDuration` search.
    static let settlingStep = 0.1
    /// Steps after the first settled one that must also be settled: 11 steps of 0.1 s,
    /// so the run of settled samples spans more than 1 s.
    static let settledStepsToHold = 11
    /// The bound on the `settlingDuration` search: 10,000 s.
    static let maximumSettlingSteps = 100_000
}
