extension SpringCurve {
    /// The spring with a perceptual duration and a bounce, as iOS 17's
    /// `UISpringTimingParameters(duration:bounce:initialVelocity:)` and
    /// `UIView.animate(springDuration:bounce:…)` describe it.
    ///
    /// ζ = 1 − bounce for bounce ≥ 0 and 1 / (1 + bounce) for bounce < 0 (over-damped);
    /// m = 1, k = (2π/duration)², c = 4πζ/duration. The duration is the period the undamped
    /// spring would have, not the time to settle; see `settlingDuration` for that.
    ///
    /// - Throws: `SpringParameterError` when `duration` is not finite and greater than 0 (or
    ///   so extreme that the stiffness overflows or underflows), `bounce` is not in (−1, 1],
    ///   or `initialVelocity` is not finite.
    public static func bounce(
        duration: Double, bounce: Double, initialVelocity: Double = 0
    ) throws(SpringParameterError) -> SpringCurve {
        guard duration.isFinite, duration > 0 else {
            throw SpringParameterError(
                parameter: .duration, value: duration, requirement: "must be finite and greater than 0")
        }
        guard bounce > -1, bounce <= 1 else {
            throw SpringParameterError(parameter: .bounce, value: bounce, requirement: "must be in (-1, 1]")
        }
        let omega0 = 2 * Double.pi / duration
        let stiffness = omega0 * omega0
        guard stiffness.isFinite, stiffness > 0 else {
            throw SpringParameterError(
                parameter: .duration, value: duration,
                requirement: "gives a stiffness (2π/duration)² that is not a finite positive number")
        }
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return try SpringCurve(
            mass: 1, stiffness: stiffness, damping: 4 * Double.pi * zeta / duration,
            initialVelocity: initialVelocity)
    }

    /// The perceptual duration of the bounce form: 2π/ω0, the undamped spring's period.
    /// For a spring made by `bounce(duration:bounce:initialVelocity:)` it is that duration.
    public var perceptualDuration: Double { 2 * Double.pi / undampedAngularFrequency }

    /// The bounce of the bounce form: 1 − ζ for ζ ≤ 1, 1/ζ − 1 for ζ > 1 (negative). For a
    /// spring made by `bounce(duration:bounce:initialVelocity:)` it is that bounce.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
}
