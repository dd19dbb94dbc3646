import Foundation

/// A control that runs an action when tapped (UIKit's `UIButton`): a title label
/// and an image view side by side, centred (per `contentHorizontalAlignment` and
/// `contentVerticalAlignment`), over an optional background image.
///
/// Titles, title colours, images and background images are kept per control state
/// and looked up as UIKit does (the state's own value, else `.normal`'s). Default
/// appearance, as UIKit's:
/// - `.system`: titles in the tint colour, dimmed to 20 % alpha (title and image)
///   while highlighted, `.systemGray` when disabled.
/// - `.custom`: white titles that do not change with the state.
///
/// A tap (`touchUpInside`) also sends `.primaryActionTriggered`, the event
/// `init(type:primaryAction:)` registers its action for.
///
/// Segue differences: images are not tinted (no template rendering) and custom
/// buttons do not darken their image while highlighted. `sizeThatFits` is the
/// image and title side by side, plus 6 pt above and below a title (which gives
/// UIKit's 30 pt height for a system button with a 15 pt title).
@MainActor
open class UIButton: UIControl {
    /// The kind of button.
    public private(set) var buttonType: ButtonType = .custom

    /// UIKit's default title font for buttons: the system font at 15 pt.
    static let defaultTitleFont = UIFont.systemFont(ofSize: 15)
    /// Space above and below a title in the fitted size (points).
    static let titleVerticalPadding: CGFloat = 6
    /// How much of its alpha a system button's title and image keep while highlighted.
    static let highlightedAlphaFactor: CGFloat = 0.2

    private let label = UILabel()
    private let contentImageView = UIImageView(image: nil)
    private let backgroundImageView = UIImageView(image: nil)
    private var titles = ControlStateTable<String>()
    private var titleColors = ControlStateTable<UIColor>()
    private var images = ControlStateTable<UIImage>()
    private var backgroundImages = ControlStateTable<UIImage>()

    /// A custom button with a frame (UIKit's `init(frame:)` makes a `.custom` one).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addContentViews()
    }

    /// UIKit's archive initializer; Segue has no archives, so this makes an empty
    /// custom button with a zero frame (it exists so UIKit subclasses compile).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addContentViews()
    }

    /// A button of a type, with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        if buttonType != .custom && buttonType != .system {
            SegueDiagnostics.report("UIButton(type: .\(buttonType)): Segue has no glyph for this type; drawn as a .system button")
        }
        self.buttonType = buttonType
        updateAppearance()
    }

    /// A button of a type (`.system` by default) whose primary action is `primaryAction`:
    /// the action runs on `.primaryActionTriggered` (each tap), and the button takes
    /// the action's title and image (UIKit's iOS 14 initializer).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let actionImage = primaryAction.image { setImage(actionImage, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    private func addContentViews() {
        label.font = Self.defaultTitleFont
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        addSubview(backgroundImageView)
        addSubview(contentImageView)
        addSubview(label)
        updateAppearance()
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    // MARK: Content per state

    /// The label showing the current title (always present in Segue).
    open var titleLabel: UILabel? { label }

    /// The image view showing the current image (always present in Segue).
    open var imageView: UIImageView? { contentImageView }

    /// Sets the title for a state (nil removes it, so the state uses `.normal`'s).
    open func setTitle(_ title: String?, for state: State) {
        titles.set(title, for: state)
        updateAppearance()
    }

    /// The title for a state: its own, else the `.normal` title.
    open func title(for state: State) -> String? {
        titles.value(for: state)
    }

    /// Sets the title colour for a state (nil restores the button type's default).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors.set(color, for: state)
        updateAppearance()
    }

    /// The title colour for a state: the one set for it, else the type's default
    /// for that state (see the type's description).
    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors.exactValue(for: state) { return color }
        let normal = titleColors.exactValue(for: .normal)
        guard buttonType.isSystemStyled else { return normal ?? .white }
        if state.contains(.disabled) { return .systemGray }
        let base = normal ?? tintColor ?? .systemBlue
        if state.contains(.highlighted) {
            return base.withAlphaComponent(CGFloat(base.rgba.alpha) * Self.highlightedAlphaFactor)
        }
        return base
    }

    /// Sets the image for a state (shown left of the title).
    open func setImage(_ image: UIImage?, for state: State) {
        images.set(image, for: state)
        updateAppearance()
    }

    /// The image for a state: its own, else the `.normal` image.
    open func image(for state: State) -> UIImage? {
        images.value(for: state)
    }

    /// Sets the background image for a state (stretched over the bounds).
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages.set(image, for: state)
        updateAppearance()
    }

    /// The background image for a state: its own, else the `.normal` one.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages.value(for: state)
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }
    /// The title colour for the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    // MARK: State changes

    /// Highlighting shows the highlighted title, colour and image.
    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { updateAppearance() } }
    }

    /// Disabling shows the disabled title, colour and image.
    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { updateAppearance() } }
    }

    /// Selecting shows the selected title, colour and image.
    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { updateAppearance() } }
    }

    /// A system button's default title colour follows the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateAppearance()
    }

    /// The inherited tint colour may differ in the new superview.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        updateAppearance()
    }

    /// Shows the current state's title, colour and images.
    private func updateAppearance() {
        let title = currentTitle
        label.text = title
        label.textColor = currentTitleColor
        label.isHidden = title?.isEmpty ?? true
        contentImageView.image = currentImage
        contentImageView.isHidden = currentImage == nil
        contentImageView.alpha = buttonType.isSystemStyled && isHighlighted ? Self.highlightedAlphaFactor : 1
        backgroundImageView.image = currentBackgroundImage
        backgroundImageView.isHidden = currentBackgroundImage == nil
        setNeedsLayout()
    }

    // MARK: Layout

    /// The title's and image's sizes as they are laid out.
    private var contentSizes: (image: CGSize, title: CGSize) {
        let imageSize = currentImage?.size ?? .zero
        let titleSize = label.isHidden ? .zero : label.sizeThatFits(.zero)
        return (imageSize, titleSize)
    }

    /// The image and title side by side, plus the vertical padding around a title.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let (imageSize, titleSize) = contentSizes
        let titleHeight = titleSize.height > 0 ? titleSize.height + 2 * Self.titleVerticalPadding : 0
        return CGSize(width: imageSize.width + titleSize.width, height: max(imageSize.height, titleHeight))
    }

    /// The fitted size.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(.zero)
    }

    /// Places the image and title by the content alignments, the title shrunk (and
    /// truncated) when the two do not fit the width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let area = bounds
        let (imageSize, fittedTitle) = contentSizes
        var titleSize = fittedTitle
        titleSize.width = min(titleSize.width, max(0, area.width - imageSize.width))
        if contentHorizontalAlignment == .fill, titleSize.width > 0 {
            titleSize.width = max(0, area.width - imageSize.width)
        }
        let contentWidth = imageSize.width + titleSize.width
        let left: CGFloat = switch contentHorizontalAlignment {
        case .left, .leading, .fill: area.minX
        case .right, .trailing: area.maxX - contentWidth
        case .center: area.minX + (area.width - contentWidth) / 2
        }
        backgroundImageView.frame = area
        contentImageView.frame = CGRect(origin: CGPoint(x: pixelAligned(left), y: pixelAligned(top(for: imageSize.height, in: area))),
                             size: contentVerticalAlignment == .fill && imageSize.height > 0
                                 ? CGSize(width: imageSize.width, height: area.height) : imageSize)
        let titleHeight = contentVerticalAlignment == .fill ? area.height : titleSize.height
        label.frame = CGRect(x: pixelAligned(left + imageSize.width), y: pixelAligned(top(for: titleHeight, in: area)),
                             width: titleSize.width, height: titleHeight)
    }

    private func top(for height: CGFloat, in area: CGRect) -> CGFloat {
        switch contentVerticalAlignment {
        case .top, .fill: area.minY
        case .bottom: area.maxY - height
        case .center: area.minY + (area.height - height) / 2
        }
    }

    private func pixelAligned(_ value: CGFloat) -> CGFloat {
        let scale = UIScreen.main.scale
        return (value * scale).rounded() / scale
    }
}
