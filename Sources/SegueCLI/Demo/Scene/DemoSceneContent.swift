import Foundation
import Segue
import SegueStudio

/// Builds the demo's scenes, once for `segue demo` (in the SDL window) and for
/// `segue replay` and `segue render` (in a `HeadlessHost`): the one place that
/// knows what each `DemoSceneName` is made of, so a replay runs exactly what was
/// recorded.
@MainActor
enum DemoSceneContent {
    /// Builds `scene`; `still` shows it without animations where the scene has a
    /// still form; `cards` is the stress scene's card count.
    static func make(_ scene: DemoSceneName, still: Bool, rasterizer: (any TextRasterizer)?,
                     cards: Int = StressCardGrid.defaultCardCount) -> any StudioScene {
        switch scene {
        case .flip: FlipModalScene(still: still)
        case .keyframePush: KeyframePushScene()
        case .sliding: SlidingScene()
        case .slideUp: SlideUpScene(still: still)
        case .navigation: NavigationScene(still: still)
        case .tabs: TabsScene(still: still)
        case .springs: SpringsScene()
        case .layers: CardFlipLayersScene(rasterizer: rasterizer, animated: !still)
        case .layouts: LayoutsScene()
        case .stress: StressScene(cardCount: cards, still: still)
        }
    }
}
