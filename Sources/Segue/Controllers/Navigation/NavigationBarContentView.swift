import Foundation

/// One state of a navigation bar's contents — the title, centred, and the back
/// button at the leading edge — as a view, so that the bar can cross-fade from
/// one to the next during a transition.
@MainActor
final class NavigationBarContentView: UIView {
    /// The leading and trailing inset of the back button, in points.
    static let edgeInset: CGFloat = 8
    /// The least space between the back button and the title, in points.
    static let titleSpacing: CGFloat = 8

    let titleLabel = UILabel(frame: .zero)
    let backButton = UIButton(type: .system)
    private(set) var state: NavigationBarState

    init(state: NavigationBarState, backAction: @escaping () -> Void) {
        self.state = state
        super.init(frame: .zero)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .black
        titleLabel.textAlignment = .center
        backButton.titleLabel?.font = .systemFont(ofSize: 17)
        backButton.contentHorizontalAlignment = .left
        backButton.addAction(UIAction { _ in backAction() }, for: .touchUpInside)
        addSubview(titleLabel)
        addSubview(backButton)
        apply(state)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows another state in place (no cross-fade).
    func apply(_ newState: NavigationBarState) {
        state = newState
        titleLabel.text = newState.title
        backButton.setTitle(newState.backButtonText, for: .normal)
        backButton.isHidden = newState.backTitle == nil
        setNeedsLayout()
    }

    /// The back button at the leading edge, as wide as its title; the title
    /// centred in the bar, narrowed so it never overlaps the button.
    override func layoutSubviews() {
        super.layoutSubviews()
        let area = bounds
        var buttonMaxX = area.minX
        if !backButton.isHidden {
            let fitted = backButton.sizeThatFits(area.size)
            let width = min(fitted.width, max(0, area.width / 2 - Self.edgeInset))
            backButton.frame = CGRect(x: area.minX + Self.edgeInset, y: area.minY, width: width, height: area.height)
            buttonMaxX = backButton.frame.maxX
        }
        let fittedTitle = titleLabel.sizeThatFits(area.size)
        let sideRoom = max(buttonMaxX - area.minX + Self.titleSpacing, Self.edgeInset)
        let width = min(fittedTitle.width, max(0, area.width - 2 * sideRoom))
        titleLabel.frame = CGRect(x: area.midX - width / 2, y: area.midY - fittedTitle.height / 2,
                                  width: width, height: fittedTitle.height)
    }
}
