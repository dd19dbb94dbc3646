import Foundation

/// A controller of one screenful of views (UIKit's `UIViewController`): it owns a
/// root view loaded on first use, receives balanced appearance callbacks, contains
/// child controllers, and presents other controllers through UIKit's custom
/// transition system.
///
/// The view loads lazily: reading `view` the first time calls `loadView()` (a plain
/// `UIView` the size of the screen, resizing with its superview) and then
/// `viewDidLoad()`. Appearance callbacks come in balanced pairs — `viewWillAppear`
/// then `viewDidAppear`, `viewWillDisappear` then `viewDidDisappear` — from the
/// container that shows the controller (`UIWindow.rootViewController`, a
/// presentation, `UINavigationController`, `UITabBarController`,
/// `SlidingViewController`); see `beginAppearanceTransition(_:animated:)`.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var isLoadingView = false

    /// A controller with no nib (Segue has no nibs; the arguments are accepted for
    /// source compatibility and ignored).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        LiveObjectCounter.created(.viewController)
    }

    deinit {
        LiveObjectCounter.freed(.viewController)
    }

    /// A controller whose view `loadView()` makes.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Archives are not supported; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: The view

    /// The root view, loaded by `loadView()` and `viewDidLoad()` on first use.
    /// Setting it replaces the root view (nil unloads it).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            install(newValue)
        }
    }

    /// The root view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view. The default is an empty `UIView` as large as the screen
    /// that resizes with its superview; subclasses make their own and assign `view`
    /// without calling super.
    open func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
    }

    /// Called once after the root view was loaded.
    open func viewDidLoad() {}

    /// Loads the root view now if it has not been loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil {
            SegueDiagnostics.report("\(Self.self).loadView(): the method did not set a view; using an empty UIView")
            install(UIView(frame: UIScreen.main.bounds))
        }
        viewDidLoad()
    }

    private func install(_ newView: UIView?) {
        if loadedView === newView { return }
        if let owner = newView?.viewControllerResponder as? UIViewController, owner !== self {
            SegueDiagnostics.report("\(Self.self).view: the view is already the root view of \(type(of: owner)); it now belongs to \(Self.self)")
            owner.loadedView = nil
        }
        if loadedView?.viewControllerResponder === self { loadedView?.viewControllerResponder = nil }
        loadedView = newView
        newView?.viewControllerResponder = self
    }

    /// The controller's title, shown by navigation and tab bars unless their items
    /// have their own.
    open var title: String?

    /// What a navigation bar shows for this controller (made on first use).
    public private(set) lazy var navigationItem = UINavigationItem()

    /// What a tab bar shows for this controller (made on first use).
    open lazy var tabBarItem: UITabBarItem! = UITabBarItem()

    /// The size the controller would like in a container that asks (zero by default).
    open var preferredContentSize: CGSize = .zero

    // MARK: Layout

    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}

    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Appearance callbacks (balanced by `beginAppearanceTransition`)

    /// The view is about to be added to the window's visible hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is now in the window's visible hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the window's visible hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view has left the window's visible hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Where the controller is in its appearance cycle.
    var appearanceState = AppearanceState.disappeared
    /// The `animated` flag of the appearance transition in progress.
    var appearanceAnimated = false

    // MARK: Containment

    /// The container controller this one is a child of.
    public internal(set) weak var parent: UIViewController?
    /// The child controllers, in the order they were added.
    public internal(set) var children: [UIViewController] = []
    /// Set between `willMove(toParent:)` and `didMove(toParent:)` of an add.
    var movingToParent = false
    /// Set between `willMove(toParent: nil)` and `didMove(toParent: nil)` of a removal.
    var movingFromParent = false

    // MARK: Presentation

    /// The controller this one presents (kept alive while presented).
    var presentedStorage: UIViewController?
    /// The controller that presented this one.
    weak var presentingStorage: UIViewController?
    /// The presentation controller of the presentation showing this controller.
    var presentationControllerStorage: UIPresentationController?
    /// Whether a presentation or dismissal of this controller is running.
    var beingPresented = false
    var beingDismissed = false

    /// How the controller covers the screen when presented (`.fullScreen`, the
    /// iOS 7–12 default).
    open var modalPresentationStyle: UIModalPresentationStyle = .fullScreen

    /// The standard animation used when no custom animator is vended.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Vends the animator, interactor and presentation controller of this
    /// controller's presentation and dismissal (held weakly, as in UIKit).
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// Whether presentations from this controller's children cover only this
    /// controller's view (accepted for source compatibility; Segue presents over
    /// the whole window).
    open var definesPresentationContext = false

    // MARK: Transitions

    /// The coordinator of the transition this controller takes part in right now,
    /// set by its container for the transition's duration.
    var activeTransitionCoordinator: UIViewControllerTransitionCoordinator?

    /// The coordinator of the transition involving this controller (or one of its
    /// ancestors) while it runs, nil otherwise. Available from `viewWillAppear` on,
    /// so alongside animations can be added there.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        if let active = activeTransitionCoordinator { return active }
        return parent?.transitionCoordinator
    }

    // MARK: Responder chain

    /// The next responder: the root view's superview (UIKit's rule for a
    /// controller), else the presenting controller.
    open override var next: UIResponder? {
        loadedView?.superview ?? presentingStorage
    }

    // MARK: Overridable entry points (implemented in the feature files)

    /// Whether the controller passes its appearance callbacks on to the children
    /// whose views are inside its view (true). Containers that decide themselves
    /// which child appears answer false and call `beginAppearanceTransition` on
    /// their children.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Adds a child controller, calling its `willMove(toParent:)` first, as UIKit
    /// does. The container then adds the child's view and calls
    /// `child.didMove(toParent: self)`. Adding self or an ancestor is refused with a
    /// diagnostic; a child of another controller is removed from it first.
    open func addChild(_ childController: UIViewController) {
        attachChild(childController)
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`, as
    /// UIKit does. The container calls `willMove(toParent: nil)` before and removes
    /// the view itself.
    open func removeFromParent() {
        detachFromParent()
    }

    /// Called before the controller is added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, self.parent != nil { movingFromParent = true }
    }

    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {
        if parent != nil { movingToParent = false }
    }

    /// Presents a controller over this one's window with its
    /// `modalPresentationStyle`, running the transition its
    /// `transitioningDelegate` vends (UIKit's standard one otherwise). Presenting
    /// while this controller already presents, or while a transition runs, is
    /// refused with a diagnostic. `completion` runs after the transition completed
    /// — not when the call is refused or the transition is cancelled.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        presentController(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents — or, when it presents nothing,
    /// the presentation showing this one — along with any presented above it.
    /// `completion` runs after the dismissal completed — not when the call is
    /// refused (nothing presented, a transition running) or the dismissal is
    /// cancelled.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissController(animated: flag, completion: completion)
    }

    /// Called before the controller's view changes size because the window did
    /// (rotation, resize), with a coordinator whose `targetTransform` is the
    /// rotation. The default passes the call on to the children and to the
    /// presented controller; overrides call super.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        forwardViewWillTransition(to: size, with: coordinator)
    }

    /// The orientations the controller supports (all of them by default).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

    /// Whether the controller follows the interface's rotation (true).
    open var shouldAutorotate: Bool { true }
}
