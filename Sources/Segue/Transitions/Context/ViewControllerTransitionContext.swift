import Foundation

/// The one object behind a running transition: the context its animation and
/// interaction controllers are handed (`UIViewControllerContextTransitioning`) and
/// the coordinator its controllers see (`UIViewControllerTransitionCoordinator`).
/// Every Segue container — presentations, `UINavigationController`,
/// `UITabBarController`, `SlidingViewController`, rotation — runs its transitions
/// through one, and a custom container can too.
///
/// A container makes a context with the controllers, the views animators may touch
/// and their frames, sets `completionHandler` (settle the hierarchy and the
/// appearance callbacks for a completed or cancelled transition) and `endHandler`
/// (forget the transition, run the caller's completion), sends the appearance
/// begins, then calls `start(animator:interactor:)`. UIKit's ordering follows:
///
/// 1. With an interaction controller only its `startInteractiveTransition(_:)` is
///    called; without one, the animator's `animateTransition(using:)`.
/// 2. `completeTransition(_:)` runs once — a second call is reported and ignored —
///    and, in order: `completionHandler`, the coordinator's alongside completions,
///    the animator's `animationEnded(_:)`, `endHandler`.
/// 3. A transition whose animator never calls `completeTransition(_:)` is
///    reported (`SegueDiagnostics`) once it has run non-interactively for
///    `watchdogTimeout` seconds of media time; it is not forced to end.
@MainActor
public final class ViewControllerTransitionContext: UIViewControllerContextTransitioning,
    UIViewControllerTransitionCoordinator {
    public let containerView: UIView
    public let isAnimated: Bool
    public let presentationStyle: UIModalPresentationStyle
    public let targetTransform: CGAffineTransform

    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private var initialFrames: [ObjectIdentifier: CGRect] = [:]
    private var finalFrames: [ObjectIdentifier: CGRect] = [:]

    /// Whether input drives the transition right now.
    public private(set) var isInteractive = false
    /// Whether the transition started interactively.
    public private(set) var initiallyInteractive = false
    public private(set) var transitionWasCancelled = false
    /// The last progress reported by `updateInteractiveTransition(_:)`, 0…1.
    public private(set) var percentComplete: CGFloat = 0
    /// The animator's duration, read once when the transition starts.
    public private(set) var transitionDuration: TimeInterval = 0
    /// Whether `start(animator:interactor:)` has run.
    public private(set) var hasStarted = false
    /// Whether `completeTransition(_:)` has run.
    public private(set) var isCompleted = false

    /// The animation controller, held until the transition ends.
    public private(set) var animator: UIViewControllerAnimatedTransitioning?
    /// The interaction controller, held until the transition ends.
    public private(set) var interactor: UIViewControllerInteractiveTransitioning?
    /// The animator's interruptible animator, when it implements one (iOS 10).
    public private(set) var interruptibleAnimator: UIViewImplicitlyAnimating?

    /// Settles the container's hierarchy and appearance callbacks; called first
    /// inside `completeTransition(_:)` with whether the transition completed.
    public var completionHandler: ((Bool) -> Void)?
    /// Called last inside `completeTransition(_:)`, after `animationEnded(_:)`.
    public var endHandler: ((Bool) -> Void)?

    /// Seconds of non-interactive media time after which a transition that has
    /// not completed is reported: 10 s, or four times a longer duration.
    public var watchdogTimeout: TimeInterval { max(10, 4 * transitionDuration) }

    /// A short description used in diagnostics ("push A → B").
    public var name: String

    /// The container's operation, for `TransitionObserver`s and reports (Segue
    /// extension): "present", "dismiss", "push", "pop", "tab", "anchorRight",
    /// "anchorLeft", "reset" or "rotation"; "custom" unless the container sets it.
    public var operation = "custom"

    private var pendingAlongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var alongsideCompletions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionChangeHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionEndHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The animations the coordinator's alongside blocks added so far, on any layer
    /// (inside the container or not), so an interaction controller can drive them
    /// on the transition's clock (Segue).
    private(set) var alongsideAnimations: [(layer: CALayer, entry: LayerAnimationEntry)] = []
    /// Told of each alongside animation as it is added (Segue; set by
    /// `UIPercentDrivenInteractiveTransition` while it drives the transition).
    var alongsideAnimationAdded: ((CALayer, LayerAnimationEntry) -> Void)?
    /// Told as `completeTransition(_:)` marks the transition completed, before the
    /// completion handlers run (Segue; set by `UIPercentDrivenInteractiveTransition`
    /// while it drives the transition, so it hands the container's clock back even
    /// when the animator, not the interaction, ended the transition).
    var transitionDidComplete: (() -> Void)?
    private var watchdog: LoopTimer?
    /// The call that ended the interaction (`finishInteractiveTransition()` or
    /// `cancelInteractiveTransition()`), until a pause resumes it.
    private var interactionEndingCall: String?
    /// The window the transition runs in; it holds rotations until the transition ends.
    private weak var hostWindow: UIWindow?

    /// A context for a transition from one controller to another.
    ///
    /// - Parameters:
    ///   - containerView: The view the transition's views animate in.
    ///   - fromViewController: The controller being left (`viewController(forKey: .from)`).
    ///   - toViewController: The controller being shown (`viewController(forKey: .to)`).
    ///   - fromView: The view `view(forKey: .from)` answers; nil for a view the
    ///     animator must leave alone (UIKit's rules for presentations).
    ///   - toView: The view `view(forKey: .to)` answers, nil likewise.
    ///   - isAnimated: Whether the transition animates (`isAnimated`).
    ///   - presentationStyle: The presented controller's style, `.none` outside
    ///     presentations (`presentationStyle`).
    ///   - targetTransform: The rotation a size change applies (`targetTransform`).
    ///   - name: How diagnostics and traces name the transition; by default the
    ///     operation and the controllers' types.
    public init(containerView: UIView, from fromViewController: UIViewController?,
                to toViewController: UIViewController?, fromView: UIView?, toView: UIView?,
                isAnimated: Bool, presentationStyle: UIModalPresentationStyle = .none,
                targetTransform: CGAffineTransform = .identity, name: String? = nil) {
        self.containerView = containerView
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        self.targetTransform = targetTransform
        var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
        controllers[.from] = fromViewController
        controllers[.to] = toViewController
        self.controllers = controllers
        var views: [UITransitionContextViewKey: UIView] = [:]
        views[.from] = fromView
        views[.to] = toView
        self.views = views
        let describe = { (vc: UIViewController?) in vc.map { String(describing: type(of: $0)) } ?? "nil" }
        self.name = name ?? "\(describe(fromViewController)) → \(describe(toViewController))"
        LiveObjectCounter.created(.transitionContext)
    }

    deinit {
        LiveObjectCounter.freed(.transitionContext)
    }

    // MARK: Frames

    /// Sets the frame `initialFrame(for:)` answers for a controller.
    public func setInitialFrame(_ frame: CGRect, for vc: UIViewController) {
        initialFrames[ObjectIdentifier(vc)] = frame
    }

    /// Sets the frame `finalFrame(for:)` answers for a controller.
    public func setFinalFrame(_ frame: CGRect, for vc: UIViewController) {
        finalFrames[ObjectIdentifier(vc)] = frame
    }

    public func initialFrame(for vc: UIViewController) -> CGRect {
        initialFrames[ObjectIdentifier(vc)] ?? .zero
    }

    public func finalFrame(for vc: UIViewController) -> CGRect {
        finalFrames[ObjectIdentifier(vc)] ?? .zero
    }

    // MARK: Controllers and views

    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        controllers[key]
    }

    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        views[key]
    }

    // MARK: Coordinator context

    public var isCancelled: Bool { transitionWasCancelled }
    public var isInterruptible: Bool { interruptibleAnimator != nil }
    /// The interaction controller's `completionSpeed`; 1 without one, or when its
    /// speed is not positive and finite (reported when the transition starts).
    public var completionVelocity: CGFloat {
        guard let speed = interactor?.completionSpeed, speed > 0, speed.isFinite else { return 1 }
        return speed
    }
    public var completionCurve: UIView.AnimationCurve { interactor?.completionCurve ?? .easeInOut }

    // MARK: Running

    /// Starts the transition: reads the duration, then hands the context to the
    /// interaction controller when there is one (which starts interactively unless
    /// its `wantsInteractiveStart` is false), else to the animator. Alongside
    /// animations registered so far run in the same transaction. Starting twice is
    /// reported and ignored.
    public func start(animator: UIViewControllerAnimatedTransitioning,
                      interactor: UIViewControllerInteractiveTransitioning? = nil) {
        guard !hasStarted else {
            SegueDiagnostics.report("transition \(name): start(animator:interactor:) called twice; ignored")
            return
        }
        hasStarted = true
        hostWindow = containerView.window
        hostWindow?.runningTransitionCount += 1
        self.animator = animator
        self.interactor = interactor
        var duration = animator.transitionDuration(using: self)
        if !duration.isFinite || duration < 0 {
            SegueDiagnostics.report("transition \(name): \(type(of: animator)).transitionDuration(using:) returned \(duration); using 0")
            duration = 0
        }
        transitionDuration = duration
        interruptibleAnimator = animator.implementedInterruptibleAnimator(using: self)
        if let interactor {
            let speed = interactor.completionSpeed
            if !(speed > 0) || !speed.isFinite {
                SegueDiagnostics.report("transition \(name): \(type(of: interactor)).completionSpeed is \(speed), it must be positive and finite; the coordinator's completionVelocity answers 1")
            }
            isInteractive = interactor.wantsInteractiveStart || interruptibleAnimator == nil
            initiallyInteractive = isInteractive
        }
        TransitionObservers.notify { $0.transitionDidStart(self) }
        CATransaction.begin()
        runPendingAlongsideAnimations()
        if let interactor {
            interactor.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
        CATransaction.commit()
        if !isCompleted && !isInteractive { armWatchdog() }
    }

    /// Ends the transition (see the type's ordering). `false`, or a transition
    /// cancelled interactively, restores the hierarchy as it was before.
    public func completeTransition(_ didComplete: Bool) {
        guard hasStarted else {
            SegueDiagnostics.report("transition \(name): completeTransition(\(didComplete)) before the transition started; ignored")
            return
        }
        guard !isCompleted else {
            SegueDiagnostics.report("transition \(name): completeTransition(\(didComplete)) called again; the transition already ended, ignored")
            return
        }
        isCompleted = true
        watchdog?.invalidate()
        watchdog = nil
        // An interactor whose run did not end the transition lets go of it now,
        // before any completion can start the next one.
        transitionDidComplete?()
        if didComplete && transitionWasCancelled {
            SegueDiagnostics.report("transition \(name): completeTransition(true) after the transition was cancelled; completing it as asked (call completeTransition(!transitionWasCancelled))")
        }
        transitionWasCancelled = !didComplete
        TransitionObservers.notify { $0.transitionDidEnd(self, completed: didComplete) }
        if isInteractive {
            isInteractive = false
            notifyInteractionChanged(ended: true)
        }
        pendingAlongside.removeAll()
        completionHandler?(didComplete)
        let completions = alongsideCompletions
        alongsideCompletions.removeAll()
        for completion in completions { completion(self) }
        animator?.animationEnded(didComplete)
        endHandler?(didComplete)
        if let window = hostWindow {
            window.runningTransitionCount -= 1
            window.applyPendingRotationIfIdle()
        }
        completionHandler = nil
        endHandler = nil
        interactionChangeHandlers.removeAll()
        interactionEndHandlers.removeAll()
        animator = nil
        interactor = nil
        interruptibleAnimator = nil
        alongsideAnimations.removeAll()
        alongsideAnimationAdded = nil
    }

    // MARK: Interaction

    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard acceptsInteractionCall("updateInteractiveTransition(\(percentComplete))") else { return }
        guard percentComplete.isFinite else {
            SegueDiagnostics.report("transition \(name): updateInteractiveTransition(\(percentComplete)) is not a number; ignored")
            return
        }
        self.percentComplete = min(max(percentComplete, 0), 1)
        TransitionObservers.notify { $0.transition(self, didUpdatePercentComplete: self.percentComplete) }
    }

    /// Ends the interaction; the transition is to complete. After the interaction
    /// already ended with `finish…`/`cancel…` (and was not paused again) the call
    /// is reported and ignored, so the first decision stands.
    public func finishInteractiveTransition() {
        guard acceptsInteractionCall("finishInteractiveTransition()"), acceptsInteractionEnd("finishInteractiveTransition()") else { return }
        transitionWasCancelled = false
        interactionEndingCall = "finishInteractiveTransition()"
        endInteraction()
    }

    /// Ends the interaction; the transition is to be cancelled. After the
    /// interaction already ended it is reported and ignored.
    public func cancelInteractiveTransition() {
        guard acceptsInteractionCall("cancelInteractiveTransition()"), acceptsInteractionEnd("cancelInteractiveTransition()") else { return }
        transitionWasCancelled = true
        interactionEndingCall = "cancelInteractiveTransition()"
        endInteraction()
    }

    public func pauseInteractiveTransition() {
        guard acceptsInteractionCall("pauseInteractiveTransition()") else { return }
        guard !isInteractive else { return }
        isInteractive = true
        interactionEndingCall = nil
        watchdog?.invalidate()
        watchdog = nil
        notifyInteractionChanged(ended: false)
    }

    private func acceptsInteractionCall(_ call: String) -> Bool {
        if !hasStarted || isCompleted {
            SegueDiagnostics.report("transition \(name): \(call) \(isCompleted ? "after the transition ended" : "before the transition started"); ignored")
            return false
        }
        if interactor == nil {
            SegueDiagnostics.report("transition \(name): \(call) on a transition without an interaction controller; ignored")
            return false
        }
        return true
    }

    /// False, with a diagnostic, when an earlier finish or cancel already ended
    /// the interaction.
    private func acceptsInteractionEnd(_ call: String) -> Bool {
        guard !isInteractive, let previous = interactionEndingCall else { return true }
        SegueDiagnostics.report("transition \(name): \(call) after \(previous): the interaction already ended; ignored (the transition \(transitionWasCancelled ? "cancels" : "completes"))")
        return false
    }

    private func endInteraction() {
        guard isInteractive else { return }
        isInteractive = false
        notifyInteractionChanged(ended: true)
        armWatchdog()
    }

    private func notifyInteractionChanged(ended: Bool) {
        for handler in interactionChangeHandlers { handler(self) }
        if ended {
            let handlers = interactionEndHandlers
            interactionEndHandlers.removeAll()
            for handler in handlers { handler(self) }
        }
    }

    // MARK: Coordinator

    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !isCompleted else { return false }
        if let completion { alongsideCompletions.append(completion) }
        if let animation {
            pendingAlongside.append(animation)
            if hasStarted { runPendingAlongsideAnimations() }
        }
        return true
    }

    @discardableResult
    public func animateAlongsideTransition(in view: UIView?,
                                           animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                           completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    public func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard !isCompleted else { return }
        interactionChangeHandlers.append(handler)
    }

    public func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard !isCompleted else { return }
        interactionEndHandlers.append(handler)
    }

    /// Runs the queued alongside animations in one animation block lasting the
    /// transition's duration (at once when the transition is not animated).
    private func runPendingAlongsideAnimations() {
        guard !pendingAlongside.isEmpty else { return }
        let blocks = pendingAlongside
        pendingAlongside.removeAll()
        let run = { [self] in for block in blocks { block(self) } }
        if isAnimated && transitionDuration > 0 {
            let observer = LayerAnimationAddObserver { [weak self] layer, entry in
                guard let self else { return }
                self.alongsideAnimations.append((layer, entry))
                self.alongsideAnimationAdded?(layer, entry)
            }
            CALayer.animationAddObservers.append(observer)
            defer { CALayer.animationAddObservers.removeAll { $0 === observer } }
            UIView.animate(withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut], animations: run)
        } else {
            UIView.performWithoutAnimation(run)
        }
    }

    // MARK: Watchdog

    private func armWatchdog() {
        watchdog?.invalidate()
        let timeout = watchdogTimeout
        watchdog = FixedTimestepLoop.main.schedule(after: timeout) { [weak self] in
            guard let self, !self.isCompleted, !self.isInteractive else { return }
            let who = self.animator.map { String(describing: type(of: $0)) } ?? "the animator"
            SegueDiagnostics.report("transition \(self.name): \(who) has not called completeTransition(_:) \(Int(timeout)) s after its animation started; the container stays in transition until it does")
        }
    }
}
