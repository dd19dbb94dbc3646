import Foundation

/// The root view of a `UITabBarController`: the content view filling everything
/// above the tab bar, and the bar, `UITabBar.height` tall, along the bottom.
@MainActor
final class TabBarControllerView: UIView {
    let contentView: TabBarContentView
    let tabBar: UITabBar

    init(frame: CGRect, tabBar: UITabBar, owner: UITabBarController) {
        self.tabBar = tabBar
        contentView = TabBarContentView(frame: .zero)
        contentView.owner = owner
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = .systemBackground
        addSubview(contentView)
        addSubview(tabBar)
        layoutParts()
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private func layoutParts() {
        let size = bounds.size
        let barHeight = min(UITabBar.height, size.height)
        contentView.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height - barHeight)
        tabBar.frame = CGRect(x: 0, y: size.height - barHeight, width: size.width, height: barHeight)
    }
}

/// The view tab switches run in (the transition's `containerView`): it holds the
/// selected controller's view, and between switches keeps it filling its bounds.
@MainActor
final class TabBarContentView: UIView {
    weak var owner: UITabBarController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let owner, !owner.isSwitching,
              let view = owner.selectedViewController?.viewIfLoaded, view.superview === self else { return }
        if view.frame != bounds { view.frame = bounds }
    }
}
