import Foundation

/// Decides where a collection view's items go (UIKit's `UICollectionViewLayout`):
/// an abstract base — subclass it (or use `UICollectionViewFlowLayout`).
///
/// The collection view calls `prepare()` once after each invalidation (and when it
/// gets the layout), then reads `collectionViewContentSize` and asks
/// `layoutAttributesForElements(in:)` for the visible rectangle on every layout
/// pass — on every scroll — so answer that from what `prepare()` computed.
/// `invalidateLayout()` makes the collection view prepare again and lay out its
/// cells on the next pass; `shouldInvalidateLayout(forBoundsChange:)` is asked
/// whenever the collection view's bounds change (scrolling included).
///
/// A layout serves one collection view at a time: `collectionView` is the one that
/// last installed it (as the layout, or inside a transition layout).
@MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout (weak).
    open internal(set) weak var collectionView: UICollectionView?

    /// Whether `prepare()` must run before the next query.
    final var needsPrepare = true

    /// A layout not yet used by a collection view.
    public override init() {
        super.init()
    }

    /// Segue has no archives; makes a plain layout so UIKit subclasses compile.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The attributes class the layout makes (UIKit's `layoutAttributesClass`).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    // MARK: Providing the layout

    /// Computes the layout (called after each invalidation, before any query).
    open func prepare() {}

    /// The size of all the content (zero by default).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element intersecting `rect` (none by default).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item (none by default).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Invalidation

    /// Marks the layout as out of date: the collection view prepares it again and
    /// lays out its cells on its next layout pass.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.layoutDidInvalidate(self)
    }

    /// Whether a change of the collection view's bounds (a scroll or a resize) needs
    /// a new layout (false by default).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    // MARK: Appearing and disappearing items

    /// Where an item appearing in an animated layout change starts, when the old
    /// layout has no attributes for it (nil: the new attributes, faded in).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an item leaving in an animated layout change ends, when the new layout
    /// has no attributes for it (nil: the old attributes, faded out).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Content offset

    /// The content offset to use after a layout change (the proposal by default).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a flick should come to rest (the proposal by default; override to snap to items).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Layout transitions

    /// Called on the new layout before a change from `oldLayout`.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called on the old layout before a change to `newLayout`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called on both layouts once a layout change has ended.
    open func finalizeLayoutTransition() {}

    // MARK: Segue

    /// Runs `prepare()` if the layout was invalidated since it last ran.
    final func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }

    /// The item's attributes if it is a valid index path of the collection view.
    final func validAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView, collectionView.isValid(indexPath) else { return nil }
        return layoutAttributesForItem(at: indexPath)
    }
}
