import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// The help overlay: ? (Shift+/) or F1 lists the host's, every tool's and the
/// scene's actions; a click on it closes it; a scene switch relists.
@MainActor @Suite struct HelpOverlayToolTests {
    func makeShell(_ scene: any StudioScene) -> (HeadlessHost, StudioShell, HelpOverlayTool) {
        let host = HeadlessHost(size: CGSize(width: 1024, height: 700))
        host.present(scene.window)
        let shell = StudioShell(scene: scene, catalog: DemoSceneName.catalog(), size: CGSize(width: 1024, height: 700), loop: host.loop)
        StudioToolbox.installStandardTools(in: shell)
        return (host, shell, shell.tool(HelpOverlayTool.self)!)
    }

    @Test func questionMarkListsTheHostsTheToolsAndTheScenesActions() {
        let (_, shell, help) = makeShell(FlipModalScene(still: false))
        #expect(!help.isShowing)
        #expect(shell.key(StudioKey("/", modifiers: .shift)))
        #expect(help.isShowing)
        let inputs = help.lines.map(\.input)
        #expect(Array(inputs.prefix(2)) == ["Esc / Ctrl+Q", "F12"])
        for key in ["Tab", "T", "E", "C", "Space", "S", "H", "? or F1"] {
            #expect(inputs.contains(key), "\(key) is listed")
        }
        #expect(help.lines.suffix(2) == FlipModalScene(still: true).helpLines, "the scene's own lines come last")
        #expect(shell.key(StudioKey("f1")))
        #expect(!help.isShowing)
        #expect(!shell.key(StudioKey("/")), "a plain slash is not help")
    }

    @Test func aClickOnTheOverlayClosesItAndNeverReachesTheScene() {
        let scene = FlipModalScene(still: false)
        let (host, shell, help) = makeShell(scene)
        shell.key(StudioKey("f1"))
        let centre = CGPoint(x: help.panel.frame.midX, y: help.panel.frame.midY)
        shell.pointer(.began, at: centre, timestamp: host.currentTime)
        host.advance(by: 0.05)
        shell.pointer(.ended, at: centre, timestamp: host.currentTime)
        host.advance(by: 0.05)
        #expect(!help.isShowing)
        #expect(scene.root.presentedViewController == nil && !scene.window.isRunningTransition)
    }

    @Test func theOverlayFitsASmallWindowAndRelistsAfterASceneSwitch() {
        let (_, shell, help) = makeShell(FlipModalScene(still: false))
        shell.resize(to: CGSize(width: 500, height: 300))
        shell.key(StudioKey("f1"))
        #expect(help.panel.frame.maxY <= 300 && help.panel.frame.minY >= 0 && help.panel.frame.width <= 460)
        shell.switchScene(to: "tabs")
        #expect(shell.scene is TabsScene)
        #expect(help.lines.suffix(shell.scene.helpLines.count) == shell.scene.helpLines, "the lines follow the new scene")
        #expect(help.lines.contains(StudioHelpLine("N / P", "switch to the next / previous tab")))
    }
}
