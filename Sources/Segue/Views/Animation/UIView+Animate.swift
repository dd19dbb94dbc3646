import Foundation

extension UIView {
    /// Animates the changes `animations` makes to views (and to their layers) over
    /// `duration` seconds after `delay`, as UIKit's block animation does.
    ///
    /// Every animatable change inside the block becomes a layer animation from the
    /// model value before the change (the presentation value with
    /// `.beginFromCurrentState`) to the new model value, replacing — unfinished — any
    /// animation of that property. All animations of the block begin together (one
    /// begin time per transaction). The curve comes from the options (easeInOut by
    /// default); nested blocks inherit the outer duration and curve unless they
    /// override them. `completion(finished)` runs once, after the last animation
    /// ends: `false` if any was removed or replaced first. A duration ≤ 0 applies the
    /// changes at once and completes at the next tick; a non-finite duration or
    /// delay is treated as 0 with a diagnostic.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let function = CAMediaTimingFunction(name: options.curve.mediaTimingFunctionName)
        runBlock(duration: duration, delay: delay, timing: .curve(function), options: options,
                 animations: animations, completion: completion, api: "animate")
    }

    /// Animates over `duration` with the default options (easeInOut, no delay).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates over `duration` with the default options and no completion.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with a spring whose motion settles in exactly `duration` (UIKit's
    /// mapping: damping ratio ζ clamped to (0, 1], duration to [0.01, 10] s; the
    /// spring runs in real seconds and ignores the options' curve).
    ///
    /// - Parameters:
    ///   - duration: Seconds the spring takes to settle.
    ///   - delay: Seconds before it starts.
    ///   - dampingRatio: 1 for no overshoot, toward 0 for more oscillation.
    ///   - velocity: The initial velocity in distances per second (1 covers the
    ///     whole distance in one second), positive toward the target.
    ///   - options: How the animations run (`AnimationOptions`; the curve is ignored).
    ///   - animations: The changes to animate.
    ///   - completion: Called when the animations end, with whether they ran to the end.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        var ratio = Double(dampingRatio), initial = Double(velocity)
        if !ratio.isFinite || ratio <= 0 {
            SegueDiagnostics.report("UIView.animate(usingSpringWithDamping: \(dampingRatio)): the damping ratio must be positive; using 1")
            ratio = 1
        }
        if !initial.isFinite {
            SegueDiagnostics.report("UIView.animate(initialSpringVelocity: \(velocity)): the velocity must be finite; using 0")
            initial = 0
        }
        runBlock(duration: duration, delay: delay, timing: .spring(dampingRatio: ratio, initialVelocity: initial),
                 options: options, animations: animations, completion: completion, api: "animate(usingSpringWithDamping:)")
    }

    /// Runs a block with animations disabled: its changes apply at once, even
    /// inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let wasEnabled = UIViewAnimationContext.animationsEnabled
        UIViewAnimationContext.animationsEnabled = false
        defer { UIViewAnimationContext.animationsEnabled = wasEnabled }
        actionsWithoutAnimation()
    }

    /// Turns block animations on or off for everything after (UIKit's global switch).
    public static func setAnimationsEnabled(_ enabled: Bool) {
        UIViewAnimationContext.animationsEnabled = enabled
    }

    /// Whether block animations are enabled.
    public static var areAnimationsEnabled: Bool { UIViewAnimationContext.animationsEnabled }

    /// The duration of the innermost animation block running now, or 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        UIViewAnimationContext.stack.last?.duration ?? 0
    }

    /// The shared path of every block API: validates, pushes the context, runs the
    /// block, lays out for `.layoutSubviews`, pops and seals the completion.
    static func runBlock(duration: TimeInterval, delay: TimeInterval, timing: UIViewAnimationContext.Timing,
                         options: AnimationOptions, keyframeCalculationMode: CAAnimationCalculationMode? = nil,
                         animations: () -> Void, completion: ((Bool) -> Void)?, api: String,
                         capture: ((CALayer, UIView?, String, AnimatableValue) -> Void)? = nil) {
        var duration = duration, delay = delay
        if !duration.isFinite || duration < 0 {
            SegueDiagnostics.report("UIView.\(api): duration \(duration) \(duration.isFinite ? "is negative" : "is not finite"); using 0")
            duration = 0
        }
        if !delay.isFinite || delay < 0 {
            SegueDiagnostics.report("UIView.\(api): delay \(delay) must be finite and not negative; using 0")
            delay = 0
        }
        let inherited = UIViewAnimationContext.inherited(duration: duration, timing: timing, options: options)
        let tracker = UIViewAnimationCompletion(handler: completion)
        let context = UIViewAnimationContext(duration: max(inherited.duration, 0), delay: delay,
                                             timing: inherited.timing, options: inherited.options,
                                             completion: tracker, keyframeCalculationMode: keyframeCalculationMode)
        context.capture = capture
        CATransaction.begin()
        UIViewAnimationContext.stack.append(context)
        animations()
        if options.contains(.layoutSubviews) {
            for view in context.animatedViews { view.layoutIfNeeded() }
        }
        if keyframeCalculationMode != nil { context.addKeyframeAnimations() }
        UIViewAnimationContext.stack.removeLast()
        CATransaction.commit()
        tracker.seal()
    }
}
