/// The `main.swift` `segue new` writes: the root view controller in the studio,
/// with its animator's timing in the tuning panel, its gestures in the help, and
/// its showcase transition.
enum ScaffoldMainTemplate {
    static let text = #"""
import Segue
import SegueStudio

// What the studio's tools show of the root view controller: the tuning panel (T)
// edits the animator's timing, help (? or F1) lists the scene's gestures first,
// and the showcase transition is what `--replay` traces and renders start from.
extension CardsViewController: StudioSceneContent {
    var tuning: StudioTuning {
        StudioTuning(tuning: cardTransition.animator, duration: \.duration, dampingRatio: \.dampingRatio)
    }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("Click Open card", "present the card on a spring"),
         StudioHelpLine("Drag the card down", "dismiss it; released past half way (or flicked) it completes")]
    }

    func startShowcaseTransition() -> Bool { openCard() }
}

// The studio plays UIApplicationMain's role: it opens the window with the root
// view controller inside the studio's tools. `--help` lists the options.
Studio.run { CardsViewController() }
"""#
}
