import Foundation
import Segue
import Testing
@testable import SegueStudio

@MainActor
@Suite struct StudioSceneCatalogTests {
    static func entry(_ name: String, _ title: String) -> StudioSceneEntry {
        StudioSceneEntry(name: name, title: title, summary: "shows \(title)") { _ in StudioViewControllerScene(rootViewController: UIViewController()) }
    }

    @Test("a program with one scene opens it at launch and is titled with its own name")
    func oneSceneOpensAtLaunch() {
        let catalog = StudioSceneCatalog(title: "MyApp", entries: [Self.entry("myapp", "MyApp")])
        #expect(catalog.launchSceneName == "myapp")
        #expect(catalog.windowTitle(for: "myapp") == "MyApp")
        #expect(catalog.windowTitle(for: nil) == "MyApp — choose a scene")
    }

    @Test("a program with several scenes opens on the start screen; the title follows the scene")
    func severalScenesOpenOnTheStartScreen() throws {
        let catalog = StudioSceneCatalog(title: "Lab", tagline: "Prototypes.", entries: [Self.entry("fade", "fade in"), Self.entry("slide-2", "slide")])
        #expect(catalog.launchSceneName == nil)
        #expect(catalog.windowTitle(for: "fade") == "Lab — fade in")
        #expect(catalog.windowTitle(for: nil) == "Lab — choose a scene")
        #expect(catalog.nameList == "fade, slide-2")
        #expect(catalog.entry(named: "slide-2")?.title == "slide")
        #expect(catalog.entry(named: "nope") == nil)
        let start = try #require(catalog.makeScene(nil, context: StudioSceneContext(textRasterizer: nil)) as? StudioStartScene)
        start.controller.loadViewIfNeeded()
        #expect(start.controller.headingLabel.text == "Lab")
        #expect(start.controller.hintLabel.text?.hasPrefix("Prototypes. Choose a scene") == true)
        #expect(start.controller.cardList.cards.map(\.sceneName) == ["fade", "slide-2"])
        #expect(catalog.makeScene("nope", context: StudioSceneContext(textRasterizer: nil)) is StudioStartScene,
                "a name not in the catalog builds the start screen")
    }

    @Test("scene names: letters, digits, - and _; not empty, not the recordings' start-screen name")
    func sceneNames() {
        for good in ["flip", "keyframe-push", "my_app2", "Karte"] { #expect(StudioSceneEntry.isValidName(good), "\(good)") }
        for bad in ["", "picker", "two words", "a/b", "x.y"] { #expect(!StudioSceneEntry.isValidName(bad), "\(bad)") }
    }

    @Test("a program's scene name is made from its title")
    func sceneNameFromTitle() {
        #expect(Studio.sceneName(for: "MyApp") == "myapp")
        #expect(Studio.sceneName(for: "My  Card App!") == "my-card-app")
        #expect(Studio.sceneName(for: "") == "scene")
        #expect(Studio.sceneName(for: "Picker") == "scene")
        #expect(Studio.sceneName(for: "…") == "scene")
    }
}
