import Foundation

/// The iOS 10 path: when the animation controller implements
/// `interruptibleAnimator(using:)`, the interaction drives that animator instead of
/// the container's clock (UIKit's behaviour, docs/UIKIT-BEHAVIOUR.md, "Interactive transitions"): `update(_:)` sets its
/// `fractionComplete`; `finish()` / `cancel()` set `isReversed = !finish` and call
/// `continueAnimation(withTimingParameters:durationFactor:)` with (1 − p)/speed or
/// p/speed; `pause()` pauses it and the context becomes interactive again. The
/// animator must return the same object for the whole transition; a different one is
/// reported and the call ignored.
extension UIPercentDrivenInteractiveTransition {
    func startInterruptible(_ interruptible: UIViewImplicitlyAnimating, animator: UIViewControllerAnimatedTransitioning,
                            context: ViewControllerTransitionContext) {
        drivenAnimator = interruptible
        animator.animateTransition(using: context)
        guard !context.isCompleted else { return detach() }
        guard checkSameAnimator() else { return }
        if context.isInteractive {
            interruptible.pauseAnimation()
            percentComplete = min(max(interruptible.fractionComplete, 0), 1)
            phase = .interactive
        } else {
            if !interruptible.isRunning { interruptible.startAnimation() }
            phase = .completing(finishing: true)
        }
    }

    /// Whether the animator still vends the interruptible animator the transition
    /// started with (reported when not).
    func checkSameAnimator() -> Bool {
        guard let driven = drivenAnimator, let context, let animator = context.animator else { return true }
        let current = animator.implementedInterruptibleAnimator(using: context)
        if current !== driven {
            SegueDiagnostics.report("UIPercentDrivenInteractiveTransition: \(type(of: animator)).interruptibleAnimator(using:) returned a different animator during the transition; it must return the same one for the whole transition; ignored")
            return false
        }
        return true
    }

    /// The timing `continueAnimation` gets: a critically damped spring carrying the
    /// release velocity, or `timingCurve`, or `completionCurve`.
    func interruptibleParameters(velocity: CGFloat?, from: Double, to: Double) -> UITimingCurveProvider {
        if let velocity, abs(to - from) > 1e-9 {
            let relative = Self.clampedRelativeVelocity(Double(velocity), distance: to - from)
            return UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: relative, dy: relative))
        }
        return timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
    }
}
