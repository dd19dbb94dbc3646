import SegueStudio
/// The scenes `segue demo --scene` can open, in the picker's order.
enum DemoSceneName: String, CaseIterable, Equatable {
    /// The card-flip modal of the iOS 7 Day-by-Day seed, with real view controllers.
    case flip
    /// The TTPushAnimator seed: a keyframed navigation push driven by a pinch.
    case keyframePush = "keyframe-push"
    /// ECSlidingViewController's custom transitions guide on `SlidingViewController`.
    case sliding
    /// Brightec's slide-up panel on a simulated device that rotates.
    case slideUp = "slide-up"
    /// UINavigationController with delegate-vended fade and slide animators and edge-swipe pops.
    case navigation
    /// UITabBarController with delegate-vended fade and slide animators and a pan between tabs.
    case tabs
    /// The WWDC 2013 session's UIView spring and keyframe animations side by side.
    case springs
    /// The bare-layer card and tiles that show the compositor.
    case layers
    /// UICollectionViewController's layout-to-layout navigation transitions on a photo grid.
    case layouts
    /// N cards flipping on springs with keyframes, staggered: the compositor's load test.
    case stress

    /// Every scene's name, comma-separated, for messages ("flip, keyframe-push, …").
    static var nameList: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The scene's words in the window title.
    var title: String {
        switch self {
        case .flip: "card flip modal"
        case .keyframePush: "keyframe push"
        case .sliding: "sliding view controller"
        case .slideUp: "slide-up panel"
        case .navigation: "navigation controller"
        case .tabs: "tab bar controller"
        case .springs: "springs playground"
        case .layers: "card flip layers"
        case .layouts: "collection view layouts"
        case .stress: "stress test"
        }
    }

    /// One line saying what the scene shows (`segue demo --list`, the picker).
    var summary: String {
        switch self {
        case .flip: "a modal presented with a 3D card flip; drag to flip it interactively (iOS 7 Day-by-Day, day 14)"
        case .keyframePush: "a navigation push cutting the page in two keyframed halves; pinch (Alt+drag) to push and pop (TTPushAnimator)"
        case .sliding: "a top view sliding over menus: default, custom animation, custom pan with a spring settle (ECSlidingViewController guide)"
        case .slideUp: "a control-centre panel sliding up in every orientation; Ctrl+Left/Right rotate the device (Brightec)"
        case .navigation: "a navigation stack whose delegate vends UIKit's slide, a fade or a slide-over; drag from the left edge to pop (WWDC 2013)"
        case .tabs: "four tabs whose delegate vends a fade or a slide by tab order; pan sideways to switch (WWDC 2013)"
        case .springs: "UIView springs by damping ratio and velocity side by side, and linear vs cubic keyframe paths (WWDC 2013)"
        case .layers: "bare CALayers: a two-sided card flipping in perspective and spinning tiles"
        case .layouts: "a photo grid pushing into larger layouts in one collection view; pinch (Alt+drag) to drive it (WWDC 2013)"
        case .stress: "N cards (--cards N, default 500) flipping on springs with keyframed hops at staggered times"
        }
    }
}
