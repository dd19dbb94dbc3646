import Foundation

/// Watches the transitions of one window and shows any of them at a chosen progress
/// (Segue extension: the demo's timeline; no iOS device or simulator offers it).
///
/// The inspector observes every transition through `TransitionObservers` and keeps
/// the one running in its window (or, once it ended, what it was). `transition`
/// describes it; `progress` reads where it is from the container's layer clock —
/// (the container's local time − its local time when the transition started) / D —
/// which is right for transitions that animate by themselves and for
/// percent-driven ones, whose container clock `UIPercentDrivenInteractiveTransition`
/// sets to t0 + p·D. (An interruptible animator's progress is its `fractionComplete`;
/// with any other interaction controller it is the last `percentComplete` the
/// controller reported through `updateInteractiveTransition(_:)`, as UIKit's
/// context keeps it.)
///
/// **Scrubbing.** `beginScrub()`, then any number of `scrub(to:)`, then `endScrub()`:
/// - A transition animating by itself: its container's clock stops (speed 0) and
///   its time offset shows t0 + p·D; animations that reach their end stay on it
///   (the container holds ended animations while scrubbed), so scrubbing back and
///   forth shows exactly what an unscrubbed run shows at that time. `endScrub()`
///   lets it run on from the scrubbed time with no jump (the container's begin time
///   and offset shift so its local time is continuous), and it completes once, at
///   its normal end, with its usual callbacks.
/// - A percent-driven transition in its interactive phase: the scrub is the finger —
///   `scrub(to:)` calls the interactor's `update(_:)`; `endScrub()` changes nothing
///   (the gesture, or the code driving it, still decides).
/// - A percent-driven transition finishing or cancelling: the scrub grabs it as a
///   new gesture would (`pause()`, which also tells the coordinator's
///   interaction-change handlers), moves it with `update(_:)`, and `endScrub()`
///   lets it go on the way it was going — `finish()` or `cancel()` — from the
///   scrubbed progress, over the remaining time.
/// - An animator with an interruptible animator and no interaction controller: the
///   animator pauses, `scrub(to:)` sets its `fractionComplete`, `endScrub()`
///   starts it again.
/// Other interaction controllers drive their animations their own way and cannot be
/// scrubbed (`beginScrub()` returns false).
///
/// A scrub never completes a transition by itself: progress is clamped to
/// `0…maximumScrubProgress` while held. Each `scrub(to:)` re-evaluates the loop's
/// layer trees (`FixedTimestepLoop.refresh()`), so it shows even while time is
/// frozen. Only the container's clock is scrubbed: coordinator alongside animations
/// outside the container keep their own time unless a percent-driven interactor
/// drives them. Hold time still (`timeScale = 0`, as the demo's timeline does) for a
/// long scrub: with time running, the transition watchdog keeps counting.
@MainActor
public final class TransitionInspector: TransitionObserver {
    /// The highest progress a held scrub shows: just short of the end.
    public static let maximumScrubProgress = 0.999

    /// The window whose transitions are inspected.
    public private(set) weak var window: UIWindow?
    /// The loop re-evaluated after each scrub step.
    public let loop: FixedTimestepLoop
    /// The running transition's context, nil when none runs.
    public private(set) weak var context: ViewControllerTransitionContext?
    /// Called when a transition in the window starts or ends.
    public var onChange: (() -> Void)?

    private var startLocalTime: Double = 0
    private var lastTransition: InspectedTransition?
    private var scrub: ScrubMode?

    /// How a held scrub acts on the transition.
    private enum ScrubMode {
        /// The container's clock, frozen by the scrub; the values to put back.
        case containerClock(layer: CALayer, savedSpeed: Double, savedHold: Bool)
        /// A percent-driven interactor in its interactive phase: the scrub is the finger.
        case finger(UIPercentDrivenInteractiveTransition)
        /// A percent-driven interactor grabbed while finishing (or cancelling).
        case grabbed(UIPercentDrivenInteractiveTransition, finishing: Bool)
        /// An interruptible animator, paused.
        case interruptible(UIViewImplicitlyAnimating)
    }

    /// An inspector of `window`'s transitions, re-evaluating `loop` (the main loop
    /// by default) after each scrub step. It starts observing at once and stops when
    /// it is released or `invalidate()` is called.
    public init(window: UIWindow, loop: FixedTimestepLoop = .main) {
        self.window = window
        self.loop = loop
        TransitionObservers.add(self)
    }

    /// Stops observing (a scrub in progress ends first).
    public func invalidate() {
        endScrub()
        TransitionObservers.remove(self)
    }

    // MARK: Reading

    /// Whether a transition runs in the window now.
    public var isRunning: Bool { context.map { !$0.isCompleted } ?? false }

    /// The running transition, else the last one that ran, else nil. Reading it
    /// builds no strings (the names are taken once, when the transition starts).
    public var transition: InspectedTransition? {
        guard let context, !context.isCompleted, var current = lastTransition else { return lastTransition }
        current.phase = phase(of: context)
        current.progress = progress(of: context)
        current.isInteractive = context.isInteractive
        current.isScrubbing = scrub != nil
        return current
    }

    /// The running transition's phase, else the last one's, else nil.
    public var phase: InspectedTransition.Phase? {
        guard let context, !context.isCompleted else { return lastTransition?.phase }
        return phase(of: context)
    }

    /// How many transitions have started in the window since the inspector was made.
    public private(set) var startCount = 0

    /// The running transition's progress, 0…1 (0 when none runs).
    public var progress: Double {
        guard let context, !context.isCompleted else { return 0 }
        return progress(of: context)
    }

    /// Whether a scrub is held.
    public var isScrubbing: Bool { scrub != nil }

    private func progress(of context: ViewControllerTransitionContext) -> Double {
        if let interruptible = context.interruptibleAnimator {
            return Self.clamp(Double(interruptible.fractionComplete))
        }
        if let interactor = context.interactor, !(interactor is UIPercentDrivenInteractiveTransition) {
            // A custom interaction controller moves the animation its own way (a
            // collection view's interactive layout transition, a physics
            // simulation); what it says of its progress is what it reports through
            // `updateInteractiveTransition(_:)`.
            return Self.clamp(Double(context.percentComplete))
        }
        let duration = context.transitionDuration
        guard duration > 0 else { return 0 }
        let layer = context.containerView.layer
        let elapsed = layer.localTime(atMediaTime: CACurrentMediaTime()) - startLocalTime
        return Self.clamp(elapsed / duration)
    }

    private func phase(of context: ViewControllerTransitionContext) -> InspectedTransition.Phase {
        if context.isInteractive { return .interactive }
        if context.interactor != nil {
            return context.transitionWasCancelled ? .cancelling : .finishing
        }
        return .animating
    }

    private func describe(_ context: ViewControllerTransitionContext, phase: InspectedTransition.Phase,
                          progress: Double) -> InspectedTransition {
        let typeName = { (vc: UIViewController?) in vc.map { String(describing: type(of: $0)) } }
        return InspectedTransition(name: context.name, operation: context.operation,
                                   fromViewController: typeName(context.viewController(forKey: .from)),
                                   toViewController: typeName(context.viewController(forKey: .to)),
                                   isAnimated: context.isAnimated, isInteractive: context.isInteractive,
                                   initiallyInteractive: context.initiallyInteractive,
                                   duration: context.transitionDuration, phase: phase, progress: progress,
                                   isScrubbing: scrub != nil)
    }

    // MARK: Scrubbing

    /// Whether the running transition can be scrubbed now.
    public var canScrub: Bool {
        guard let context, !context.isCompleted, context.isAnimated, context.transitionDuration > 0 else { return false }
        if let interactor = context.interactor {
            return interactor is UIPercentDrivenInteractiveTransition
        }
        return true
    }

    /// Takes hold of the running transition (see the type's notes for each kind).
    /// Returns false, changing nothing, when no transition runs, it cannot be
    /// scrubbed, or a scrub is already held.
    @discardableResult
    public func beginScrub() -> Bool {
        guard scrub == nil, canScrub, let context else { return false }
        if let percent = context.interactor as? UIPercentDrivenInteractiveTransition {
            if context.isInteractive {
                scrub = .finger(percent)
            } else {
                let finishing = !context.transitionWasCancelled
                percent.pause()
                scrub = .grabbed(percent, finishing: finishing)
            }
        } else if let interruptible = context.interruptibleAnimator {
            interruptible.pauseAnimation()
            scrub = .interruptible(interruptible)
        } else {
            let layer = context.containerView.layer
            let now = layer.localTime(atMediaTime: CACurrentMediaTime())
            scrub = .containerClock(layer: layer, savedSpeed: layer.timing.speed, savedHold: layer.holdsEndedAnimations)
            layer.timing.speed = 0
            layer.timing.timeOffset = now
            layer.holdsEndedAnimations = true
            CATransaction.ensureOpen()
        }
        return true
    }

    /// Shows the held transition at `progress` (clamped to
    /// `0…maximumScrubProgress`; a value that is not finite is ignored). Does
    /// nothing without a held scrub.
    public func scrub(to progress: Double) {
        guard let scrub, let context, !context.isCompleted, progress.isFinite else { return }
        let p = min(max(progress, 0), Self.maximumScrubProgress)
        switch scrub {
        case .containerClock(let layer, _, _):
            layer.timing.timeOffset = startLocalTime + p * context.transitionDuration
            CATransaction.ensureOpen()
        case .finger(let percent), .grabbed(let percent, _):
            percent.update(CGFloat(p))
        case .interruptible(let animator):
            animator.fractionComplete = CGFloat(p)
        }
        loop.refresh()
    }

    /// Lets go of the held transition: it goes on from where the scrub left it (see
    /// the type's notes). Does nothing without a held scrub.
    public func endScrub() {
        guard let held = scrub else { return }
        scrub = nil
        switch held {
        case .containerClock(let layer, let savedSpeed, let savedHold):
            releaseContainerClock(layer, savedSpeed: savedSpeed, savedHold: savedHold)
        case .finger:
            break
        case .grabbed(let percent, let finishing):
            guard let context, !context.isCompleted else { break }
            if finishing { percent.finish() } else { percent.cancel() }
        case .interruptible(let animator):
            guard let context, !context.isCompleted else { break }
            animator.startAnimation()
        }
    }

    /// Lets the container's clock run again from the local time it shows, with no jump.
    private func releaseContainerClock(_ layer: CALayer, savedSpeed: Double, savedHold: Bool) {
        let shown = layer.timing.timeOffset
        layer.holdsEndedAnimations = savedHold
        if savedSpeed != 0 {
            let parentNow = layer.superlayer?.localTime(atMediaTime: CACurrentMediaTime()) ?? CACurrentMediaTime()
            layer.timing.beginTime = parentNow
            layer.timing.timeOffset = shown
            layer.timing.speed = savedSpeed
        }
        CATransaction.ensureOpen()
    }

    // MARK: TransitionObserver

    public func transitionDidStart(_ context: ViewControllerTransitionContext) {
        guard let window, context.containerView.window === window else { return }
        endScrub()
        self.context = context
        startLocalTime = context.containerView.layer.localTime(atMediaTime: CACurrentMediaTime())
        lastTransition = describe(context, phase: phase(of: context), progress: 0)
        startCount += 1
        onChange?()
    }

    public func transitionDidEnd(_ context: ViewControllerTransitionContext, completed: Bool) {
        guard context === self.context else { return }
        if scrub != nil {
            // Ended under the scrub (its animator completed on its own): let go.
            if case .containerClock(let layer, let savedSpeed, let savedHold) = scrub {
                releaseContainerClock(layer, savedSpeed: savedSpeed, savedHold: savedHold)
            }
            scrub = nil
        }
        lastTransition?.phase = completed ? .completed : .cancelled
        lastTransition?.progress = completed ? 1 : 0
        lastTransition?.isInteractive = false
        lastTransition?.isScrubbing = false
        self.context = nil
        onChange?()
    }

    private static func clamp(_ value: Double) -> Double {
        value.isFinite ? min(max(value, 0), 1) : 0
    }
}
