import Foundation

/// A damped spring that carries a normalised progress from 0 to 1, evaluated in closed
/// form at any time: the curve behind `CASpringAnimation`, `UIView`'s spring animations and
/// `UISpringTimingParameters`.
///
/// The progress p obeys m·p'' = −k·(p − 1) − c·p' with p(0) = 0 and p'(0) = v, where v is
/// in fractions of the whole distance per second, positive toward the target. With
/// ω0 = √(k/m) and ζ = c / (2√(k·m)) the motion is
/// - under-damped (ζ < 1): p = 1 − e^(−ζω0t)·[cos(ωd·t) + ((ζω0 − v)/ωd)·sin(ωd·t)],
///   ωd = ω0·√(1 − ζ²);
/// - critically damped (ζ = 1): p = 1 − e^(−ω0t)·[1 + (ω0 − v)·t];
/// - over-damped (ζ > 1): p = 1 + c1·e^(r1·t) + c2·e^(r2·t).
///
/// The curve is a pure function of time, so it can be sampled at any moment, in any order,
/// at any frame rate. Everything but the time is precomputed at initialisation:
/// `value(at:)` costs one `exp` and one `cos` when under-damped, one `exp` when critically
/// damped and two `exp`s when over-damped, allocates nothing, and never returns NaN.
///
/// A ζ within 1e-9 of 1 is evaluated as critically damped (the under- and over-damped
/// forms lose precision there; the difference from the exact curve is of the order of
/// 1e-9). Two curves are equal when their mass, stiffness, damping and initial velocity
/// are.
public struct SpringCurve: Sendable, Hashable, CustomStringConvertible {
    /// The mass m (greater than 0).
    public let mass: Double
    /// The stiffness k (greater than 0).
    public let stiffness: Double
    /// The damping coefficient c (0 or more).
    public let damping: Double
    /// The progress's velocity at t = 0, in fractions of the whole distance per second;
    /// positive is toward the target.
    public let initialVelocity: Double
    /// ζ = c / (2√(k·m)): below 1 the spring oscillates, at 1 it is critically damped,
    /// above 1 over-damped.
    public let dampingRatio: Double
    /// ω0 = √(k/m), in radians per second.
    public let undampedAngularFrequency: Double

    /// The precomputed motion.
    @usableFromInline let motion: Motion

    /// How far from 1 a damping ratio is still evaluated as critical damping.
    static let criticalDampingTolerance = 1e-9

    /// Makes the spring with mass m, stiffness k, damping c and initial velocity v.
    ///
    /// - Throws: `SpringParameterError` naming the parameter, when mass or stiffness is not
    ///   greater than 0, damping is negative, any value is not finite, or the values are so
    ///   extreme that the motion's coefficients overflow.
    public init(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) throws(SpringParameterError) {
        guard mass.isFinite, mass > 0 else {
            throw SpringParameterError(
                parameter: .mass, value: mass, requirement: "must be finite and greater than 0")
        }
        guard stiffness.isFinite, stiffness > 0 else {
            throw SpringParameterError(
                parameter: .stiffness, value: stiffness, requirement: "must be finite and greater than 0")
        }
        guard damping.isFinite, damping >= 0 else {
            throw SpringParameterError(
                parameter: .damping, value: damping, requirement: "must be finite and not negative")
        }
        guard initialVelocity.isFinite else {
            throw SpringParameterError(
                parameter: .initialVelocity, value: initialVelocity, requirement: "must be finite")
        }
        self.init(
            trustedMass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        guard undampedAngularFrequency.isFinite, undampedAngularFrequency > 0 else {
            throw SpringParameterError(
                parameter: .stiffness, value: stiffness,
                requirement: "stiffness / mass must be a finite, positive ratio (mass is \(mass))")
        }
        guard dampingRatio.isFinite else {
            throw SpringParameterError(
                parameter: .damping, value: damping,
                requirement: "damping / (2·√(stiffness·mass)) must be finite")
        }
        guard motion.isFinite else {
            if initialVelocity != 0 {
                throw SpringParameterError(
                    parameter: .initialVelocity, value: initialVelocity,
                    requirement: "too large for this spring: its motion's coefficients overflow")
            }
            throw SpringParameterError(
                parameter: .damping, value: damping,
                requirement: "too large for this spring: its motion's coefficients overflow")
        }
    }

    /// Makes the spring without validating the values; callers pass values known to be valid.
    init(trustedMass mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        // √k / √m and √k·√m rather than √(k/m) and √(k·m), which overflow sooner.
        let rootStiffness = stiffness.squareRoot()
        let rootMass = mass.squareRoot()
        let omega0 = rootStiffness / rootMass
        let zeta = damping == 0 ? 0 : damping / (2 * rootStiffness * rootMass)
        undampedAngularFrequency = omega0
        dampingRatio = zeta
        motion = Motion(omega0: omega0, zeta: zeta, velocity: initialVelocity)
    }

    /// The progress at `t` seconds after the start: 0 at t = 0, tending to 1.
    ///
    /// Before the start (t < 0, or NaN) the spring has not moved: 0. At t = +∞ it has
    /// settled: 1. Where e^(−ζω0t) underflows to 0 the result is exactly 1, and so it is for
    /// an undamped spring at a time so large that its phase is no longer representable.
    @inlinable public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < .infinity else { return 1 }
        switch motion {
        case let .underdamped(decay, frequency, amplitude, phase, _, _):
            let envelope = exp(-decay * t)
            let angle = frequency * t - phase
            guard envelope > 0, angle.isFinite else { return 1 }
            return 1 - amplitude * envelope * cos(angle)
        case let .critical(rate, slope, _, _):
            let envelope = exp(-rate * t)
            // e + (e·t)·slope rather than e·(1 + slope·t): stays 0, not NaN, once e is 0.
            return 1 - (envelope + (envelope * t) * slope)
        case let .overdamped(slowRate, fastRate, slowCoefficient, fastCoefficient, _, _):
            return 1 + slowCoefficient * exp(slowRate * t) + fastCoefficient * exp(fastRate * t)
        }
    }

    /// The progress's velocity dp/dt at `t` seconds, in fractions of the distance per
    /// second: `initialVelocity` at t = 0, tending to 0.
    ///
    /// Before the start (t < 0, or NaN) it is 0, and so it is at t = +∞.
    @inlinable public func velocity(at t: Double) -> Double {
        guard t >= 0 else { return 0 }
        guard t < .infinity else { return 0 }
        switch motion {
        case let .underdamped(decay, frequency, _, _, velocityAmplitude, velocityPhase):
            let envelope = exp(-decay * t)
            let angle = frequency * t - velocityPhase
            guard envelope > 0, angle.isFinite else { return 0 }
            return velocityAmplitude * envelope * cos(angle)
        case let .critical(rate, _, velocity, velocitySlope):
            let envelope = exp(-rate * t)
            return envelope * velocity + (envelope * t) * velocitySlope
        case let .overdamped(slowRate, fastRate, _, _, slowVelocityCoefficient, fastVelocityCoefficient):
            return slowVelocityCoefficient * exp(slowRate * t) + fastVelocityCoefficient * exp(fastRate * t)
        }
    }

    /// Equal when mass, stiffness, damping and initial velocity are (everything else is
    /// derived from them).
    public static func == (lhs: SpringCurve, rhs: SpringCurve) -> Bool {
        lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
            && lhs.initialVelocity == rhs.initialVelocity
    }

    /// Hashes mass, stiffness, damping and initial velocity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(mass)
        hasher.combine(stiffness)
        hasher.combine(damping)
        hasher.combine(initialVelocity)
    }

    /// The four parameters and the damping ratio, for debugging.
    public var description: String {
        "SpringCurve(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
            + "initialVelocity: \(initialVelocity), dampingRatio: \(dampingRatio))"
    }
}

extension SpringCurve {
    /// The closed-form motion of one spring, with every coefficient that does not depend
    /// on time precomputed.
    @usableFromInline enum Motion: Sendable {
        /// p = 1 − amplitude·e^(−decay·t)·cos(frequency·t − phase), which is
        /// cos(ωd·t) + B·sin(ωd·t) folded into one cosine (amplitude = √(1 + B²),
        /// phase = atan2(B, 1)); p' = velocityAmplitude·e^(−decay·t)·cos(frequency·t −
        /// velocityPhase), folding decay·cos + ωd·sin in the same way (its amplitude is ω0).
        case underdamped(
            decay: Double, frequency: Double, amplitude: Double, phase: Double,
            velocityAmplitude: Double, velocityPhase: Double)
        /// p = 1 − e^(−rate·t)·(1 + slope·t), slope = ω0 − v;
        /// p' = e^(−rate·t)·(velocity + velocitySlope·t), velocitySlope = ω0·(ω0 − v).
        case critical(rate: Double, slope: Double, velocity: Double, velocitySlope: Double)
        /// p = 1 + c1·e^(r1·t) + c2·e^(r2·t) with r1 the slow (closer to 0) root;
        /// p' = c1·r1·e^(r1·t) + c2·r2·e^(r2·t).
        case overdamped(
            slowRate: Double, fastRate: Double, slowCoefficient: Double, fastCoefficient: Double,
            slowVelocityCoefficient: Double, fastVelocityCoefficient: Double)

        init(omega0: Double, zeta: Double, velocity v: Double) {
            if abs(zeta - 1) <= SpringCurve.criticalDampingTolerance {
                let slope = omega0 - v
                self = .critical(rate: omega0, slope: slope, velocity: v, velocitySlope: omega0 * slope)
            } else if zeta < 1 {
                let decay = zeta * omega0
                // √(1 − ζ)·√(1 + ζ) keeps its precision as ζ approaches 1.
                let frequency = omega0 * (1 - zeta).squareRoot() * (1 + zeta).squareRoot()
                let b = (decay - v) / frequency
                let amplitude = hypot(1, b)
                let phase = atan2(b, 1)
                // decay·cos x + ωd·sin x = ω0·cos(x − atan2(ωd, decay)).
                let velocityPhase = phase + atan2(frequency, decay)
                self = .underdamped(
                    decay: decay, frequency: frequency, amplitude: amplitude, phase: phase,
                    velocityAmplitude: amplitude * omega0, velocityPhase: velocityPhase)
            } else {
                // r1,2 = −ω0·(ζ ∓ √(ζ² − 1)); r1 = ω0² / r2 avoids the cancellation in ζ − √(ζ² − 1).
                let root = (zeta - 1).squareRoot() * (zeta + 1).squareRoot()
                let sum = zeta + root
                let slowRate = -omega0 / sum
                let fastRate = -omega0 * sum
                let difference = slowRate - fastRate
                let slowCoefficient = (fastRate + v) / difference
                let fastCoefficient = -(slowRate + v) / difference
                self = .overdamped(
                    slowRate: slowRate, fastRate: fastRate,
                    slowCoefficient: slowCoefficient, fastCoefficient: fastCoefficient,
                    slowVelocityCoefficient: slowCoefficient * slowRate,
                    fastVelocityCoefficient: fastCoefficient * fastRate)
            }
        }

        /// Whether every coefficient is finite (false only for extreme parameters).
        var isFinite: Bool {
            switch self {
            case let .underdamped(a, b, c, d, e, f):
                a.isFinite && b.isFinite && c.isFinite && d.isFinite && e.isFinite && f.isFinite
            case let .critical(a, b, c, d):
                a.isFinite && b.isFinite && c.isFinite && d.isFinite
            case let .overdamped(a, b, c, d, e, f):
                a.isFinite && b.isFinite && c.isFinite && d.isFinite && e.isFinite && f.isFinite
            }
        }
    }
}
