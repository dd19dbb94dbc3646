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
        shell.install(ExplodedViewTool())
        shell.install(CurvePanelTool())
        shell.install(TimelineTool())
        shell.install(HUDTool())
        shell.install(HelpOverlayTool())
    }
}
