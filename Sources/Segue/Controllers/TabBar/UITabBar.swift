import Foundation

/// The bar of tabs at the bottom of a `UITabBarController` (UIKit's `UITabBar`),
/// built from Segue views: one `UIControl` per item in equal slots across the
/// width, each showing its item's image (as a tinted template), title and badge.
/// The selected item is drawn in the bar's `tintColor`, the others in
/// `unselectedItemTintColor` (UIKit's gray when nil). `UITabBar.height` (49 pt)
/// is UIKit's portrait height; the bar has a light background and a one-pixel
/// separator along its top edge.
///
/// A tap on an item selects it. A bar owned by a `UITabBarController` hands the
/// tap to its controller, which asks its delegate, runs the switch and moves the
/// highlight; a bar of its own sets `selectedItem` and tells its `delegate`.
/// Changes to an item's `title`, `image` or `badgeValue` show at once; a change
/// of a controller's `title` (shown when its item has no title of its own) shows
/// at the bar's next layout (`setNeedsLayout()`), as Segue cannot observe it.
@MainActor
open class UITabBar: UIView {
    /// UIKit's tab bar height in portrait, 49 pt (without a home-indicator inset).
    public static let height: CGFloat = 49

    /// The colour of unselected items when `unselectedItemTintColor` is nil
    /// (UIKit's: 153, 153, 153).
    public static let defaultUnselectedItemTintColor = UIColor(white: 0.6, alpha: 1)

    /// The bar's background when `barTintColor` is nil (UIKit's light bar: 247, 247, 247).
    public static let defaultBarColor = UIColor(white: 247.0 / 255, alpha: 1)

    /// The items, left to right; nil or empty shows an empty bar.
    open var items: [UITabBarItem]? {
        get { itemsStorage }
        set { setItems(newValue, animated: false) }
    }

    /// The highlighted item; nil highlights none. An item that is not one of
    /// `items` is reported and ignored.
    open var selectedItem: UITabBarItem? {
        get { selectedStorage }
        set {
            if let item = newValue, !itemList.contains(where: { $0 === item }) {
                SegueDiagnostics.report("UITabBar.selectedItem: the item is not one of the bar's items; ignored")
                return
            }
            selectedStorage = newValue
            refreshItemViews()
        }
    }

    /// Told about taps (held weakly). A bar owned by a `UITabBarController`
    /// reports to its controller instead.
    open weak var delegate: UITabBarDelegate?

    /// The colour of unselected items' images and titles; nil gives
    /// `defaultUnselectedItemTintColor`.
    open var unselectedItemTintColor: UIColor? {
        didSet { refreshItemViews() }
    }

    /// The bar's background colour; nil gives `defaultBarColor`.
    open var barTintColor: UIColor? {
        didSet { backgroundColor = barTintColor ?? Self.defaultBarColor }
    }

    /// The controller that owns the bar and runs its selections.
    weak var owner: UITabBarController?

    private var itemsStorage: [UITabBarItem]?
    private var itemList: [UITabBarItem] { itemsStorage ?? [] }
    private weak var selectedStorage: UITabBarItem?
    private(set) var itemViews: [TabBarItemView] = []
    private let separator = UIView(frame: .zero)

    /// A bar with a frame, no items, the default colours.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.defaultBarColor
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        addSubview(separator)
    }

    /// UIKit's archive initializer; Segue has no archives, so this returns nil.
    public required init?(coder: NSCoder) { nil }

    /// Replaces the items (the `animated` flag is accepted for source
    /// compatibility; the bar changes at once). The selection is kept when its
    /// item stays, cleared otherwise.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in itemList where item.displayingBar === self { item.displayingBar = nil }
        itemsStorage = items
        for item in itemList { item.displayingBar = self }
        if let selected = selectedStorage, !itemList.contains(where: { $0 === selected }) { selectedStorage = nil }
        while itemViews.count > itemList.count { itemViews.removeLast().removeFromSuperview() }
        for index in itemViews.count..<itemList.count {
            let view = TabBarItemView(item: itemList[index])
            view.addAction(UIAction { [weak self, weak view] _ in
                guard let self, let view else { return }
                self.itemViewTapped(view)
            }, for: .touchUpInside)
            itemViews.append(view)
            insertSubview(view, belowSubview: separator)
        }
        refreshItemViews()
        setNeedsLayout()
    }

    /// The frame of an item's slot in the bar's coordinates (Segue extension, for
    /// tests and tools); nil for an item the bar does not show.
    public func frame(for item: UITabBarItem) -> CGRect? {
        guard let index = itemList.firstIndex(where: { $0 === item }), index < itemViews.count else { return nil }
        return itemViews[index].frame
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let pixel = 1 / max(UIScreen.main.scale, 1)
        separator.frame = CGRect(x: 0, y: 0, width: size.width, height: pixel)
        let count = CGFloat(max(itemViews.count, 1))
        for (index, view) in itemViews.enumerated() {
            let minX = (size.width * CGFloat(index) / count).rounded()
            let maxX = (size.width * CGFloat(index + 1) / count).rounded()
            view.frame = CGRect(x: minX, y: 0, width: maxX - minX, height: size.height)
        }
        refreshItemViews()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshItemViews()
    }

    /// An item's title, image or badge changed.
    func itemDidChange(_ item: UITabBarItem) {
        refreshItemViews()
    }

    /// Brings every item view up to date with its item, title and selection.
    func refreshItemViews() {
        let selectedColor: UIColor = tintColor
        let unselectedColor = unselectedItemTintColor ?? Self.defaultUnselectedItemTintColor
        for (index, view) in itemViews.enumerated() where index < itemList.count {
            let item = itemList[index]
            let isSelected = item === selectedStorage
            view.isSelected = isSelected
            view.show(item, title: title(at: index), color: isSelected ? selectedColor : unselectedColor)
        }
    }

    /// The title shown for the item at `index`: its own, else its controller's.
    private func title(at index: Int) -> String? {
        if let title = itemList[index].title { return title }
        guard let controllers = owner?.viewControllers, index < controllers.count else { return nil }
        return controllers[index].title
    }

    private func itemViewTapped(_ view: TabBarItemView) {
        guard let index = itemViews.firstIndex(where: { $0 === view }), index < itemList.count else { return }
        if let owner {
            owner.tabBarItemTapped(at: index)
        } else {
            let item = itemList[index]
            selectedStorage = item
            refreshItemViews()
            delegate?.tabBar(self, didSelect: item)
        }
    }
}
