import Foundation
import Segue
import SegueStudio

// The tab bar half of WWDC 2013 session 218, "Custom Transitions Using View
// Controllers" (notes by Federico Zanetello), written in Swift against Segue the
// way it would be written against UIKit. The session's code for tab bar
// controllers is the delegate hook-up — `self.delegate = tabBarControllerDelegate;
// [self setSelectedIndex:secondTab]` uses the custom transition if the delegate
// vends one — and the two `UITabBarControllerDelegate` methods; the rest is written
// as the session describes it:
//
// - `TabsTransitionDelegate` answers
//   `tabBarController(_:animationControllerForTransitionFrom:to:)` with
//   `TabsFadeAnimator` (a cross-dissolve) or `TabsSlideAnimator` (the pages slide
//   side by side, leftwards to a tab on the right and rightwards to one on the
//   left, from the tabs' indices), for clicks on the bar and for `selectedIndex`
//   set from code alike, and `tabBarController(_:interactionControllerFor:)` with
//   `TabsPanInteractor` while its pan drives the switch.
// - The animators follow the session's `animateTransition:` outline: the to view
//   goes into the container at the context's final frame, one `UIView.animate`
//   block moves everything, the completion calls
//   `completeTransition(!transitionWasCancelled)`.
// - `TabsPanInteractor` is a `UIPercentDrivenInteractiveTransition` fed by a
//   horizontal pan on the page: dragging left switches to the next tab, right to
//   the previous one; `update(_:)` gets the drag's share of the width, and the
//   release finishes at half or more and cancels short of it, putting the old tab,
//   its view and the bar's selection back.

/// Which animation controller `TabsTransitionDelegate` vends (keys 1 and 2).
enum TabsTransitionStyle: Int, CaseIterable {
    /// `TabsFadeAnimator`.
    case fade = 1
    /// `TabsSlideAnimator`.
    case slide = 2

    /// How the page's footer names it.
    var title: String {
        switch self {
        case .fade: "cross-dissolve (TabsFadeAnimator)"
        case .slide: "slide in tab order (TabsSlideAnimator)"
        }
    }
}

/// `UIView.AnimationOptions` carrying a curve, as UIKit code converts one.
func tabsAnimationOptions(for curve: UIView.AnimationCurve) -> UIView.AnimationOptions {
    UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
}

/// The fade variant: the new tab's page fades in over the old one.
final class TabsFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Seconds; the scene's tuning.
    var duration: TimeInterval = 0.4
    /// The curve of a non-interactive switch (an interactive one is linear).
    var curve: UIView.AnimationCurve = .easeInOut

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        let options = transitionContext.isInteractive ? UIView.AnimationOptions.curveLinear : tabsAnimationOptions(for: curve)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: options, animations: {
            toView.alpha = 1
        }, completion: { _ in
            toView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The slide variant: both pages move together by the container's width, the new
/// one entering from the side of its tab.
final class TabsSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Seconds; the scene's tuning.
    var duration: TimeInterval = 0.4
    /// The curve of a non-interactive switch (an interactive one is linear).
    var curve: UIView.AnimationCurve = .easeInOut
    /// 1 when the new tab is to the right of the old one (the pages move left),
    /// −1 when it is to the left; the delegate sets it from the indices.
    var direction: CGFloat = 1

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let fromStart = transitionContext.initialFrame(for: fromVC)
        let toEnd = transitionContext.finalFrame(for: toVC)
        let shift = containerView.bounds.width * direction
        toView.frame = toEnd.offsetBy(dx: shift, dy: 0)
        containerView.addSubview(toView)
        let options = transitionContext.isInteractive ? UIView.AnimationOptions.curveLinear : tabsAnimationOptions(for: curve)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: options, animations: {
            fromView.frame = fromStart.offsetBy(dx: -shift, dy: 0)
            toView.frame = toEnd
        }, completion: { _ in
            fromView.frame = fromStart
            toView.frame = toEnd
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The interaction controller: a horizontal pan on the page (not on the tab bar)
/// switches to the neighbouring tab with the finger — leftwards to the next tab,
/// rightwards to the previous one. Progress is the drag's share of the width in
/// that direction; the release finishes at half or more, else cancels.
final class TabsPanInteractor: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
    /// The pan the scene adds to the tab bar controller's view.
    private(set) var pan: UIPanGestureRecognizer!
    /// True while the pan drives a switch: only then does the delegate vend this interactor.
    private(set) var interactionInProgress = false
    /// The tab bar controller it switches.
    weak var tabBarController: UITabBarController?
    /// +1 when the pan goes to the next tab, −1 to the previous one.
    private(set) var step = 0

    override init() {
        super.init()
        pan = UIPanGestureRecognizer(target: self, action: TabsPanInteractor.handlePan)
        pan.delegate = self
        pan.name = "TabsPanInteractor.pan"
    }

    /// Where the touch went down, in the pan's view.
    private var touchStart: CGPoint = .zero

    /// Touches on the tab bar are the bar's; for the others, remembers where they
    /// went down.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let tabBar = tabBarController?.tabBar else { return false }
        if tabBar.bounds.contains(touch.location(in: tabBar)) { return false }
        touchStart = touch.location(in: gestureRecognizer.view)
        return true
    }

    /// Begins for a mostly horizontal drag towards a tab that exists, when no
    /// switch runs; the drag's direction from the touch-down point picks the tab.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tabBarController, let view = pan.view,
              view.window?.isRunningTransition == false else { return false }
        let location = pan.location(in: view)
        let dx = location.x - touchStart.x, dy = location.y - touchStart.y
        guard abs(dx) > abs(dy) else { return false }
        let step = dx < 0 ? 1 : -1
        let target = tabBarController.selectedIndex + step
        guard target >= 0, target < (tabBarController.viewControllers?.count ?? 0) else { return false }
        self.step = step
        return true
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view, view.bounds.width > 0, let tabBarController else { return }
        let progress = max(0, -CGFloat(step) * gesture.translation(in: view).x / view.bounds.width)
        switch gesture.state {
        case .began:
            interactionInProgress = true
            let target = tabBarController.selectedIndex + step
            tabBarController.selectedIndex = target
            if tabBarController.selectedIndex != target { interactionInProgress = false }
        case .changed:
            if interactionInProgress { update(progress) }
        case .ended:
            guard interactionInProgress else { return }
            interactionInProgress = false
            update(progress)
            if percentComplete < 0.5 {
                cancel()
            } else {
                finish()
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

/// The tab bar controller's delegate: it vends the animator of the chosen style
/// (the slide's direction from the tabs' indices) and, while its pan switches,
/// the interaction controller.
final class TabsTransitionDelegate: NSObject, UITabBarControllerDelegate {
    /// The style vended now.
    var style: TabsTransitionStyle = .fade
    let fadeAnimator = TabsFadeAnimator()
    let slideAnimator = TabsSlideAnimator()
    let interactionController = TabsPanInteractor()

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch style {
        case .fade:
            return fadeAnimator
        case .slide:
            let tabs = tabBarController.viewControllers ?? []
            let fromIndex = tabs.firstIndex { $0 === fromVC } ?? 0
            let toIndex = tabs.firstIndex { $0 === toVC } ?? 0
            slideAnimator.direction = toIndex > fromIndex ? 1 : -1
            return slideAnimator
        }
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactionController.interactionInProgress ? interactionController : nil
    }
}

/// One tab: a coloured page with the tab's name and a large copy of its icon.
final class TabsPageViewController: UIViewController {
    /// The tabs' names, icons and colours, left to right.
    static let tabs: [(name: String, icon: TabsIcon, color: UIColor)] = [
        ("Circles", .circle, UIColor(red: 0.05, green: 0.50, blue: 0.58, alpha: 1)),
        ("Squares", .square, UIColor(red: 0.86, green: 0.34, blue: 0.28, alpha: 1)),
        ("Triangles", .triangle, UIColor(red: 0.30, green: 0.30, blue: 0.72, alpha: 1)),
        ("Diamonds", .diamond, UIColor(red: 0.36, green: 0.54, blue: 0.14, alpha: 1)),
    ]

    /// The tab's place, 0 for the leftmost.
    let index: Int
    private let pageView: TabsPageView
    /// The style line shown in the footer.
    var styleText = "" {
        didSet { pageView.styleLabel.text = styleText }
    }

    init(index: Int) {
        self.index = index
        let tab = Self.tabs[index]
        pageView = TabsPageView(color: tab.color)
        super.init(nibName: nil, bundle: nil)
        title = tab.name
        tabBarItem = UITabBarItem(title: tab.name, image: tab.icon.image(), tag: index)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = pageView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let tab = Self.tabs[index]
        pageView.titleLabel.text = tab.name
        pageView.captionLabel.text = "Tab \(index + 1) of \(Self.tabs.count)"
        pageView.iconView.image = tab.icon.image(points: 120, scale: 1)
        pageView.styleLabel.text = styleText
    }
}

/// `segue demo --scene tabs`: a `UITabBarController` with four tabs whose delegate
/// vends a fade (1) or a slide in tab order (2), with a pan between tabs. Duration,
/// curve and completion speed are tunable.
@MainActor
final class TabsScene: StudioScene {
    let window = UIWindow()
    let tuning = StudioTuning(parameters: [.duration, .curve, .completionSpeed], duration: 0.4,
                            curve: .easeInOut, completionSpeed: 1)
    let tabBarController = UITabBarController()
    let transitionDelegate = TabsTransitionDelegate()
    /// Switches without animation (`--still`).
    let still: Bool

    /// The scene; `still` switches tabs without animation.
    init(still: Bool) {
        self.still = still
        tabBarController.viewControllers = TabsPageViewController.tabs.indices.map { TabsPageViewController(index: $0) }
        tabBarController.delegate = transitionDelegate
        let interactor = transitionDelegate.interactionController
        interactor.tabBarController = tabBarController
        tabBarController.view.addGestureRecognizer(interactor.pan)
        window.rootViewController = tabBarController
        tuning.addObserver { [unowned self] in applyTuning() }
        applyTuning()
        select(.fade)
    }

    /// The style the delegate vends.
    var style: TabsTransitionStyle { transitionDelegate.style }

    /// Makes `style` the one vended and shows it on every page.
    func select(_ style: TabsTransitionStyle) {
        transitionDelegate.style = style
        let text = "Transition \(style.rawValue): \(style.title)"
        for case let page as TabsPageViewController in tabBarController.viewControllers ?? [] {
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

    /// Switches to the tab `offset` places away (wrapping round), as code setting
    /// `selectedIndex` does: the delegate's animator runs (none with `still`).
    @discardableResult
    func switchTab(by offset: Int) -> Bool {
        guard !window.isRunningTransition, let count = tabBarController.viewControllers?.count, count > 1 else { return false }
        let target = ((tabBarController.selectedIndex + offset) % count + count) % count
        if still { tabBarController.delegate = nil }
        tabBarController.selectedIndex = target
        if still { tabBarController.delegate = transitionDelegate }
        return true
    }

    /// Switches to the next tab (back to the first from the last).
    func startShowcaseTransition() -> Bool {
        switchTab(by: 1)
    }

    /// 1 and 2 choose the style (between switches); N and P switch to the next and
    /// previous tab.
    func handleKey(_ key: StudioKey) -> Bool {
        if let digit = Int(key.name), key.matches(key.name), let style = TabsTransitionStyle(rawValue: digit) {
            guard !window.isRunningTransition else { return false }
            select(style)
            return true
        }
        if key.matches("n") { return switchTab(by: 1) }
        if key.matches("p") { return switchTab(by: -1) }
        return false
    }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("Click a tab", "switch to it with the chosen transition"),
         StudioHelpLine("N / P", "switch to the next / previous tab"),
         StudioHelpLine("1 2", "fade / slide in tab order"),
         StudioHelpLine("Drag sideways on the page", "switch to the neighbouring tab; release at half the width or more to finish, short of it to cancel")]
    }
}
