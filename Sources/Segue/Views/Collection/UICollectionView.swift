import Foundation

/// A scrolling view of items laid out by a layout object, each shown by a cell
/// reused as items scroll in and out (UIKit's `UICollectionView`).
///
/// - **Data and cells.** The `dataSource` says how many sections and items there
///   are and makes each item's cell with `dequeueReusableCell(withReuseIdentifier:for:)`
///   from a class `register(_:forCellWithReuseIdentifier:)` named. Only the cells
///   whose layout frames intersect the visible rectangle (the bounds) exist as
///   subviews; a cell scrolled off is removed, told `didEndDisplaying`, and queued
///   for its identifier, and the next dequeue hands it out again after
///   `prepareForReuse()`. So scrolling any number of items keeps about a screenful
///   of cells alive. Item counts are read once and kept until `reloadData()`.
/// - **Layout.** Each layout pass (after a scroll, a resize or an invalidation)
///   prepares `collectionViewLayout` if it was invalidated, sets `contentSize` to
///   its content size, and asks it for the attributes in the bounds, which it
///   applies to the cells (`center`, `bounds`, `transform3D`, `alpha`, `zIndex` as
///   the layer's `zPosition`, `isHidden`, then the cell's `apply(_:)`). Only cells
///   are shown: supplementary and decoration views are not supported.
/// - **Layout changes.** `setCollectionViewLayout(_:animated:completion:)` animates
///   every cell from the old layout's attributes to the new one's in one UIView
///   animation block (so the curve panel, slow motion and a transition container's
///   clock see it), and `startInteractiveTransition(to:completion:)` lets a gesture
///   drive a `UICollectionViewTransitionLayout`. Both move the content offset so
///   the items in view stay in view (see `UICollectionView+LayoutChange.swift`).
/// - **Selection.** A click on an item highlights it while the touch is down and
///   selects it on release inside the item, asking and telling the delegate (see
///   `UICollectionViewDelegate`). A drag that becomes a scroll (the pan's 10 pt
///   threshold) cancels the touch, so the item is neither selected nor left
///   highlighted — UIKit's rule. Segue highlights at once, without UIKit's short
///   `delaysContentTouches` delay.
///
/// `delegate` is the scroll view's property: assign any `UICollectionViewDelegate`
/// to it (Swift cannot narrow an inherited property's type as Objective-C does), and
/// the collection view uses its collection methods.
@MainActor
open class UICollectionView: UIScrollView {
    private var layoutStorage: UICollectionViewLayout

    /// Supplies the items and cells (weak). Setting it reloads the data.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// Whether clicks select items (true). Selecting from code also needs it.
    open var allowsSelection = true

    /// Whether several items can be selected at once (false). Turning it off keeps
    /// only the most recently selected item.
    open var allowsMultipleSelection = false {
        didSet {
            if !allowsMultipleSelection, selectedPaths.count > 1, let last = selectedPaths.last {
                for path in selectedPaths.dropLast() { setSelected(false, at: path) }
                selectedPaths = [last]
            }
        }
    }

    // MARK: State (the feature files use these)

    /// Cell classes by reuse identifier.
    var registrations: [String: UICollectionViewCell.Type] = [:]
    /// Cells waiting to be reused, by identifier.
    var reuseQueues: [String: [UICollectionViewCell]] = [:]
    /// The cells on screen, by index path.
    var visibleCellMap: [IndexPath: UICollectionViewCell] = [:]
    /// Items per section, read from the data source (nil: read again).
    var itemCounts: [Int]?
    /// The selected items, in the order they were selected.
    var selectedPaths: [IndexPath] = []
    /// The bounds of the last layout pass (to ask the layout about bounds changes).
    var lastLayoutBounds: CGRect?
    /// Animated layout changes in flight; cells are not refilled meanwhile.
    var layoutChangeDepth = 0
    /// Set while a layout pass updates the cells, so invalidations during it do not ask for another pass.
    var isUpdatingCells = false
    /// The interactive layout transition, while one runs.
    var interactiveTransition: InteractiveLayoutTransition?
    /// The touch that highlighted an item, and the item.
    var trackedTouch: UITouch?
    var trackedIndexPath: IndexPath?
    /// How many cells `dequeueReusableCell` has made (not reused) — for tests and profiling.
    var createdCellCount = 0
    /// Reused each layout pass (so a warm pass allocates only what the layout returns).
    var wantedAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var pathBuffer: [IndexPath] = []
    /// The controller whose layout a layout-to-layout navigation transition last
    /// installed (see `UICollectionViewController`).
    weak var navigationLayoutController: UICollectionViewController?

    /// A collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        layoutStorage = layout
        super.init(frame: frame)
        backgroundColor = .systemBackground
        adopt(layout)
    }

    /// An empty collection view with a flow layout (Segue has no archives).
    public required init?(coder: NSCoder) {
        layoutStorage = UICollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(layoutStorage)
    }

    /// Makes `layout` lay out for this collection view (prepared again before use).
    func adopt(_ layout: UICollectionViewLayout) {
        if layout.collectionView !== self {
            layout.collectionView = self
        }
        layout.needsPrepare = true
        if let transition = layout as? UICollectionViewTransitionLayout {
            for inner in [transition.currentLayout, transition.nextLayout] where inner.collectionView !== self {
                inner.collectionView = self
                inner.needsPrepare = true
            }
        }
    }

    /// The layout (setting it is `setCollectionViewLayout(_:animated: false)`).
    open var collectionViewLayout: UICollectionViewLayout {
        get { layoutStorage }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Replaces the layout object without any of the work of a layout change (the
    /// layout-change and interactive-transition code does that work).
    func installLayoutObject(_ layout: UICollectionViewLayout) {
        let old = layoutStorage
        layoutStorage = layout
        adopt(layout)
        if old !== layout, old.collectionView === self, !isPart(old, of: layout) {
            old.collectionView = nil
        }
    }

    private func isPart(_ layout: UICollectionViewLayout, of other: UICollectionViewLayout) -> Bool {
        guard let transition = other as? UICollectionViewTransitionLayout else { return false }
        return transition.currentLayout === layout || transition.nextLayout === layout
    }

    /// The delegate as a collection view delegate (nil when it is only a scroll view delegate).
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    // MARK: Data

    /// The number of sections the data source gave (read on first use after a reload).
    open var numberOfSections: Int { loadItemCounts().count }

    /// The number of items in `section`; 0 (with a diagnostic) for a section that does not exist.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadItemCounts()
        guard counts.indices.contains(section) else {
            SegueDiagnostics.report("UICollectionView.numberOfItems(inSection: \(section)): there are \(counts.count) sections; answering 0")
            return 0
        }
        return counts[section]
    }

    /// Forgets the item counts, the selection and the cells on screen (which go to
    /// the reuse queues), and lays out again from the data source.
    open func reloadData() {
        itemCounts = nil
        for path in selectedPaths { visibleCellMap[path]?.isSelected = false }
        selectedPaths.removeAll()
        cancelTracking()
        for path in visibleCellMap.keys.sorted() {
            if let cell = visibleCellMap[path] { retire(cell, at: path) }
        }
        layoutStorage.invalidateLayout()
        setNeedsLayout()
    }

    /// The item counts, read from the data source if needed (negative counts are
    /// reported and taken as 0).
    @discardableResult
    func loadItemCounts() -> [Int] {
        if let itemCounts { return itemCounts }
        guard let dataSource else {
            itemCounts = []
            return []
        }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            SegueDiagnostics.report("UICollectionView: numberOfSections(in:) returned \(sections); using 0")
            sections = 0
        }
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            var count = dataSource.collectionView(self, numberOfItemsInSection: section)
            if count < 0 {
                SegueDiagnostics.report("UICollectionView: collectionView(_:numberOfItemsInSection: \(section)) returned \(count); using 0")
                count = 0
            }
            counts.append(count)
        }
        itemCounts = counts
        return counts
    }

    /// Whether an index path names an item of the data.
    func isValid(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let counts = loadItemCounts()
        return counts.indices.contains(indexPath.section) && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    // MARK: Cells on screen

    /// The cells on screen, in index path order.
    open var visibleCells: [UICollectionViewCell] {
        visibleCellMap.keys.sorted().compactMap { visibleCellMap[$0] }
    }

    /// The index paths of the items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleCellMap.keys.sorted()
    }

    /// The cell showing the item, or nil when the item is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCellMap[indexPath]
    }

    /// The index path of a cell on screen, or nil.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellMap.first { $0.value === cell }?.key
    }

    /// The item whose layout frame contains `point` (content coordinates), the
    /// frontmost when several do; nil when none does.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        layoutStorage.prepareIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        var best: UICollectionViewLayoutAttributes?
        for attributes in layoutStorage.layoutAttributesForElements(in: probe) ?? []
        where attributes.representedElementCategory == .cell && !attributes.isHidden
            && attributes.frame.contains(point) && isValid(attributes.indexPath) {
            if best == nil || attributes.zIndex >= best!.zIndex { best = attributes }
        }
        return best?.indexPath
    }

    /// The layout's attributes for an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutStorage.prepareIfNeeded()
        return layoutStorage.validAttributesForItem(at: indexPath)
    }

    // MARK: Layout

    /// Refills the visible rectangle with cells (unless an animated layout change
    /// is in flight; it refills when it ends).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard layoutChangeDepth == 0 else { return }
        updateVisibleCells()
    }

    /// Where a flick comes to rest: the scroll view's resting point, then the
    /// layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
    /// (velocity in points per second).
    override func proposedRestingOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let natural = super.proposedRestingOffset(from: offset, velocity: velocity)
        let target = collectionViewLayout.targetContentOffset(forProposedContentOffset: natural, withScrollingVelocity: velocity)
        return target.x.isFinite && target.y.isFinite ? target : natural
    }

    // MARK: Touches (selection; see UICollectionView+Selection.swift)

    /// A touch going down on an item highlights it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        trackTouchesBegan(touches)
    }

    /// The touch lifting inside its item selects it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        trackTouchesEnded(touches)
    }

    /// A cancelled touch (a scroll took it) selects nothing.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        trackTouchesCancelled(touches)
    }

    /// A layout told the collection view it changed: lay out again if it is the
    /// layout in use (or part of the transition layout in use); a transition
    /// layout driven interactively also moves the content offset along.
    func layoutDidInvalidate(_ layout: UICollectionViewLayout) {
        var concernsUs = layout === layoutStorage
        if let transition = layoutStorage as? UICollectionViewTransitionLayout {
            if layout === transition.currentLayout || layout === transition.nextLayout {
                transition.needsPrepare = true
                concernsUs = true
            }
            if layout === transition, let running = interactiveTransition, running.layout === transition {
                followTransitionProgress(running)
            }
        }
        guard concernsUs, !isUpdatingCells else { return }
        setNeedsLayout()
    }
}
