import Foundation
import Segue
import SegueStudio

// Brightec's "iOS 7 Custom View Controller Transitions and Rotation, making it all
// work" (Cameron Cooke, 2014): a panel that slides up from the bottom of the screen
// like iOS 7's Control Centre, presented with a custom transition by
// `BTSlideInteractor`, one object that is both the transitioning delegate and the
// animator. The seed's first version computes its rects from the container view's
// bounds; on iOS 7 that container stayed in portrait, so the article switched on
// `interfaceOrientation` instead. Since iOS 8 (and in Segue) the container follows
// the interface, so the first version is the one that works in every orientation:
// it is the one ported here, with the seed's two panel heights (720 pt when the
// container is portrait-shaped, 440 pt when it is landscape-shaped).
//
// Around the seed, what a control-centre panel needs on iOS 8: a presentation
// controller (`BTSlidePresentationController`) that dims the presenter, dismisses on
// a tap outside the panel and keeps the panel on the bottom edge when the interface
// rotates. The device is simulated in the window (`SlideUpSimulatorWindow`), and
// Ctrl+Left / Ctrl+Right turn it like the iOS Simulator's Rotate Left / Right.

/// The seed's `BTSlideInteractor`: the transitioning delegate and the animator of
/// the slide. `isPresenting` picks the direction; `animationEnded` resets it.
final class BTSlideInteractor: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    /// The seed's panel height for a portrait-shaped container.
    static let presentedViewHeightPortrait: CGFloat = 720
    /// The seed's panel height for a landscape-shaped container.
    static let presentedViewHeightLandscape: CGFloat = 440

    var isPresenting = false
    /// The seed's 0.3 s, unless tuned.
    var duration: TimeInterval = 0.3
    /// The block animation's curve (UIView's default, ease in-out, in the seed).
    var curve: UIView.AnimationCurve = .easeInOut
    /// 1 (the default) runs the seed's curve animation; below 1 the slide is a UIView
    /// spring animation with this damping ratio.
    var dampingRatio: CGFloat = 1

    /// The panel's height in a container of `bounds`: the seed's portrait or
    /// landscape height, by the container's shape (never more than it).
    static func panelHeight(in bounds: CGRect) -> CGFloat {
        min(bounds.height, bounds.width >= bounds.height ? presentedViewHeightLandscape : presentedViewHeightPortrait)
    }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = false
        return self
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        BTSlidePresentationController(presentedViewController: presented, presenting: presenting)
    }

    // MARK: Helpers

    func rectForDismissedState(_ transitionContext: UIViewControllerContextTransitioning) -> CGRect {
        let containerView = transitionContext.containerView
        return CGRect(x: 0, y: containerView.bounds.size.height, width: containerView.bounds.size.width,
                      height: Self.panelHeight(in: containerView.bounds))
    }

    func rectForPresentedState(_ transitionContext: UIViewControllerContextTransitioning) -> CGRect {
        let controller: UIViewController
        if isPresenting {
            controller = transitionContext.viewController(forKey: .to)!
        } else {
            controller = transitionContext.viewController(forKey: .from)!
        }
        return rectForDismissedState(transitionContext).offsetBy(dx: 0, dy: -controller.view.bounds.height)
    }

    // MARK: UIViewControllerAnimatedTransitioning

    func animationEnded(_ transitionCompleted: Bool) {
        // reset state
        isPresenting = false
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let containerView = transitionContext.containerView

        if isPresenting {
            // set starting rect for animation
            toViewController.view.frame = rectForDismissedState(transitionContext)
            containerView.addSubview(toViewController.view)

            animate(transitionContext, {
                toViewController.view.frame = self.rectForPresentedState(transitionContext)
            }, completion: {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            animate(transitionContext, {
                fromViewController.view.frame = self.rectForDismissedState(transitionContext)
            }, completion: {
                let cancelled = transitionContext.transitionWasCancelled
                transitionContext.completeTransition(!cancelled)
                if !cancelled { fromViewController.view.removeFromSuperview() }
            })
        }
    }

    /// The seed's `animateWithDuration:animations:completion:`, with the tuned curve,
    /// or a spring when the damping ratio is below 1.
    private func animate(_ transitionContext: UIViewControllerContextTransitioning, _ animations: @escaping () -> Void,
                         completion: @escaping () -> Void) {
        let duration = transitionDuration(using: transitionContext)
        if dampingRatio < 1 {
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: dampingRatio, initialSpringVelocity: 0,
                           options: [], animations: animations, completion: { _ in completion() })
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: MEZoomAnimationController.options(for: curve),
                           animations: animations, completion: { _ in completion() })
        }
    }
}

/// The presentation around the seed's slide (iOS 8's way to add chrome): a dimming
/// view over the presenter that fades in and out alongside the slide and dismisses
/// the panel when tapped, and the panel kept on the container's bottom edge, at the
/// seed's height for the container's shape, whenever the container lays out (a
/// rotation, a resize) outside the transitions.
final class BTSlidePresentationController: UIPresentationController {
    /// Covers the presenter under the panel; a tap on it dismisses.
    let dimmingView = UIView()
    /// Whether a presentation or dismissal transition runs (the animator owns the
    /// panel's frame then).
    private(set) var isTransitioning = false

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.alpha = 0
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            guard tap.state == .ended, let self, !self.isTransitioning else { return }
            self.presentedViewController.dismiss(animated: true)
        })
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = BTSlideInteractor.panelHeight(in: bounds)
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        isTransitioning = true
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        let dimmingView = self.dimmingView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = 1 }, completion: nil)
        } else {
            dimmingView.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        isTransitioning = false
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        isTransitioning = true
        let dimmingView = self.dimmingView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = 0 }, completion: nil)
        } else {
            dimmingView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        isTransitioning = false
        if completed {
            dimmingView.removeFromSuperview()
        } else {
            dimmingView.alpha = 1
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        if !isTransitioning, let presentedView, presentedView.superview === containerView {
            presentedView.frame = frameOfPresentedViewInContainerView
        }
    }
}

/// The presenter: says which way the interface is turned and how to use the scene,
/// with the button that shows the panel.
final class BTMainViewController: UIViewController {
    let titleLabel = UILabel()
    let orientationLabel = UILabel()
    let captionLabel = UILabel()
    let showButton = UIButton(type: .system)
    /// The seed's delegate and animator, shared by every presentation.
    let slideInteractor = BTSlideInteractor()
    /// Told when the interface is about to turn (the scene fits the device's bezel
    /// alongside).
    var interfaceWillTransition: ((CGSize, UIViewControllerTransitionCoordinator) -> Void)?
    /// Set when the scene is still: the panel is presented without animation.
    var presentsWithoutAnimation = false

    override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = UIColor(red: 0.18, green: 0.34, blue: 0.60, alpha: 1)
        titleLabel.text = "Slide-up panel"
        titleLabel.font = .boldSystemFont(ofSize: 48)
        orientationLabel.font = .boldSystemFont(ofSize: 34)
        captionLabel.text = "Click Show panel; click outside it, or Close, to dismiss it.\nCtrl+Left / Ctrl+Right rotate the device (mid-slide, once the slide ends)."
        captionLabel.font = .systemFont(ofSize: 18)
        captionLabel.numberOfLines = 0
        for label in [titleLabel, orientationLabel, captionLabel] {
            label.textColor = .white
            label.textAlignment = .center
            view.addSubview(label)
        }
        captionLabel.textColor = UIColor(white: 1, alpha: 0.85)
        showButton.setTitle("Show panel", for: .normal)
        showButton.setTitleColor(.white, for: .normal)
        showButton.titleLabel?.font = .boldSystemFont(ofSize: 24)
        showButton.backgroundColor = UIColor(white: 1, alpha: 0.2)
        showButton.layer.cornerRadius = 14
        view.addSubview(showButton)
        self.view = view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        showButton.addAction(UIAction { [unowned self] _ in self.showPanel() }, for: .touchUpInside)
        updateOrientationLabel()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        // Above the panel's top edge in either shape, so the label stays readable
        // through the dimming.
        let panelTop = bounds.height - BTSlideInteractor.panelHeight(in: bounds)
        let top = max(24, panelTop / 2 - 110)
        titleLabel.frame = CGRect(x: 0, y: top, width: bounds.width, height: 60)
        orientationLabel.frame = CGRect(x: 0, y: top + 70, width: bounds.width, height: 44)
        captionLabel.frame = CGRect(x: 40, y: top + 124, width: bounds.width - 80, height: 52)
        showButton.frame = CGRect(x: bounds.midX - 120, y: max(top + 196, bounds.height * 0.72), width: 240, height: 64)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        updateOrientationLabel()
        interfaceWillTransition?(size, coordinator)
    }

    private func updateOrientationLabel() {
        let orientation = view.window?.interfaceOrientation ?? .portrait
        orientationLabel.text = "Interface: \(SlideUpScene.name(of: orientation))"
    }

    /// Presents the panel through the seed's interactor (the seed's button action).
    func showPanel() {
        guard presentedViewController == nil else { return }
        let panel = BTPanelViewController()
        panel.modalPresentationStyle = .custom
        panel.transitioningDelegate = slideInteractor
        present(panel, animated: !presentsWithoutAnimation)
    }
}

/// The panel the seed slides up (its red controller), dressed as a control centre:
/// a title, a row of tiles and a Close button, laid out for the panel's frame.
final class BTPanelViewController: UIViewController {
    let titleLabel = UILabel()
    let closeButton = UIButton(type: .system)
    private var tiles: [UIView] = []
    /// Squares the panel's bottom corners (only the top ones are rounded).
    private let foot = UIView()

    override func loadView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 768, height: 720))
        view.backgroundColor = UIColor(red: 0.80, green: 0.17, blue: 0.20, alpha: 1)
        view.layer.cornerRadius = 24
        view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        foot.backgroundColor = view.backgroundColor
        view.addSubview(foot)
        titleLabel.text = "Control Centre — BTSlideInteractor"
        titleLabel.font = .boldSystemFont(ofSize: 30)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)
        let colors: [UIColor] = [UIColor(red: 0.98, green: 0.80, blue: 0.25, alpha: 1), UIColor(white: 1, alpha: 0.9),
                                 UIColor(red: 0.35, green: 0.85, blue: 0.55, alpha: 1), UIColor(red: 0.45, green: 0.70, blue: 1, alpha: 1)]
        for color in colors {
            let tile = UIView()
            tile.backgroundColor = color
            tile.layer.cornerRadius = 18
            view.addSubview(tile)
            tiles.append(tile)
        }
        closeButton.setTitle("Close", for: .normal)
        closeButton.setTitleColor(.white, for: .normal)
        closeButton.titleLabel?.font = .boldSystemFont(ofSize: 24)
        closeButton.backgroundColor = UIColor(white: 0, alpha: 0.25)
        closeButton.layer.cornerRadius = 14
        view.addSubview(closeButton)
        self.view = view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.addAction(UIAction { [unowned self] _ in self.dismiss(animated: true) }, for: .touchUpInside)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        foot.frame = CGRect(x: 0, y: bounds.height - 24, width: bounds.width, height: 24)
        titleLabel.frame = CGRect(x: 0, y: 26, width: bounds.width, height: 44)
        let side = min(120, (bounds.width - 5 * 24) / 4, max(40, bounds.height - 250))
        let rowWidth = 4 * side + 3 * 24
        for (index, tile) in tiles.enumerated() {
            tile.frame = CGRect(x: bounds.midX - rowWidth / 2 + CGFloat(index) * (side + 24), y: 96, width: side, height: side)
        }
        closeButton.frame = CGRect(x: bounds.midX - 110, y: 96 + side + 36, width: 220, height: 60)
    }
}

/// `segue demo --scene slide-up`: the seed's panel on a simulated iPad that turns
/// with Ctrl+Left / Ctrl+Right.
@MainActor
final class SlideUpScene: StudioScene {
    nonisolated static let name = "slide-up"

    /// The desktop holding the simulated device.
    let simulator = SlideUpSimulatorWindow()
    var window: UIWindow { simulator }
    /// The seed's slide: 0.3 s on UIView's default curve; damping ratio 1 keeps the
    /// curve, below 1 makes the slide a spring.
    let tuning = StudioTuning(parameters: [.duration, .curve, .dampingRatio], duration: 0.3, dampingRatio: 1, curve: .easeInOut)
    /// The device's root controller, the presenter.
    let root = BTMainViewController()
    /// Where the last Ctrl+arrow asked the device to turn (a rotation asked for
    /// during a transition waits; further presses turn on from this).
    private(set) var requestedOrientation: UIInterfaceOrientation = .portrait

    /// The device window, where the controllers live.
    var deviceWindow: UIWindow { simulator.deviceWindow }
    /// The panel's transitions and the rotations run in the device's window.
    var transitionWindow: UIWindow { deviceWindow }

    /// The scene; `still` presents the panel without animation.
    init(still: Bool = false) {
        root.presentsWithoutAnimation = still
        root.interfaceWillTransition = { [unowned self] size, coordinator in
            coordinator.animate(alongsideTransition: { [unowned self] _ in simulator.fitDevice(to: size) }, completion: nil)
            updateCaption(for: deviceWindow.interfaceOrientation)
        }
        deviceWindow.rootViewController = root
        tuning.addObserver { [unowned self] in applyTuning() }
        applyTuning()
        updateCaption(for: .portrait)
    }

    private func applyTuning() {
        root.slideInteractor.duration = tuning.duration
        root.slideInteractor.curve = tuning.curve
        root.slideInteractor.dampingRatio = tuning.dampingRatio
    }

    private func updateCaption(for orientation: UIInterfaceOrientation) {
        simulator.captionLabel.text = "Simulated iPad: \(Self.name(of: orientation)) — Ctrl+Left / Ctrl+Right rotate, P shows or hides the panel"
    }

    /// How the scene names an orientation on screen.
    nonisolated static func name(of orientation: UIInterfaceOrientation) -> String {
        switch orientation {
        case .portrait: "portrait"
        case .landscapeLeft: "landscape left"
        case .landscapeRight: "landscape right"
        case .portraitUpsideDown: "portrait upside down"
        default: "unknown"
        }
    }

    /// The orientation after turning the device a quarter clockwise (`clockwise`,
    /// the Simulator's Rotate Right) or counter-clockwise from `orientation`.
    nonisolated static func turned(_ orientation: UIInterfaceOrientation, clockwise: Bool) -> UIInterfaceOrientation {
        let order: [UIInterfaceOrientation] = [.portrait, .landscapeLeft, .portraitUpsideDown, .landscapeRight]
        let index = order.firstIndex(of: orientation) ?? 0
        return order[(index + (clockwise ? 1 : 3)) % 4]
    }

    /// Turns the device a quarter, animated; during a transition the rotation waits
    /// for it (the library's rule), and presses made meanwhile add up.
    func rotate(clockwise: Bool) {
        if !deviceWindow.isRunningTransition { requestedOrientation = deviceWindow.interfaceOrientation }
        requestedOrientation = Self.turned(requestedOrientation, clockwise: clockwise)
        deviceWindow.setInterfaceOrientation(requestedOrientation, animated: true)
    }

    /// Shows the panel, or dismisses it when it is up.
    func startShowcaseTransition() -> Bool {
        guard !deviceWindow.isRunningTransition else { return false }
        if let panel = root.presentedViewController {
            panel.dismiss(animated: !root.presentsWithoutAnimation)
        } else {
            root.showPanel()
        }
        return true
    }

    func handleKey(_ key: StudioKey) -> Bool {
        if key.matches("left", .control) {
            rotate(clockwise: false)
            return true
        }
        if key.matches("right", .control) {
            rotate(clockwise: true)
            return true
        }
        if key.matches("p") {
            _ = startShowcaseTransition()
            return true
        }
        return false
    }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("Click Show panel / P", "slide the panel up from the bottom edge (BTSlideInteractor)"),
         StudioHelpLine("Click outside the panel, Close, or P", "slide it back down"),
         StudioHelpLine("Ctrl+Left / Ctrl+Right", "rotate the simulated device left / right (waits for a running slide)")]
    }
}
