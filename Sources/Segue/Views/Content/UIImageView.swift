import Foundation

/// A view that shows an image (UIKit's `UIImageView`).
///
/// The image is the layer's contents: setting `image` sets `layer.contents` to its
/// `cgImage` and `layer.contentsScale` to its scale, and `contentMode` (default
/// `.scaleToFill`, as in UIKit) fits it into the bounds through the layer's
/// `contentsGravity`. While `isHighlighted` is true, `highlightedImage` shows
/// instead when there is one. As in UIKit, image views ignore touches
/// (`isUserInteractionEnabled` is false) so they never swallow a tap meant for
/// what is behind them.
@MainActor
open class UIImageView: UIView {
    /// The image shown; nil shows nothing.
    open var image: UIImage? {
        didSet { updateContents() }
    }

    /// The image shown while `isHighlighted` is true (nil: `image` stays).
    open var highlightedImage: UIImage? {
        didSet { updateContents() }
    }

    /// Whether the view shows `highlightedImage`.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateContents() } }
    }

    /// A view showing `image`, its frame at the origin and the image's size in points
    /// (zero without an image), as UIKit's `init(image:)` makes it.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        updateContents()
    }

    /// A view showing `image`, and `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        self.highlightedImage = highlightedImage
        updateContents()
    }

    /// An empty image view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// UIKit's archive initializer; Segue has no archives, so this makes an empty
    /// image view with a zero frame (it exists so UIKit subclasses compile).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image on screen now: the highlighted one while highlighted, else `image`.
    var displayedImage: UIImage? {
        isHighlighted ? highlightedImage ?? image : image
    }

    private func updateContents() {
        let shown = displayedImage
        layer.contents = shown?.cgImage
        layer.contentsScale = shown?.scale ?? 1
    }

    // MARK: Sizing

    /// The image's size in points (zero without an image), whatever `size` says.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? .zero
    }

    /// The image's size in points; `noIntrinsicMetric` both ways without an image.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
