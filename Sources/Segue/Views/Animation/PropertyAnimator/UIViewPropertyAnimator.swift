import Foundation

/// An interruptible, scrubbable, reversible animation of view properties — UIKit's
/// `UIViewPropertyAnimator` (iOS 10, with iOS 11's `scrubsLinearly` and
/// `pausesOnCompletion`).
///
/// Its blocks run as `UIView` animation blocks when the animator becomes active
/// (on `startAnimation()`, `pauseAnimation()` or a first `fractionComplete`), so the
/// views' model values become the end values at once, as in UIKit. Every change
/// becomes a real layer animation — drawn by the compositor like any other — whose
/// progress the animator drives from its own clock (`FixedTimestepLoop.main`, one
/// step per tick). Pausing, scrubbing, reversing and continuing only change that
/// progress, so nothing snaps: a reversal runs back from what is on screen, and a
/// spring keeps its velocity when reversed or continued with a spring.
///
/// State machine (UIKit's): `.inactive` → `.active` on start, pause or setting
/// `fractionComplete`; `.active` → `.inactive` when the animations end (completions
/// get `.end`, or `.start` when reversed), unless `pausesOnCompletion`;
/// `stopAnimation(false)` → `.stopped`, then `finishAnimation(at:)` → `.inactive`;
/// `stopAnimation(true)` → `.inactive` with no completion. Where UIKit raises an
/// exception (finishing an animator that is not stopped, stopping an inactive one,
/// starting or reversing a stopped one, scrubbing a running one, changing
/// `isInterruptible` or `isUserInteractionEnabled` while active, interrupting a
/// non-interruptible one), Segue reports a diagnostic and changes nothing.
///
/// While active the animator keeps itself alive (UIKit retains running animators),
/// so `runningPropertyAnimator(…)` needs no reference.
///
/// Where Segue differs: `fractionComplete` always measures from the start values
/// (0) to the end values (1), reversed or not. Pausing with `scrubsLinearly` makes
/// `fractionComplete` the fraction of the change on screen (so scrubbing from there
/// does not jump); resuming without scrubbing continues the curve exactly where it
/// was. Blocks that animate the same property replace each other's animation, as
/// `.beginFromCurrentState` does, rather than adding up. A keyframe or nested
/// `UIView.animate` block inside an animator's block runs on media time, not on the
/// animator's clock.
@MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The timing the animator was made with (its cubic curve or spring).
    public let timingParameters: UITimingCurveProvider?
    /// The seconds the animations take from start to end.
    public let duration: TimeInterval
    /// The delay given to the last `startAnimation(afterDelay:)` (0 otherwise).
    public private(set) var delay: TimeInterval = 0

    /// Whether the animator can be paused, stopped and reversed (default true).
    /// UIKit raises when this changes on an active animator; Segue reports it and
    /// keeps the old value.
    open var isInterruptible: Bool = true {
        didSet {
            guard state != .inactive, oldValue != isInterruptible else { return }
            SegueDiagnostics.report("UIViewPropertyAnimator.isInterruptible: cannot change while the animator is active; ignored")
            isInterruptible = oldValue
        }
    }

    /// Whether the animated views take touches while the animator is active (default
    /// true). Set before starting; changing it while active is reported and ignored.
    open var isUserInteractionEnabled: Bool = true {
        didSet {
            guard state != .inactive, oldValue != isUserInteractionEnabled else { return }
            SegueDiagnostics.report("UIViewPropertyAnimator.isUserInteractionEnabled: cannot change while the animator is active; ignored")
            isUserInteractionEnabled = oldValue
        }
    }

    /// UIKit's opt-in for hit-testing animating views yourself. Accepted and stored;
    /// Segue hit-tests model frames either way.
    open var isManualHitTestingEnabled: Bool = false

    /// Whether scrubbing a paused animator with `fractionComplete` moves the
    /// properties linearly (true, the default) or along the timing curve (false).
    open var scrubsLinearly: Bool = true

    /// When true the animator stays `.active` (paused, at the end) when its
    /// animations end, without calling completions, so it can be reversed or
    /// scrubbed again (iOS 11). Default false.
    open var pausesOnCompletion: Bool = false

    /// `.inactive`, `.active` (running or paused) or `.stopped`.
    public internal(set) var state: UIViewAnimatingState = .inactive

    /// Whether the animator is active and not paused (including during a start delay).
    public var isRunning: Bool { state == .active && motion != nil }

    /// Whether the animations run toward their start values. Setting it on a running
    /// animator turns it around from where it is; on a paused one it sets the
    /// direction of the next start. Not allowed on a stopped animator, nor while a
    /// non-interruptible one runs (reported, ignored).
    public var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }

    /// The progress from the start values (0) to the end values (1). Settable only
    /// while paused (setting it on an inactive animator makes it active and paused);
    /// set on a running or stopped animator it is reported and ignored. Values are
    /// clamped to [0, 1].
    public var fractionComplete: CGFloat {
        get { CGFloat(fraction) }
        set { setFractionComplete(Double(newValue)) }
    }

    // MARK: Internal state

    var reversed = false
    var fraction = 0.0
    var pendingBlocks: [(animations: () -> Void, delayFactor: Double)] = []
    var tracks: [PropertyAnimatorTrack] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var motion: PropertyAnimatorMotion?
    /// After a pause with `scrubsLinearly`: the fraction on the clock, restored when
    /// the animator resumes without having been scrubbed.
    var pausedClockFraction: Double?
    var displayLink: CADisplayLink?
    /// After `stopAnimation(false)`: the properties `finishAnimation(at:)` settles.
    var stoppedChanges: [PropertyAnimatorTrack.Change] = []

    // MARK: Making animators

    /// An animator with timing parameters (`UICubicTimingParameters`,
    /// `UISpringTimingParameters` or your own provider) and no animations yet.
    /// A negative or non-finite duration is reported and replaced by 0.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        var seconds = duration
        if !(seconds.isFinite && seconds >= 0) {
            SegueDiagnostics.report("UIViewPropertyAnimator(duration: \(duration)): the duration must be finite and not negative; using 0")
            seconds = 0
        }
        self.duration = seconds
        timingParameters = parameters
        super.init()
    }

    /// An animator on one of the standard curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator on a cubic Bézier through (0, 0), the control points, (1, 1).
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator on a spring that settles in `duration` (UIKit's UIView mapping).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Makes an animator with the options' curve, adds the animations and the
    /// completion, and starts it after `delay` — UIKit's fire-and-forget form.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    /// Adds a block. Before the animator is active it runs with the others over the
    /// whole duration when the animator starts; while active it runs now and moves
    /// over the remaining part of the run (UIKit's rule), starting from what is on
    /// screen. Not allowed on a stopped animator (reported, ignored).
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a block that starts after `delayFactor` (0…1, clamped) of the remaining
    /// duration: of the whole duration before the animator starts, of what is left of
    /// it when active.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state != .stopped else {
            SegueDiagnostics.report("UIViewPropertyAnimator.addAnimations: not allowed on a stopped animator; ignored")
            return
        }
        var factor = Double(delayFactor)
        if !(factor >= 0 && factor <= 1) {
            SegueDiagnostics.report("UIViewPropertyAnimator.addAnimations(delayFactor: \(delayFactor)): the factor must be in [0, 1]; clamping")
            factor = factor.isNaN ? 0 : min(max(factor, 0), 1)
        }
        if state == .inactive {
            pendingBlocks.append((animation, factor))
        } else {
            let start = fraction + factor * (1 - fraction)
            let track = run(animation, windowStart: start)
            joinMotion(track)
        }
    }

    /// Adds a completion, called with where the animations ended (`.end`, `.start`
    /// or, after `finishAnimation(at: .current)`, `.current`). Completions run in the
    /// order added. Not allowed on a stopped animator (reported, ignored).
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        guard state != .stopped else {
            SegueDiagnostics.report("UIViewPropertyAnimator.addCompletion: not allowed on a stopped animator; ignored")
            return
        }
        completions.append(completion)
    }

    // MARK: Running

    /// Starts (or resumes) the animations. On an inactive animator the blocks run
    /// and the animations begin; on a paused one they continue from where they are
    /// over the time left (the curve continues where it was unless the animator was
    /// scrubbed, which eases into it). Does nothing while running; not allowed on a
    /// stopped animator (reported, ignored).
    open func startAnimation() {
        start(after: 0)
    }

    /// `startAnimation()` after `delay` seconds (the blocks run now; the properties
    /// start moving after the delay). A negative or non-finite delay is reported and
    /// replaced by 0.
    open func startAnimation(afterDelay delay: TimeInterval) {
        var seconds = delay
        if !(seconds.isFinite && seconds >= 0) {
            SegueDiagnostics.report("UIViewPropertyAnimator.startAnimation(afterDelay: \(delay)): the delay must be finite and not negative; using 0")
            seconds = 0
        }
        self.delay = seconds
        start(after: seconds)
    }

    /// Pauses the animations where they are (an inactive animator becomes active and
    /// paused at its start). Not allowed on a stopped or a non-interruptible animator
    /// (reported, ignored).
    open func pauseAnimation() {
        pause()
    }

    /// Stops the animations where they are: the model values become what is on
    /// screen. `withoutFinishing` true: the animator becomes inactive and no
    /// completion runs. False: it becomes `.stopped` and waits for
    /// `finishAnimation(at:)`. Not allowed on an inactive, stopped or
    /// non-interruptible animator (reported, ignored).
    open func stopAnimation(_ withoutFinishing: Bool) {
        stop(withoutFinishing: withoutFinishing)
    }

    /// Ends a stopped animator: the properties go to their end values, their start
    /// values or stay where they are, and the completions run with that position.
    /// Only on a stopped animator (reported and ignored otherwise).
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        finish(at: finalPosition)
    }

    /// Continues a paused (or running) animator with new timing — nil keeps the
    /// animator's own — over `durationFactor` times its duration from now, toward the
    /// end (or the start when reversed). A spring keeps the velocity the properties
    /// have, unless the parameters give their own. On an inactive animator it starts
    /// it; not allowed on a stopped one (reported, ignored). A negative or non-finite
    /// factor is reported and replaced by 1.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        continueMotion(parameters: parameters, durationFactor: Double(durationFactor))
    }
}
