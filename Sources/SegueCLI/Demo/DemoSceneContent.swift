import Foundation
import Segue

/// A demo scene, built once for `segue demo` (in the SDL window) and for
/// `segue replay` (in a `HeadlessHost`): the one place that knows what each
/// `DemoSceneName` is made of, so a replay runs exactly what was recorded.
@MainActor
enum DemoSceneContent {
    /// A scene of view controllers in its own `UIWindow` (flip): the host
    /// presents the window and sends it the mouse.
    case window(UIWindow)
    /// A scene of bare layers (layers): the host adds the layer and lays it out.
    case layers(CardFlipScene)

    /// Builds `scene`; `still` shows it without animations.
    static func make(_ scene: DemoSceneName, still: Bool, rasterizer: (any TextRasterizer)?) -> DemoSceneContent {
        switch scene {
        case .flip: .window(FlipModalScene.makeWindow(still: still))
        case .layers: .layers(CardFlipScene(rasterizer: rasterizer, animated: !still))
        }
    }

    /// The window, for a scene that has one.
    var window: UIWindow? {
        if case .window(let window) = self { window } else { nil }
    }
}
