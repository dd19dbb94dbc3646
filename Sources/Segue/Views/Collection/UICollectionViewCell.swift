import Foundation

/// The view showing one item of a collection view (UIKit's `UICollectionViewCell`).
///
/// Put the item's views in `contentView`, which fills the cell. Behind it, the
/// optional `backgroundView` and, while the cell is selected or highlighted,
/// `selectedBackgroundView` fill the cell too (both resize with it). The
/// collection view sets `isSelected` and `isHighlighted`; override their observers
/// (call super) to restyle the cell.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view holding the cell's content, filling the cell.
    public let contentView = UIView(frame: .zero)

    /// Whether the item is selected; shows `selectedBackgroundView`.
    open var isSelected = false {
        didSet { updateSelectedBackground() }
    }

    /// Whether a touch is down on the item; shows `selectedBackgroundView`.
    open var isHighlighted = false {
        didSet { updateSelectedBackground() }
    }

    /// A view behind the content, filling the cell.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { install(backgroundView, at: 0) }
        }
    }

    /// A view behind the content (above `backgroundView`) shown while the cell is
    /// selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                install(selectedBackgroundView, at: backgroundView?.superview === self ? 1 : 0)
                updateSelectedBackground()
            }
        }
    }

    /// A cell with a frame; its content view fills it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        prepareContentView()
    }

    /// An empty cell (Segue has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        prepareContentView()
    }

    private func prepareContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Clears the highlight and selection, as UIKit does before a cell is reused
    /// (the collection view then sets the new item's selection).
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
    }

    private func install(_ view: UIView, at index: Int) {
        UIView.performWithoutAnimation {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: index)
        }
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
