import Foundation
@testable import Segue

/// Leak measurement with `SegueLiveObjectCounts`: warm-up rounds (bars, lazily
/// loaded views of tabs and under controllers are made once and kept), then the
/// live counts, then `rounds` more rounds; what is alive beyond the counts after
/// warm-up is what the rounds leaked. Synchronous on the main actor, so no other test's objects come
/// or go in between.
@MainActor
enum LeakCheck {
    struct Result {
        /// The counts after the warm-up round.
        let baseline: SegueLiveObjectCounts
        /// The counts after the last round.
        let final: SegueLiveObjectCounts
        /// `final` − `baseline`: zero everywhere when nothing leaked.
        var growth: SegueLiveObjectCounts { final.difference(from: baseline) }
        var leaked: Bool { growth != SegueLiveObjectCounts() }
    }

    /// Runs `round(0)`…`round(warmUp − 1)`, counts, then `rounds` more rounds
    /// (numbered on from `warmUp`), and counts again.
    static func measure(rounds: Int, warmUp: Int = 1, _ round: (Int) -> Void) -> Result {
        for index in 0..<warmUp { round(index) }
        let baseline = SegueLiveObjectCounts.current
        for index in warmUp..<(warmUp + rounds) { round(index) }
        return Result(baseline: baseline, final: SegueLiveObjectCounts.current)
    }

    /// Prints `result`'s figures when the environment has `SEGUE_MEMORY_FIGURES`
    /// set (`SEGUE_MEMORY_FIGURES=1 swift test --filter Memory`), so the counts the
    /// README quotes can be read again; silent otherwise.
    static func publish(_ label: String, _ result: Result, transitions: Int) {
        guard ProcessInfo.processInfo.environment["SEGUE_MEMORY_FIGURES"] != nil else { return }
        print("memory figures: \(label): \(transitions) transitions; alive after warm-up: \(result.baseline); "
              + "after: \(result.final); growth: \(result.growth)")
    }
}

/// A cross-fade over `duration` for any container (the incoming view at its final
/// frame fades in over the outgoing one, which is removed at the end), holding
/// nothing of the transition after it ends.
@MainActor
final class LeakTestFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval

    init(duration: TimeInterval = 0.1) {
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let incoming = transitionContext.view(forKey: .to)
        if let incoming, let to = transitionContext.viewController(forKey: .to) {
            incoming.frame = transitionContext.finalFrame(for: to)
            incoming.alpha = 0
            container.addSubview(incoming)
        }
        let outgoing = transitionContext.view(forKey: .from)
        UIView.animate(withDuration: duration, animations: {
            incoming?.alpha = 1
            if incoming == nil { outgoing?.alpha = 0 }
        }, completion: { _ in
            outgoing?.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// An interaction controller that starts the animator and leaves the decision to
/// the test (`finish`/`cancel` through the context it keeps weakly).
@MainActor
final class LeakTestInteractor: NSObject, UIViewControllerInteractiveTransitioning {
    let animator: UIViewControllerAnimatedTransitioning
    weak var context: ViewControllerTransitionContext?

    init(animator: UIViewControllerAnimatedTransitioning) {
        self.animator = animator
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext as? ViewControllerTransitionContext
        animator.animateTransition(using: transitionContext)
    }
}

/// A page with a label, a button and a gesture recognizer, like a real screen.
@MainActor
final class LeakTestPage: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 60, width: 200, height: 24))
        label.text = "Page"
        view.addSubview(label)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 100, width: 120, height: 44)
        button.setTitle("Next", for: .normal)
        button.addAction(UIAction { [unowned self] _ in self.title = "tapped" }, for: .touchUpInside)
        view.addSubview(button)
        view.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in self.title = "tapped" })
    }
}
