import Segue
import SegueStudio

// The studio's tools around the sheet: the property animator's duration and
// damping in the tuning panel (T), the gestures in the help (? or F1), and the
// presentation as the showcase transition.
extension SheetHostViewController: StudioSceneContent {
    var tuning: StudioTuning {
        StudioTuning(tuning: sheetTransition.animator, duration: \.duration, dampingRatio: \.dampingRatio)
    }

    var helpLines: [StudioHelpLine] {
        [StudioHelpLine("Click Show sheet", "present the sheet on a spring"),
         StudioHelpLine("Drag while it moves", "grab the sheet mid-flight; throw it up or down to finish or reverse"),
         StudioHelpLine("Drag down at rest", "dismiss it interactively")]
    }

    func startShowcaseTransition() -> Bool { showSheet() }
}

Studio.run { SheetHostViewController() }
