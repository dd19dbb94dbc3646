import Foundation
import Segue

/// What the studio hands a scene's factory when it builds the scene: how the
/// program was started and what it draws text with.
@MainActor
public struct StudioSceneContext {
    /// `--still`: show the scene without the animations it runs on its own (ambient
    /// loops, an animation started at launch), to measure what the window costs at
    /// rest. Transitions the user starts still animate.
    public var isStill: Bool
    /// The rasterizer `UILabel`s draw with in this host (SDL2_ttf in the window and
    /// in replays; nil where no fonts are installed), for scenes that draw text
    /// into bare layers.
    public var textRasterizer: (any TextRasterizer)?

    /// A context; by default not still, drawing text with the installed rasterizer.
    public init(isStill: Bool = false, textRasterizer: (any TextRasterizer)? = TextRendering.installedRasterizer) {
        self.isStill = isStill
        self.textRasterizer = textRasterizer
    }
}
