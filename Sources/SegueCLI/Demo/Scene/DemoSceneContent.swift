import Foundation
import Segue

/// Builds the demo's scenes, once for `segue demo` (in the SDL window) and for
/// `segue replay` and `segue render` (in a `HeadlessHost`): the one place that
/// knows what each `DemoSceneName` is made of, so a replay runs exactly what was
/// recorded.
@MainActor
enum DemoSceneContent {
    /// Builds `scene`; `still` shows it without animations where the scene has a
    /// still form.
    static func make(_ scene: DemoSceneName, still: Bool, rasterizer: (any TextRasterizer)?) -> any DemoScene {
        switch scene {
        case .flip: FlipModalScene(still: still)
        case .layers: CardFlipLayersScene(rasterizer: rasterizer, animated: !still)
        case .keyframePush: KeyframePushScene()
        case .springs: SpringsScene()
        }
    }
}
