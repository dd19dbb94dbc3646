import Foundation

/// UIKit's mapping from a duration and damping ratio to a spring, for
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` and
/// `UISpringTimingParameters(dampingRatio:initialVelocity:)`.
///
/// m = 1; ζ is clamped to [1.19e−7, 1] and the duration T to [0.01, 10] s; ω0 solves
/// "the envelope has decayed to ε = 0.001 at T":
/// - ζ < 1: |(ζω0 − v)/ωd|·e^(−ζω0T) = ε,
/// - ζ = 1: ((ω0 − v)·T + 1)·e^(−ω0T) = ε,
///
/// with UIKit's 12 Newton iterations from ω0 = 5/T; then k = ω0², c = 2ζω0.
///
/// Segue follows those iterations exactly, including where 12 are not enough to converge
/// (small ζ with a large |v|). Where they break down — an iterate that is not finite or not
/// positive, or a zero derivative, as happens when the equation has no root near 5/T
/// (ζ below about ε with v = 0, a critically damped spring with v near 5/T, large v) —
/// Segue solves the same equation safely instead: it brackets the largest root (beyond
/// which the envelope stays below ε) and bisects to full precision. When the equation has
/// no root at all: ω0 = 5/T for ζ < 1 with v = 0 (the envelope is below ε for every ω0);
/// ω0 = v for ζ = 1 with v·T ≥ ln(1/ε) (p = 1 − e^(−vt), within ε at T).
enum UIViewSpringMapping {
    /// The envelope threshold ε.
    static let epsilon = 0.001
    /// The smallest damping ratio UIKit uses.
    static let minimumDampingRatio = 1.19e-7
    /// The durations UIKit accepts, in seconds.
    static let durationRange = 0.01...10.0
    /// The duration used for NaN: 0.5 s, UIKit's default spring duration
    /// (`UIView.animate(springDuration:…)`).
    static let defaultDuration = 0.5
    /// UIKit's number of Newton iterations.
    static let newtonIterations = 12

    /// ω0 for a duration, damping ratio and velocity already in UIKit's ranges
    /// (T in `durationRange`, ζ in [`minimumDampingRatio`, 1], v finite).
    static func angularFrequency(duration: Double, dampingRatio: Double, initialVelocity: Double) -> Double {
        if let omega0 = newton(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity) {
            return omega0
        }
        return largestRoot(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    }

    /// UIKit's 12 Newton iterations from 5/T, or `nil` where they break down.
    static func newton(duration t: Double, dampingRatio zeta: Double, initialVelocity v: Double) -> Double? {
        var omega = 5 / t
        for _ in 0..<newtonIterations {
            let f: Double, derivative: Double
            if zeta < 1 {
                let s = (1 - zeta).squareRoot() * (1 + zeta).squareRoot()
                let h = (zeta - v / omega) / s          // (ζω − v)/ωd
                let dh = v / (omega * omega * s)
                let e = exp(-zeta * omega * t)
                f = abs(h) * e - epsilon
                derivative = ((h < 0 ? -dh : dh) - zeta * t * abs(h)) * e
            } else {
                let e = exp(-omega * t)
                f = ((omega - v) * t + 1) * e - epsilon
                derivative = -t * t * (omega - v) * e
            }
            guard f.isFinite, derivative.isFinite, derivative != 0 else { return nil }
            omega -= f / derivative
            guard omega.isFinite, omega > 0 else { return nil }
        }
        guard (omega * omega).isFinite else { return nil }
        return omega
    }

    /// The envelope UIKit's equation sets to ε, at ω.
    static func envelope(_ omega: Double, duration t: Double, dampingRatio zeta: Double, initialVelocity v: Double) -> Double {
        if zeta < 1 {
            let s = (1 - zeta).squareRoot() * (1 + zeta).squareRoot()
            return abs(zeta - v / omega) / s * exp(-zeta * omega * t)
        }
        return ((omega - v) * t + 1) * exp(-omega * t)
    }

    /// The largest root of envelope(ω) = ε, found by bracketing and bisection, or the
    /// documented value where there is none.
    static func largestRoot(duration t: Double, dampingRatio zeta: Double, initialVelocity v: Double) -> Double {
        func envelope(_ omega: Double) -> Double {
            Self.envelope(omega, duration: t, dampingRatio: zeta, initialVelocity: v)
        }
        // Bisects [low, high] where envelope is decreasing, above ε at low and not above at high.
        func bisect(_ low: Double, _ high: Double) -> Double {
            var low = low, high = high
            for _ in 0..<2_000 {
                let middle = low + (high - low) / 2
                if middle <= low || middle >= high { break }
                if envelope(middle) > epsilon { low = middle } else { high = middle }
            }
            return low + (high - low) / 2
        }
        // The first of high, 2·high, 4·high… with envelope ≤ ε (the envelope decays as
        // e^(−ζωT), ζT ≥ 1.19e−9, so this takes at most about 40 doublings).
        func upperBound(above low: Double) -> Double {
            var high = max(2 * low, 5 / t)
            while envelope(high) > epsilon, high < .greatestFiniteMagnitude / 2 { high *= 2 }
            return high
        }

        if zeta < 1 {
            let s = (1 - zeta).squareRoot() * (1 + zeta).squareRoot()
            if v < 0 || (v == 0 && zeta / s > epsilon) {
                // Decreasing from above ε at ω → 0 to 0: a single root.
                return bisect(0, upperBound(above: 0))
            }
            if v == 0 { return 5 / t }
            // v > 0: |ζ − v/ω| vanishes at ω = v/ζ. Beyond it the envelope rises to a peak
            // at ω = (Tv + √(Tv·(Tv + 4))) / (2ζT) and falls again; below it, it falls from ∞.
            let tv = t * v
            let peak = (tv + tv.squareRoot() * (tv + 4).squareRoot()) / (2 * zeta * t)
            if envelope(peak) > epsilon { return bisect(peak, upperBound(above: peak)) }
            let zero = v / zeta
            var low = zero / 2
            while envelope(low) <= epsilon, low > .leastNormalMagnitude { low /= 2 }
            return bisect(low, zero)
        }
        if v <= 0 {
            // ((ω − v)T + 1)·e^(−ωT) decreases from 1 − vT ≥ 1 at ω = 0.
            return bisect(0, upperBound(above: 0))
        }
        // v > 0: the envelope peaks at ω = v with e^(−vT).
        if exp(-v * t) > epsilon { return bisect(v, upperBound(above: v)) }
        return v
    }
}

extension SpringCurve {
    /// The spring UIKit runs for
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
    /// and for `UISpringTimingParameters(dampingRatio:initialVelocity:)` in an animator of
    /// that duration.
    ///
    /// m = 1; `dampingRatio` is clamped to [1.19e−7, 1] (above 1 is critical damping) and
    /// `duration` to [0.01, 10] s; ω0 solves "the envelope has decayed to 0.001 at the
    /// duration" with UIKit's 12 Newton iterations from 5/T (see the solver's documentation
    /// for how Segue keeps that safe); k = ω0², c = 2ζω0. UIKit ends the animation at exactly
    /// `duration`, evaluating this curve at the elapsed seconds.
    ///
    /// Never fails. Invalid values are replaced, with a diagnostic: a NaN duration by 0.5 s
    /// and a duration ≤ 0 or +∞ by the nearest of 0.01 s or 10 s; a NaN damping ratio by 1 and
    /// a negative one by 1.19e−7; a non-finite initial velocity by 0. In-range clamping of a
    /// valid value (say, a 20 s duration, a ratio of 1.5) is UIKit's behaviour and silent.
    /// If the velocity is so large that the spring's coefficients overflow, it is dropped
    /// (with a diagnostic).
    ///
    /// - Parameters:
    ///   - duration: The animation's duration T in seconds.
    ///   - dampingRatio: ζ: 1 for no oscillation, toward 0 for more.
    ///   - initialVelocity: v, in fractions of the distance per second (UIKit's
    ///     `initialSpringVelocity`).
    public static func uiView(duration: Double, dampingRatio: Double, initialVelocity: Double) -> SpringCurve {
        var duration = duration
        if duration.isNaN {
            SegueDiagnostics.report(
                "SpringCurve.uiView(duration:dampingRatio:initialVelocity:): the duration is NaN; using \(UIViewSpringMapping.defaultDuration) s")
            duration = UIViewSpringMapping.defaultDuration
        } else if !(duration > 0) || duration == .infinity {
            let range = UIViewSpringMapping.durationRange
            let clamped = min(max(duration, range.lowerBound), range.upperBound)
            SegueDiagnostics.report("SpringCurve.uiView(duration:dampingRatio:initialVelocity:): duration \(duration) s is invalid; using \(clamped) s")
            duration = clamped
        }
        duration = min(max(duration, UIViewSpringMapping.durationRange.lowerBound),
                       UIViewSpringMapping.durationRange.upperBound)

        var zeta = dampingRatio
        if zeta.isNaN {
            SegueDiagnostics.report("SpringCurve.uiView(duration:dampingRatio:initialVelocity:): the damping ratio is NaN; using 1 (critical damping)")
            zeta = 1
        } else if zeta < 0 {
            SegueDiagnostics.report(
                "SpringCurve.uiView(duration:dampingRatio:initialVelocity:): damping ratio \(zeta) is negative; using \(UIViewSpringMapping.minimumDampingRatio)")
        }
        zeta = min(max(zeta, UIViewSpringMapping.minimumDampingRatio), 1)

        var velocity = initialVelocity
        if !velocity.isFinite {
            SegueDiagnostics.report("SpringCurve.uiView(duration:dampingRatio:initialVelocity:): initial velocity \(velocity) is not finite; using 0")
            velocity = 0
        }

        let omega0 = UIViewSpringMapping.angularFrequency(
            duration: duration, dampingRatio: zeta, initialVelocity: velocity)
        do {
            return try SpringCurve(
                mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0, initialVelocity: velocity)
        } catch {
            SegueDiagnostics.report("SpringCurve.uiView(duration:dampingRatio:initialVelocity:): \(error); dropping the spring's initial velocity")
            let omega0 = UIViewSpringMapping.angularFrequency(
                duration: duration, dampingRatio: zeta, initialVelocity: 0)
            return SpringCurve(
                trustedMass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0, initialVelocity: 0)
        }
    }
}
