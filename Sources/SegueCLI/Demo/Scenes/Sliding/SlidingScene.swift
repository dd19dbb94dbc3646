import Foundation
import Segue
import SegueStudio

// ECSlidingViewController's "Custom Transitions Guide" (Mike Enriquez, 2013), on
// Segue's `SlidingViewController`. The guide describes three kinds of transition,
// picked by what the container's delegate answers, and this scene shows each one
// (keys 1, 2, 3, or the menu's rows):
//
// 1. Default — the delegate vends nothing: `SlidingAnimationController` (the guide's
//    ECSlidingAnimationController) slides the top view, and the container's
//    `panGesture` drives it through `SlidingInteractiveTransition`.
// 2. Custom animation — the delegate vends an animation controller and no
//    interaction controller: `MEZoomAnimationController` zooms the top view aside and
//    the under view in; the container's `panGesture` still drives it ("This type of
//    custom transition can still use the default interaction").
// 3. Custom animation with custom interaction — the delegate vends an animation
//    controller and, while its own pan is in progress, `MEDynamicTransition`, whose
//    `startInteractiveTransition` is then the only thing called: the top view
//    follows the finger and, on release, settles with the physics-based finish the
//    guide mentions — a spring continuing the pan's velocity. Clicks (no pan in
//    progress) get no interaction controller, so the animation controller (the
//    default slide, as the guide suggests) runs them — the guide's "conditionally
//    return nil".
//
// The class names follow the guide's companion example (TransitionFun: METransitions,
// METransitionsViewController, MEZoomAnimationController, MEDynamicTransition); the
// code is written here against the guide's rules for `animateTransition` and
// `startInteractiveTransition`.

// MARK: - Custom animation

/// The custom animation controller of mode 2: anchoring shrinks the top view to
/// `scaleFactor` while it moves aside, and the under view zooms in from 1.25× as it
/// fades in; resetting runs the same backwards.
///
/// It follows the guide's rules: it adds the under view when the context's initial
/// frame for it is `.zero` and removes it when the final frame is `.zero`, the top
/// view's centre goes to the centre of the context's initial and final frames, and
/// a cancelled transition puts everything back in its starting state before
/// `completeTransition(!transitionWasCancelled)`. While anchored the top view keeps
/// its scale: ECSlidingViewController's layout centres it on the anchored frame,
/// and so does Segue's (a frame set on a transformed view moves its centre).
final class MEZoomAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    /// How much the anchored top view shrinks (TransitionFun's 0.75).
    static let scaleFactor: CGFloat = 0.75
    /// How much larger the under view starts when it zooms in.
    static let underScaleFactor: CGFloat = 1.25

    /// The operation being animated; the delegate sets it when it vends the animator.
    var operation: SlidingViewController.Operation = .none
    /// The animation's length (the guide's default 0.25 s unless tuned).
    var duration: TimeInterval = 0.25
    /// The timing curve of the block animation.
    var curve: UIView.AnimationCurve = .easeInOut

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let topViewController = transitionContext.slidingTopViewController,
              let from = transitionContext.viewController(forKey: .from),
              let to = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let underViewController = topViewController === from ? to : from
        let containerView = transitionContext.containerView
        let topView: UIView = topViewController.view
        let underView: UIView = underViewController.view
        let anchoring = transitionContext.initialFrame(for: underViewController) == .zero
        let anchoredFrame = anchoring ? transitionContext.finalFrame(for: topViewController)
            : transitionContext.initialFrame(for: topViewController)
        let centredFrame = anchoring ? transitionContext.initialFrame(for: topViewController)
            : transitionContext.finalFrame(for: topViewController)
        let underFrame = anchoring ? transitionContext.finalFrame(for: underViewController)
            : transitionContext.initialFrame(for: underViewController)

        let topViewCentred = {
            topView.transform = .identity
            topView.frame = centredFrame
        }
        let topViewAnchored = {
            topView.transform = CGAffineTransform(scaleX: Self.scaleFactor, y: Self.scaleFactor)
            topView.center = CGPoint(x: anchoredFrame.midX, y: anchoredFrame.midY)
        }
        let underViewHidden = {
            underView.alpha = 0
            underView.transform = CGAffineTransform(scaleX: Self.underScaleFactor, y: Self.underScaleFactor)
        }
        let underViewShown = {
            underView.alpha = 1
            underView.transform = .identity
        }

        UIView.performWithoutAnimation {
            if anchoring {
                topViewCentred()
                underView.transform = .identity
                underView.frame = underFrame
                containerView.insertSubview(underView, belowSubview: topView)
                underViewHidden()
            } else {
                topViewAnchored()
                underViewShown()
            }
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: Self.options(for: curve),
                       animations: {
                           if anchoring {
                               topViewAnchored()
                               underViewShown()
                           } else {
                               topViewCentred()
                               underViewHidden()
                           }
                       },
                       completion: { _ in
                           let cancelled = transitionContext.transitionWasCancelled
                           UIView.performWithoutAnimation {
                               if anchoring == cancelled {
                                   // Back to centred (a cancelled anchor) or done resetting:
                                   // the under view leaves, as it came, unscaled and opaque.
                                   topViewCentred()
                                   underViewShown()
                                   underView.removeFromSuperview()
                               } else {
                                   topViewAnchored()
                                   underViewShown()
                               }
                           }
                           transitionContext.completeTransition(!cancelled)
                       })
    }

    /// The block animation's options for a curve.
    static func options(for curve: UIView.AnimationCurve) -> UIView.AnimationOptions {
        switch curve {
        case .easeInOut: .curveEaseInOut
        case .easeIn: .curveEaseIn
        case .easeOut: .curveEaseOut
        case .linear: .curveLinear
        @unknown default: .curveEaseInOut
        }
    }
}

// MARK: - Custom interaction

/// The custom interaction controller of mode 3 (TransitionFun's
/// `MEDynamicTransition`): its own pan on the top view starts a transition, the top
/// view then follows the finger directly (`updateInteractiveTransition` reports the
/// share of the way travelled), and on release the transition is finished or
/// cancelled and the top view settles where it belongs on a spring that continues
/// the pan's velocity — the guide's "physics based finish".
///
/// The example used UIKit Dynamics (an attachment behaviour of 3.5 Hz with damping
/// 1, plus a push from the velocity); Segue has no dynamics engine, so the settle is
/// a `UIViewPropertyAnimator` with the same spring — mass 1, stiffness (2π·3.5)²,
/// damping 2ζ·2π·3.5 with ζ = `dampingRatio` — and the pan's velocity as its initial
/// velocity, which is the motion that attachment makes. The example's collision
/// boundaries are left out, so a damping ratio below 1 visibly overshoots.
///
/// Where TransitionFun reports finish or cancel once the dynamics came to rest,
/// this calls `finishInteractiveTransition()` / `cancelInteractiveTransition()` at
/// release (as UIKit's interaction controllers do) and `completeTransition` when
/// the spring settles. A release with the finger moving (more than
/// `SlidingInteractiveTransition.decisiveVelocity`) finishes when it moves the
/// operation's way and cancels otherwise; a still finger finishes past half.
final class MEDynamicTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The attachment behaviour's frequency in TransitionFun, in hertz.
    static let attachmentFrequency: CGFloat = 3.5

    /// The container whose top view this moves.
    weak var slidingViewController: SlidingViewController?
    /// The settling spring's damping ratio (the example's attachment damping, 1).
    var dampingRatio: CGFloat = 1
    /// Whether a pan is driving a transition now: the delegate vends this object
    /// only then.
    private(set) var isInteractive = false
    /// The transition this drives, from `startInteractiveTransition` until it completes.
    private var transitionContext: UIViewControllerContextTransitioning?
    private var positiveLeftToRight = false
    private var fullWidth: CGFloat = 0
    private var topViewStartFrame = CGRect.zero
    private var topViewEndFrame = CGRect.zero
    /// A pan began before its direction was known.
    private var waitsForDirection = false
    /// The share of the way travelled, as last reported to the context.
    private(set) var percentComplete: CGFloat = 0
    /// The settle in flight, if any.
    private(set) var settleAnimator: UIViewPropertyAnimator?

    /// The pan to add to the top view in this mode.
    private(set) lazy var panGesture = UIPanGestureRecognizer(target: self, action: MEDynamicTransition.handlePanGesture)

    init(slidingViewController: SlidingViewController) {
        self.slidingViewController = slidingViewController
        super.init()
    }

    // MARK: UIViewControllerInteractiveTransitioning

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard isInteractive, let topViewController = transitionContext.slidingTopViewController,
              let from = transitionContext.viewController(forKey: .from),
              let to = transitionContext.viewController(forKey: .to) else {
            // Vended without a pan in progress: nothing to follow.
            transitionContext.completeTransition(false)
            return
        }
        self.transitionContext = transitionContext
        percentComplete = 0
        let underViewController = topViewController === from ? to : from
        topViewStartFrame = transitionContext.initialFrame(for: topViewController)
        topViewEndFrame = transitionContext.finalFrame(for: topViewController)
        positiveLeftToRight = topViewStartFrame.minX < topViewEndFrame.minX
        fullWidth = abs(topViewEndFrame.minX - topViewStartFrame.minX)
        if transitionContext.initialFrame(for: underViewController) == .zero {
            let underView: UIView = underViewController.view
            underView.frame = transitionContext.finalFrame(for: underViewController)
            transitionContext.containerView.insertSubview(underView, belowSubview: topViewController.view)
        }
    }

    // MARK: The pan

    /// The pan's action: `.began` asks the container for the move the direction
    /// calls for (the transition starts and calls `startInteractiveTransition` at
    /// once), `.changed` moves the top view, `.ended`/`.cancelled` settle it.
    func handlePanGesture(_ recognizer: UIPanGestureRecognizer) {
        guard let sliding = slidingViewController, let reference = sliding.viewIfLoaded else { return }
        let translationX = recognizer.translation(in: reference).x
        let velocityX = recognizer.velocity(in: reference).x
        switch recognizer.state {
        case .began:
            // A pan during a transition (a click's slide, or a settle) is ignored.
            guard sliding.transitionCoordinator == nil else { return }
            waitsForDirection = true
            beginTransition(in: sliding, velocityX: velocityX, translationX: translationX)
        case .changed:
            // A pan whose first sample had no direction yet (its moves all arrived in
            // one frame) starts at the first one that has.
            if waitsForDirection, sliding.transitionCoordinator == nil {
                beginTransition(in: sliding, velocityX: velocityX, translationX: translationX)
            }
            moveTopView(translationX: translationX)
        case .ended, .cancelled:
            waitsForDirection = false
            guard isInteractive, let transitionContext else { return }
            moveTopView(translationX: translationX)
            isInteractive = false
            let towardEnd = positiveLeftToRight ? velocityX : -velocityX
            let finishes = abs(velocityX) < SlidingInteractiveTransition.decisiveVelocity
                ? percentComplete >= 0.5 : towardEnd > 0
            if finishes {
                transitionContext.finishInteractiveTransition()
            } else {
                transitionContext.cancelInteractiveTransition()
            }
            settle(to: finishes ? topViewEndFrame : topViewStartFrame, velocityX: velocityX)
        default:
            break
        }
    }

    /// Asks the container for the move the pan's direction calls for (velocity,
    /// else translation): centred and moving right anchors right, left anchors
    /// left; aside and moving toward the centre resets. The transition starts and
    /// calls `startInteractiveTransition` at once. Without a direction yet, or with
    /// nothing to do that way, nothing starts.
    private func beginTransition(in sliding: SlidingViewController, velocityX: CGFloat, translationX: CGFloat) {
        let dx = velocityX != 0 ? velocityX : translationX
        guard dx != 0 else { return }
        waitsForDirection = false
        let isMovingRight = dx > 0
        isInteractive = true
        switch (sliding.currentTopViewPosition, isMovingRight) {
        case (.centered, true) where sliding.underLeftViewController != nil:
            sliding.anchorTopViewToRight(animated: true)
        case (.centered, false) where sliding.underRightViewController != nil:
            sliding.anchorTopViewToLeft(animated: true)
        case (.anchoredRight, false), (.anchoredLeft, true):
            sliding.resetTopView(animated: true)
        default:
            break
        }
        if transitionContext == nil { isInteractive = false }
        moveTopView(translationX: translationX)
    }

    /// Puts the top view at the pan's position, clamped to the way between its
    /// start and end frames, and reports the share travelled.
    private func moveTopView(translationX: CGFloat) {
        guard isInteractive, let transitionContext, let topView = slidingViewController?.topViewController.viewIfLoaded,
              fullWidth > 0 else { return }
        let low = min(topViewStartFrame.minX, topViewEndFrame.minX)
        let high = max(topViewStartFrame.minX, topViewEndFrame.minX)
        var frame = topViewStartFrame
        frame.origin.x = min(max(topViewStartFrame.minX + translationX, low), high)
        topView.frame = frame
        percentComplete = abs(frame.minX - topViewStartFrame.minX) / fullWidth
        transitionContext.updateInteractiveTransition(percentComplete)
    }

    /// The physics-style finish: a spring from where the finger left the top view to
    /// `target`, starting at the pan's velocity; the transition completes when it
    /// comes to rest.
    private func settle(to target: CGRect, velocityX: CGFloat) {
        guard let transitionContext, let topView = slidingViewController?.topViewController.viewIfLoaded else { return }
        let distance = target.minX - topView.frame.minX
        let omega = 2 * CGFloat.pi * Self.attachmentFrequency
        let spring = UISpringTimingParameters(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega,
                                              initialVelocity: CGVector(dx: abs(distance) > 0.5 ? velocityX / distance : 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0, timingParameters: spring)
        animator.addAnimations { topView.frame = target }
        animator.addCompletion { [weak self] _ in
            self?.settleDidEnd(transitionContext)
        }
        settleAnimator = animator
        animator.startAnimation()
    }

    /// The spring came to rest: the under view leaves if the context says so, and
    /// the transition completes (or ends cancelled).
    private func settleDidEnd(_ transitionContext: UIViewControllerContextTransitioning) {
        settleAnimator = nil
        self.transitionContext = nil
        let cancelled = transitionContext.transitionWasCancelled
        if let topViewController = transitionContext.slidingTopViewController,
           let from = transitionContext.viewController(forKey: .from),
           let to = transitionContext.viewController(forKey: .to) {
            let underViewController = topViewController === from ? to : from
            let leaves = cancelled ? transitionContext.initialFrame(for: underViewController) == .zero
                : transitionContext.finalFrame(for: underViewController) == .zero
            if leaves { underViewController.viewIfLoaded?.removeFromSuperview() }
            UIView.performWithoutAnimation {
                topViewController.view.frame = cancelled ? topViewStartFrame : topViewEndFrame
            }
        }
        transitionContext.completeTransition(!cancelled)
    }
}

// MARK: - The delegate

/// The scene's `SlidingViewControllerDelegate` (TransitionFun's `METransitions`):
/// what it vends depends on the mode.
final class METransitions: NSObject, SlidingViewControllerDelegate {
    /// The guide's three kinds of transition.
    enum Mode: Int, CaseIterable {
        /// No animation controller: the default slide and the default pan.
        case defaultTransition = 1
        /// A custom animation controller (the zoom), driven by the default pan.
        case customAnimation = 2
        /// A custom animation controller and a custom interaction controller (the
        /// dynamic pan with its physics-style finish).
        case customInteraction = 3

        /// The menu's row title.
        var title: String {
            switch self {
            case .defaultTransition: "1  Default"
            case .customAnimation: "2  Zoom animation"
            case .customInteraction: "3  Dynamic pan"
            }
        }

        /// The mode in a few words, for the top view's badge.
        var shortName: String {
            switch self {
            case .defaultTransition: "default transition"
            case .customAnimation: "custom animation"
            case .customInteraction: "custom animation + custom interaction"
            }
        }

        /// What the mode is, for the top view's caption.
        var summary: String {
            switch self {
            case .defaultTransition:
                "Mode 1: default — SlidingAnimationController, driven by the container's pan"
            case .customAnimation:
                "Mode 2: custom animation — MEZoomAnimationController, driven by the container's pan"
            case .customInteraction:
                "Mode 3: custom animation + interaction — MEDynamicTransition, a spring settle on release"
            }
        }
    }

    /// The mode the next transition uses.
    var mode: Mode = .defaultTransition
    /// Mode 2's animator.
    let zoomAnimationController = MEZoomAnimationController()
    /// Mode 3's animation controller: the default slide, for clicks (the guide's
    /// "return an instance of ECSlidingAnimationController").
    let slideAnimationController = SlidingAnimationController(duration: 0.25)
    /// Mode 3's interaction controller.
    let dynamicTransition: MEDynamicTransition

    init(slidingViewController: SlidingViewController) {
        dynamicTransition = MEDynamicTransition(slidingViewController: slidingViewController)
        super.init()
    }

    func slidingViewController(_ slidingViewController: SlidingViewController,
                               animationControllerFor operation: SlidingViewController.Operation,
                               topViewController: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch mode {
        case .defaultTransition:
            return nil
        case .customAnimation:
            zoomAnimationController.operation = operation
            return zoomAnimationController
        case .customInteraction:
            return slideAnimationController
        }
    }

    func slidingViewController(_ slidingViewController: SlidingViewController,
                               interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        mode == .customInteraction && dynamicTransition.isInteractive ? dynamicTransition : nil
    }
}

// MARK: - Controllers

/// The top controller: says which mode runs and what to do, with buttons that
/// anchor it right (revealing the menu) and left (revealing the options).
final class MEHomeViewController: UIViewController {
    let page = SlidingScenePage(title: "Sliding view controller", caption: "",
                                color: UIColor(red: 0.95, green: 0.93, blue: 0.88, alpha: 1),
                                textColor: UIColor(red: 0.15, green: 0.16, blue: 0.20, alpha: 1),
                                buttons: ["‹ Menu", "Options ›"], layout: .row)
    /// The mode, large, at the top of the page.
    let modeLabel = UILabel()

    override func loadView() {
        view = page
        modeLabel.font = .boldSystemFont(ofSize: 20)
        modeLabel.textColor = UIColor(red: 0.75, green: 0.30, blue: 0.12, alpha: 1)
        modeLabel.textAlignment = .center
        page.addSubview(modeLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        modeLabel.frame = CGRect(x: 20, y: 28, width: page.bounds.width - 40, height: 28)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        page.buttons[0].addAction(UIAction { [unowned self] _ in
            self.slidingViewController?.anchorTopViewToRight(animated: true)
        }, for: .touchUpInside)
        page.buttons[1].addAction(UIAction { [unowned self] _ in
            self.slidingViewController?.anchorTopViewToLeft(animated: true)
        }, for: .touchUpInside)
    }

    /// Shows the mode's line above the instructions.
    func show(_ mode: METransitions.Mode) {
        modeLabel.text = "MODE \(mode.rawValue) of 3 · \(mode.shortName)"
        page.setCaption("""
            \(mode.summary)
            Drag this page sideways, or click Menu / Options; click the page while it is aside to put it back.
            Keys 1 2 3 switch mode (also the menu's rows); M and O open the menu and the options.
            """)
    }
}

/// The under-left menu (TransitionFun's `METransitionsViewController`): one row per
/// mode; clicking a row picks that mode and slides the top view back.
final class METransitionsViewController: UIViewController {
    /// The menu's width: the container's `anchorRightRevealAmount`.
    static let width: CGFloat = 300

    let page = SlidingScenePage(title: "Transitions", caption: "The guide's three kinds",
                                color: UIColor(red: 0.12, green: 0.15, blue: 0.26, alpha: 1),
                                buttons: METransitions.Mode.allCases.map(\.title), layout: .column)
    /// Called with the mode of a clicked row.
    var onSelect: ((METransitions.Mode) -> Void)?

    override func loadView() {
        view = page
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        page.band = .left(Self.width)
        for (button, mode) in zip(page.buttons, METransitions.Mode.allCases) {
            button.addAction(UIAction { [unowned self] _ in self.onSelect?(mode) }, for: .touchUpInside)
        }
    }

    /// Highlights the current mode's row.
    func highlight(_ mode: METransitions.Mode) {
        for (button, rowMode) in zip(page.buttons, METransitions.Mode.allCases) {
            button.backgroundColor = UIColor(white: 1, alpha: rowMode == mode ? 0.34 : 0.10)
        }
    }
}

/// The under-right view, revealed by anchoring the top view left.
final class MEOptionsViewController: UIViewController {
    /// The options' width: the container's `anchorLeftRevealAmount`.
    static let width: CGFloat = 260

    let page = SlidingScenePage(title: "Options", caption: "The under-right view:\nrevealed by anchoring left",
                                color: UIColor(red: 0.05, green: 0.45, blue: 0.42, alpha: 1),
                                buttons: ["Done"], layout: .column)

    override func loadView() {
        view = page
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        page.band = .right(Self.width)
        page.buttons[0].addAction(UIAction { [unowned self] _ in
            self.slidingViewController?.resetTopView(animated: true)
        }, for: .touchUpInside)
    }

}

// MARK: - The scene

/// `segue demo --scene sliding`: a `SlidingViewController` with the home page on
/// top, the transitions menu under the left and the options under the right, in
/// one of the guide's three modes.
@MainActor
final class SlidingScene: StudioScene {
    nonisolated static let name = "sliding"

    let window = UIWindow()
    /// Duration: every mode's animation (the default slide, the zoom, mode 3's
    /// click slide; 0.25 s as ECSlidingViewController). Curve: the zoom's. Damping
    /// ratio: mode 3's settle spring (the example's 1).
    let tuning = StudioTuning(parameters: [.duration, .curve, .dampingRatio], duration: 0.25, dampingRatio: 1, curve: .easeInOut)
    let slidingViewController: SlidingViewController
    let home = MEHomeViewController()
    let menu = METransitionsViewController()
    let options = MEOptionsViewController()
    let transitions: METransitions

    init() {
        slidingViewController = SlidingViewController(topViewController: home)
        slidingViewController.underLeftViewController = menu
        slidingViewController.underRightViewController = options
        slidingViewController.anchorRightRevealAmount = METransitionsViewController.width
        slidingViewController.anchorLeftRevealAmount = MEOptionsViewController.width
        transitions = METransitions(slidingViewController: slidingViewController)
        slidingViewController.delegate = transitions
        slidingViewController.view.backgroundColor = UIColor(white: 0.07, alpha: 1)
        window.rootViewController = slidingViewController
        menu.onSelect = { [unowned self] mode in _ = self.select(mode) }
        tuning.addObserver { [unowned self] in applyTuning() }
        applyTuning()
        apply(.defaultTransition)
    }

    /// The mode in use.
    var mode: METransitions.Mode { transitions.mode }

    private func applyTuning() {
        slidingViewController.defaultTransitionDuration = tuning.duration
        transitions.zoomAnimationController.duration = tuning.duration
        transitions.zoomAnimationController.curve = tuning.curve
        transitions.slideAnimationController.duration = tuning.duration
        transitions.dynamicTransition.dampingRatio = tuning.dampingRatio
    }

    /// Switches to `mode`: when the top view is aside it first slides back with
    /// the current mode's animation (TransitionFun resets on a pick too), then the
    /// delegate and the top view's pan change. Returns false, changing nothing,
    /// while a transition runs.
    @discardableResult
    func select(_ mode: METransitions.Mode) -> Bool {
        guard !window.isRunningTransition else { return false }
        if slidingViewController.currentTopViewPosition == .centered {
            apply(mode)
        } else {
            slidingViewController.resetTopView(animated: true) { [weak self] in self?.apply(mode) }
        }
        return true
    }

    /// Makes `mode` current: the delegate's answers, the pan on the top view (the
    /// container's in modes 1 and 2, the dynamic transition's in mode 3), the labels.
    private func apply(_ mode: METransitions.Mode) {
        transitions.mode = mode
        let topView: UIView = home.view
        let wanted = mode == .customInteraction ? transitions.dynamicTransition.panGesture : slidingViewController.panGesture
        let unwanted = mode == .customInteraction ? slidingViewController.panGesture : transitions.dynamicTransition.panGesture
        if unwanted.view != nil { unwanted.view?.removeGestureRecognizer(unwanted) }
        if wanted.view !== topView { topView.addGestureRecognizer(wanted) }
        home.show(mode)
        menu.loadViewIfNeeded()
        menu.highlight(mode)
    }

    /// Opens the menu (anchors the top view right), or puts the top view back when
    /// it is aside.
    func startShowcaseTransition() -> Bool {
        guard !window.isRunningTransition else { return false }
        if slidingViewController.currentTopViewPosition == .centered {
            slidingViewController.anchorTopViewToRight(animated: true)
        } else {
            slidingViewController.resetTopView(animated: true)
        }
        return true
    }

    func handleKey(_ key: StudioKey) -> Bool {
        for mode in METransitions.Mode.allCases where key.matches("\(mode.rawValue)") {
            select(mode)
            return true
        }
        guard !window.isRunningTransition else { return key.matches("m") || key.matches("o") }
        if key.matches("m") { toggleSide(.anchoredRight); return true }
        if key.matches("o") { toggleSide(.anchoredLeft); return true }
        return false
    }

    /// M / O: opens `side` (the menu is `.anchoredRight`, the options
    /// `.anchoredLeft`), or closes it when it is open. From the other side it goes by
    /// way of the centre: ECSlidingViewController has no move from one side to the
    /// other (it is no operation).
    private func toggleSide(_ side: SlidingViewController.TopViewPosition) {
        let sliding = slidingViewController
        let open = { [weak sliding] in
            if side == .anchoredRight { sliding?.anchorTopViewToRight(animated: true) } else { sliding?.anchorTopViewToLeft(animated: true) }
        }
        switch sliding.currentTopViewPosition {
        case side: sliding.resetTopView(animated: true)
        case .centered: open()
        default: sliding.resetTopView(animated: true) { open() }
        }
    }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("Click ‹ Menu / Options ›", "slide the top view right over the menu, or left over the options"),
         StudioHelpLine("Drag the top view sideways", "slide it interactively; release moving the move's way (or past half) to finish"),
         StudioHelpLine("Click the top view while aside", "slide it back (the container's reset tap)"),
         StudioHelpLine("1 / 2 / 3 (or a menu row)", "default slide / custom zoom animation / custom dynamic pan with a spring settle"),
         StudioHelpLine("M / O", "open the menu / the options (from the other side too), or close it")]
    }
}
