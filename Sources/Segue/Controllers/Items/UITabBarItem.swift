import Foundation

/// What a tab bar shows for a controller (UIKit's `UITabBarItem`).
@MainActor
open class UITabBarItem: NSObject {
    /// The tab's title; the controller's `title` when nil.
    open var title: String?
    /// The tab's image, drawn above the title.
    open var image: UIImage?
    /// A number the app can use to tell items apart.
    open var tag: Int = 0
    /// A short badge drawn on the tab.
    open var badgeValue: String?

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
