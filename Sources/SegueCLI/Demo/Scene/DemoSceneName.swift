/// The scenes `segue demo --scene` can open, in the picker's order.
enum DemoSceneName: String, CaseIterable, Equatable {
    /// The card-flip modal of the iOS 7 Day-by-Day seed, with real view controllers.
    case flip
    /// The bare-layer card and tiles that show the compositor.
    case layers
    /// The TTPushAnimator seed: a navigation push in two keyframe steps, pinch-driven.
    case keyframePush = "keyframe-push"
    /// The UIView spring and keyframe playground of the WWDC 2013 session.
    case springs

    /// The scene's words in the window title.
    var title: String {
        switch self {
        case .flip: "card flip modal"
        case .layers: "card flip layers"
        case .keyframePush: "keyframe push"
        case .springs: "springs playground"
        }
    }

    /// One line saying what the scene shows (`segue demo --list`, the picker).
    var summary: String {
        switch self {
        case .flip: "a modal presented with a 3D card flip; drag to flip it interactively (iOS 7 Day-by-Day, day 14)"
        case .layers: "bare CALayers: a two-sided card flipping in perspective and spinning tiles"
        case .keyframePush: "a navigation push cutting the page in two keyframed halves; pinch (Alt+drag) to push and pop (TTPushAnimator)"
        case .springs: "UIView springs by damping ratio and velocity side by side, and linear vs cubic keyframe paths (WWDC 2013)"
        }
    }
}
