import Foundation
import Segue
import SegueStudio

/// The face of one page of the `navigation` scene: a coloured page with the page's
/// name, how deep it is on the stack, how many times it appeared, a button that
/// pushes the next page (or pops to the root from the last one), and two lines at
/// the bottom saying which transition the delegate vends and what to do.
///
/// Everything is laid out from the bounds in `layoutSubviews`, so the page fits
/// any window size and follows a resize.
@MainActor
final class NavigationPageView: UIView {
    let titleLabel = UILabel()
    let captionLabel = UILabel()
    let visitsLabel = UILabel()
    let button = UIButton(type: .system)
    /// "Transition: 2 — custom fade …", the style the delegate vends now.
    let styleLabel = UILabel()
    /// What the mouse and keys do.
    let hintLabel = UILabel()
    /// The translucent band behind the two bottom lines.
    private let footer = UIView(frame: .zero)

    init(color: UIColor) {
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = color
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        titleLabel.font = .boldSystemFont(ofSize: 52)
        captionLabel.font = .systemFont(ofSize: 18)
        visitsLabel.font = .systemFont(ofSize: 15)
        styleLabel.font = .boldSystemFont(ofSize: 17)
        hintLabel.font = .systemFont(ofSize: 14)
        for label in [titleLabel, captionLabel, visitsLabel, styleLabel, hintLabel] {
            label.textColor = .white
            label.textAlignment = .center
        }
        captionLabel.textColor = UIColor(white: 1, alpha: 0.85)
        visitsLabel.textColor = UIColor(white: 1, alpha: 0.75)
        hintLabel.textColor = UIColor(white: 1, alpha: 0.85)
        hintLabel.text = "Drag from the left edge to go back  ·  keys 1 2 3 choose the transition  ·  N pushes, B goes back"
        footer.backgroundColor = UIColor(white: 0, alpha: 0.22)
        footer.isUserInteractionEnabled = false
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 20)
        button.backgroundColor = UIColor(white: 1, alpha: 0.2)
        button.layer.cornerRadius = 12
        for subview in [titleLabel, captionLabel, visitsLabel, button, footer, styleLabel, hintLabel] as [UIView] {
            addSubview(subview)
        }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let footerHeight: CGFloat = 64
        let midY = (bounds.height - footerHeight) / 2
        titleLabel.frame = CGRect(x: 0, y: midY - 120, width: width, height: 64)
        captionLabel.frame = CGRect(x: 0, y: midY - 48, width: width, height: 24)
        visitsLabel.frame = CGRect(x: 0, y: midY - 18, width: width, height: 20)
        button.frame = CGRect(x: bounds.midX - 110, y: midY + 22, width: 220, height: 52)
        footer.frame = CGRect(x: 0, y: bounds.height - footerHeight, width: width, height: footerHeight)
        styleLabel.frame = CGRect(x: 8, y: bounds.height - footerHeight + 9, width: width - 16, height: 22)
        hintLabel.frame = CGRect(x: 8, y: bounds.height - footerHeight + 36, width: width - 16, height: 20)
    }
}
