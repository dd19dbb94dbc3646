import Foundation
import Segue

/// A tool whose state outlives a reload under `segue watch`: it says which keys
/// bring a freshly installed tool of its kind to the state it is in now (open or
/// closed, the speed, the exploded view's spacing). The next build presses them
/// on its own tools before its first frame, so the user finds the tools as they
/// left them. What a tool shows of the scene (a selection, a scroll position) is
/// not part of it: the scene is new.
@MainActor
protocol StudioReloadableTool: StudioTool {
    /// The keys, in order, that take a new tool from its initial state to this one's.
    var restoringKeys: [StudioKey] { get }
}

extension TimelineTool: StudioReloadableTool {
    var restoringKeys: [StudioKey] {
        guard let time else { return [] }
        var keys: [StudioKey] = []
        if time.isPaused { keys.append(StudioKey("space")) }
        if time.isSlow { keys.append(StudioKey("s")) }
        let steps = time.speedIndex - StudioTimeControl.initialSpeedIndex
        keys += Array(repeating: StudioKey(steps > 0 ? "]" : "["), count: abs(steps))
        return keys
    }
}

extension HUDTool: StudioReloadableTool {
    var restoringKeys: [StudioKey] { isVisible ? [StudioKey("h")] : [] }
}

extension CurvePanelTool: StudioReloadableTool {
    var restoringKeys: [StudioKey] { isShowing ? [StudioKey("c")] : [] }
}

extension TuningPanelTool: StudioReloadableTool {
    var restoringKeys: [StudioKey] { isShowing ? [StudioKey("t")] : [] }
}

extension HelpOverlayTool: StudioReloadableTool {
    var restoringKeys: [StudioKey] { isShowing ? [StudioKey("f1")] : [] }
}

extension ExplodedViewTool: StudioReloadableTool {
    var restoringKeys: [StudioKey] {
        guard isExploded else { return [] }
        let steps = Int((log(spacing / Self.defaultSpacing) / log(Self.spacingStep)).rounded())
        return [StudioKey("e")] + Array(repeating: StudioKey(steps > 0 ? "=" : "-"), count: abs(steps))
    }
}

extension StudioShell {
    /// Every reloadable tool's `restoringKeys`, in installation order.
    var restoringKeys: [StudioKey] {
        tools.flatMap { ($0 as? StudioReloadableTool)?.restoringKeys ?? [] }
    }
}

extension TimelineTool {
    /// Whether the user is looking at a transition: one is running and time is
    /// paused, or the timeline's knob holds it.
    var holdsTransition: Bool {
        guard let inspector, let time else { return false }
        return inspector.isRunning && (time.isPaused || isScrubbing)
    }
}
