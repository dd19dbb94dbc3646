import Foundation

/// How long an animated `setNavigationBarHidden(_:animated:)` takes outside a
/// transition (UIKit's `UINavigationControllerHideShowBarDuration`, 0.35 s).
public let UINavigationControllerHideShowBarDuration: CGFloat = 0.35

/// A container showing one controller of a stack at a time, below a navigation
/// bar (UIKit's `UINavigationController`).
///
/// Every controller on the stack is a child; only the top controller's view is in
/// the hierarchy, inside the content view below the bar, which is also the
/// container view of every push and pop transition. Changes run through a
/// `ViewControllerTransitionContext` with UIKit's callback orders
/// (docs/UIKIT-BEHAVIOUR.md, "Transition anatomy and callback order"):
///
/// - Push: `to.willMove(toParent:)`, `from.viewWillDisappear`,
///   `to.viewWillAppear`, the delegate's `willShow`, the animation (the
///   delegate's animator, or the standard slide), then `from.viewDidDisappear`,
///   `to.viewDidAppear`, `to.didMove(toParent:)`, the coordinator's alongside
///   completions, the animator's `animationEnded`, the delegate's `didShow`.
/// - Pop: `from.willMove(toParent: nil)` first, and at completion the view is
///   removed and `removeFromParent()` sends `from.didMove(toParent: nil)` between
///   `from.viewDidDisappear` and `to.viewDidAppear`. Controllers popped from
///   under the top (`popToRootViewController`) get the same containment calls but
///   no appearance callbacks: they never appeared.
/// - Cancelled (interactively, or `completeTransition(false)`): the stack, the
///   children and the views are restored. Appearance: `to.viewWillDisappear`,
///   `to.viewDidDisappear`, then `from.viewWillAppear`, `from.viewDidAppear`.
///   Containment, Segue's choice where UIKit documents nothing: a controller that
///   was being pushed gets `willMove(toParent: nil)` and `didMove(toParent: nil)`
///   (after its disappearance); one that was being popped gets
///   `didMove(toParent: navigationController)` after it re-appeared, as UIKit does
///   for a cancelled interactive pop, and `isMovingFromParent` is false again
///   before its `viewWillAppear`. The delegate's `didShow` is not called.
///
/// Layout-to-layout (`UICollectionViewController.useLayoutToLayoutNavigationTransitions`):
/// pushing such a collection view controller over a collection view controller, or
/// popping it, keeps the one collection view on screen and — when the delegate vends
/// no animator — animates its cells between the two layouts (0.35 s) with the same
/// callbacks and context; the delegate's `interactionControllerFor` is then asked
/// with Segue's layout animator, so a percent-driven interaction can drive it.
///
/// The navigation controller forwards appearance itself
/// (`shouldAutomaticallyForwardAppearanceMethods` is false): its own appearance
/// changes go to the top controller only.
///
/// Changes made while the navigation controller is not on screen (before it first
/// appears, or while it appears or disappears) are applied at once, without a
/// transition or the delegate. Controllers added then receive `didMove(toParent:)`
/// once the navigation controller has appeared, so the root controller is still
/// `isMovingToParent` in its first `viewWillAppear`, as in UIKit.
///
/// Segue refuses, with one diagnostic and without changing anything: pushing a
/// controller already on the stack, a navigation controller, or a controller with
/// another parent; popping the root; `popToViewController` with a controller not
/// on the stack; `setViewControllers` with duplicates, an empty array, or
/// controllers a push would refuse; and any push, pop or set while a transition
/// runs — UIKit accepts some of these and then misbehaves (a corrupted stack,
/// "Unbalanced calls to begin/end appearance transitions").
@MainActor
open class UINavigationController: UIViewController {
    /// The stack, bottom first.
    var stack: [UIViewController] = []
    /// The transition running now; no other change starts before it ends.
    var activeTransition: ViewControllerTransitionContext?
    /// Controllers added while off screen, waiting for `didMove(toParent:)`.
    var pendingDidMove: [UIViewController] = []
    /// Whether the bar is hidden (the model value; the bar may still be sliding).
    var barHidden = false

    /// The bar at the top of the navigation controller's view: the top
    /// controller's title and a back button.
    public let navigationBar = UINavigationBar(frame: .zero)

    /// The view below the bar that holds the top controller's view; the container
    /// view of every navigation transition.
    let contentView = UIView(frame: .zero)

    /// Told about the controllers shown and asked for custom transitions; held
    /// weakly, as in UIKit.
    open weak var delegate: UINavigationControllerDelegate?

    /// The edge pan that pops the top controller interactively (UIKit's
    /// `interactivePopGestureRecognizer`, iOS 7): a `UIScreenEdgePanGestureRecognizer`
    /// with `edges = .left` on the navigation controller's view. It only begins
    /// when the stack holds more than one controller and no transition runs; apps
    /// may disable it (`isEnabled = false`) or give it a `delegate`. Never nil in
    /// Segue (UIKit's is nil only before the view loads on some releases). What
    /// the drag does is described in UINavigationController+InteractivePop.swift.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }

    /// The recognizer behind `interactivePopGestureRecognizer`.
    let popGesture = NavigationPopGestureRecognizer()
    /// The interaction the pop gesture drives, while it drives one.
    var popInteraction: UIPercentDrivenInteractiveTransition?

    /// A navigation controller whose stack holds `rootViewController`. A
    /// controller a push would refuse (a navigation controller, a controller with
    /// another parent) is reported and the stack stays empty.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        prepareSubviews()
        if let refusal = refusalToAdd(rootViewController) {
            SegueDiagnostics.report("UINavigationController(rootViewController: \(Self.describe(rootViewController))): \(refusal); the stack stays empty")
            return
        }
        applyImmediately(NavigationStackChange(from: [], to: [rootViewController]))
    }

    /// A navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        prepareSubviews()
    }

    /// Archives are not supported; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func prepareSubviews() {
        contentView.clipsToBounds = true
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        navigationBar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        navigationBar.backAction = { [weak self] in
            self?.popViewController(animated: true)
        }
        popGesture.addTarget(self, action: UINavigationController.handleInteractivePop)
    }

    // MARK: The stack

    /// The stack, bottom (root) first. Setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack (the one arriving, during a transition).
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is visible: the one presented over the top
    /// controller (or over the navigation controller) when there is one, else the
    /// top controller.
    open var visibleViewController: UIViewController? {
        if let presented = topViewController?.presentedViewController ?? presentedViewController {
            return presented
        }
        return topViewController
    }

    /// Pushes a controller on the stack, sliding its view in from the right (or
    /// running the delegate's animator) when `animated`. Refused with a diagnostic
    /// (nothing changes) for a controller already on the stack, a navigation
    /// controller, a controller with another parent, or while a transition runs.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let call = "pushViewController(\(Self.describe(viewController)), animated: \(animated))"
        guard acceptsChange(call) else { return }
        if let refusal = refusalToAdd(viewController) {
            refuse(call, refusal)
            return
        }
        performChange(NavigationStackChange(from: stack, to: stack + [viewController]), animated: animated)
    }

    /// Pops the top controller and returns it. Popping the root (or an empty
    /// stack), or popping while a transition runs, is refused with a diagnostic
    /// and returns nil.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        let call = "popViewController(animated: \(animated))"
        guard acceptsChange(call) else { return nil }
        guard stack.count > 1, let top = stack.last else {
            refuse(call, stack.isEmpty ? "the stack is empty" : "the root view controller cannot be popped")
            return nil
        }
        performChange(NavigationStackChange(from: stack, to: Array(stack.dropLast())), animated: animated)
        return top
    }

    /// Pops every controller above the root and returns them, bottom first (empty
    /// when the root is on top). Refused while a transition runs (returns nil).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let call = "popToRootViewController(animated: \(animated))"
        guard acceptsChange(call) else { return nil }
        guard let root = stack.first else { return [] }
        return popAbove(root, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them, bottom first
    /// (empty when it is on top). Refused with a diagnostic, returning nil, when
    /// it is not on the stack or a transition runs.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let call = "popToViewController(\(Self.describe(viewController)), animated: \(animated))"
        guard acceptsChange(call) else { return nil }
        guard stack.contains(where: { $0 === viewController }) else {
            refuse(call, "\(Self.describe(viewController)) is not on the navigation stack")
            return nil
        }
        return popAbove(viewController, animated: animated)
    }

    private func popAbove(_ target: UIViewController, animated: Bool) -> [UIViewController] {
        guard let index = stack.firstIndex(where: { $0 === target }) else { return [] }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty {
            performChange(NavigationStackChange(from: stack, to: Array(stack[...index])), animated: animated)
        }
        return popped
    }

    /// Replaces the stack. When the top controller changes on screen the change
    /// animates like a push if the new top was not on the stack and like a pop if
    /// it was; controllers leaving or joining under the top get containment calls
    /// only. Refused with a diagnostic (nothing changes) for an empty array,
    /// duplicates, a navigation controller, a controller with another parent, or
    /// while a transition runs.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let call = "setViewControllers([\(viewControllers.map { Self.describe($0) }.joined(separator: ", "))], animated: \(animated))"
        guard acceptsChange(call) else { return }
        if let refusal = refusalToReplace(with: viewControllers) {
            refuse(call, refusal)
            return
        }
        performChange(NavigationStackChange(from: stack, to: viewControllers), animated: animated)
    }

    // MARK: The bar

    /// Whether the navigation bar is hidden; setting it is
    /// `setNavigationBarHidden(_:animated: false)`.
    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Shows or hides the navigation bar; the content view grows into its place.
    /// See `updateBarVisibility(animated:)` for how it animates.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        updateBarVisibility(animated: animated)
    }

    // MARK: The view and appearance

    /// Builds the navigation controller's view: the content view below the bar.
    open override func loadView() {
        let root = NavigationControllerView(frame: UIScreen.main.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.backgroundColor = .white
        root.owner = self
        root.addSubview(contentView)
        root.addSubview(navigationBar)
        view = root
        installInteractivePopGesture(on: root)
        layoutContainer()
        installTopView()
        navigationBar.isHidden = barHidden
    }

    /// False: the navigation controller decides which child appears and forwards
    /// its own appearance changes to the top controller only.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Forwards to the top controller (after installing its view).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        layoutContainer()
        installTopView()
        if let top = topViewController, !top.isAppearingOrAppeared {
            top.beginAppearanceTransition(true, animated: animated)
        }
    }

    /// Forwards to the top controller, then sends the `didMove(toParent:)` of
    /// controllers added while the navigation controller was off screen.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let top = topViewController, top.appearanceState == .appearing {
            top.endAppearanceTransition()
        }
        let waiting = pendingDidMove
        pendingDidMove.removeAll()
        for controller in waiting where controller.parent === self {
            controller.didMove(toParent: self)
        }
    }

    /// Forwards to the top controller.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let top = topViewController, top.isAppearingOrAppeared {
            top.beginAppearanceTransition(false, animated: animated)
        }
    }

    /// Forwards to the top controller.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if let top = topViewController, top.appearanceState == .disappearing {
            top.endAppearanceTransition()
        }
    }

    // MARK: Diagnostics

    /// A controller's name in diagnostics: its type and title.
    static func describe(_ controller: UIViewController) -> String {
        if let title = controller.title { return "\(type(of: controller)) \"\(title)\"" }
        return "\(type(of: controller))"
    }

    func refuse(_ call: String, _ reason: String) {
        SegueDiagnostics.report("UINavigationController.\(call): \(reason); ignored")
    }
}
