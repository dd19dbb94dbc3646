extension SpringCurve {
    /// The spring `CASpringAnimation` runs for these properties.
    ///
    /// Never fails, as Core Animation never does: a value it cannot use is replaced by
    /// Core Animation's default for it, with a diagnostic naming the parameter — mass
    /// (finite, > 0) by 1, stiffness (finite, > 0) by 100, damping (finite, ≥ 0) by 10, a
    /// non-finite initial velocity by 0. Unless `allowsOverdamping` (iOS 17's
    /// `CASpringAnimation.allowsOverdamping`), a damping above critical, 2√(k·m), is
    /// lowered to critical damping, silently, as Core Animation does. Values so extreme
    /// that the motion's coefficients overflow fall back to dropping the velocity, then to
    /// the defaults, with a diagnostic.
    ///
    /// The defaults are `CASpringAnimation`'s: m = 1, k = 100, c = 10, v = 0 (ζ = 0.5).
    public static func caSpring(
        mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
        allowsOverdamping: Bool = false
    ) -> SpringCurve {
        let mass = validOrDefault(mass, name: "mass", isValid: mass.isFinite && mass > 0, default: 1)
        let stiffness = validOrDefault(
            stiffness, name: "stiffness", isValid: stiffness.isFinite && stiffness > 0, default: 100)
        var damping = validOrDefault(
            damping, name: "damping", isValid: damping.isFinite && damping >= 0, default: 10)
        let velocity = validOrDefault(
            initialVelocity, name: "initialVelocity", isValid: initialVelocity.isFinite, default: 0)
        if !allowsOverdamping {
            let critical = 2 * stiffness.squareRoot() * mass.squareRoot()
            if damping > critical { damping = critical }
        }
        return recovering(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }

    /// `value` if valid; otherwise `defaultValue`, with a diagnostic naming the parameter.
    private static func validOrDefault(
        _ value: Double, name: String, isValid: Bool, default defaultValue: Double
    ) -> Double {
        if isValid { return value }
        SegueDiagnostics.report(
            "CASpringAnimation.\(name): \(value) is invalid; using the default, \(defaultValue)")
        return defaultValue
    }

    /// The spring for values each of which is valid on its own; where together they overflow,
    /// the spring without velocity, and failing that Core Animation's default spring, with a
    /// diagnostic.
    static func recovering(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
    ) -> SpringCurve {
        do {
            return try SpringCurve(
                mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        } catch {
            if initialVelocity != 0,
                let curve = try? SpringCurve(mass: mass, stiffness: stiffness, damping: damping) {
                SegueDiagnostics.report("CASpringAnimation: \(error); dropping the spring's initial velocity")
                return curve
            }
            SegueDiagnostics.report("CASpringAnimation: \(error); using CASpringAnimation's default spring")
            return SpringCurve(trustedMass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        }
    }
}
