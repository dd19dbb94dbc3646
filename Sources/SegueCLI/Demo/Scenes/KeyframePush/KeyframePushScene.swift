import Foundation
import Segue
import SegueStudio

// "iOS View Controller Transitions (Part 2)" (Brad Bambara's TransitionTutorial),
// steps 3 and 4, ported from its Objective-C to Swift against Segue the way it
// would be written against UIKit. A navigation controller shows scene A → B → C;
// its delegate vends `TTPushAnimator`, a two-step keyframe animation that cuts the
// outgoing page into top and bottom snapshot halves and moves the top half up over
// the first half of the duration, then the bottom half down over the second,
// uncovering the incoming page — and `TTPopAnimator`, its counterpart bringing the
// halves of the page below back in, top first. A pinch on each page drives the
// push (and, beyond the seed, the pop) through a `UIPercentDrivenInteractiveTransition`
// with the seed's progress `(scale − 1) / 2` and its rule: release below 0.25
// cancels, at 0.25 or more finishes.
//
// Step 4's two points are kept: the pushing page's view owns the pinch, so the
// animator hides it (`isHidden`) rather than removing it — removing it would cancel
// the gesture driving the transition — and the completion calls
// `completeTransition(!transitionWasCancelled)` after putting the original view
// back when the user cancelled.

/// The seed's push animation controller (step 4's version): two keyframes, the top
/// snapshot half leaving upward during [0, 0.5] of the duration, the bottom half
/// downward during [0.5, 1], linear calculation mode.
final class TTPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The seed's `kTransitionDuration`, 0.35 s, unless the tuning panel changed it.
    var duration: TimeInterval = TTTransitionSettings.seedDuration
    /// The curve of the whole keyframe timeline (the seed passes none: easeInOut).
    var curve: UIView.AnimationCurve = .easeInOut

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toController = transitionContext.viewController(forKey: .to)!
        let fromController = transitionContext.viewController(forKey: .from)!
        let container = transitionContext.containerView

        // get rects that represent the top and bottom halves of the screen
        let viewSize = fromController.view.bounds.size
        let topFrame = CGRect(x: 0, y: 0, width: viewSize.width, height: viewSize.height / 2)
        let bottomFrame = CGRect(x: 0, y: viewSize.height / 2, width: viewSize.width, height: viewSize.height / 2)

        // create snapshots
        let snapshotTop = fromController.view.resizableSnapshotView(from: topFrame, afterScreenUpdates: false, withCapInsets: .zero)!
        let snapshotBottom = fromController.view.resizableSnapshotView(from: bottomFrame, afterScreenUpdates: false, withCapInsets: .zero)!
        snapshotTop.frame = topFrame
        snapshotBottom.frame = bottomFrame

        // hide the original view rather than removing it: the pinch driving this
        // transition is attached to it, and removing it would end the gesture
        fromController.view.isHidden = true

        // add our destination view
        container.addSubview(toController.view)

        // add our snapshots on top
        container.addSubview(snapshotTop)
        container.addSubview(snapshotBottom)

        UIView.animateKeyframes(withDuration: duration, delay: 0, options: TTTransitionSettings.keyframeOptions(curve), animations: {
            // adjust the new frames
            var newTopFrame = topFrame
            var newBottomFrame = bottomFrame
            newTopFrame.origin.y -= topFrame.height
            newBottomFrame.origin.y += bottomFrame.height

            // animate the top first
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                snapshotTop.frame = newTopFrame
            }

            // animate the bottom second
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                snapshotBottom.frame = newBottomFrame
            }
        }, completion: { _ in
            // don't forget to clean up
            snapshotTop.removeFromSuperview()
            snapshotBottom.removeFromSuperview()
            fromController.view.isHidden = false

            // put the original stuff back in place if the user cancelled
            if transitionContext.transitionWasCancelled {
                toController.view.removeFromSuperview()
                container.addSubview(fromController.view)
            }

            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The seed's pop animation controller: snapshot halves of the page below start
/// off screen (top half above, bottom half below) and close over the outgoing page,
/// the top during [0, 0.5] of the duration, the bottom during [0.5, 1]; then the
/// real page replaces them.
final class TTPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The seed's `kTransitionDuration`, 0.35 s, unless the tuning panel changed it.
    var duration: TimeInterval = TTTransitionSettings.seedDuration
    /// The curve of the whole keyframe timeline (the seed passes none: easeInOut).
    var curve: UIView.AnimationCurve = .easeInOut

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toController = transitionContext.viewController(forKey: .to)!
        let fromController = transitionContext.viewController(forKey: .from)!
        let container = transitionContext.containerView

        // get rects that represent the top and bottom halves of the screen
        let viewSize = fromController.view.bounds.size
        let topFrame = CGRect(x: 0, y: 0, width: viewSize.width, height: viewSize.height / 2)
        let bottomFrame = CGRect(x: 0, y: viewSize.height / 2, width: viewSize.width, height: viewSize.height / 2)

        // create snapshots
        let snapshot = toController.view.snapshotView(afterScreenUpdates: true)!
        let snapshotTop = snapshot.resizableSnapshotView(from: topFrame, afterScreenUpdates: false, withCapInsets: .zero)!
        let snapshotBottom = snapshot.resizableSnapshotView(from: bottomFrame, afterScreenUpdates: false, withCapInsets: .zero)!

        // start the frames with an offset
        var offsetTopFrame = topFrame
        var offsetBottomFrame = bottomFrame
        offsetTopFrame.origin.y -= topFrame.height
        offsetBottomFrame.origin.y += bottomFrame.height
        snapshotTop.frame = offsetTopFrame
        snapshotBottom.frame = offsetBottomFrame

        // add our snapshots on top
        container.addSubview(snapshotTop)
        container.addSubview(snapshotBottom)

        UIView.animateKeyframes(withDuration: duration, delay: 0, options: TTTransitionSettings.keyframeOptions(curve), animations: {
            // animate the top first
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                snapshotTop.frame = topFrame
            }

            // animate the bottom second
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                snapshotBottom.frame = bottomFrame
            }
        }, completion: { _ in
            // don't forget to clean up
            snapshotTop.removeFromSuperview()
            snapshotBottom.removeFromSuperview()
            fromController.view.removeFromSuperview()
            container.addSubview(toController.view)

            // put the original stuff back in place if the user cancelled
            if transitionContext.transitionWasCancelled {
                toController.view.removeFromSuperview()
                container.addSubview(fromController.view)
            }

            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// What the demo's tuning panel changes in the seed's transition, shared by the
/// scene's controllers and read each time an animator or interactor is made (not
/// in the seed, whose values are constants).
@MainActor
final class TTTransitionSettings {
    /// The seed's `kTransitionDuration`.
    nonisolated static let seedDuration: TimeInterval = 0.35

    /// The animators' duration.
    var duration: TimeInterval = seedDuration
    /// The curve of the animators' keyframe timeline.
    var curve: UIView.AnimationCurve = .easeInOut
    /// The pinch interactor's `completionSpeed`.
    var completionSpeed: CGFloat = 1

    /// The seed's keyframe options, `calculationModeLinear`, with `curve`'s bits (16–19)
    /// set, as UIKit code passes a curve to `animateKeyframes`.
    static func keyframeOptions(_ curve: UIView.AnimationCurve) -> UIView.KeyframeAnimationOptions {
        UIView.KeyframeAnimationOptions(rawValue: UIView.KeyframeAnimationOptions.calculationModeLinear.rawValue
                                        | UInt(curve.rawValue) << 16)
    }
}

/// The seed's scene controller (step 4's `TTViewController`): its page owns a pinch
/// that pushes the next scene when it opens and — the counterpart the seed leaves
/// out — pops back when it closes, driving the keyframe animation through a
/// `UIPercentDrivenInteractiveTransition`; it is the navigation controller's
/// delegate, vending `TTPushAnimator` and `TTPopAnimator`.
///
/// Where the port differs from the seed, and why:
/// - The seed becomes the delegate in `viewDidLoad`; with three scenes of this class
///   that would leave the last one loaded (perhaps popped and gone — the delegate is
///   weak) in charge, so here the controller on top becomes the delegate in
///   `viewDidAppear` (the seed's step-4 variant makes its interactor there too).
/// - The seed starts the push at `.began` when `velocity` is not negative. Segue's
///   pinch has one sample at `.began` (velocity 0, scale 1), so the direction is read
///   from the scale at the first `.changed`: above 1 pushes, below 1 pops.
/// - The seed vends its interactor for every `TTPushAnimator`, which would leave a
///   button push waiting for a pinch; here it is vended only while a pinch drives
///   the transition, and a fresh one is made per pinch (the seed's step-4 variant
///   also drops it once used).
final class TTViewController: UIViewController, UINavigationControllerDelegate {
    /// Which of the seed's scenes this is.
    let scene: TTScene
    /// The demo's live settings for the animators and the interactor.
    let settings: TTTransitionSettings
    /// The seed's `transition`: the interaction controller of the pinch in progress.
    private(set) var transition: UIPercentDrivenInteractiveTransition?
    /// The seed's `pinch`, attached to this controller's view.
    private(set) var pinch: UIPinchGestureRecognizer!
    /// The operation the pinch in progress drives, nil when none runs.
    private(set) var pinchOperation: UINavigationController.Operation?
    /// Whether the pinch in progress has chosen what it drives (at its first change).
    private var pinchIsDecided = false
    private var page: KeyframePushPage { view as! KeyframePushPage }

    init(scene: TTScene, settings: TTTransitionSettings) {
        self.scene = scene
        self.settings = settings
        super.init(nibName: nil, bundle: nil)
        title = scene.title
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = KeyframePushPage(scene: scene)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pinch = UIPinchGestureRecognizer(target: self, action: TTViewController.handlePinch)
        view.addGestureRecognizer(pinch)
        page.pushButton.addAction(UIAction { [unowned self] _ in pushNextScene(interactive: false) }, for: .touchUpInside)
        page.popButton.addAction(UIAction { [unowned self] _ in popScene(interactive: false) }, for: .touchUpInside)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.delegate = self
    }

    /// Pushes the next scene (the seed's "push" segue); with `interactive`, the pinch
    /// in progress drives it. Returns whether a push started: false on the last
    /// scene, when this controller is not on top, or while a transition runs.
    @discardableResult
    func pushNextScene(interactive: Bool) -> Bool {
        guard let next = scene.next, let navigationController, navigationController.topViewController === self,
              !(view.window?.isRunningTransition ?? true) else { return false }
        let controller = TTViewController(scene: next, settings: settings)
        beginPinchTransition(interactive ? .push : nil)
        navigationController.pushViewController(controller, animated: true)
        return true
    }

    /// Pops back to the previous scene; with `interactive`, the pinch in progress
    /// drives it. Returns whether a pop started: false on the first scene, when this
    /// controller is not on top, or while a transition runs.
    @discardableResult
    func popScene(interactive: Bool) -> Bool {
        guard scene.previous != nil, let navigationController, navigationController.topViewController === self,
              navigationController.viewControllers.count > 1,
              !(view.window?.isRunningTransition ?? true) else { return false }
        beginPinchTransition(interactive ? .pop : nil)
        _ = navigationController.popViewController(animated: true)
        return true
    }

    private func beginPinchTransition(_ operation: UINavigationController.Operation?) {
        pinchOperation = operation
        guard operation != nil else { return }
        let transition = UIPercentDrivenInteractiveTransition()
        transition.completionSpeed = settings.completionSpeed
        self.transition = transition
    }

    /// The seed's progress for a pinch: `(scale − 1) / 2` opening (the 2 is the seed's
    /// "fudge factor to get the feel right"), and the mirror image closing,
    /// `(1 / scale − 1) / 2`, so closing to 1/3 of the distance pops as far as opening
    /// to 3× pushes.
    func percentForPinch(_ pinch: UIPinchGestureRecognizer) -> CGFloat {
        let scale = max(pinch.scale, 0.001)
        return pinchOperation == .pop ? (1 / scale - 1) / 2 : (scale - 1) / 2
    }

    /// The seed's `handlePinch:`: the first change starts the push (opening) or the
    /// pop (closing), each change updates the transition, and the end cancels below
    /// 0.25 and finishes otherwise. A pinch whose whole motion arrived at once (its
    /// first action is its end) starts, updates and ends its transition there.
    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .changed:
            startPinchTransitionIfNeeded(pinch)
            updatePinchTransition(pinch)
        case .ended, .cancelled:
            if pinch.state == .ended {
                startPinchTransitionIfNeeded(pinch)
                updatePinchTransition(pinch)
            }
            if pinchOperation != nil, let transition {
                // find some natural-feeling way to detect if the user wants to cancel the transition
                if percentForPinch(pinch) < 0.25 {
                    transition.cancel()
                } else {
                    transition.finish()
                }
            }
            pinchOperation = nil
            pinchIsDecided = false
            transition = nil
        default:
            break
        }
    }

    /// Decides, once per pinch, what it drives: opening pushes, closing pops; a
    /// pinch that cannot go anywhere drives nothing.
    private func startPinchTransitionIfNeeded(_ pinch: UIPinchGestureRecognizer) {
        guard !pinchIsDecided, pinch.scale != 1 else { return }
        pinchIsDecided = true
        _ = pinch.scale > 1 ? pushNextScene(interactive: true) : popScene(interactive: true)
    }

    private func updatePinchTransition(_ pinch: UIPinchGestureRecognizer) {
        guard pinchOperation != nil, let transition else { return }
        let percent = percentForPinch(pinch)
        transition.update(percent < 0 ? 0 : percent)
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        pinchOperation != nil ? transition : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push:
            let animator = TTPushAnimator()
            animator.duration = settings.duration
            animator.curve = settings.curve
            return animator
        case .pop:
            let animator = TTPopAnimator()
            animator.duration = settings.duration
            animator.curve = settings.curve
            return animator
        default:
            return nil
        }
    }
}

/// `segue demo --scene keyframe-push`: the seed's navigation controller with scene
/// A at its root, the animators' duration and curve and the pinch's completion
/// speed tunable. The showcase transition pushes the next scene, or pops from the
/// last one.
@MainActor
final class KeyframePushScene: StudioScene {
    nonisolated static let name = "keyframe-push"

    let window = UIWindow()
    let tuning = StudioTuning(parameters: [.duration, .curve, .completionSpeed],
                            duration: TTTransitionSettings.seedDuration, curve: .easeInOut, completionSpeed: 1)
    /// What the tuning panel sets, shared by every scene controller.
    let settings = TTTransitionSettings()
    /// Scene A, the navigation controller's root.
    let root: TTViewController
    let navigationController: UINavigationController

    init() {
        root = TTViewController(scene: .a, settings: settings)
        navigationController = UINavigationController(rootViewController: root)
        window.rootViewController = navigationController
        tuning.addObserver { [unowned self] in applyTuning() }
        applyTuning()
    }

    private func applyTuning() {
        settings.duration = tuning.duration
        settings.curve = tuning.curve
        settings.completionSpeed = tuning.completionSpeed
    }

    /// The scene controller on top.
    var topController: TTViewController? { navigationController.topViewController as? TTViewController }

    /// Pushes the next scene, or pops when C is on top; false while a transition runs.
    func startShowcaseTransition() -> Bool {
        guard !window.isRunningTransition, let top = topController else { return false }
        return top.scene.next != nil ? top.pushNextScene(interactive: false) : top.popScene(interactive: false)
    }

    /// P pushes the next scene, B pops back, both with the keyframe animation.
    func handleKey(_ key: StudioKey) -> Bool {
        guard let top = topController else { return false }
        if key.matches("p") { top.pushNextScene(interactive: false); return true }
        if key.matches("b") { top.popScene(interactive: false); return true }
        return false
    }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("Alt+drag away from the centre", "pinch out: push the next scene with TTPushAnimator; release below 25 % to cancel"),
         StudioHelpLine("Alt+drag toward the centre", "pinch in: pop back with TTPopAnimator; release below 25 % to cancel"),
         StudioHelpLine("Click Push / Pop, ‹ Back", "push or pop with the 0.35 s keyframe animation"),
         StudioHelpLine("P / B", "push the next scene / pop back"),
         StudioHelpLine("Drag from the left edge", "pop interactively with TTPopAnimator")]
    }
}
