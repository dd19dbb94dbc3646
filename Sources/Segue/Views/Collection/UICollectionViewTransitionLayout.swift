import Foundation

/// The layout a collection view shows while it changes interactively from one
/// layout to another (UIKit's `UICollectionViewTransitionLayout`): each item's
/// attributes lie between its attributes in `currentLayout` and in `nextLayout` at
/// `transitionProgress` (0 is the current layout, 1 the next; see
/// `UICollectionViewLayoutAttributes.interpolated(to:progress:)`), and so does the
/// content size.
///
/// `UICollectionView.startInteractiveTransition(to:completion:)` installs one;
/// drive it by setting `transitionProgress` (Segue invalidates the layout for you,
/// so the cells move on the next layout pass), then call the collection view's
/// `finishInteractiveTransition()` or `cancelInteractiveTransition()`. Subclass it
/// for paths other than straight lines and return the subclass from the
/// delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)`.
///
/// An item only one layout places (in its rectangle) comes from, or goes to,
/// its attributes in that layout faded to alpha 0.
@MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition goes to.
    public let nextLayout: UICollectionViewLayout

    /// How far the transition has gone, 0 (current) to 1 (next). Setting it
    /// invalidates the layout. Values outside 0…1 extrapolate; a value that is not
    /// finite is reported and ignored.
    open var transitionProgress: CGFloat = 0 {
        didSet {
            guard transitionProgress.isFinite else {
                SegueDiagnostics.report("UICollectionViewTransitionLayout.transitionProgress = \(transitionProgress) ignored: it must be finite")
                transitionProgress = oldValue
                return
            }
            progressHistory.record(transitionProgress, at: CACurrentMediaTime())
            invalidateLayout()
        }
    }

    private var animatedValues: [String: CGFloat] = [:]
    /// The last changes of `transitionProgress` with their media times (for the finishing speed).
    var progressHistory = TransitionProgressHistory()
    /// Buffers reused from query to query.
    private var pathSet = Set<IndexPath>()
    private var sortedPaths: [IndexPath] = []
    /// Attribute objects reused from pass to pass, by index path.
    private var interpolatedCache: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    /// Where the collection view showed its content when the transition started and
    /// where it will at the end, so items visible at either end are found. Set by
    /// the collection view.
    var startVisibleRect: CGRect?
    var endVisibleRect: CGRect?

    /// A transition from `currentLayout` to `nextLayout` at progress 0.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    /// Segue has no archives; a transition layout needs its two layouts, so this fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Animated keys

    /// Stores a value under a key of your own (a finger position, a scale) for a
    /// subclass to lay out with; each update is also recorded with its time.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// The last value stored under `key` (0 when none was).
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    // MARK: The layout

    /// Prepares both layouts for the collection view (they must lay out for it).
    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            if layout.collectionView !== collectionView {
                layout.collectionView = collectionView
                layout.needsPrepare = true
            }
            layout.prepareIfNeeded()
        }
    }

    /// The content size between the two layouts'.
    open override var collectionViewContentSize: CGSize {
        let from = currentLayout.collectionViewContentSize, to = nextLayout.collectionViewContentSize
        let p = transitionProgress
        return CGSize(width: from.width + (to.width - from.width) * p, height: from.height + (to.height - from.height) * p)
    }

    /// The items whose interpolated attributes overlap `rect`, among the cells
    /// either layout places in `rect`, the current layout in the visible rectangle
    /// of the transition's start and the next one in that of its end. (An item
    /// that lies outside all of these in both layouts yet crosses `rect` midway —
    /// possible only for layouts that reorder items across the screen — is not
    /// shown; the queries stay the size of a screen however far the transition
    /// scrolls.)
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        pathSet.removeAll(keepingCapacity: true)
        collectPaths(of: currentLayout, in: rect)
        collectPaths(of: nextLayout, in: rect)
        if let startVisibleRect, startVisibleRect != rect { collectPaths(of: currentLayout, in: startVisibleRect) }
        if let endVisibleRect, endVisibleRect != rect { collectPaths(of: nextLayout, in: endVisibleRect) }
        sortedPaths.removeAll(keepingCapacity: true)
        sortedPaths.append(contentsOf: pathSet)
        sortedPaths.sort()
        var result: [UICollectionViewLayoutAttributes] = []
        result.reserveCapacity(sortedPaths.count)
        for path in sortedPaths {
            guard let attributes = interpolatedAttributes(at: path), attributes.frame.overlaps(rect) else { continue }
            result.append(attributes)
        }
        return result
    }

    /// Adds the index paths of the cells `layout` places in `rect` to `pathSet`.
    private func collectPaths(of layout: UICollectionViewLayout, in rect: CGRect) {
        for attributes in layout.layoutAttributesForElements(in: rect) ?? [] where attributes.representedElementCategory == .cell {
            pathSet.insert(attributes.indexPath)
        }
    }

    /// The item's attributes between the two layouts' at `transitionProgress`.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        return interpolatedAttributes(at: indexPath)
    }

    private func interpolatedAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let from = currentLayout.layoutAttributesForItem(at: indexPath)
        let to = nextLayout.layoutAttributesForItem(at: indexPath)
        guard let start = from ?? to?.fadedCopy(), let end = to ?? from?.fadedCopy() else { return nil }
        let result: UICollectionViewLayoutAttributes
        if let cached = interpolatedCache[indexPath], type(of: cached) == type(of: start) {
            result = cached
        } else {
            result = start.copiedAttributes()
            interpolatedCache[indexPath] = result
        }
        result.indexPath = indexPath
        result.setInterpolation(from: start, to: end, progress: transitionProgress)
        return result
    }
}
