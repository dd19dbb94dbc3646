import Foundation

/// A controller whose view is a collection view, and which is that view's data
/// source and delegate (UIKit's `UICollectionViewController`). Override the data
/// source and delegate methods it declares (`override func collectionView(_:numberOfItemsInSection:)`, …).
///
/// **Layout-to-layout navigation transitions.** Set
/// `useLayoutToLayoutNavigationTransitions` on a collection view controller before
/// pushing it onto a navigation controller whose top controller is a collection
/// view controller: the push then keeps the same collection view on screen and
/// animates its cells from the top controller's layout to the pushed one's, and
/// popping animates back (see `UINavigationController`). The root controller of the
/// stack must keep the flag false, as UIKit requires; Segue reports a root with the
/// flag set and pushes above it the ordinary way.
///
/// How Segue models the shared view: while such a controller is on the stack above
/// a collection view controller (from its push until its pop completes) its
/// `collectionView` and `view` *are* the collection view of the controller below —
/// ultimately the first collection view controller of the chain, which owns it. The
/// collection view's `dataSource` and `delegate` stay that owner, as developers
/// observe on iOS; the pushed controller's own data source and delegate methods are
/// not called. Its `collectionViewLayout` is always the layout it was made with:
/// that is the layout the collection view shows while it is on top. Its own root
/// view, if it loads one while sharing, is an empty placeholder that is never shown.
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let layout: UICollectionViewLayout
    private var ownCollectionView: UICollectionView?
    /// The controller below this one whose collection view this one shows (set
    /// while it shares; see the type's notes).
    private weak var sharingSource: UICollectionViewController?
    /// Whether a misuse of the flag was reported since the controller last joined a stack.
    private var reportedFlagMisuse = false

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a `UICollectionViewFlowLayout` (Segue has no nibs).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Archives are not supported; returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: The collection view

    /// The layout the controller was made with (what its collection view shows while it is on top).
    open var collectionViewLayout: UICollectionViewLayout { layout }

    /// Whether pushing this controller onto a navigation controller whose top
    /// controller is a collection view controller animates between their layouts
    /// in one shared collection view (false). Set it before the push.
    open var useLayoutToLayoutNavigationTransitions = false

    /// Whether the selection is cleared each time the view is about to appear (true).
    open var clearsSelectionOnViewWillAppear = true

    /// The collection view: the controller's view (made by `loadView()`), or the
    /// shared one while the controller sits above another in a layout-to-layout
    /// navigation stack. Setting it makes it the controller's view.
    open var collectionView: UICollectionView! {
        get {
            if let owner = sharedCollectionViewOwner { return owner.collectionView }
            loadViewIfNeeded()
            if ownCollectionView == nil { installOwnCollectionView() }
            return ownCollectionView
        }
        set {
            ownCollectionView = newValue
            super.view = newValue
        }
    }

    /// The root view: the collection view, or the shared one while sharing (the
    /// controller's own placeholder view still loads first, so `viewDidLoad` comes
    /// when it would for any controller).
    open override var view: UIView! {
        get {
            if let owner = sharedCollectionViewOwner {
                loadViewIfNeeded()
                return owner.view
            }
            return super.view
        }
        set { super.view = newValue }
    }

    /// The root view if loaded (the shared collection view while sharing).
    open override var viewIfLoaded: UIView? {
        if let owner = sharedCollectionViewOwner { return owner.viewIfLoaded }
        return super.viewIfLoaded
    }

    /// Makes the collection view with `collectionViewLayout`, the size of the
    /// screen and resizing with its superview, with this controller as its data
    /// source and delegate. While sharing another controller's collection view it
    /// makes an empty placeholder instead.
    open override func loadView() {
        if sharedCollectionViewOwner != nil {
            super.view = UIView(frame: UIScreen.main.bounds)
            return
        }
        installOwnCollectionView()
    }

    private func installOwnCollectionView() {
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.delegate = self
        ownCollectionView = collectionView
        super.view = collectionView
    }

    // MARK: Sharing (layout-to-layout navigation)

    /// The controller owning the collection view this one shows while it shares
    /// one, else nil: with the flag set, on a navigation stack just above a
    /// collection view controller (resolved once, kept until it leaves the stack).
    var sharedCollectionViewOwner: UICollectionViewController? {
        guard useLayoutToLayoutNavigationTransitions else { return nil }
        if let source = sharingSource { return source.sharedCollectionViewOwner ?? source }
        guard let navigation = parent as? UINavigationController,
              let index = navigation.viewControllers.firstIndex(where: { $0 === self }) else { return nil }
        guard index > 0 else {
            reportFlagMisuse("it is the root of its navigation controller, which must keep useLayoutToLayoutNavigationTransitions false (as UIKit requires); the flag is ignored")
            return nil
        }
        guard let below = navigation.viewControllers[index - 1] as? UICollectionViewController else {
            reportFlagMisuse("the controller below it is not a UICollectionViewController, so there is no layout to transition from; it is pushed the ordinary way")
            return nil
        }
        sharingSource = below
        return below.sharedCollectionViewOwner ?? below
    }

    private func reportFlagMisuse(_ reason: String) {
        guard !reportedFlagMisuse else { return }
        reportedFlagMisuse = true
        SegueDiagnostics.report("\(Self.self).useLayoutToLayoutNavigationTransitions is true but \(reason)")
    }

    /// Joining a navigation controller as its root with the flag set is reported;
    /// leaving a parent ends any sharing.
    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent == nil {
            sharingSource = nil
            reportedFlagMisuse = false
        } else if useLayoutToLayoutNavigationTransitions, let navigation = parent as? UINavigationController,
                  navigation.viewControllers.first === self {
            _ = sharedCollectionViewOwner
        }
    }

    // MARK: Appearance

    /// Clears the selection when `clearsSelectionOnViewWillAppear`; outside its
    /// navigation controller's transitions, a controller sharing a collection view
    /// (or its owner) puts its own layout back if another controller's is showing.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let collectionView = collectionView else { return }
        let showsOtherControllersLayout = sharedCollectionViewOwner != nil
            || (collectionView.navigationLayoutController.map { $0 !== self } ?? false)
        // Outside its navigation controller's transitions (which move the layout
        // themselves); another transition — a dismissal uncovering the navigation
        // controller — does not move it, so the layout is put back here.
        let navigationTransitionRuns = (parent as? UINavigationController)?.activeTransition != nil
        if !navigationTransitionRuns, showsOtherControllersLayout, collectionView.collectionViewLayout !== layout,
           collectionView.interactiveTransition == nil {
            collectionView.navigationLayoutController = self
            collectionView.setCollectionViewLayout(layout, animated: false)
        }
        if clearsSelectionOnViewWillAppear {
            for path in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: path, animated: animated)
            }
        }
    }

    // MARK: UICollectionViewDataSource (override these)

    /// No items (override to supply them).
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// One section (override for more).
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// UIKit requires an override; Segue reports the missing override and returns a plain cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        SegueDiagnostics.report("\(Self.self) does not override collectionView(_:cellForItemAt:); showing an empty cell for \(indexPath)")
        return UICollectionViewCell(frame: .zero)
    }

    // MARK: UICollectionViewDelegate (override what you need)

    /// Override to decide; true: UIKit's answer when no override decides.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Override to be told; does nothing by default.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Override to be told; does nothing by default.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Override to decide; true: UIKit's answer when no override decides.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Override to decide; true: UIKit's answer when no override decides.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Override to be told; does nothing by default.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Override to be told; does nothing by default.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Override to be told; does nothing by default.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// Override to be told; does nothing by default.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// Override to supply a custom transition layout; a plain `UICollectionViewTransitionLayout`, as UIKit makes when there is no override.
    open func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                             newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    /// Override to adjust the offset after a layout change; the proposal, unchanged.
    open func collectionView(_ collectionView: UICollectionView,
                             targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: UIScrollViewDelegate (override what you need)

    /// Override to be told; does nothing by default.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Override to be told; does nothing by default.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Override to be told; does nothing by default.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Override to be told; does nothing by default.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Override to be told; does nothing by default.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Override to be told; does nothing by default.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Override to be told; does nothing by default.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
