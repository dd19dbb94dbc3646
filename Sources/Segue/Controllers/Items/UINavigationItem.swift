import Foundation

/// What a navigation bar shows for a controller (UIKit's `UINavigationItem`): its
/// title, and the back button the next controller's bar shows.
@MainActor
open class UINavigationItem: NSObject {
    /// The bar's title; the controller's `title` when nil.
    open var title: String?
    /// The title of the back button that leads back to this item's controller
    /// (the controller's title, or "Back", when nil).
    open var backButtonTitle: String?
    /// Whether the bar hides the back button while this item is on top.
    open var hidesBackButton = false

    /// An item with a title.
    public init(title: String) {
        self.title = title
    }

    public override init() {
        super.init()
    }
}
