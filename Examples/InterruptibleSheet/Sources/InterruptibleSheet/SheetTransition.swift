import Segue

// An iOS 10-style interruptible transition: the animator vends one
// UIViewPropertyAnimator per transition through interruptibleAnimator(using:), and
// a UIPercentDrivenInteractiveTransition that starts non-interactively
// (wantsInteractiveStart = false) lets a pan grab the sheet mid-flight, drag it,
// and throw it either way — reversing the presentation or the dismissal.

/// Slides the sheet up over the lower part of the container, or back down, with
/// one property animator for the whole transition.
final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// True to present, false to dismiss.
    var isPresenting = true
    /// Seconds the slide takes, and its spring's damping ratio.
    var duration: TimeInterval = 0.7
    var dampingRatio: CGFloat = 0.9
    /// Called once per presentation with the container, to add the pan.
    var containerReady: ((UIView) -> Void)?
    /// Called when a transition has ended, either way.
    var transitionEnded: (() -> Void)?
    /// The animator of the transition running now: UIKit asks for it more than once
    /// and must get the same one each time.
    private var running: UIViewPropertyAnimator?

    /// The sheet's frame at rest in `container`: the lower 60 %.
    static func restingFrame(in container: UIView) -> CGRect {
        let height = (container.bounds.height * 0.6).rounded()
        return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height + 20)
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let running { return running }
        let container = transitionContext.containerView
        let resting = Self.restingFrame(in: container)
        let hidden = resting.offsetBy(dx: 0, dy: resting.height)
        let sheet: UIView
        if isPresenting {
            sheet = transitionContext.view(forKey: .to)!
            sheet.frame = hidden
            container.addSubview(sheet)
            containerReady?(container)
        } else {
            sheet = transitionContext.view(forKey: .from)!
        }
        let animator = UIViewPropertyAnimator(duration: duration, dampingRatio: dampingRatio) { [isPresenting] in
            sheet.frame = isPresenting ? resting : hidden
        }
        animator.addCompletion { position in
            transitionContext.completeTransition(position == .end)
        }
        running = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        running = nil
        transitionEnded?()
    }
}

/// The pan: during a transition it grabs the running animator (pause), moves the
/// sheet with the finger, and on release finishes or reverses by the direction it
/// was thrown; at rest, a drag down starts the dismissal and grabs it at once.
final class SheetInteractor: UIPercentDrivenInteractiveTransition {
    /// Whether a transition of the sheet is running (the delegate vends this
    /// interactor for it).
    var isTransitioning = false
    /// Whether the running transition presents (else it dismisses).
    var isPresenting = true
    weak var presenter: UIViewController?
    private var grabbedAt: CGFloat = 0
    private var sheetTravel: CGFloat = 1

    override init() {
        super.init()
        wantsInteractiveStart = false
    }

    /// Adds the pan to the presentation's container.
    func attach(to container: UIView) {
        guard container.gestureRecognizers?.contains(where: { $0 is UIPanGestureRecognizer }) != true else { return }
        container.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: SheetInteractor.handlePan))
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let container = pan.view else { return }
        // Down the screen is progress for a dismissal, regress for a presentation.
        let sign: CGFloat = isPresenting ? -1 : 1
        switch pan.state {
        case .began:
            if !isTransitioning {
                guard pan.velocity(in: container).y > 0, let presenter, presenter.presentedViewController != nil else { return }
                presenter.dismiss(animated: true)
            }
            pause()
            grabbedAt = percentComplete
            sheetTravel = SheetAnimator.restingFrame(in: container).height
        case .changed:
            guard isTransitioning else { return }
            update(grabbedAt + sign * pan.translation(in: container).y / sheetTravel)
        case .ended, .cancelled:
            guard isTransitioning else { return }
            let thrown = sign * pan.velocity(in: container).y
            if thrown > 0 || (thrown == 0 && percentComplete >= 0.5) { finish() } else { cancel() }
        default:
            break
        }
    }
}

/// Vends the animator and the interactor for both directions; the interactor is
/// always vended, so every transition of the sheet can be grabbed.
final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = SheetAnimator()
    let interactor = SheetInteractor()

    override init() {
        super.init()
        animator.containerReady = { [unowned self] container in self.interactor.attach(to: container) }
        animator.transitionEnded = { [unowned self] in self.interactor.isTransitioning = false }
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.isPresenting = true
        interactor.presenter = presenting
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.isPresenting = false
        return animator
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        begin(presenting: true)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        begin(presenting: false)
    }

    private func begin(presenting: Bool) -> UIViewControllerInteractiveTransitioning {
        interactor.isPresenting = presenting
        interactor.isTransitioning = true
        return interactor
    }
}
