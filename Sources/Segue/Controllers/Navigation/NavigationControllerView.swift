/// The root view of a `UINavigationController`: lays out the bar and the content
/// view below it whenever its size changes or the bar shows or hides.
@MainActor
final class NavigationControllerView: UIView {
    /// The navigation controller whose view this is.
    weak var owner: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.layoutContainer()
    }
}
