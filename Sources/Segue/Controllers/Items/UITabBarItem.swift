import Foundation

/// What a tab bar shows for a controller (UIKit's `UITabBarItem`). Changes to the
/// title, image and badge show in the bar displaying the item at once.
@MainActor
open class UITabBarItem: NSObject {
    /// The tab's title; the controller's `title` when nil.
    open var title: String? {
        didSet { displayingBar?.itemDidChange(self) }
    }
    /// The tab's image, drawn above the title.
    open var image: UIImage? {
        didSet { displayingBar?.itemDidChange(self) }
    }
    /// A number the app can use to tell items apart.
    open var tag: Int = 0
    /// A short badge drawn on the tab.
    open var badgeValue: String? {
        didSet { displayingBar?.itemDidChange(self) }
    }

    /// The tab bar showing the item, told when what it shows changes.
    weak var displayingBar: UITabBar?

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    public override init() {
        super.init()
    }
}
