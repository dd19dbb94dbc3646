import Segue
import SegueStudio

// The studio's tools around the navigation controller: the zoom's duration in the
// tuning panel (T), the gestures in the help (? or F1), and a push as the showcase.
extension SwatchNavigationController: StudioSceneContent {
    var tuning: StudioTuning { StudioTuning(tuning: zoomDelegate, duration: \.duration) }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("Click a swatch", "push its page, zooming out of the tile"),
         StudioHelpLine("Drag from the page's left edge", "pop it interactively; past half the width it completes")]
    }

    func startShowcaseTransition() -> Bool {
        guard topViewController === grid, let tile = grid.tiles.first else { return false }
        grid.open(palette[0], from: tile)
        return true
    }
}

Studio.run { SwatchNavigationController() }
