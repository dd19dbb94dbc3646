import Foundation
import Segue
import SegueStudio

// The navigation half of WWDC 2013 session 218, "Custom Transitions Using View
// Controllers" (notes by Federico Zanetello), written in Swift against Segue the
// way it would be written against UIKit. The session shows the pieces rather than
// an app, so this is the app it describes:
//
// - "UINavigationController: set a delegate that vends the transition object" —
//   `NavigationTransitionDelegate` answers
//   `navigationController(_:animationControllerFor:from:to:)` with nil (UIKit's own
//   slide), `NavigationFadeAnimator` or `NavigationSlideOverAnimator`, and
//   `navigationController(_:interactionControllerFor:)` with
//   `NavigationEdgePanInteractor` while its edge pan drives a pop.
// - The animators follow the session's `animateTransition:` pseudo code: the to
//   view goes in the container (on top for a push, below the from view for a pop),
//   starts and ends at the context's frames, one `UIView.animate` block moves
//   everything, and its completion calls `completeTransition(!transitionWasCancelled)`.
// - The interaction controller is a `UIPercentDrivenInteractiveTransition` fed by a
//   left-edge `UIScreenEdgePanGestureRecognizer`: `update(_:)` with the drag's
//   share of the width, then `finish()` past half or on a rightward flick, else
//   `cancel()`.
// - "Canceling an interactive transition: make sure to undo any side effects" —
//   each page counts its appearances in `viewWillAppear` and undoes the count in
//   the coordinator's `notifyWhenInteractionEnds` when the interaction was
//   cancelled; and tints the bar with
//   `animate(alongsideTransition:completion:)`, restoring it on cancel.
//
// With style 1 the delegate vends nothing, so the navigation controller runs
// UIKit's slide and its own `interactivePopGestureRecognizer` pops by the edge.

/// Which animation controller `NavigationTransitionDelegate` vends (keys 1–3).
enum NavigationTransitionStyle: Int, CaseIterable {
    /// No animator: UIKit's standard slide and interactive pop.
    case standard = 1
    /// `NavigationFadeAnimator`: a cross-dissolve with a scale.
    case fade = 2
    /// `NavigationSlideOverAnimator`: the pushed page slides over the receding, dimmed one.
    case slide = 3

    /// How the page's footer names it.
    var title: String {
        switch self {
        case .standard: "UIKit's default slide (no animator vended)"
        case .fade: "custom fade: cross-dissolve with scale (NavigationFadeAnimator)"
        case .slide: "custom slide over a receding page (NavigationSlideOverAnimator)"
        }
    }
}

/// `UIView.AnimationOptions` carrying a curve, the way UIKit code converts one
/// (`UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)`).
func navigationAnimationOptions(for curve: UIView.AnimationCurve) -> UIView.AnimationOptions {
    UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
}

/// The fade variant: a push fades the new page in over the old one while it grows
/// from 92 % to full size and the old page swells a little behind it; a pop runs
/// the same motion backwards (the old page fades out shrinking, the page below
/// settles back from 108 %).
final class NavigationFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The operation the delegate asked for.
    var operation: UINavigationController.Operation = .push
    /// Seconds; the scene's tuning.
    var duration: TimeInterval = 0.5
    /// The curve of a non-interactive run (an interactive one is linear, so the
    /// page follows the finger).
    var curve: UIView.AnimationCurve = .easeInOut
    /// The smaller scale (the page far away).
    static let nearScale: CGFloat = 0.92
    /// The larger scale (the page coming towards the viewer).
    static let farScale: CGFloat = 1.08

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let inView = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to),
              let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let isPush = operation == .push
        toView.frame = transitionContext.finalFrame(for: toVC)
        if isPush {
            inView.addSubview(toView)
            toView.alpha = 0
            toView.transform = CGAffineTransform(scaleX: Self.nearScale, y: Self.nearScale)
        } else {
            inView.insertSubview(toView, belowSubview: fromView)
            toView.transform = CGAffineTransform(scaleX: Self.farScale, y: Self.farScale)
        }
        let options = transitionContext.isInteractive ? UIView.AnimationOptions.curveLinear : navigationAnimationOptions(for: curve)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: options, animations: {
            toView.alpha = 1
            toView.transform = .identity
            if isPush {
                fromView.transform = CGAffineTransform(scaleX: Self.farScale, y: Self.farScale)
            } else {
                fromView.alpha = 0
                fromView.transform = CGAffineTransform(scaleX: Self.nearScale, y: Self.nearScale)
            }
        }, completion: { _ in
            for view in [fromView, toView] {
                view.transform = .identity
                view.alpha = 1
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The slide variant: a push slides the new page in from the right over the old
/// one, which recedes (shrinks to 90 %) under a darkening veil; a pop slides the
/// top page off to the right and brings the page below forward out of the veil.
final class NavigationSlideOverAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The operation the delegate asked for.
    var operation: UINavigationController.Operation = .push
    /// Seconds; the scene's tuning.
    var duration: TimeInterval = 0.5
    /// The curve of a non-interactive run (an interactive one is linear).
    var curve: UIView.AnimationCurve = .easeInOut
    /// The scale of the covered page.
    static let recededScale: CGFloat = 0.9
    /// The veil's opacity over the covered page.
    static let dimmedAlpha: CGFloat = 0.45

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let inView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to),
              let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let isPush = operation == .push
        let toEndFrame = transitionContext.finalFrame(for: toVC)
        let fromStartFrame = transitionContext.initialFrame(for: fromVC)
        let offscreen = (isPush ? toEndFrame : fromStartFrame).offsetBy(dx: inView.bounds.width, dy: 0)
        let receded = CGAffineTransform(scaleX: Self.recededScale, y: Self.recededScale)
        // The page that ends up covered (push: the old one) or uncovered (pop: the new one).
        let coveredView = isPush ? fromView : toView
        let veil = UIView(frame: isPush ? fromStartFrame : toEndFrame)
        veil.backgroundColor = .black
        veil.isUserInteractionEnabled = false

        if isPush {
            toView.frame = offscreen
            inView.addSubview(toView)
            veil.alpha = 0
        } else {
            toView.frame = toEndFrame
            toView.transform = receded
            inView.insertSubview(toView, belowSubview: fromView)
            veil.alpha = Self.dimmedAlpha
        }
        inView.insertSubview(veil, aboveSubview: coveredView)

        let options = transitionContext.isInteractive ? UIView.AnimationOptions.curveLinear : navigationAnimationOptions(for: curve)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: options, animations: {
            if isPush {
                toView.frame = toEndFrame
                fromView.transform = receded
                veil.alpha = Self.dimmedAlpha
            } else {
                fromView.frame = offscreen
                toView.transform = .identity
                veil.alpha = 0
            }
        }, completion: { _ in
            veil.removeFromSuperview()
            fromView.transform = .identity
            toView.transform = .identity
            fromView.frame = fromStartFrame
            toView.frame = toEndFrame
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The interaction controller of the custom styles: a pan from the left edge of
/// the navigation controller's view pops the top page with the finger. Progress is
/// the drag's share of the view's width; on release the pop finishes past half or
/// when the finger flicks right faster than
/// `UINavigationController.interactivePopFlickVelocity`, and cancels when it flicks
/// left that fast or stops short of half.
final class NavigationEdgePanInteractor: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
    /// The pan the scene adds to the navigation controller's view.
    private(set) var edgePan: UIScreenEdgePanGestureRecognizer!
    /// True while the pan drives a pop: only then does the delegate vend this interactor.
    private(set) var interactionInProgress = false
    /// The navigation controller it pops.
    weak var navigationController: UINavigationController?

    override init() {
        super.init()
        edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: NavigationEdgePanInteractor.handleEdgePan)
        edgePan.edges = .left
        edgePan.delegate = self
        edgePan.name = "NavigationEdgePanInteractor.edgePan"
    }

    /// Begins only when there is a page to go back to and no transition runs.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController, navigationController.viewControllers.count > 1 else { return false }
        return navigationController.viewIfLoaded?.window?.isRunningTransition == false
    }

    func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let view = gesture.view, view.bounds.width > 0 else { return }
        let progress = gesture.translation(in: view).x / view.bounds.width
        switch gesture.state {
        case .began:
            interactionInProgress = true
            if navigationController?.popViewController(animated: true) == nil {
                interactionInProgress = false
            }
        case .changed:
            if interactionInProgress { update(progress) }
        case .ended:
            guard interactionInProgress else { return }
            interactionInProgress = false
            update(progress)
            let velocity = gesture.velocity(in: view).x
            let flick = UINavigationController.interactivePopFlickVelocity
            if velocity >= flick || (velocity > -flick && percentComplete > 0.5) {
                finish()
            } else {
                cancel()
            }
        case .cancelled, .failed:
            guard interactionInProgress else { return }
            interactionInProgress = false
            cancel()
        default:
            break
        }
    }
}

/// The navigation controller's delegate: it vends the animator of the chosen style
/// and, while its edge pan pops, the interaction controller.
final class NavigationTransitionDelegate: NSObject, UINavigationControllerDelegate {
    /// The style vended now.
    var style: NavigationTransitionStyle = .standard
    let fadeAnimator = NavigationFadeAnimator()
    let slideAnimator = NavigationSlideOverAnimator()
    let interactionController = NavigationEdgePanInteractor()

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch style {
        case .standard:
            return nil
        case .fade:
            fadeAnimator.operation = operation
            return fadeAnimator
        case .slide:
            slideAnimator.operation = operation
            return slideAnimator
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactionController.interactionInProgress ? interactionController : nil
    }
}

/// One page of the stack: a coloured page whose button pushes the next page.
final class NavigationPageViewController: UIViewController {
    /// The page colours, by depth (1-based): blue, green, orange, purple, red.
    static let colors: [UIColor] = [
        UIColor(red: 0.16, green: 0.36, blue: 0.72, alpha: 1),
        UIColor(red: 0.11, green: 0.55, blue: 0.40, alpha: 1),
        UIColor(red: 0.86, green: 0.46, blue: 0.12, alpha: 1),
        UIColor(red: 0.50, green: 0.27, blue: 0.70, alpha: 1),
        UIColor(red: 0.78, green: 0.22, blue: 0.30, alpha: 1),
    ]
    /// The deepest page; its button pops to the root.
    static var maximumDepth: Int { colors.count }

    /// 1 for the root.
    let depth: Int
    /// How many times the page appeared (a `viewWillAppear` not undone by a cancel).
    private(set) var appearanceCount = 0
    /// The style line shown in the footer.
    var styleText = "" {
        didSet { pageView.styleLabel.text = styleText }
    }
    private let pageView: NavigationPageView

    var color: UIColor { Self.colors[(depth - 1) % Self.colors.count] }

    /// The bar's colour while this page is on top: the page colour, much lighter.
    var barTint: UIColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let mix = { (c: CGFloat) in 1 - (1 - c) * 0.22 }
        return UIColor(red: mix(red), green: mix(green), blue: mix(blue), alpha: 1)
    }

    init(depth: Int) {
        self.depth = depth
        pageView = NavigationPageView(color: Self.colors[(depth - 1) % Self.colors.count])
        super.init(nibName: nil, bundle: nil)
        title = "Page \(depth)"
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = pageView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        pageView.titleLabel.text = title
        pageView.captionLabel.text = depth == 1
            ? "The root of a UINavigationController"
            : "Depth \(depth) on the navigation stack"
        pageView.styleLabel.text = styleText
        let isLast = depth >= Self.maximumDepth
        pageView.button.setTitle(isLast ? "Pop to Root" : "Push Page \(depth + 1)", for: .normal)
        pageView.button.addAction(UIAction { [unowned self] _ in
            if isLast { popToRoot() } else { pushNext() }
        }, for: .touchUpInside)
        showAppearanceCount()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The session's side effect, undone when an interactive transition cancels.
        appearanceCount += 1
        showAppearanceCount()
        guard let navigationController else { return }
        let bar = navigationController.navigationBar
        let oldTint = bar.barTintColor
        let newTint = barTint
        guard let coordinator = transitionCoordinator else {
            bar.barTintColor = newTint
            return
        }
        // The session registers only when `coordinator.initiallyInteractive`. Segue's
        // navigation controller sends viewWillAppear before it asks its delegate for
        // the interaction controller, so that is still false here; registering always
        // does the same, as the handler only runs when an interaction ends.
        coordinator.notifyWhenInteractionEnds { [weak self] context in
            if context.isCancelled { self?.undoAppearanceCount() }
        }
        coordinator.animate(alongsideTransition: { _ in
            bar.barTintColor = newTint
        }, completion: { context in
            if context.isCancelled { bar.barTintColor = oldTint }
        })
    }

    private func undoAppearanceCount() {
        appearanceCount -= 1
        showAppearanceCount()
    }

    private func showAppearanceCount() {
        guard isViewLoaded else { return }
        pageView.visitsLabel.text = "Appeared \(appearanceCount) time\(appearanceCount == 1 ? "" : "s")"
    }

    /// Pushes the next page (the session's `pushViewController:animated:`).
    func pushNext(animated: Bool = true) {
        guard let navigationController else { return }
        let next = NavigationPageViewController(depth: depth + 1)
        next.styleText = styleText
        navigationController.pushViewController(next, animated: animated)
    }

    /// Pops back to the first page.
    func popToRoot() {
        navigationController?.popToRootViewController(animated: true)
    }
}

/// `segue demo --scene navigation`: a `UINavigationController` whose delegate vends
/// UIKit's slide (1), a fade (2) or a slide-over (3), with interactive edge pops.
/// Duration, curve and completion speed tune the custom animators and their
/// interaction; UIKit's own slide keeps its fixed 0.35 s.
@MainActor
final class NavigationScene: StudioScene {
    let window = UIWindow()
    let tuning = StudioTuning(parameters: [.duration, .curve, .completionSpeed], duration: 0.5,
                            curve: .easeInOut, completionSpeed: 1)
    let navigationController: UINavigationController
    let transitionDelegate = NavigationTransitionDelegate()
    /// Pushes without animation (`--still`).
    let still: Bool

    /// The scene; `still` pushes and pops without animation.
    init(still: Bool) {
        self.still = still
        navigationController = UINavigationController(rootViewController: NavigationPageViewController(depth: 1))
        navigationController.delegate = transitionDelegate
        let interactor = transitionDelegate.interactionController
        interactor.navigationController = navigationController
        navigationController.view.addGestureRecognizer(interactor.edgePan)
        window.rootViewController = navigationController
        tuning.addObserver { [unowned self] in applyTuning() }
        applyTuning()
        select(.standard)
    }

    /// The style the delegate vends.
    var style: NavigationTransitionStyle { transitionDelegate.style }

    /// Makes `style` the one vended: the standard style pops by the navigation
    /// controller's own edge gesture, the custom ones by the interactor's.
    func select(_ style: NavigationTransitionStyle) {
        transitionDelegate.style = style
        navigationController.interactivePopGestureRecognizer?.isEnabled = style == .standard
        transitionDelegate.interactionController.edgePan.isEnabled = style != .standard
        let text = "Transition \(style.rawValue): \(style.title)"
        for case let page as NavigationPageViewController in navigationController.viewControllers {
            page.styleText = text
        }
    }

    private func applyTuning() {
        transitionDelegate.fadeAnimator.duration = tuning.duration
        transitionDelegate.fadeAnimator.curve = tuning.curve
        transitionDelegate.slideAnimator.duration = tuning.duration
        transitionDelegate.slideAnimator.curve = tuning.curve
        transitionDelegate.interactionController.completionSpeed = tuning.completionSpeed
    }

    /// The top page.
    var topPage: NavigationPageViewController? {
        navigationController.topViewController as? NavigationPageViewController
    }

    /// Pushes the next page, or pops to the root from the deepest one.
    func startShowcaseTransition() -> Bool {
        guard !window.isRunningTransition, let top = topPage else { return false }
        if top.depth < NavigationPageViewController.maximumDepth {
            top.pushNext(animated: !still)
        } else {
            navigationController.popToRootViewController(animated: !still)
        }
        return true
    }

    /// 1–3 choose the style (between transitions), N pushes (the showcase), B pops.
    func handleKey(_ key: StudioKey) -> Bool {
        if let digit = Int(key.name), key.matches(key.name), let style = NavigationTransitionStyle(rawValue: digit) {
            guard !window.isRunningTransition else { return false }
            select(style)
            return true
        }
        if key.matches("n") { return startShowcaseTransition() }
        if key.matches("b") {
            guard !window.isRunningTransition, navigationController.viewControllers.count > 1 else { return false }
            navigationController.popViewController(animated: !still)
            return true
        }
        return false
    }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("Click Push / ‹ Back", "push the next page or pop (the last page pops to the root)"),
         StudioHelpLine("N / B", "push the next page / go back"),
         StudioHelpLine("1 2 3", "UIKit's slide / custom fade / custom slide over a receding page"),
         StudioHelpLine("Drag from the left edge", "pop interactively; past half or a rightward flick finishes, else it cancels")]
    }
}
