import Foundation
import Segue
import SegueStudio

extension DemoSceneName {
    /// The built-in scenes as the studio offers them, in the picker's order, under
    /// the title "Segue": each entry builds its scene as `DemoSceneContent` does,
    /// with the studio's `--still` and text rasterizer; `cards` is the stress
    /// scene's card count (`segue demo --cards`).
    static func catalog(cards: Int = StressCardGrid.defaultCardCount) -> StudioSceneCatalog {
        StudioSceneCatalog(title: "Segue", tagline: "UIKit's custom transitions, live.", entries: allCases.map { name in
            StudioSceneEntry(name: name.rawValue, title: name.title, summary: name.summary) { context in
                DemoSceneContent.make(name, still: context.isStill, rasterizer: context.textRasterizer, cards: cards)
            }
        })
    }
}
