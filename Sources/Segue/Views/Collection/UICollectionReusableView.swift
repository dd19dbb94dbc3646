import Foundation

/// A view a collection view shows for an element and reuses once it leaves the
/// screen (UIKit's `UICollectionReusableView`; cells are `UICollectionViewCell`).
///
/// The collection view makes reusable views from the class registered for a reuse
/// identifier with `init()` (Segue has no Objective-C runtime to call an arbitrary
/// class's `init(frame:)`): a subclass that overrides `init(frame:)` — the usual
/// UIKit pattern — inherits it and is made through its own `init(frame:)`; one that
/// declares other designated initializers must also implement `required init()`.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// A view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An empty view (Segue has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A view with a zero frame; the collection view makes registered classes with it.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// Called before the view is handed out again by `dequeueReusableCell…`: reset
    /// per-item state here (the default does nothing).
    open func prepareForReuse() {}

    /// Called after the collection view applied a layout's attributes to the view
    /// (its centre, bounds, transform, alpha, zIndex and hidden state); override to
    /// apply a custom subclass's attributes. The default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before the collection view changes from one layout to another while the view is shown.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after the collection view changed from one layout to another while the view is shown.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view would like (self-sizing); the layout's, unchanged.
    /// Segue's flow layout does not self-size, so this is not called.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}
