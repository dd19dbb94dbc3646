import Foundation

/// The one place that installs the visualizer's standard tools, in the order they
/// see keys: the window runner and the replay both call it, so a recorded key
/// replays into the same tools. Each tool adds its line here.
@MainActor
enum StudioToolbox {
    /// Installs every standard tool in `shell`.
    static func installStandardTools(in shell: StudioShell) {
        shell.install(StudioScenePicker(catalog: shell.catalog))
        shell.install(TuningPanelTool())
        shell.install(CurvePanelTool())
        shell.install(TimelineTool())
        shell.install(HUDTool())
        // After the panels that show with the scene: the exploded view's caption and
        // inspector take the room the others leave.
        shell.install(ExplodedViewTool())
        shell.install(HelpOverlayTool())
    }
}
