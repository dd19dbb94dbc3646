/// The scenes `segue demo --scene` can open.
enum DemoSceneName: String, CaseIterable, Equatable {
    /// The card-flip modal of the iOS 7 Day-by-Day seed, with real view controllers.
    case flip
    /// The bare-layer card and tiles that show the compositor.
    case layers

    /// The scene's words in the window title.
    var title: String {
        switch self {
        case .flip: "card flip modal"
        case .layers: "card flip layers"
        }
    }
}
