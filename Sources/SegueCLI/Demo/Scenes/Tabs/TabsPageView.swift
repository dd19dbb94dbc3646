import Foundation
import Segue
import SegueStudio

/// The face of one tab of the `tabs` scene: a coloured page with the tab's name,
/// its place among the tabs, and two lines at the bottom saying which transition
/// the delegate vends and what to do. Laid out from the bounds, so it fits any
/// window and follows a resize.
@MainActor
final class TabsPageView: UIView {
    let titleLabel = UILabel()
    let captionLabel = UILabel()
    /// "Transition: 1 — fade …", the style the delegate vends now.
    let styleLabel = UILabel()
    /// What the mouse and keys do.
    let hintLabel = UILabel()
    /// A large copy of the tab's icon.
    let iconView = UIImageView(image: nil)
    private let footer = UIView(frame: .zero)

    init(color: UIColor) {
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = color
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        titleLabel.font = .boldSystemFont(ofSize: 52)
        captionLabel.font = .systemFont(ofSize: 18)
        styleLabel.font = .boldSystemFont(ofSize: 17)
        hintLabel.font = .systemFont(ofSize: 14)
        for label in [titleLabel, captionLabel, styleLabel, hintLabel] {
            label.textColor = .white
            label.textAlignment = .center
        }
        captionLabel.textColor = UIColor(white: 1, alpha: 0.85)
        hintLabel.textColor = UIColor(white: 1, alpha: 0.85)
        hintLabel.text = "Click a tab, or drag sideways on the page to switch  ·  keys 1 2 choose the transition"
        iconView.contentMode = .scaleAspectFit
        iconView.alpha = 0.35
        footer.backgroundColor = UIColor(white: 0, alpha: 0.22)
        footer.isUserInteractionEnabled = false
        for subview in [iconView, titleLabel, captionLabel, footer, styleLabel, hintLabel] as [UIView] {
            addSubview(subview)
        }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let footerHeight: CGFloat = 64
        let midY = (bounds.height - footerHeight) / 2
        iconView.frame = CGRect(x: bounds.midX - 60, y: midY - 150, width: 120, height: 120)
        titleLabel.frame = CGRect(x: 0, y: midY - 20, width: width, height: 64)
        captionLabel.frame = CGRect(x: 0, y: midY + 50, width: width, height: 24)
        footer.frame = CGRect(x: 0, y: bounds.height - footerHeight, width: width, height: footerHeight)
        styleLabel.frame = CGRect(x: 8, y: bounds.height - footerHeight + 9, width: width - 16, height: 22)
        hintLabel.frame = CGRect(x: 8, y: bounds.height - footerHeight + 36, width: width - 16, height: 20)
    }
}
