/// What a navigation bar shows for a stack: the top controller's title and the
/// back button leading to the controller below it.
@MainActor
struct NavigationBarState: Equatable {
    /// The title: the top item's `title`, else the top controller's `title`.
    var title: String?
    /// The back button's title without its chevron, nil when there is no back
    /// button (the root is on top, or the top item `hidesBackButton`).
    var backTitle: String?

    init(title: String?, backTitle: String?) {
        self.title = title
        self.backTitle = backTitle
    }

    /// The state for a stack, bottom first (UIKit's rules: the back button shows
    /// the previous item's `backButtonTitle`, else its title, else "Back").
    init(stack: [UIViewController]) {
        guard let top = stack.last else {
            self.init(title: nil, backTitle: nil)
            return
        }
        let title = top.navigationItem.title ?? top.title
        guard stack.count > 1, !top.navigationItem.hidesBackButton else {
            self.init(title: title, backTitle: nil)
            return
        }
        let previous = stack[stack.count - 2]
        let back = previous.navigationItem.backButtonTitle ?? previous.navigationItem.title ?? previous.title ?? "Back"
        self.init(title: title, backTitle: back)
    }

    /// The back button's text: a chevron and the title.
    var backButtonText: String? { backTitle.map { "‹ " + $0 } }
}
