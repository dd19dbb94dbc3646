import Foundation

/// A container that shows one of several child controllers at a time, chosen
/// with a bar of tabs along the bottom (UIKit's `UITabBarController`).
///
/// Every controller in `viewControllers` is a child (UIKit adds them all), but
/// only the selected one's view is in the hierarchy between switches: it fills
/// the content view above the 49 pt `tabBar`. The bar shows one item per
/// controller — its `tabBarItem` (title, else the controller's `title`; image;
/// badge) — with the selected one tinted.
///
/// Switching tabs is a custom view-controller transition run through
/// `ViewControllerTransitionContext`, whose container is the content view above
/// the bar: `.from` is the tab being left (initial frame the content bounds,
/// final frame `.zero` because its view leaves), `.to` the tab being shown
/// (initial frame `.zero`, final frame the content bounds). The delegate's
/// `tabBarController(_:animationControllerForTransitionFrom:to:)` may vend an
/// animator — asked for both taps and code changes of `selectedIndex`, as in UIKit
/// — and, when it does, `tabBarController(_:interactionControllerFor:)` an
/// interactor. With no animator the switch is UIKit's instant one, run through
/// the same context by Segue's immediate animator so the callbacks are the same
/// minus time (`animated` is false in them then, true with a custom animator).
///
/// Callback order, completed: `from.viewWillDisappear` → `to.viewWillAppear` →
/// `from.viewDidDisappear` → `to.viewDidAppear`. Cancelled (interactively, or an
/// animator completing with false): after the two will-callbacks,
/// `to.viewWillDisappear` → `to.viewDidDisappear` → `from.viewWillAppear` →
/// `from.viewDidAppear`; the selection (index and bar highlight) goes back and
/// only the old tab's view stays in the container.
///
/// The controller forwards its own appearance callbacks to the selected child
/// itself (`shouldAutomaticallyForwardAppearanceMethods` is false): overriders of
/// `viewWillAppear(_:)` and the other three must call super. While the tab bar
/// controller is not on screen, a selection change just swaps the child views,
/// with no transition and no appearance callbacks; while it is appearing (a
/// selection made in its `viewWillAppear`), the tab that was about to appear
/// backs out in push order — old will-disappear, new will-appear, old
/// did-disappear — and the new one's `viewDidAppear` comes with the controller's.
///
/// Refused with a diagnostic, changing nothing: an out-of-range `selectedIndex`, a
/// `selectedViewController` that is not one of the tabs, selecting the tab
/// already selected (from code), any selection or `setViewControllers` while a
/// switch runs, and `viewControllers` holding a controller twice, the tab bar
/// controller itself or one of its ancestors, or a controller that has another
/// parent. Taps on the bar while a switch runs are ignored (UIKit stops
/// interaction during transitions). Segue shows every tab in the bar: there is no
/// "More" tab, so `moreNavigationController` and `customizableViewControllers`
/// do not exist. Re-tapping the selected tab does not pop a navigation controller
/// in it to its root (UIKit does).
@MainActor
open class UITabBarController: UIViewController {
    /// The bar along the bottom of the view. It reports taps to this controller;
    /// do not change its items or its delegate.
    public let tabBar: UITabBar

    /// Asked about taps and for custom switch animations (held weakly).
    open weak var delegate: UITabBarControllerDelegate?

    /// The tabs, left to right (nil until set).
    var controllersStorage: [UIViewController]?
    /// The index of the selected tab, `NSNotFound` when there are no tabs.
    var selectedIndexStorage = NSNotFound
    /// The switch running now.
    var activeSwitch: ViewControllerTransitionContext?

    /// A tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UITabBar.height))
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.owner = self
    }

    /// Archives are not supported; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Tabs and selection

    /// The tabs' root controllers, left to right. Setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { controllersStorage }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs (UIKit's `setViewControllers(_:animated:)`; `animated`
    /// is accepted for source compatibility — Segue's bar changes at once).
    ///
    /// New controllers become children (`addChild` then `didMove(toParent:)`),
    /// dropped ones stop being children (`willMove(toParent: nil)`, their view
    /// leaves, `removeFromParent()`). The selected controller stays selected when
    /// it is still a tab, at its new index; otherwise the selected index is kept,
    /// clamped to the last tab (0 when there was no selection, `NSNotFound` with
    /// no tabs). When that changes the selected controller on screen, the old one
    /// disappears and the new one appears through the immediate animator — the
    /// delegate is not asked, as UIKit animates nothing here.
    ///
    /// Refused with a diagnostic, nothing changed: while a switch runs, and a list
    /// holding a controller twice, this controller or one of its ancestors, or a
    /// controller that has another parent (remove it from that one first).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        replaceViewControllers(viewControllers)
    }

    /// The index of the selected tab (`NSNotFound` with no tabs). Setting it
    /// switches tabs: with a transition when the controller is on screen (the
    /// delegate is asked for an animator, not for `shouldSelect`/`didSelect`).
    /// Out of range, already selected, or while a switch runs: reported and
    /// ignored.
    open var selectedIndex: Int {
        get { selectedIndexStorage }
        set { selectTab(at: newValue, caller: "selectedIndex = \(newValue)") }
    }

    /// The selected tab's controller (nil with no tabs). Setting it selects that
    /// tab as `selectedIndex` does; a controller that is not a tab is reported and
    /// ignored.
    open var selectedViewController: UIViewController? {
        get {
            guard let controllers = controllersStorage, controllers.indices.contains(selectedIndexStorage) else { return nil }
            return controllers[selectedIndexStorage]
        }
        set {
            guard let newValue, let index = controllersStorage?.firstIndex(where: { $0 === newValue }) else {
                SegueDiagnostics.report("\(Self.self).selectedViewController: \(newValue.map { String(describing: type(of: $0)) } ?? "nil") is not one of the tabs; ignored")
                return
            }
            selectTab(at: index, caller: "selectedViewController = \(type(of: newValue))")
        }
    }

    /// Whether a tab switch is running.
    var isSwitching: Bool { activeSwitch != nil }

    /// The root view, as `TabBarControllerView`.
    var rootView: TabBarControllerView? { viewIfLoaded as? TabBarControllerView }

    // MARK: The view

    /// Makes the root view: the content view the tabs show in, and the tab bar
    /// along the bottom; the selected tab's view goes in the content view.
    open override func loadView() {
        let root = TabBarControllerView(frame: UIScreen.main.bounds, tabBar: tabBar, owner: self)
        view = root
        if let selected = selectedViewController { install(selected.view, in: root.contentView) }
    }

    // MARK: Appearance

    /// False: the controller decides which child appears, and forwards its own
    /// appearance callbacks to the selected tab.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Forwards to the selected tab (`viewWillAppear`); call super when overriding.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard !isSwitching, let selected = selectedViewController else { return }
        if let root = rootView, selected.view.superview !== root.contentView { install(selected.view, in: root.contentView) }
        if !selected.isAppearingOrAppeared { selected.beginAppearanceTransition(true, animated: animated) }
    }

    /// Forwards to the tab that was appearing (`viewDidAppear`); call super when overriding.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        endForwardedAppearance(.appearing)
    }

    /// Forwards to the selected tab (`viewWillDisappear`) — during a switch, to
    /// the incoming tab, and the switch's end completes both tabs' disappearance;
    /// call super when overriding.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for child in controllersStorage ?? [] where child.isAppearingOrAppeared {
            child.beginAppearanceTransition(false, animated: animated)
        }
    }

    /// Forwards to the tab that was disappearing (`viewDidDisappear`); call super when overriding.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        endForwardedAppearance(.disappearing)
    }

    /// Ends the forwarded appearance change of the tabs in `state`.
    private func endForwardedAppearance(_ state: AppearanceState) {
        guard !isSwitching else { return }
        for child in controllersStorage ?? [] where child.appearanceState == state {
            child.endAppearanceTransition()
        }
    }

    /// Puts a tab's view in the content view, filling it.
    func install(_ childView: UIView, in container: UIView) {
        UIView.performWithoutAnimation {
            childView.frame = container.bounds
            if childView.superview !== container { container.addSubview(childView) }
        }
    }
}
