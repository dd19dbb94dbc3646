import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// The help overlay: ? (Shift+/) or F1 lists the scene's, the host's and every
/// tool's actions, opaque, every line whole; a click on it closes it; a scene
/// switch relists.
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
        let sceneLines = FlipModalScene(still: true).helpLines
        #expect(Array(help.lines.prefix(sceneLines.count)) == sceneLines, "the scene's own lines come first")
        let inputs = help.lines.map(\.input)
        #expect(Array(inputs.dropFirst(sceneLines.count).prefix(2)) == ["Esc / Ctrl+Q", "F12"])
        for key in ["Tab", "T", "E", "C", "Space", "S", "H", "? or F1"] {
            #expect(inputs.contains(key), "\(key) is listed")
        }
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
        #expect(help.lines.prefix(shell.scene.helpLines.count) == shell.scene.helpLines[...], "the lines follow the new scene")
        #expect(help.lines.contains(StudioHelpLine("N / P", "switch to the next / previous tab")))
    }

    @Test(arguments: DemoSceneName.allCases)
    func theOverlayIsOpaqueAndEveryLineIsWholeAtTheDefaultAndMinimumSizes(_ name: DemoSceneName) {
        for size in [CGSize(width: 1024, height: 700), StudioShell.minimumWindowSize] {
            let stage = HeadlessStudioStage(size: size, builtIn: name, cards: 40)
            let help = stage.shell.tool(HelpOverlayTool.self)!
            stage.shell.key(StudioKey("f1"))
            #expect(help.panel.backgroundColor?.rgba.alpha == 1, "opaque")
            #expect(stage.shell.overlay.bounds.contains(help.panel.frame))
            let labels = help.rowsView.subviews.compactMap { $0 as? UILabel }
            #expect(labels.count == 2 * help.lines.count)
            if size.width >= 1024 { #expect(!help.scrolls, "\(name): at the default size every row shows without scrolling") }
            for label in labels {
                #expect(!label.isHidden, "\(name) at \(size): \(label.text ?? "") shows")
                #expect(label.frame.maxY <= help.rowsView.contentSize.height && label.frame.maxX <= help.rowsView.bounds.width,
                        "\(name) at \(size): \(label.text ?? "") is inside the rows (scrolled to if need be)")
                let needed = label.textRect(forBounds: CGRect(origin: .zero, size: CGSize(width: label.bounds.width, height: 10_000)),
                                            limitedToNumberOfLines: 0)
                #expect(needed.height <= label.bounds.height + 0.5, "\(name) at \(size): \(label.text ?? "") is whole")
            }
        }
    }
}
