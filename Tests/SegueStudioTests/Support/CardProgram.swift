import Foundation
import Segue
import SegueStudio

// A user's program as the tests see one: a root view controller with a button
// that presents a card through a custom animator, adopting StudioSceneContent for
// its tuning, help and showcase — nothing the studio knows in advance.

/// Fades and lifts the card in (or out) over `duration`.
final class CardFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var presenting = true
    var duration: TimeInterval = 0.4
    var dampingRatio: CGFloat = 1

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if presenting, let card = transitionContext.view(forKey: .to) {
            card.frame = container.bounds.insetBy(dx: 40, dy: 40)
            card.alpha = 0
            container.addSubview(card)
        }
        let card = presenting ? transitionContext.view(forKey: .to) : transitionContext.view(forKey: .from)
        UIView.animate(withDuration: duration, animations: { [presenting] in card?.alpha = presenting ? 1 : 0 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

final class CardFadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = CardFadeAnimator()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = false
        return animator
    }
}

final class CardPageViewController: UIViewController {}

/// The root: a button filling the top half presents the card; the card's own
/// click dismisses it.
final class CardRootViewController: UIViewController, StudioSceneContent {
    let fade = CardFadeDelegate()
    let button = UIButton(type: .system)
    private(set) var keys: [StudioKey] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        button.setTitle("Open", for: .normal)
        button.addAction(UIAction { [unowned self] _ in self.open() }, for: .touchUpInside)
        view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        button.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height / 2)
    }

    @discardableResult
    func open() -> Bool {
        guard presentedViewController == nil else { return false }
        let card = CardPageViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = fade
        present(card, animated: true)
        return true
    }

    var tuning: StudioTuning { StudioTuning(tuning: fade.animator, duration: \.duration, dampingRatio: \.dampingRatio) }
    var helpLines: [StudioHelpLine] { [StudioHelpLine("Click the top half", "open the card")] }
    func startShowcaseTransition() -> Bool { open() }
    func handleKey(_ key: StudioKey) -> Bool {
        keys.append(key)
        return key.matches("o")
    }
}

/// The program's catalog, as `Studio.run(title: "Cards") { CardRootViewController() }` makes it.
@MainActor
func cardProgramCatalog() -> StudioSceneCatalog {
    StudioSceneCatalog(title: "Cards", entries: [
        StudioSceneEntry(name: "cards", title: "Cards") { _ in StudioViewControllerScene(rootViewController: CardRootViewController()) },
    ])
}
