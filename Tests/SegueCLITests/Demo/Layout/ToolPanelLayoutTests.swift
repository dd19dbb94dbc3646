import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// The tools' panels (`StudioPanelLayout`): in every built-in scene, at the default
/// and the minimum window size, with the timeline showing a running transition, no
/// two panels intersect and none but the picker sidebar covers a control of the
/// scene (a button, slider, tab bar or navigation bar) — at the minimum size a
/// panel with no room beside the controls collapses to its title bar
/// (`StudioCollapsedPanelBar`), which a click opens over the scene.
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

    /// At the default size every panel has room: none collapses.
    @Test(arguments: DemoSceneName.allCases)
    func timelineTuningCurvesAndHUDKeepClear(_ scene: DemoSceneName) {
        let defaultSize = Self.sizes[0]
        let stage = stage(scene, size: defaultSize, keys: ["t", "c", "h"])
        #expect(stage.shell.panelFrames.keys.contains("tuning") && stage.shell.panelFrames.keys.contains("hud"))
        expectClear(stage, "\(scene) at \(defaultSize) with T, C and H")
        expectCollapsedBarsMatchTheLayout(stage, "\(scene) at \(defaultSize) with T, C and H")
        #expect(stage.shell.tool(TuningPanelTool.self)!.collapsedBar.isHidden, "\(scene): tuning not collapsed")
        #expect(stage.shell.tool(CurvePanelTool.self)!.collapsedBar.isHidden, "\(scene): curves not collapsed")
        #expect(stage.shell.tool(HUDTool.self)!.collapsedBar.isHidden, "\(scene): HUD not collapsed")
    }

    /// At the minimum size each panel, open beside the timeline, keeps clear of the
    /// scene's controls (shrinking: the HUD to its lines, the curves to one smaller
    /// plot, the tuning to two rows that scroll); with all of them open, those that
    /// find no room beside the controls collapse to their title bars, and nothing
    /// covers a control or another panel either.
    @Test(arguments: DemoSceneName.allCases)
    func atTheMinimumSizePanelsKeepClearAloneAndAllOpen(_ scene: DemoSceneName) {
        let size = StudioShell.minimumWindowSize
        for key in ["t", "c", "h"] {
            let stage = stage(scene, size: size, keys: [key])
            #expect(!stage.shell.panelFrames.isEmpty, "\(scene): \(key) open")
            expectClear(stage, "\(scene) at \(size) with \(key.uppercased())")
            expectCollapsedBarsMatchTheLayout(stage, "\(scene) at \(size) with \(key.uppercased())")
        }
        let all = stage(scene, size: size, keys: ["t", "c", "h"])
        expectClear(all, "\(scene) at \(size) with T, C and H")
        expectCollapsedBarsMatchTheLayout(all, "\(scene) at \(size) with T, C and H")
    }

    /// Each of the tuning, curves and HUD panels shows either itself or, where the
    /// layout collapsed it, its title bar — never both — inside the frame the layout
    /// gave it.
    func expectCollapsedBarsMatchTheLayout(_ stage: HeadlessStudioStage, _ what: String) {
        let shell = stage.shell
        let tuning = shell.tool(TuningPanelTool.self)!, curves = shell.tool(CurvePanelTool.self)!, hud = shell.tool(HUDTool.self)!
        let tools: [(String, [StudioPanelRequest], UIView, StudioCollapsedPanelBar)] = [
            ("tuning", tuning.panelRequests, tuning.panel, tuning.collapsedBar),
            ("curves", curves.panelRequests, curves.panel, curves.collapsedBar),
            ("hud", hud.panelRequests, hud.panel, hud.collapsedBar),
        ]
        for (name, requests, panel, bar) in tools {
            guard let frame = shell.panelFrames[name], let request = requests.first else {
                #expect(bar.isHidden, "\(what): \(name) closed, its bar hidden")
                continue
            }
            let collapsed = request.isCollapsed(at: frame)
            #expect(bar.isHidden == !collapsed && panel.isHidden == collapsed, "\(what): \(name) shows once")
            #expect((collapsed ? bar.frame : panel.frame).maxY <= frame.maxY + 0.5, "\(what): \(name) inside its frame")
        }
    }

    /// In navigation at the minimum size with T, C and H the curves find no room
    /// beside the Push button: they collapse to a bar naming them; a click on it
    /// opens them (first, at their height, the others making room — here the tuning
    /// collapses), a click on the tuning's bar then opens the tuning and collapses
    /// the curves again, and closed and opened again a panel is collapsed again.
    @Test func aClickOnACollapsedBarOpensThatPanelAndCollapsesTheOneOpenedBefore() {
        let stage = stage(.navigation, size: StudioShell.minimumWindowSize, keys: ["t", "c", "h"])
        let curves = stage.shell.tool(CurvePanelTool.self)!, tuning = stage.shell.tool(TuningPanelTool.self)!
        #expect(!curves.collapsedBar.isHidden && curves.panel.isHidden, "collapsed")
        #expect(stage.shell.panelFrames["curves"]?.size == StudioCollapsedPanelBar.size)
        #expect(curves.collapsedBar.titleLabel.text?.contains("Curves") == true)
        func open(_ bar: StudioCollapsedPanelBar) {
            stage.click(at: CGPoint(x: bar.frame.midX, y: bar.frame.midY))
            stage.runTicks(1)
            let frames = stage.shell.panelFrames
            for (index, name) in frames.keys.sorted().enumerated() {
                for other in frames.keys.sorted()[(index + 1)...] {
                    #expect(!frames[name]!.intersects(frames[other]!), "\(name) and \(other) do not overlap")
                }
            }
        }
        open(curves.collapsedBar)
        #expect(curves.collapsedBar.isHidden && !curves.panel.isHidden, "the curves open")
        #expect(stage.shell.panelFrames["curves"]!.height >= curves.panelRequests[0].minimumHeight - 0.5)
        #expect(!tuning.collapsedBar.isHidden && tuning.panel.isHidden, "the tuning made room")
        open(tuning.collapsedBar)
        #expect(tuning.collapsedBar.isHidden && !tuning.panel.isHidden, "the tuning opens")
        #expect(!curves.collapsedBar.isHidden && curves.panel.isHidden, "the curves collapse again")
        open(curves.collapsedBar)
        stage.shell.key(StudioKey("c"))
        stage.shell.key(StudioKey("c"))
        stage.runTicks(1)
        #expect(!curves.collapsedBar.isHidden && curves.panel.isHidden, "collapsed again")
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
