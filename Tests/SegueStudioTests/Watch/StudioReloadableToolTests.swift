import Foundation
import Segue
import Testing
@testable import SegueStudio

/// A reload under `segue watch` brings the tools back as they were: each tool says
/// which keys take a fresh tool of its kind to its state.
@MainActor @Suite struct StudioReloadableToolTests {
    func stage() -> HeadlessStudioStage {
        HeadlessStudioStage(size: CGSize(width: 900, height: 640), scene: "cards", catalog: cardProgramCatalog())
    }

    @Test("fresh tools need no keys")
    func freshToolsNeedNoKeys() {
        #expect(stage().shell.restoringKeys.isEmpty)
    }

    @Test("the keys bring a fresh set of tools to the same panels, speed and exploded spacing")
    func keysBringFreshToolsToTheSameState() throws {
        let used = stage()
        for key in ["t", "c", "h", "e", "=", "=", "s", "]", "space"] { _ = used.shell.key(StudioKey(key)) }
        let keys = used.shell.restoringKeys
        #expect(keys.map(\.traceName) == ["t", "c", "space", "s", "]", "h", "e", "=", "="], "in the tools' installation order")

        let fresh = stage()
        for key in keys { _ = fresh.shell.key(key) }
        #expect(fresh.shell.restoringKeys == keys)
        let time = try #require(fresh.shell.tool(TimelineTool.self)?.time)
        #expect(time.isPaused && time.isSlow && time.speedFactor == 1.5)
        #expect(fresh.shell.tool(TuningPanelTool.self)?.isShowing == true)
        #expect(fresh.shell.tool(CurvePanelTool.self)?.isShowing == true)
        #expect(fresh.shell.tool(HUDTool.self)?.isVisible == true)
        #expect(fresh.shell.tool(ExplodedViewTool.self)?.spacing == used.shell.tool(ExplodedViewTool.self)?.spacing)
    }

    @Test("a slower speed and a tighter exploded view come back too, help included")
    func slowerAndTighter() {
        let used = stage()
        for key in ["[", "[", "e", "-", "f1"] { _ = used.shell.key(StudioKey(key)) }
        #expect(used.shell.restoringKeys.map(\.traceName) == ["[", "[", "e", "-", "f1"])
    }
}
