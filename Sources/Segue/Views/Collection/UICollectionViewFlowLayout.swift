import Foundation

/// A layout placing items in lines, one after another, wrapping to a new line
/// when the next item does not fit (UIKit's `UICollectionViewFlowLayout`): a grid
/// when the items are small, a list when each fills a line.
///
/// Scrolling vertically, lines are rows from top to bottom and items go left to
/// right; horizontally, lines are columns from left to right and items go top to
/// bottom. Each section starts on a new line, inside its `sectionInset`; lines are
/// `minimumLineSpacing` apart and an item in a line is centred across the line's
/// thickness (its tallest item). The cross size available is the collection view's
/// (minus its `contentInset` and the section inset). As in UIKit, items are spread
/// along their line: the first touches the start inset, the last the end inset, so
/// the space between them is at least `minimumInteritemSpacing` — and a line with
/// a single item centres it. The delegate, when it adopts
/// `UICollectionViewDelegateFlowLayout`, may size each item and section.
///
/// `prepare()` computes every item's frame once; a query for a rectangle finds the
/// first line by binary search and reads only the lines it crosses, so scrolling
/// costs O(log n + visible) for any number of items. Attribute objects are made
/// when first asked for and kept until the next `prepare()`. Headers, footers and
/// self-sizing (`headerReferenceSize`, `estimatedItemSize`) are accepted but not
/// laid out.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of each item, unless the delegate sizes it (50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least space between lines (10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items on one line (10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items (none).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The axis the content scrolls along (vertical).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Accepted for source compatibility; Segue's flow layout does not self-size.
    open var estimatedItemSize: CGSize = .zero
    /// Accepted for source compatibility; Segue's flow layout lays out no headers.
    open var headerReferenceSize: CGSize = .zero
    /// Accepted for source compatibility; Segue's flow layout lays out no footers.
    open var footerReferenceSize: CGSize = .zero

    /// Each section's item frames, from the last `prepare()`.
    private var frames: [[CGRect]] = []
    /// The lines in scrolling order.
    private var lines: [FlowLayoutLine] = []
    /// Attribute objects, made on first request.
    private var attributesCache: [[UICollectionViewLayoutAttributes?]] = []
    private var contentSize: CGSize = .zero
    /// The cross-axis size the last `prepare()` laid out for.
    private var preparedCrossExtent: CGFloat = -1

    /// A flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Segue has no archives; a flow layout with the defaults.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Computing

    /// Computes every item's frame from the collection view's item counts, size and
    /// insets and the delegate's sizes.
    open override func prepare() {
        super.prepare()
        frames = []
        lines = []
        attributesCache = []
        contentSize = .zero
        guard let collectionView else { return }
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let bounds = collectionView.bounds.size
        let crossExtent = max(0, vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom)
        preparedCrossExtent = crossExtent
        let sizing = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        var along: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            let margins = Self.finite(sizing?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset)
            let lineSpacing = Self.spacing(sizing?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing)
            let itemSpacing = Self.spacing(sizing?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing)
            let (alongStart, alongEnd, crossStart, crossEnd) = vertical
                ? (margins.top, margins.bottom, margins.left, margins.right)
                : (margins.left, margins.right, margins.top, margins.bottom)
            let available = crossExtent - crossStart - crossEnd
            var sizes = [CGSize]()
            sizes.reserveCapacity(count)
            for item in 0..<count {
                let size = sizing?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
                sizes.append(Self.validSize(size, at: IndexPath(item: item, section: section)))
            }
            var sectionFrames = [CGRect](repeating: .zero, count: count)
            along += alongStart
            var item = 0
            while item < count {
                // Fill a line: as many items as fit with the minimum spacing (at least one).
                var lineCount = 0, used: CGFloat = 0, thickness: CGFloat = 0
                while item + lineCount < count {
                    let size = sizes[item + lineCount]
                    let cross = vertical ? size.width : size.height
                    let needed = lineCount == 0 ? cross : used + itemSpacing + cross
                    if lineCount > 0 && needed > available + 0.0001 { break }
                    used = needed
                    thickness = max(thickness, vertical ? size.height : size.width)
                    lineCount += 1
                }
                if item > 0 { along += lineSpacing }
                // Spread the line's items from the start inset to the end inset.
                var cursor = crossStart
                var gap: CGFloat = 0
                if lineCount == 1 {
                    let cross = vertical ? sizes[item].width : sizes[item].height
                    cursor = crossStart + (available - cross) / 2
                } else {
                    let itemsExtent = used - itemSpacing * CGFloat(lineCount - 1)
                    gap = (available - itemsExtent) / CGFloat(lineCount - 1)
                }
                for index in item..<(item + lineCount) {
                    let size = sizes[index]
                    if vertical {
                        sectionFrames[index] = CGRect(x: cursor, y: along + (thickness - size.height) / 2,
                                                      width: size.width, height: size.height)
                        cursor += size.width + gap
                    } else {
                        sectionFrames[index] = CGRect(x: along + (thickness - size.width) / 2, y: cursor,
                                                      width: size.width, height: size.height)
                        cursor += size.height + gap
                    }
                }
                lines.append(FlowLayoutLine(section: section, firstItem: item, count: lineCount,
                                            start: along, end: along + thickness))
                along += thickness
                item += lineCount
            }
            along += alongEnd
            frames.append(sectionFrames)
            attributesCache.append([UICollectionViewLayoutAttributes?](repeating: nil, count: count))
        }
        contentSize = vertical ? CGSize(width: crossExtent, height: along) : CGSize(width: along, height: crossExtent)
    }

    /// The size of all the lines and insets; across, the collection view's size
    /// minus its content insets.
    open override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return contentSize
    }

    /// The items whose frames intersect `rect`, in item order, found by binary
    /// search over the lines.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        guard !rect.isNull else { return [] }
        let vertical = scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX
        let high = vertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        var index = lines.firstIndex(endingAtOrAfter: low)
        while index < lines.count, lines[index].start <= high {
            let line = lines[index]
            for item in line.firstItem..<(line.firstItem + line.count) where frames[line.section][item].overlaps(rect) {
                result.append(attributes(section: line.section, item: item))
            }
            index += 1
        }
        return result
    }

    /// The item's attributes, or nil for an index path outside the data.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard indexPath.count == 2, frames.indices.contains(indexPath.section),
              frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return attributes(section: indexPath.section, item: indexPath.item)
    }

    /// True when the collection view's size across the lines changes (a resize or
    /// rotation), not when it merely scrolls.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let inset = collectionView.adjustedContentInset
        let cross = scrollDirection == .vertical ? newBounds.width - inset.left - inset.right
                                                 : newBounds.height - inset.top - inset.bottom
        return max(0, cross) != preparedCrossExtent
    }

    // MARK: Helpers

    private func attributes(section: Int, item: Int) -> UICollectionViewLayoutAttributes {
        if let cached = attributesCache[section][item] { return cached }
        let type = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let made = type.init()
        made.indexPath = IndexPath(item: item, section: section)
        made.frame = frames[section][item]
        attributesCache[section][item] = made
        return made
    }

    private static func validSize(_ size: CGSize, at indexPath: IndexPath) -> CGSize {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            SegueDiagnostics.report("UICollectionViewFlowLayout: item \(indexPath) has size \(size); using zero (sizes must be finite and not negative)")
            return .zero
        }
        return size
    }

    private static func spacing(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }

    private static func finite(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        let values = [insets.top, insets.left, insets.bottom, insets.right]
        return values.allSatisfy(\.isFinite) ? insets : .zero
    }
}
