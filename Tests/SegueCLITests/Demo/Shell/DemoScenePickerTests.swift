import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// A tool that records what the shell tells it.
@MainActor
final class RecordingTool: StudioTool {
    var changes: [ObjectIdentifier] = []
    var frames = 0
    func install(in shell: StudioShell) {}
    func update(_ frame: StudioFrameStats) { frames += 1 }
    func sceneDidChange(_ scene: any StudioScene) { changes.append(ObjectIdentifier(scene)) }
}

/// A stage like `segue demo`'s with no --scene, its scenes built without text.
@MainActor
func makeStage(_ name: DemoSceneName? = nil, size: CGSize = CGSize(width: 1024, height: 700)) -> HeadlessStudioStage {
    HeadlessStudioStage(size: size, builtIn: name)
}

@MainActor
@Suite("segue demo: the start screen and the Tab scene picker, headless")
struct DemoScenePickerTests {
    /// The centre of a view, in its window's points.
    private func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test("with no scene the start screen shows one card per scene, titles and summaries from DemoSceneName")
    func startScreenCards() throws {
        let stage = makeStage()
        let start = try #require(stage.shell.scene as? StudioStartScene)
        #expect(stage.shell.sceneName == nil)
        #expect(stage.host.window === start.window)
        let cards = start.controller.cardList.cards
        #expect(cards.map(\.sceneName) == DemoSceneName.allCases.map(\.rawValue))
        for card in cards {
            let name = try #require(DemoSceneName(rawValue: card.sceneName))
            #expect(card.summaryLabel.text == name.summary)
            #expect(card.titleLabel.text?.lowercased() == name.title)
            #expect(card.window === start.window)
            #expect(card.frame.width > 100 && card.frame.height > 40, "\(card.sceneName): \(card.frame)")
            #expect(start.window.bounds.contains(card.convert(card.bounds, to: nil)), "\(card.sceneName) is on screen")
        }
        #expect(start.startShowcaseTransition() == false)
    }

    @Test("clicking the flip card presents the flip scene's window in the host and releases the start screen")
    func clickingACardOpensItsScene() throws {
        let stage = makeStage()
        let recorder = RecordingTool()
        stage.shell.install(recorder)
        weak var oldWindow: UIWindow?
        do {
            let start = try #require(stage.shell.scene as? StudioStartScene)
            oldWindow = start.window
            let card = try #require(start.controller.cardList.card(for: "flip"))
            stage.click(at: centre(of: card))
        }
        let flip = try #require(stage.shell.scene as? FlipModalScene)
        #expect(stage.shell.sceneName == "flip")
        #expect(stage.host.window === flip.window)
        #expect(flip.window.isKeyWindow && !flip.window.isHidden)
        #expect(flip.root.isViewLoaded && flip.root.view.window === flip.window)
        #expect(flip.window.frame == CGRect(x: 0, y: 0, width: 1024, height: 700))
        #expect(stage.root.sublayers?.map { $0 } == [flip.window.layer, stage.shell.overlay.layer], "the scene below the overlay")
        #expect(recorder.changes == [ObjectIdentifier(flip)])
        #expect(recorder.frames == 2, "each tick's figures reach the tools")
        #expect(stage.shell.tools.count >= 2, "the standard tools stay installed")
        #expect(oldWindow == nil, "the start screen is released")
        #expect(!stage.host.loop.rootLayers.contains { $0.name == "StudioStartScene" })
    }

    @Test("StudioToolbox installs the picker; the shell's help lists the scene's lines then the tools'")
    func toolbox() throws {
        let stage = makeStage(.flip)
        #expect(stage.shell.tool(StudioScenePicker.self) != nil)
        let help = stage.shell.helpLines
        let sceneLines = stage.shell.scene.helpLines
        #expect(Array(help.prefix(sceneLines.count)) == sceneLines)
        #expect(help.dropFirst(sceneLines.count).first == StudioHelpLine("Tab", "show or hide the scene picker; click a scene to switch to it"))
    }

    @Test("Tab shows the picker over a scene, Tab again hides it; hidden, it takes no touches")
    func tabTogglesThePicker() throws {
        let stage = makeStage(.flip)
        let picker = try #require(stage.shell.tool(StudioScenePicker.self))
        #expect(!picker.isShown)
        #expect(stage.shell.overlay.hitTest(CGPoint(x: 100, y: 300), with: nil) == nil)
        stage.host.key("tab")
        #expect(picker.isShown)
        #expect(picker.panel.frame == CGRect(x: StudioPanelLayout.margin, y: StudioPanelLayout.margin,
                                             width: 480, height: 700 - 2 * StudioPanelLayout.margin))
        #expect(picker.cardList.card(for: "flip")?.isCurrent == true)
        #expect(picker.cardList.card(for: "layers")?.isCurrent == false)
        #expect(stage.shell.overlay.hitTest(CGPoint(x: 100, y: 300), with: nil) != nil, "shown, it takes touches")
        stage.host.key("tab")
        #expect(!picker.isShown)
        #expect(stage.shell.helpLines.contains(StudioHelpLine("Tab", "show or hide the scene picker; click a scene to switch to it")))
    }

    @Test("choosing a scene in the sidebar switches to it, hides the sidebar, retitles the current card")
    func sidebarSwitches() throws {
        let stage = makeStage(.flip)
        let picker = try #require(stage.shell.tool(StudioScenePicker.self))
        stage.host.key("tab")
        stage.runTicks(1)
        let card = try #require(picker.cardList.card(for: "layers"))
        stage.click(at: centre(of: card))
        #expect(stage.shell.scene is CardFlipLayersScene)
        #expect(stage.shell.sceneName == "layers")
        #expect(stage.host.window === stage.shell.scene.window)
        #expect(!picker.isShown)
        stage.host.key("tab")
        #expect(picker.cardList.card(for: "layers")?.isCurrent == true)
        #expect(picker.cardList.card(for: "flip")?.isCurrent == false)
        // Choosing the scene shown changes nothing.
        let shown = ObjectIdentifier(stage.shell.scene)
        stage.shell.switchScene(to: "layers")
        #expect(ObjectIdentifier(stage.shell.scene) == shown)
    }

    @Test("the start screen comes back with switchScene(to: nil), wired again")
    func backToTheStartScreen() throws {
        let stage = makeStage(.flip)
        stage.shell.switchScene(to: nil)
        let start = try #require(stage.shell.scene as? StudioStartScene)
        stage.runTicks(1)
        stage.click(at: centre(of: try #require(start.controller.cardList.card(for: "layers"))))
        #expect(stage.shell.sceneName == "layers")
    }
}
