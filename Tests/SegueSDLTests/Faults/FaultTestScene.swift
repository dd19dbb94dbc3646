import Foundation
import Segue

/// What the host fault tests put in the SDL window: a blue page presenting a
/// modal page through a transitioning delegate — a 0.5 s slide up from the bottom
/// edge, or the same slide driven by a vertical pan on the window through a
/// `UIPercentDrivenInteractiveTransition` (past half the height finishes, short of
/// it cancels, a cancelled pan cancels). The modal page is white with a green
/// image and a label in it, so drawing it needs textures.
@MainActor
final class FaultTestScene {
    static let pageColour = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let modalColour = UIColor(white: 1, alpha: 1)
    static let duration: TimeInterval = 0.5

    let window = UIWindow()
    let root = FaultTestPresenter()
    /// Appearance callbacks of both controllers, "root.viewWillDisappear" etc.
    var appearance: [String] { root.log.entries }

    init() {
        window.rootViewController = root
    }

    /// The presented modal, once `present` ran.
    var modal: FaultTestModal? { root.presentedViewController as? FaultTestModal }

    /// Leaves nothing behind (for the sanitizers' leak check): a transition still
    /// running is run to its end on `loop` (at most 10 s of ticks) and the modal is
    /// dismissed without animation — a presentation holds its presenter and its
    /// presented controller until its dismissal ends, as UIKit's does.
    func tearDown(on loop: FixedTimestepLoop) {
        var ticks = 0
        while window.isRunningTransition && ticks < 2_400 {
            loop.runTick()
            ticks += 1
        }
        if root.presentedViewController != nil {
            root.dismiss(animated: false)
            loop.runTick()
        }
    }
}

/// The log the fault scene's controllers share.
@MainActor
final class FaultTestLog {
    private(set) var entries: [String] = []
    func record(_ entry: String) { entries.append(entry) }
}

/// The blue page: presents `FaultTestModal` animated, or interactively from a pan
/// on its window; it is the modal's transitioning delegate.
@MainActor
final class FaultTestPresenter: UIViewController, UIViewControllerTransitioningDelegate {
    let log = FaultTestLog()
    let interactor = UIPercentDrivenInteractiveTransition()
    private(set) var pan: UIPanGestureRecognizer!
    private(set) var isInteracting = false
    /// Pan states seen by the handler, in order.
    private(set) var panStates: [UIGestureRecognizer.State] = []

    override func loadView() {
        let page = UIView(frame: UIScreen.main.bounds)
        page.backgroundColor = FaultTestScene.pageColour
        page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = page
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pan = UIPanGestureRecognizer { [unowned self] pan in self.handlePan(pan) }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("root.viewDidAppear")
        if let window = view.window, pan.view == nil { window.addGestureRecognizer(pan) }
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.record("root.viewWillAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.record("root.viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.record("root.viewDidDisappear") }

    /// Presents a new modal, animated.
    func presentModal() {
        let modal = FaultTestModal(log: log)
        modal.transitioningDelegate = self
        modal.modalPresentationStyle = .fullScreen
        present(modal, animated: true)
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        panStates.append(pan.state)
        let height = pan.view?.bounds.height ?? 1
        let progress = min(max(pan.translation(in: pan.view).y / -height, 0), 1)
        switch pan.state {
        case .began:
            isInteracting = true
            presentModal()
        case .changed:
            interactor.update(progress)
        case .ended:
            isInteracting = false
            if progress >= 0.5 { interactor.finish() } else { interactor.cancel() }
        case .cancelled, .failed:
            isInteracting = false
            interactor.cancel()
        default:
            break
        }
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FaultTestSlideAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FaultTestSlideAnimator()
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        isInteracting ? interactor : nil
    }
}

/// The modal page: white, with a green 32 × 32 image and a label in its middle.
@MainActor
final class FaultTestModal: UIViewController {
    let log: FaultTestLog
    let image = CGImage(width: 32, height: 32,
                        rgbaPixels: [UInt8]((0..<(32 * 32)).flatMap { _ in [UInt8(0), 200, 0, 255] }))!

    init(log: FaultTestLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let page = UIView(frame: UIScreen.main.bounds)
        page.backgroundColor = FaultTestScene.modalColour
        page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let picture = UIImageView(image: UIImage(cgImage: image))
        picture.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        picture.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        picture.center = CGPoint(x: page.bounds.midX, y: page.bounds.midY)
        page.addSubview(picture)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 120, height: 24))
        label.text = "Modal"
        label.textColor = .black
        page.addSubview(label)
        view = page
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.record("modal.viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.record("modal.viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.record("modal.viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.record("modal.viewDidDisappear") }
}

/// Slides the presented page up from the bottom edge (dismissing: back down) over
/// `FaultTestScene.duration`, linearly, from the context's frames.
@MainActor
final class FaultTestSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        FaultTestScene.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let below = CGRect(x: 0, y: container.bounds.height, width: container.bounds.width, height: container.bounds.height)
        if let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) {
            let final = transitionContext.finalFrame(for: to)
            toView.frame = final.offsetBy(dx: 0, dy: final.height)
            container.addSubview(toView)
            UIView.animate(withDuration: FaultTestScene.duration, delay: 0, options: [.curveLinear], animations: {
                toView.frame = final
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else if let fromView = transitionContext.view(forKey: .from) {
            UIView.animate(withDuration: FaultTestScene.duration, delay: 0, options: [.curveLinear], animations: {
                fromView.frame = below
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
