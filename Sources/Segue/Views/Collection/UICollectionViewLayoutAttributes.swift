import Foundation

/// Where and how one element of a collection view is shown (UIKit's
/// `UICollectionViewLayoutAttributes`): a layout returns them, the collection
/// view applies them to its cells.
///
/// Geometry follows UIKit: `frame` is derived from `center` and `size` (the
/// untransformed rectangle; setting it sets both), `bounds` is `size` at origin
/// zero, `transform` is the affine part of `transform3D` (setting it sets
/// `transform3D`). The collection view applies `center`, `bounds`, `transform3D`,
/// `alpha`, `zIndex` (as the layer's `zPosition`) and `isHidden` to the cell, then
/// calls the cell's `apply(_:)`.
///
/// Attributes are objects, copied with `copy()` (NSCopying): a subclass with its
/// own properties overrides `copy(with:)` and `isEqual(_:)`, as in UIKit, so
/// copies and the transition interpolation keep its values. A layout should hand
/// out attributes it will not change later, or copies.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The centre of the element, in the collection view's content coordinates.
    open var center: CGPoint = .zero
    /// The size of the element.
    open var size: CGSize = .zero
    /// The 3D transform about the centre (identity by default).
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// Opacity, 0…1 (1 by default).
    open var alpha: CGFloat = 1
    /// Stacking order among the elements: higher in front (0 by default).
    open var zIndex = 0
    /// Whether the element is hidden (no cell is shown for a hidden item).
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// The element's kind: a cell, a supplementary or a decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The supplementary or decoration kind; nil for cells.
    open private(set) var representedElementKind: String?

    /// Empty attributes of a cell at item 0 of section 0 (required, so `copy()`
    /// makes the same subclass).
    public required override init() {
        super.init()
    }

    /// Attributes of the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes of a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes of a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    // MARK: Derived geometry

    /// The untransformed rectangle, in content coordinates: `center` and `size`.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The element's own coordinate space: `size` at the origin (setting it sets `size`).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine part of `transform3D`; setting it makes `transform3D` that affine transform.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    // MARK: Copying and comparing

    /// A copy of the same class with the same values (subclasses override, call
    /// super and copy their own properties).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.assignValues(of: self)
        return copy
    }

    /// Whether `object` is attributes of the same class with equal values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return center == other.center && size == other.size && CATransform3DEqualToTransform(transform3D, other.transform3D)
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    /// "<UICollectionViewLayoutAttributes> index path: [0, 1]; frame = (…)" (for debugging).
    open override var description: String {
        "<\(type(of: self))> index path: \(indexPath); frame = \(frame); alpha = \(alpha); zIndex = \(zIndex)\(isHidden ? "; hidden" : "")"
    }

    /// Copies every value of `other` into these attributes.
    final func assignValues(of other: UICollectionViewLayoutAttributes) {
        center = other.center
        size = other.size
        transform3D = other.transform3D
        alpha = other.alpha
        zIndex = other.zIndex
        isHidden = other.isHidden
        indexPath = other.indexPath
        representedElementCategory = other.representedElementCategory
        representedElementKind = other.representedElementKind
    }

    /// A copy typed as attributes (`copy()` gives `Any`).
    final func copiedAttributes() -> UICollectionViewLayoutAttributes {
        (copy() as? UICollectionViewLayoutAttributes) ?? {
            let plain = UICollectionViewLayoutAttributes()
            plain.assignValues(of: self)
            return plain
        }()
    }
}
