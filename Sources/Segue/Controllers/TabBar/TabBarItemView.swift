import Foundation

/// One tab of a `UITabBar`: a control showing a `UITabBarItem`'s image (as a
/// template, tinted), its title below and its badge at the image's top-right
/// corner, filling its slot of the bar so a tap anywhere in the slot selects it.
///
/// Layout in the 49 pt bar, after UIKit's portrait tab bar: the image fits in
/// 28 × 28 pt, 5 pt from the top (smaller images keep their size); the title is
/// 10 pt medium, 3 pt above the bottom. Without an image the title is 13 pt and
/// centred vertically (UIKit leaves the image's space empty; Segue centres the
/// title so text-only bars look balanced). The badge is a red capsule, 18 pt tall,
/// with the value in white 13 pt text.
@MainActor
final class TabBarItemView: UIControl {
    static let imageBox = CGSize(width: 28, height: 28)
    static let imageTop: CGFloat = 5
    static let titleBottomInset: CGFloat = 3
    static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    static let titleOnlyFont = UIFont.systemFont(ofSize: 13, weight: .medium)
    static let badgeHeight: CGFloat = 18
    static let badgeFont = UIFont.systemFont(ofSize: 13)

    /// The item shown.
    private(set) var item: UITabBarItem
    let imageView = UIImageView(frame: .zero)
    let titleLabel = UILabel(frame: .zero)
    let badgeLabel = UILabel(frame: .zero)

    /// What is shown now, to redo only what changed.
    private var shownTitle: String?
    private var shownSource: UIImage?
    private var shownColor: RGBAColor?
    private var shownBadge: String?

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        titleLabel.textAlignment = .center
        badgeLabel.textAlignment = .center
        badgeLabel.font = Self.badgeFont
        badgeLabel.textColor = .white
        badgeLabel.backgroundColor = .systemRed
        badgeLabel.layer.cornerRadius = Self.badgeHeight / 2
        badgeLabel.clipsToBounds = true
        badgeLabel.isHidden = true
        addSubview(imageView)
        addSubview(titleLabel)
        addSubview(badgeLabel)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `item` with `title` in `color`; redraws only what changed.
    func show(_ item: UITabBarItem, title: String?, color: UIColor) {
        self.item = item
        var needsLayout = false
        if title != shownTitle {
            shownTitle = title
            titleLabel.text = title
            needsLayout = true
        }
        let rgba = color.rgba
        if item.image !== shownSource || rgba != shownColor {
            if (item.image == nil) != (shownSource == nil) { needsLayout = true }
            shownSource = item.image
            shownColor = rgba
            imageView.image = item.image.flatMap { TabBarTemplateImage.tinted($0, with: rgba) }
            titleLabel.textColor = color
            needsLayout = true
        }
        if item.badgeValue != shownBadge {
            shownBadge = item.badgeValue
            badgeLabel.text = item.badgeValue
            badgeLabel.isHidden = item.badgeValue == nil
            needsLayout = true
        }
        if needsLayout { setNeedsLayout() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        var badgeAnchor: CGPoint
        if let image = shownSource {
            let fit = min(1, Self.imageBox.width / max(image.size.width, 1), Self.imageBox.height / max(image.size.height, 1))
            let imageSize = CGSize(width: (image.size.width * fit).rounded(), height: (image.size.height * fit).rounded())
            imageView.isHidden = false
            imageView.frame = CGRect(x: ((size.width - imageSize.width) / 2).rounded(), y: Self.imageTop,
                                     width: imageSize.width, height: imageSize.height)
            titleLabel.font = Self.titleFont
            let height = Self.titleFont.lineHeight
            titleLabel.frame = CGRect(x: 0, y: size.height - Self.titleBottomInset - height, width: size.width, height: height)
            badgeAnchor = CGPoint(x: imageView.frame.midX + 6, y: 1)
        } else {
            imageView.isHidden = true
            titleLabel.font = Self.titleOnlyFont
            let height = Self.titleOnlyFont.lineHeight
            titleLabel.frame = CGRect(x: 0, y: ((size.height - height) / 2).rounded(), width: size.width, height: height)
            let textWidth = titleLabel.sizeThatFits(.zero).width
            badgeAnchor = CGPoint(x: ((size.width + textWidth) / 2).rounded() + 2, y: titleLabel.frame.minY - 8)
        }
        if !badgeLabel.isHidden {
            let width = max(Self.badgeHeight, badgeLabel.sizeThatFits(.zero).width + 10)
            badgeAnchor.x = min(badgeAnchor.x, size.width - width)
            badgeLabel.frame = CGRect(x: badgeAnchor.x, y: max(badgeAnchor.y, 0), width: width, height: Self.badgeHeight)
        }
    }
}
