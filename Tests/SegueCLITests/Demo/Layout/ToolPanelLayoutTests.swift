import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// The tools' panels (`StudioPanelLayout`): in every built-in scene, at the default
/// and the minimum window size, with the timeline showing a running transition, no
/// two panels intersect and none but the picker sidebar covers a control of the
/// scene (a button, slider, tab bar or navigation bar); at the minimum size each
/// panel alone keeps clear of the controls, and all together keep clear of each other.
@MainActor @Suite struct ToolPanelLayoutTests {
    static let sizes = [CGSize(width: StudioSettings.defaultWidth, height: StudioSettings.defaultHeight),
                        StudioShell.minimumWindowSize]

    /// A stage of `scene` at `size` with `keys` pressed and the showcase transition
    /// running, a few ticks in.
    func stage(_ scene: DemoSceneName, size: CGSize, keys: [String]) -> HeadlessStudioStage {
        let stage = HeadlessStudioStage(size: size, builtIn: scene, cards: 40)
        for key in keys { stage.shell.key(StudioKey(key)) }
        stage.runTicks(2)
        stage.shell.scene.startShowcaseTransition()
        stage.runTicks(3)
        return stage
    }

    /// No two panels intersect and every panel is inside the window; with
    /// `ofControls`, no panel but the picker covers a control of the scene either.
    func expectClear(_ stage: HeadlessStudioStage, _ what: String, ofControls: Bool = true) {
        let frames = stage.shell.panelFrames
        let names = frames.keys.sorted()
        for (index, first) in names.enumerated() {
            let frame = frames[first]!
            #expect(stage.shell.overlay.bounds.contains(frame), "\(what): \(first) \(frame) inside the window")
            for second in names[(index + 1)...] {
                #expect(!frame.intersects(frames[second]!), "\(what): \(first) \(frame) and \(second) \(frames[second]!) overlap")
            }
            // The picker is a sidebar over the scene, opened to leave it.
            guard ofControls, first != "picker" else { continue }
            for control in StudioSceneControls.tiers(in: stage.shell.scene.window)[0] where !control.isEmpty {
                let visible = control.intersection(stage.shell.overlay.bounds)
                guard !visible.isNull, !visible.isEmpty else { continue }
                #expect(!frame.intersects(visible), "\(what): \(first) \(frame) covers a control at \(visible)")
            }
        }
    }

    @Test(arguments: DemoSceneName.allCases)
    func timelineTuningCurvesAndHUDKeepClear(_ scene: DemoSceneName) {
        let defaultSize = Self.sizes[0]
        let stage = stage(scene, size: defaultSize, keys: ["t", "c", "h"])
        #expect(stage.shell.panelFrames.keys.contains("tuning") && stage.shell.panelFrames.keys.contains("hud"))
        expectClear(stage, "\(scene) at \(defaultSize) with T, C and H")
    }

    /// At the minimum size each panel, open beside the timeline, keeps clear of the
    /// scene's controls (shrinking: the HUD to its lines, the curves to one smaller
    /// plot, the tuning to two rows that scroll); with all of them open there is not
    /// room for that in every scene, and they keep clear of each other.
    @Test(arguments: DemoSceneName.allCases)
    func atTheMinimumSizeEachPanelKeepsClearAndTogetherTheyDoNotOverlap(_ scene: DemoSceneName) {
        let size = StudioShell.minimumWindowSize
        for key in ["t", "c", "h"] {
            let stage = stage(scene, size: size, keys: [key])
            #expect(!stage.shell.panelFrames.isEmpty, "\(scene): \(key) open")
            expectClear(stage, "\(scene) at \(size) with \(key.uppercased())")
        }
        expectClear(stage(scene, size: size, keys: ["t", "c", "h"]), "\(scene) at \(size) with T, C and H", ofControls: false)
    }

    @Test(arguments: DemoSceneName.allCases)
    func thePickerKeepsClear(_ scene: DemoSceneName) {
        for size in Self.sizes {
            let stage = stage(scene, size: size, keys: ["tab"])
            #expect(stage.shell.panelFrames.keys.contains("picker"))
            expectClear(stage, "\(scene) at \(size) with the picker")
        }
    }

    @Test func theSpeedBadgeIsWideEnoughForItsText() {
        let stage = HeadlessStudioStage(size: StudioShell.minimumWindowSize, builtIn: .tabs)
        stage.shell.key(StudioKey("s"))
        stage.shell.key(StudioKey("space"))
        stage.runTicks(1)
        let timeline = stage.shell.tool(TimelineTool.self)!
        let text = timeline.speedBadge.text ?? ""
        #expect(text.contains("paused") && text.contains("0.1"))
        let needed = timeline.speedBadge.textRect(forBounds: CGRect(x: 0, y: 0, width: 10_000, height: 24), limitedToNumberOfLines: 1).width
        #expect(timeline.speedBadge.frame.width >= needed, "\(text) fits its badge")
        expectClear(stage, "tabs with the speed badge")
    }
}
