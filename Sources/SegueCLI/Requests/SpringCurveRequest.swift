import Segue
import SegueStudio

/// `segue curve spring`: a spring's normalised progress over time in seconds, in one
/// of the three ways iOS code describes a spring.
struct SpringCurveRequest: Equatable {
    enum Form: Equatable {
        /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
        /// the spring is derived from the duration; sampled over [0, duration].
        case uiView(duration: Double, dampingRatio: Double, velocity: Double)
        /// `CASpringAnimation`'s physical parameters (over-damping lowered to critical, as
        /// Core Animation does); sampled over [0, duration], by default [0, settlingDuration].
        case caSpring(mass: Double, stiffness: Double, damping: Double, velocity: Double, duration: Double?)
        /// iOS 17's `(duration:bounce:)`; sampled over [0, duration].
        case bounce(duration: Double, bounce: Double, velocity: Double)
    }

    let form: Form

    /// The durations UIKit accepts for a spring animation; it clamps others into them.
    static let uiViewDurationRange = 0.01...10.0

    /// CASpringAnimation's defaults, used for whichever of --mass, --stiffness and
    /// --damping-coefficient is left out.
    static let defaultMass = 1.0, defaultStiffness = 100.0, defaultDamping = 10.0

    /// Validates the spring options: exactly one form, its required options, and each
    /// number in its range.
    init(duration: String?, damping: String?, velocity: String?, mass: String?, stiffness: String?, dampingCoefficient: String?, bounce: String?) throws(OptionValueError) {
        var forms: [String] = []
        if damping != nil { forms.append("--damping (UIView)") }
        if bounce != nil { forms.append("--bounce (iOS 17)") }
        let physical = [("--mass", mass), ("--stiffness", stiffness), ("--damping-coefficient", dampingCoefficient)].filter { $0.1 != nil }.map(\.0)
        if !physical.isEmpty { forms.append("\(physical.joined(separator: "/")) (CASpringAnimation)") }
        guard forms.count <= 1 else {
            throw OptionValueError("spring forms cannot be mixed: \(forms.joined(separator: " with "))")
        }

        let velocityValue = try velocity.map { text throws(OptionValueError) in try ArgumentText.number(text, option: "--velocity") } ?? 0
        let durationValue = try duration.map { text throws(OptionValueError) in try ArgumentText.number(text, option: "--duration", .positive) }

        if let damping {
            guard let durationValue else { throw OptionValueError("--duration is required with --damping (the UIView spring is derived from it)") }
            // UIKit takes any ratio and clamps it to [1.19e−7, 1]: above 1 the spring
            // is critically damped, no overshoot (`SpringCurve.uiView` clamps).
            let ratio = try ArgumentText.number(damping, option: "--damping", .nonNegative)
            guard Self.uiViewDurationRange.contains(durationValue) else {
                throw OptionValueError("--duration must be in [0.01, 10] with --damping (UIKit clamps a spring's duration to it), got \"\(duration ?? "")\"")
            }
            form = .uiView(duration: durationValue, dampingRatio: ratio, velocity: velocityValue)
        } else if let bounce {
            guard let durationValue else { throw OptionValueError("--duration is required with --bounce") }
            let bounceValue = try ArgumentText.number(bounce, option: "--bounce", .interval(-1, 1, includingLower: false))
            form = .bounce(duration: durationValue, bounce: bounceValue, velocity: velocityValue)
        } else if !physical.isEmpty {
            let massValue = try mass.map { text throws(OptionValueError) in try ArgumentText.number(text, option: "--mass", .positive) } ?? Self.defaultMass
            let stiffnessValue = try stiffness.map { text throws(OptionValueError) in try ArgumentText.number(text, option: "--stiffness", .positive) } ?? Self.defaultStiffness
            let dampingValue = try dampingCoefficient.map { text throws(OptionValueError) in try ArgumentText.number(text, option: "--damping-coefficient", .nonNegative) } ?? Self.defaultDamping
            form = .caSpring(mass: massValue, stiffness: stiffnessValue, damping: dampingValue, velocity: velocityValue, duration: durationValue)
        } else {
            throw OptionValueError("spring needs --damping (UIView), --bounce (iOS 17) or --mass/--stiffness/--damping-coefficient (CASpringAnimation)")
        }
    }

    /// The spring, as the library builds it for each form: `SpringCurve.uiView`,
    /// `SpringCurve.caSpring` (so, as in Core Animation, a damping above critical is
    /// lowered to critical) and `SpringCurve.bounce`. Parameter errors the library finds
    /// are reported as argument errors.
    func spring() throws(OptionValueError) -> SpringCurve {
        switch form {
        case let .uiView(duration, ratio, velocity):
            return SpringCurve.uiView(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
        case let .caSpring(mass, stiffness, damping, velocity, _):
            return SpringCurve.caSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        case let .bounce(duration, bounce, velocity):
            do {
                return try SpringCurve.bounce(duration: duration, bounce: bounce, initialVelocity: velocity)
            } catch {
                throw OptionValueError("--duration/--bounce: \(error)")
            }
        }
    }

    /// Core Animation's critical damping 2√(k·m), above which `CASpringAnimation` lowers
    /// the damping.
    static func criticalDamping(mass: Double, stiffness: Double) -> Double {
        2 * (stiffness * mass).squareRoot()
    }

    /// The longest time a spring is sampled over when it never settles and no
    /// --duration was given.
    static let maximumDefaultDuration = 600.0

    /// Progress p(t) over [0, duration] seconds, with the settling band and time.
    func curve() throws(OptionValueError) -> PlottableCurve {
        let spring = try spring()
        let settlingTime = spring.settlingDuration
        let duration: Double
        let title: String
        switch form {
        case let .uiView(d, ratio, velocity):
            duration = d
            let ratioTitle = ratio > 1 ? "\(CurveTitle.number(ratio)) -> critical 1" : CurveTitle.number(ratio)
            title = "uiview spring: duration \(CurveTitle.number(d)), damping \(ratioTitle)" + Self.velocityTitle(velocity)
        case let .caSpring(mass, stiffness, damping, velocity, d):
            if let d {
                duration = d
            } else {
                guard settlingTime.isFinite, settlingTime > 0, settlingTime <= Self.maximumDefaultDuration else {
                    throw OptionValueError("--duration is required: this spring's settlingDuration is \(CurveTitle.number(settlingTime)) s")
                }
                duration = settlingTime
            }
            let critical = Self.criticalDamping(mass: mass, stiffness: stiffness)
            let dampingTitle = damping > critical ? "\(CurveTitle.number(damping)) -> critical \(CurveTitle.number(critical))" : CurveTitle.number(damping)
            title = "caspringanimation: mass \(CurveTitle.number(mass)), stiffness \(CurveTitle.number(stiffness)), damping \(dampingTitle)" + Self.velocityTitle(velocity)
        case let .bounce(d, bounce, velocity):
            duration = d
            title = "spring: duration \(CurveTitle.number(d)), bounce \(CurveTitle.number(bounce))" + Self.velocityTitle(velocity)
        }
        return PlottableCurve(
            title: title, timeAxisTitle: "t (s)", valueAxisTitle: "progress", timeRange: 0...duration,
            value: { spring.value(at: $0) }, referenceValues: [0, 1],
            settling: SettlingAnnotation(target: 1, tolerance: Self.settlingTolerance, time: settlingTime))
    }

    /// Core Animation's ε for settling.
    static let settlingTolerance = SettlingAnnotation.springTolerance

    private static func velocityTitle(_ velocity: Double) -> String {
        velocity == 0 ? "" : ", velocity \(CurveTitle.number(velocity))"
    }
}
