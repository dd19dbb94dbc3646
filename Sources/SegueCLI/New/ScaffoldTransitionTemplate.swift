/// The transition file `segue new` writes: a small custom transition written as it
/// would be for UIKit — an animator, a transitioning delegate, an interactive pan —
/// importing only `Segue`.
enum ScaffoldTransitionTemplate {
    static let text = #"""
import Segue

// A card presented over the page with a spring, dismissed by dragging it down —
// written exactly as for UIKit: swap `import Segue` for `import UIKit` and it
// compiles in an iOS app (UIKit spells the button's action with #selector or
// UIAction; this file uses UIAction and a method reference, which both accept).

/// The root view controller: a page with an Open button that presents the card.
final class CardsViewController: UIViewController {
    /// Vends the animators and the pan-driven interaction for the card.
    let cardTransition = CardTransitioningDelegate()
    let openButton = UIButton(type: .system)
    let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        titleLabel.text = "{{NAME}}"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.textAlignment = .center
        openButton.setTitle("Open card", for: .normal)
        openButton.addAction(UIAction { [unowned self] _ in self.openCard() }, for: .touchUpInside)
        view.addSubview(titleLabel)
        view.addSubview(openButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        titleLabel.frame = CGRect(x: 20, y: view.bounds.midY - 60, width: view.bounds.width - 40, height: 36)
        openButton.frame = CGRect(x: view.bounds.midX - 80, y: view.bounds.midY, width: 160, height: 44)
    }

    /// Presents the card through the custom transition; false while one is showing.
    @discardableResult
    func openCard() -> Bool {
        guard presentedViewController == nil else { return false }
        let card = CardViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardTransition
        cardTransition.interactor.attach(to: card)
        present(card, animated: true)
        return true
    }
}

/// The presented card: a rounded panel saying how to dismiss it.
final class CardViewController: UIViewController {
    let messageLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.29, green: 0.42, blue: 0.93, alpha: 1)
        view.layer.cornerRadius = 24
        messageLabel.text = "Drag down to dismiss"
        messageLabel.textColor = .white
        messageLabel.font = .boldSystemFont(ofSize: 22)
        messageLabel.textAlignment = .center
        view.addSubview(messageLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        messageLabel.frame = CGRect(x: 0, y: 40, width: view.bounds.width, height: 30)
    }
}

/// The animator: presenting, the card rises from below the container on a spring;
/// dismissing, it slides back down (linearly while a finger drives it).
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// True to present, false to dismiss.
    var isPresenting = true
    /// Seconds the transition takes.
    var duration: TimeInterval = 0.6
    /// The presenting spring's damping ratio (1: no overshoot).
    var dampingRatio: CGFloat = 0.75

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let offscreen = CGAffineTransform(translationX: 0, y: container.bounds.height)
        if isPresenting {
            guard let card = transitionContext.view(forKey: .to) else { return }
            card.frame = container.bounds.insetBy(dx: 24, dy: 0).offsetBy(dx: 0, dy: 80)
            card.transform = offscreen
            container.addSubview(card)
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: dampingRatio,
                           initialSpringVelocity: 0, options: [], animations: {
                card.transform = .identity
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let card = transitionContext.view(forKey: .from) else { return }
            let options: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseIn
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                card.transform = offscreen
            }, completion: { _ in
                let completed = !transitionContext.transitionWasCancelled
                if completed { card.removeFromSuperview() }
                transitionContext.completeTransition(completed)
            })
        }
    }
}

/// The interaction: a pan on the card drives its dismissal; released past half the
/// container's height (or flicked down) it completes, otherwise it cancels.
final class CardDismissInteractor: UIPercentDrivenInteractiveTransition {
    /// True while a pan drives the dismissal: only then is the interactor vended.
    private(set) var isInteracting = false
    private weak var card: UIViewController?

    /// Adds the pan to the card's view.
    func attach(to card: UIViewController) {
        self.card = card
        card.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: CardDismissInteractor.handlePan))
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view, let container = view.superview else { return }
        let progress = min(max(pan.translation(in: container).y / container.bounds.height, 0), 1)
        switch pan.state {
        case .began:
            isInteracting = true
            card?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            if progress >= 0.5 || pan.velocity(in: container).y > 1000 { finish() } else { cancel() }
        case .cancelled, .failed:
            isInteracting = false
            cancel()
        default:
            break
        }
    }
}

/// The transitioning delegate: one animator for both directions, and the pan's
/// interactor for a dismissal a finger started.
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = CardAnimator()
    let interactor = CardDismissInteractor()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.isPresenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.isPresenting = false
        return animator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactor.isInteracting ? interactor : nil
    }
}
"""#
}
