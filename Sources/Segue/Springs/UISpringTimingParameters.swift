import Foundation

/// Spring timing for a property animator, as UIKit's `UISpringTimingParameters`.
///
/// Three ways to describe the spring, as in UIKit:
/// - a damping ratio (`init(dampingRatio:initialVelocity:)`): the spring comes from the
///   animator's duration through UIKit's UIView mapping (`SpringCurve.uiView`);
/// - mass, stiffness and damping: Core Animation's path (`SpringCurve.caSpring`,
///   over-damping clamped to critical); the animator's duration does not shape the
///   spring, as in UIKit, where the animation lasts as long as the spring takes to settle;
/// - iOS 17's duration and bounce (`SpringCurve.bounce`): also independent of the
///   animator's duration.
///
/// `springCurve(forDuration:component:)` (Segue) gives the curve to run.
///
/// Invalid values are replaced at initialisation, with a diagnostic, since UIKit's
/// initialisers cannot fail: a NaN damping ratio by 1 (a negative one is clamped by the
/// UIView mapping); mass, stiffness, damping by Core Animation's defaults (see
/// `SpringCurve.caSpring`); a non-positive or non-finite bounce-form duration by 0.5 s;
/// a NaN bounce by 0 and one outside (−1, 1] by the nearest of −0.999 or 1; a non-finite
/// velocity component by 0.
///
/// `@unchecked Sendable`: `NSObject` is not `Sendable`, but this final class only holds
/// immutable `let`s of `Sendable` types, so sharing it is safe. Where UIKit's class is
/// `open`, Segue's is `final` to keep it immutable.
public final class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// Which component of `initialVelocity` drives a property: UIKit uses `dx` along x
    /// and `dy` along y for a view's position, and `dx` for every other property.
    public enum VelocityComponent: Sendable {
        /// The x component: a position's x, and every property that is not a position.
        case dx
        /// The y component: a position's y.
        case dy
    }

    /// How the spring was described.
    enum Description: Sendable, Hashable {
        /// ζ, shaped by the animator's duration (UIView mapping).
        case dampingRatio(Double)
        /// Core Animation's physical parameters, already valid.
        case physical(mass: Double, stiffness: Double, damping: Double)
        /// iOS 17's perceptual duration and bounce, already valid.
        case durationAndBounce(duration: Double, bounce: Double)
    }

    /// The property's rate of change at the start, normalised to the animation's distance
    /// per second, per axis.
    public let initialVelocity: CGVector
    /// How the spring was described.
    let spring: Description

    /// The damping ratio Apple documents for `init()`: 4.56. The UIView mapping clamps any
    /// ratio above 1 to critical damping, so the default spring is critically damped.
    static let defaultDampingRatio = 4.56

    /// UIKit's default: no initial velocity and a damping ratio of 4.56 (as Apple
    /// documents), which the duration mapping treats as critical damping.
    public override convenience init() {
        self.init(dampingRatio: CGFloat(Self.defaultDampingRatio), initialVelocity: .zero)
    }

    /// A spring with damping ratio `ratio` and no initial velocity, shaped by the
    /// animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with damping ratio `ratio` (1: no oscillation; toward 0: more), shaped by
    /// the animator's duration, starting at `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        var zeta = Double(ratio)
        if zeta.isNaN {
            SegueDiagnostics.report("UISpringTimingParameters(dampingRatio:initialVelocity:): the damping ratio is NaN; using 1")
            zeta = 1
        }
        spring = .dampingRatio(zeta)
        initialVelocity = Self.sanitized(velocity)
        super.init()
    }

    /// A spring with Core Animation's physical parameters, whose motion does not depend on
    /// the animator's duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        // Validate once, here, so that building the curve reports nothing further.
        let curve = SpringCurve.caSpring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            allowsOverdamping: true)
        spring = .physical(mass: curve.mass, stiffness: curve.stiffness, damping: curve.damping)
        initialVelocity = Self.sanitized(velocity)
        super.init()
    }

    /// iOS 17's spring with a perceptual `duration` and a `bounce` in (−1, 1] (0: no bounce,
    /// negative: over-damped), starting at `velocity`. Its motion does not depend on the
    /// animator's duration.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        var perceptual = duration
        if !(perceptual.isFinite && perceptual > 0) {
            SegueDiagnostics.report(
                "UISpringTimingParameters(duration:bounce:initialVelocity:): duration \(perceptual) is invalid; using "
                    + "\(UIViewSpringMapping.defaultDuration) s")
            perceptual = UIViewSpringMapping.defaultDuration
        }
        var bounceValue = Double(bounce)
        if bounceValue.isNaN {
            SegueDiagnostics.report("UISpringTimingParameters(duration:bounce:initialVelocity:): the bounce is NaN; using 0")
            bounceValue = 0
        } else if !(bounceValue > -1 && bounceValue <= 1) {
            let clamped = min(max(bounceValue, Self.mostNegativeBounce), 1)
            SegueDiagnostics.report(
                "UISpringTimingParameters(duration:bounce:initialVelocity:): bounce \(bounceValue) is outside (-1, 1]; using \(clamped)")
            bounceValue = clamped
        }
        spring = .durationAndBounce(duration: perceptual, bounce: bounceValue)
        initialVelocity = Self.sanitized(velocity)
        super.init()
    }

    /// iOS 17's spring with a perceptual `duration` and a `bounce`, with no initial velocity.
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    /// The bounce an out-of-range negative bounce is clamped to (ζ = 1000).
    static let mostNegativeBounce = -0.999

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// `nil`: a spring has no cubic curve.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// This object.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring to run in an animator of `duration` seconds, for the property driven by
    /// `component` of `initialVelocity` (Segue).
    ///
    /// The damping-ratio form maps through UIKit's UIView mapping with that duration
    /// (`SpringCurve.uiView`), so it settles at the duration. The mass-stiffness-damping
    /// form uses Core Animation's path and the bounce form its own definition; both ignore
    /// `duration`, as UIKit does.
    public func springCurve(forDuration duration: TimeInterval, component: VelocityComponent = .dx) -> SpringCurve {
        let velocity = Double(component == .dx ? initialVelocity.dx : initialVelocity.dy)
        switch spring {
        case let .dampingRatio(ratio):
            return SpringCurve.uiView(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
        case let .physical(mass, stiffness, damping):
            return SpringCurve.recovering(
                mass: mass, stiffness: stiffness, damping: min(damping, 2 * stiffness.squareRoot() * mass.squareRoot()),
                initialVelocity: velocity)
        case let .durationAndBounce(perceptual, bounce):
            do {
                return try SpringCurve.bounce(duration: perceptual, bounce: bounce, initialVelocity: velocity)
            } catch {
                // Only an initial velocity too large for the spring can get here.
                SegueDiagnostics.report("UISpringTimingParameters: \(error); dropping the spring's initial velocity")
                return (try? SpringCurve.bounce(duration: perceptual, bounce: bounce))
                    ?? SpringCurve(trustedMass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
            }
        }
    }

    /// Equal when the other object describes the same spring with the same velocity.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UISpringTimingParameters else { return false }
        return other.spring == spring && other.initialVelocity == initialVelocity
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(spring)
        hasher.combine(initialVelocity)
        return hasher.finalize()
    }

    /// `velocity` with each non-finite component replaced by 0, with a diagnostic.
    private static func sanitized(_ velocity: CGVector) -> CGVector {
        guard !velocity.dx.isFinite || !velocity.dy.isFinite else { return velocity }
        SegueDiagnostics.report(
            "UISpringTimingParameters: initial velocity \(velocity) is not finite; using 0 for "
                + "the non-finite components")
        return CGVector(dx: velocity.dx.isFinite ? velocity.dx : 0, dy: velocity.dy.isFinite ? velocity.dy : 0)
    }
}
