import Foundation

/// The default interaction of a `SlidingViewController`
/// (ECSlidingViewController's `ECSlidingInteractiveTransition`): a
/// `UIPercentDrivenInteractiveTransition` that the container's `panGesture` drives.
///
/// The container decides the operation when the pan begins and starts it; this
/// object then follows the finger: each `.changed` shows the transition at the
/// horizontal translation divided by the reveal amount of the side being opened
/// or closed (signed, so moving back past the starting point shows 0), and
/// `.ended` or `.cancelled` finishes the transition when the horizontal velocity
/// points the operation's way, cancels it when it points the other way, and —
/// when the finger had stopped (less than `decisiveVelocity` points per second) —
/// finishes past half and cancels short of it. Finishing and cancelling continue
/// the finger's speed on a critically damped spring (`finish(velocity:)`,
/// `cancel(velocity:)`).
///
/// It drives whatever animator the transition runs — the default
/// `SlidingAnimationController` or a delegate's animator that came with no
/// interaction controller — as the custom transitions guide describes.
/// ECSlidingViewController decides on the sign of the velocity alone; Segue adds
/// the "stopped" case.
@MainActor
open class SlidingInteractiveTransition: UIPercentDrivenInteractiveTransition {
    /// The container whose transitions this drives (held weakly).
    public private(set) weak var slidingViewController: SlidingViewController?

    /// Below this horizontal speed (points per second) a released finger counts as
    /// stopped, and the position decides (Segue's choice: 20).
    public static let decisiveVelocity: CGFloat = 20

    /// The operation being driven, `.none` when idle.
    private var operation: SlidingViewController.Operation = .none

    /// An interaction for `slidingViewController`'s transitions.
    public init(slidingViewController: SlidingViewController) {
        self.slidingViewController = slidingViewController
        super.init()
    }

    /// Whether this interaction drives the container's transition now.
    var isDriving: Bool { operation != .none && phase == .interactive }

    /// Notes the container's operation, then starts as a percent-driven transition.
    open override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        operation = slidingViewController?.currentOperation ?? .none
        super.startInteractiveTransition(transitionContext)
        if phase != .interactive { operation = .none }
    }

    /// Follows the pan (ECSlidingInteractiveTransition's
    /// `updateTopViewHorizontalCenterWithRecognizer:`): updates on `.changed`,
    /// finishes or cancels on `.ended` and `.cancelled`. Does nothing unless this
    /// interaction drives a transition — nor once the transition has ended without
    /// it (the container's views left the window under a full-screen presentation,
    /// which ends their animations): the pan then no longer has anything to finish.
    open func updateTopViewHorizontalCenter(with recognizer: UIPanGestureRecognizer) {
        settleIfTransitionEnded()
        guard isDriving, let container = slidingViewController else {
            if phase == .idle { operation = .none }
            return
        }
        let reveal = revealAmount(in: container)
        guard reveal > 0 else { return }
        let sign = directionSign
        let reference = container.viewIfLoaded
        switch recognizer.state {
        case .began, .changed:
            update(recognizer.translation(in: reference).x * sign / reveal)
        case .ended, .cancelled:
            update(recognizer.translation(in: reference).x * sign / reveal)
            let velocity = recognizer.velocity(in: reference).x * sign
            let progressVelocity = velocity / reveal
            operation = .none
            let finishes = abs(velocity) < Self.decisiveVelocity ? percentComplete >= 0.5 : velocity > 0
            if finishes { finish(velocity: progressVelocity) } else { cancel(velocity: progressVelocity) }
        default:
            break
        }
    }

    /// +1 when the operation moves the top view right, −1 when it moves it left.
    private var directionSign: CGFloat {
        switch operation {
        case .anchorRight, .resetFromLeft: 1
        default: -1
        }
    }

    /// The distance the top view travels in the operation.
    private func revealAmount(in container: SlidingViewController) -> CGFloat {
        switch operation {
        case .anchorRight, .resetFromRight: container.anchorRightRevealAmount
        default: container.anchorLeftRevealAmount
        }
    }
}
