import Foundation
import Segue
@testable import segue
@testable import SegueStudio

extension HeadlessStudioStage {
    /// A stage of `segue demo`'s built-in scenes as the demo's catalog builds them,
    /// showing `name` (nil: the start screen), labels drawn without a text
    /// rasterizer; `cards` is the stress scene's card count.
    convenience init(size: CGSize, builtIn name: DemoSceneName?, still: Bool = false,
                     cards: Int = StressCardGrid.defaultCardCount, installTools: Bool = true) {
        self.init(size: size, scene: name?.rawValue, catalog: DemoSceneName.catalog(cards: cards),
                  context: StudioSceneContext(isStill: still, textRasterizer: nil), installTools: installTools)
    }
}

extension StudioShell {
    /// The built-in scene shown, or nil for the start screen.
    var builtInScene: DemoSceneName? { sceneName.flatMap(DemoSceneName.init(rawValue:)) }
}
