import Foundation

/// An interaction controller driven by a percentage (UIKit's
/// `UIPercentDrivenInteractiveTransition`): a gesture handler calls `update(_:)` with
/// the progress, then `finish()` or `cancel()`.
///
/// UIKit's behaviour (docs/UIKIT-BEHAVIOUR.md, "Interactive transitions"): `startInteractiveTransition(_:)` reads the
/// animator's duration D, calls its `animateTransition(using:)` and freezes the
/// container's layer clock; `update(p)` clamps p to [0, 1] and shows the container at
/// t0 + p·D; `finish()` runs the clock on to the end over (1 − p)·D / completionSpeed
/// seconds with `completionCurve` (or `timingCurve`) shaping that part, `cancel()` runs it
/// back to t0 over p·D / completionSpeed; then the container's clock runs normally again
/// with no jump, and the animations' own completions fire — the animator calls
/// `completeTransition(!transitionWasCancelled)`; the interaction controller never does.
///
/// When the animator implements `interruptibleAnimator(using:)` (iOS 10) the
/// interaction drives that animator's `fractionComplete` instead, and `finish()` /
/// `cancel()` continue it (`isReversed = !finish`, duration factor (1 − p)/speed or
/// p/speed). `pause()` takes over a transition that is animating by itself again.
///
/// Where Segue does better than UIKit: *every* animation of the transition — all
/// blocks whatever their durations and delays, keyframes, springs, explicit layer
/// animations inside the container, coordinator alongside animations (inside the
/// container or not), animations added mid-way — scrubs, finishes and reverses on the
/// container's one clock, so release and cancel never snap. Nothing ends while the
/// transition is undecided (animations shorter than D, or all of them at p = 1, hold
/// their end value), and cancelling puts every animated property back to its value
/// from before the transition. Animations longer than D are at p·D of their time
/// when the interaction ends and finish on the normal clock after it.
///
/// Segue also offers, off unless used: `finish(velocity:)` / `cancel(velocity:)`
/// complete on a critically damped spring continuing the finger's velocity, and
/// `complete(velocity:)` picks finish or cancel — by the position projected from the
/// velocity when `completesByProjection` is set, else by p ≥ 0.5.
///
/// Misuse is reported (`SegueDiagnostics`) once per call and changes nothing: update,
/// finish, cancel or pause with no transition running, finish after cancel, cancel
/// after finish, an invalid `completionSpeed`. Needs Segue's
/// `ViewControllerTransitionContext`, which every Segue container uses.
@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    enum Phase: Equatable {
        case idle
        case interactive
        case completing(finishing: Bool)
    }

    /// The transition's duration, the animator's `transitionDuration(using:)` read at
    /// the start (0 before a transition starts).
    open private(set) var duration: CGFloat = 0

    /// The progress, 0…1: the last `update(_:)`, and while the transition completes by
    /// itself, where its clock is.
    open internal(set) var percentComplete: CGFloat = 0

    /// How much faster than the duration the remaining part runs after `finish()` or
    /// `cancel()` (1 by default). A value ≤ 0 or not finite is reported and the old
    /// value kept.
    open var completionSpeed: CGFloat = 1 {
        didSet {
            if !(completionSpeed > 0) || !completionSpeed.isFinite {
                SegueDiagnostics.report("UIPercentDrivenInteractiveTransition.completionSpeed = \(completionSpeed): it must be positive and finite; keeping \(oldValue)")
                completionSpeed = oldValue
            }
        }
    }

    /// The curve of the part that runs after `finish()` or `cancel()` (easeInOut by
    /// default); the interactive part is linear.
    open var completionCurve: UIView.AnimationCurve = .easeInOut

    /// When set, the curve of the part after the interaction ends, instead of
    /// `completionCurve` (iOS 10): a cubic or a spring.
    open var timingCurve: UITimingCurveProvider?

    /// Whether the transition starts interactively (true by default). False only
    /// matters for an animator with an interruptible animator: the transition starts
    /// animating, and `pause()` takes it over.
    open var wantsInteractiveStart = true

    /// Segue: `complete(velocity:)` decides by the position projected from the release
    /// velocity instead of the current one (off by default).
    public var completesByProjection = false

    /// Segue: the deceleration per millisecond used to project the release velocity
    /// (UIScrollView's normal rate, 0.998, by default).
    public var projectionDecelerationRate: CGFloat = 0.998

    var phase: Phase = .idle
    private(set) var context: ViewControllerTransitionContext?
    var clock: TransitionClock?
    var recorder: TransitionAnimationRecorder?
    var run: CompletionRun?
    var displayLink: CADisplayLink?
    /// The interruptible animator driving this transition, when the animator has one.
    var drivenAnimator: UIViewImplicitlyAnimating?

    public override init() {
        super.init()
    }

    // MARK: Starting

    /// Starts driving a transition: reads the duration, calls the animator's
    /// `animateTransition(using:)`, then freezes the container's clock at the
    /// transition's start (or, with an interruptible animator, pauses it). Subclasses
    /// overriding it call `super`. Starting while a transition runs is reported and
    /// ignored.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        settleIfTransitionEnded()
        guard phase == .idle else {
            SegueDiagnostics.report("UIPercentDrivenInteractiveTransition.startInteractiveTransition(_:): it already drives another transition; ignored")
            return
        }
        guard let context = transitionContext as? ViewControllerTransitionContext, let animator = context.animator else {
            SegueDiagnostics.report("UIPercentDrivenInteractiveTransition.startInteractiveTransition(_:): it needs Segue's ViewControllerTransitionContext (it reads the animator from it); ignored")
            return
        }
        self.context = context
        context.transitionDidComplete = { [weak self] in self?.settleIfTransitionEnded() }
        duration = CGFloat(context.transitionDuration)
        percentComplete = 0
        if let interruptible = context.interruptibleAnimator {
            startInterruptible(interruptible, animator: animator, context: context)
            return
        }
        let clock = TransitionClock(layer: context.containerView.layer, duration: context.transitionDuration)
        let recorder = TransitionAnimationRecorder(container: clock.layer, clock: clock)
        self.clock = clock
        self.recorder = recorder
        for item in context.alongsideAnimations { recorder.recordAlongside(item.layer, item.entry) }
        context.alongsideAnimationAdded = { [weak recorder] layer, entry in recorder?.recordAlongside(layer, entry) }
        recorder.begin()
        animator.animateTransition(using: context)
        // An animator may complete the transition inside animateTransition(using:).
        guard !context.isCompleted else { return detach() }
        clock.freeze()
        phase = .interactive
    }

    // MARK: Interaction

    /// Shows the transition at `percentComplete` (clamped to 0…1) and reports it to the
    /// context. Only while interactive; otherwise reported and ignored.
    open func update(_ percentComplete: CGFloat) {
        settleIfTransitionEnded()
        guard phase == .interactive, let context else {
            reportMisuse("update(\(percentComplete))")
            return
        }
        guard percentComplete.isFinite else {
            SegueDiagnostics.report("UIPercentDrivenInteractiveTransition.update(\(percentComplete)): not a number; ignored")
            return
        }
        let p = min(max(percentComplete, 0), 1)
        self.percentComplete = p
        show(progress: Double(p))
        context.updateInteractiveTransition(p)
    }

    /// Ends the interaction and completes the transition: the rest runs over
    /// (1 − p)·duration / completionSpeed seconds.
    open func finish() {
        end(finishing: true, velocity: nil, call: "finish()")
    }

    /// Ends the interaction and cancels the transition: it runs back to its start
    /// over p·duration / completionSpeed seconds, then every animated property is back
    /// to its value from before the transition.
    open func cancel() {
        end(finishing: false, velocity: nil, call: "cancel()")
    }

    /// Takes over a transition that is completing by itself (after `finish()` or
    /// `cancel()`, or an interruptible one started with `wantsInteractiveStart` false):
    /// it stops where it is and `update(_:)` drives it again (iOS 10). Pausing an
    /// interaction already in progress does nothing.
    open func pause() {
        settleIfTransitionEnded()
        guard let context, phase != .idle else {
            reportMisuse("pause()")
            return
        }
        guard case .completing = phase else { return }
        if let animator = drivenAnimator {
            guard checkSameAnimator() else { return }
            animator.pauseAnimation()
            percentComplete = min(max(animator.fractionComplete, 0), 1)
        } else {
            stopRun()
        }
        phase = .interactive
        context.pauseInteractiveTransition()
    }

    // MARK: Ending

    func end(finishing: Bool, velocity: CGFloat?, call: String) {
        settleIfTransitionEnded()
        guard let context, phase != .idle else {
            reportMisuse(call)
            return
        }
        if case .completing(let wasFinishing) = phase {
            let previous = wasFinishing ? "finish()" : "cancel()"
            SegueDiagnostics.report("UIPercentDrivenInteractiveTransition.\(call) after \(previous): the transition is already completing; ignored (pause() takes it over first)")
            return
        }
        if velocity?.isFinite == false {
            SegueDiagnostics.report("UIPercentDrivenInteractiveTransition.\(call): the velocity is not finite; ignored")
            return
        }
        phase = .completing(finishing: finishing)
        let p = Double(percentComplete)
        let speed = Double(completionSpeed)
        let factor = (finishing ? 1 - p : p) / speed
        if let animator = drivenAnimator {
            guard checkSameAnimator() else { return }
            animator.isReversed = !finishing
            animator.continueAnimation(withTimingParameters: interruptibleParameters(velocity: velocity, from: p, to: finishing ? 1 : 0),
                                       durationFactor: CGFloat(factor))
        } else {
            startRun(CompletionRun(from: p, to: finishing ? 1 : 0, startTime: CACurrentMediaTime(),
                                   duration: factor * Double(duration),
                                   shape: shape(velocity: velocity, from: p, to: finishing ? 1 : 0,
                                                duration: factor * Double(duration))))
        }
        if finishing { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
    }

    /// The shape of the part after the release.
    private func shape(velocity: CGFloat?, from: Double, to: Double, duration: Double) -> CompletionRun.Shape {
        if let velocity, let spring = Self.releaseSpring(velocity: Double(velocity), from: from, to: to, duration: duration) {
            return .spring(spring)
        }
        if let spring = timingCurve?.springTimingParameters, duration > 0 {
            return .spring(spring.springCurve(forDuration: duration))
        }
        if let cubic = timingCurve?.cubicTimingParameters { return .cubic(cubic.unitBezier) }
        return .cubic(completionCurve.unitBezier)
    }

    // MARK: The clock path

    private func show(progress: Double) {
        if let animator = drivenAnimator {
            animator.fractionComplete = CGFloat(progress)
        } else if let clock {
            clock.show(progress: progress)
            recorder?.driveExternal(elapsed: progress * clock.duration)
        }
    }

    private func startRun(_ run: CompletionRun) {
        self.run = run
        let link = CADisplayLink { [weak self] link in self?.step(at: link.timestamp) }
        displayLink = link
        link.add(to: FixedTimestepLoop.main)
    }

    private func stopRun() {
        displayLink?.invalidate()
        displayLink = nil
        run = nil
    }

    /// One tick of the completion run.
    private func step(at time: Double) {
        guard let run else { return }
        let (value, done) = run.progress(at: time)
        percentComplete = CGFloat(value)
        show(progress: value)
        if done { endRun(finished: run.finishes) }
    }

    /// The clock reached the end (or t0): hand the container its clock back and let
    /// the animations' completions fire.
    private func endRun(finished: Bool) {
        stopRun()
        guard let clock, let recorder else { return }
        clock.show(progress: finished ? 1 : 0)
        if finished {
            recorder.handBack(elapsed: clock.duration)
        } else {
            recorder.undo()
        }
        clock.restore()
        detach()
    }

    /// Forgets the transition: the interactor can drive the next one.
    func detach() {
        stopRun()
        recorder?.end()
        if let context {
            if context.alongsideAnimationAdded != nil { context.alongsideAnimationAdded = nil }
            if context.transitionDidComplete != nil { context.transitionDidComplete = nil }
        }
        recorder = nil
        clock = nil
        drivenAnimator = nil
        context = nil
        phase = .idle
    }

    /// When the transition ended without this interactor ending it (an animator that
    /// completed it early, its animations removed because its views left the window,
    /// an interruptible animator's completion): the container's clock and the
    /// animations outside it run again from where they are, and the interactor is
    /// free for the next transition. The context calls this as it completes
    /// (`transitionDidComplete`).
    func settleIfTransitionEnded() {
        guard let context, context.isCompleted else { return }
        if let clock {
            recorder?.handBack(elapsed: clock.elapsed)
            clock.restore()
        }
        detach()
    }

    private func reportMisuse(_ call: String) {
        SegueDiagnostics.report("UIPercentDrivenInteractiveTransition.\(call): no transition running; ignored")
    }
}
