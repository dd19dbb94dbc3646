import Foundation
import Segue
import SegueStudio

// The card-flip modal of "iOS7 Day-by-Day :: Day 14 :: Interactive View Controller
// Transitions" (Sam Davies, ShinobiControls), ported from its Objective-C to Swift
// against Segue the way it would be written against UIKit: a main controller
// presents a modal controller through a transitioning delegate that vends
// `SCFlipAnimation`, a keyframe card flip about the x axis under the container's
// perspective, and `SCFlipAnimationInteractor`, a percent-driven interaction
// controller fed by a pan on the window: drag down to present, drag again to
// dismiss; below half the window's height the flip cancels, at half or more it
// completes (the seed's `< 0.5`).

/// The seed's protocol for a controller the interactor can move on from.
@MainActor
protocol SCInteractiveTransitionViewControllerDelegate: AnyObject {
    /// Starts the transition to the next controller (present or dismiss).
    func proceedToNextViewController()
}

/// The seed's interaction controller: a pan anywhere on the window drives the flip,
/// its progress the vertical distance over the window's height.
final class SCFlipAnimationInteractor: UIPercentDrivenInteractiveTransition {
    /// The pan the controllers add to their window.
    private(set) var gestureRecogniser: UIPanGestureRecognizer!
    /// True from the pan's start to its end: only then is this interactor vended.
    private(set) var interactionInProgress = false
    /// The controller a pan moves on from (updated in each controller's viewDidAppear).
    weak var presentingVC: SCInteractiveTransitionViewControllerDelegate?

    override init() {
        super.init()
        gestureRecogniser = UIPanGestureRecognizer(target: self, action: SCFlipAnimationInteractor.handlePan)
    }

    func handlePan(_ pgr: UIPanGestureRecognizer) {
        let translation = pgr.translation(in: pgr.view)
        let percentage = abs(translation.y / pgr.view!.bounds.height)
        switch pgr.state {
        case .began:
            interactionInProgress = true
            presentingVC?.proceedToNextViewController()
        case .changed:
            update(percentage)
        case .ended:
            if percentage < 0.5 {
                cancel()
            } else {
                finish()
            }
            interactionInProgress = false
        case .cancelled:
            cancel()
            interactionInProgress = false
        default:
            break
        }
    }
}

/// The seed's animation controller: the from view turns away about x during the
/// first half, the to view turns in during the second, with perspective
/// m34 = −1/height set on the container's sublayer transform.
final class SCFlipAnimation: NSObject, UIViewControllerAnimatedTransitioning {
    /// Which way the card flips: presentation flips one way, dismissal the other.
    var dismissal = false
    /// The seed's 1 s, unless the demo's tuning panel changed it.
    var duration: TimeInterval = 1.0

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // Get the respective view controllers
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!

        // Get the views
        let containerView = transitionContext.containerView
        let fromView: UIView = fromVC.view
        let toView: UIView = toVC.view

        // Add the toView to the container
        containerView.addSubview(toView)

        // Set the frames
        let initialFrame = transitionContext.initialFrame(for: fromVC)
        fromView.frame = initialFrame
        toView.frame = initialFrame

        // Start building the transform - 3D so need perspective
        var transform = CATransform3DIdentity
        transform.m34 = -1 / initialFrame.height
        containerView.layer.sublayerTransform = transform

        let direction: CGFloat = dismissal ? -1 : 1
        toView.layer.transform = CATransform3DMakeRotation(-direction * .pi / 2, 1, 0, 0)
        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [], animations: {
            // First half is rotating in
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                fromView.layer.transform = CATransform3DMakeRotation(direction * .pi / 2, 1, 0, 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                toView.layer.transform = CATransform3DMakeRotation(0, 1, 0, 0)
            }
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }
}

/// The seed's primary controller: a button presents the modal controller, and it is
/// the modal's transitioning delegate.
final class SCViewController: UIViewController, UIViewControllerTransitioningDelegate,
    SCInteractiveTransitionViewControllerDelegate {
    let flipAnimation = SCFlipAnimation()
    /// The seed's `interactionController`, shared with the modal controller.
    let interactionController = SCFlipAnimationInteractor()
    private let card = FlipSceneCard(title: "Segue", caption: "A card flip: SCFlipAnimation, 1 s of keyframes",
                                     hint: "Click Flip, or drag up or down anywhere to drive the flip",
                                     button: "Flip", color: UIColor(red: 0.16, green: 0.36, blue: 0.72, alpha: 1))
    /// Set when the scene is still: the modal is presented without animation.
    var presentsWithoutAnimation = false

    override func loadView() {
        view = card
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        card.button.addAction(UIAction { [unowned self] _ in self.proceedToNextViewController() }, for: .touchUpInside)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Add the gesture recogniser to the window the first time round
        if let window = view.window,
           !(window.gestureRecognizers ?? []).contains(where: { $0 === interactionController.gestureRecogniser }) {
            window.addGestureRecognizer(interactionController.gestureRecogniser)
        }
        // Set the recipient of the interactor
        interactionController.presentingVC = self
    }

    /// Presents the modal controller (the seed's segue "displayModal").
    func proceedToNextViewController() {
        let modal = SCModalViewController()
        modal.transitioningDelegate = self
        modal.interactor = interactionController
        present(modal, animated: !presentsWithoutAnimation, completion: nil)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        flipAnimation.dismissal = false
        return flipAnimation
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        flipAnimation.dismissal = true
        return flipAnimation
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactionController.interactionInProgress ? interactionController : nil
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactionController.interactionInProgress ? interactionController : nil
    }
}

/// The seed's modal controller: its button, or a pan on the window, dismisses it.
final class SCModalViewController: UIViewController, SCInteractiveTransitionViewControllerDelegate {
    /// The interactor the presenter shares (held weakly, as the seed does).
    weak var interactor: SCFlipAnimationInteractor?
    private let card = FlipSceneCard(title: "Modal", caption: "Presented full screen by a transitioning delegate",
                                     hint: "Click Dismiss, or drag up or down anywhere to flip back",
                                     button: "Dismiss", color: UIColor(red: 0.78, green: 0.30, blue: 0.22, alpha: 1))

    override func loadView() {
        view = card
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        card.button.addAction(UIAction { [unowned self] _ in self.handleDismissPressed() }, for: .touchUpInside)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        interactor?.presentingVC = self
    }

    func handleDismissPressed() {
        dismiss(animated: true, completion: nil)
    }

    func proceedToNextViewController() {
        dismiss(animated: true, completion: nil)
    }
}

/// The face both controllers show: a coloured page with a title, a caption and a
/// button, centred, and below them a hint saying what the scene takes (the click
/// and the drag).
final class FlipSceneCard: UIView {
    let titleLabel = UILabel()
    let captionLabel = UILabel()
    let button = UIButton(type: .system)
    let hintLabel = UILabel()

    init(title: String, caption: String, hint: String, button buttonTitle: String, color: UIColor) {
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = color
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 56)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        captionLabel.text = caption
        captionLabel.font = .systemFont(ofSize: 17)
        captionLabel.textColor = UIColor(white: 1, alpha: 0.8)
        captionLabel.textAlignment = .center
        button.setTitle(buttonTitle, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 22)
        button.backgroundColor = UIColor(white: 1, alpha: 0.18)
        button.layer.cornerRadius = 12
        hintLabel.text = hint
        hintLabel.font = .systemFont(ofSize: 15)
        hintLabel.textColor = UIColor(white: 1, alpha: 0.7)
        hintLabel.textAlignment = .center
        for subview in [titleLabel, captionLabel, button, hintLabel] as [UIView] { addSubview(subview) }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let mid = CGPoint(x: bounds.midX, y: bounds.midY)
        titleLabel.frame = CGRect(x: 0, y: mid.y - 110, width: bounds.width, height: 70)
        captionLabel.frame = CGRect(x: 0, y: mid.y - 30, width: bounds.width, height: 24)
        button.frame = CGRect(x: mid.x - 90, y: mid.y + 30, width: 180, height: 52)
        hintLabel.frame = CGRect(x: 0, y: mid.y + 100, width: bounds.width, height: 22)
    }
}

/// `segue demo --scene flip`: the seed's two controllers in a window, with the
/// flip's duration and the interactor's completion speed tunable.
@MainActor
final class FlipModalScene: StudioScene {
    nonisolated static let name = "flip"

    let window = UIWindow()
    let tuning = StudioTuning(parameters: [.duration, .completionSpeed], duration: 1.0, completionSpeed: 1)
    /// The seed's main controller, the window's root.
    let root = SCViewController()

    /// The scene; `still` presents without animation.
    init(still: Bool) {
        root.presentsWithoutAnimation = still
        window.rootViewController = root
        tuning.addObserver { [unowned self] in applyTuning() }
        applyTuning()
    }

    private func applyTuning() {
        root.flipAnimation.duration = tuning.duration
        root.interactionController.completionSpeed = tuning.completionSpeed
    }

    /// Flips to the modal, or back when it is up.
    func startShowcaseTransition() -> Bool {
        guard !window.isRunningTransition else { return false }
        if let modal = root.presentedViewController as? SCModalViewController {
            modal.proceedToNextViewController()
        } else {
            root.proceedToNextViewController()
        }
        return true
    }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("Click Flip / Dismiss", "present or dismiss the modal with the 1 s card flip"),
         StudioHelpLine("Drag up or down", "drive the flip; release past half the window's height to complete, short of it to cancel")]
    }
}
