import Foundation

/// A basic animation whose progress follows a damped spring (Core Animation's
/// `CASpringAnimation`).
///
/// Progress is the spring's closed-form position at the elapsed time in seconds
/// within the simple duration; the spring ignores `timingFunction`. Defaults:
/// mass 1, stiffness 100, damping 10, initial velocity 0. Unphysical values (mass or
/// stiffness ≤ 0, negative damping, non-finite values) are replaced by the defaults
/// with a diagnostic; over-damping is clamped to critical unless `allowsOverdamping`.
/// `duration` is independent of the spring, as in Core Animation: set it to
/// `settlingDuration` to see the whole motion.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (1 by default); must be positive.
    open var mass: CGFloat = 1
    /// The spring's stiffness (100 by default); must be positive.
    open var stiffness: CGFloat = 100
    /// The damping coefficient, the friction opposing the motion (10 by default); must
    /// not be negative.
    open var damping: CGFloat = 10
    /// In fractions of the animated distance per second, positive towards the target.
    open var initialVelocity: CGFloat = 0
    /// iOS 17: when true, a damping ratio above 1 is honoured rather than clamped.
    open var allowsOverdamping = false

    /// The spring these parameters describe, after Core Animation's clamping.
    public var springCurve: SpringCurve {
        SpringCurve.caSpring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                             initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
    }

    /// How long until the spring stays within 0.001 of its target (Core Animation's
    /// definition).
    open var settlingDuration: CFTimeInterval { springCurve.settlingDuration }

    /// iOS 17: a spring described by its perceptual duration and bounce; sets mass 1
    /// and the matching stiffness and damping, and allows over-damping (negative bounce).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        allowsOverdamping = true
        do {
            let curve = try SpringCurve.bounce(duration: perceptualDuration, bounce: Double(bounce))
            mass = CGFloat(curve.mass)
            stiffness = CGFloat(curve.stiffness)
            damping = CGFloat(curve.damping)
        } catch {
            SegueDiagnostics.report("CASpringAnimation(perceptualDuration: \(perceptualDuration), bounce: \(bounce)): \(error); using the default spring")
        }
    }

    open override func copyAnimationProperties(from other: CAAnimation) {
        super.copyAnimationProperties(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }
}
