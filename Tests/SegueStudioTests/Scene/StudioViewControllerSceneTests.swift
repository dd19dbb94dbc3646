import Foundation
import Segue
import Testing
@testable import SegueStudio

@MainActor
@Suite struct StudioViewControllerSceneTests {
    @Test("the root controller becomes the window's root, and what it adopts of StudioSceneContent is the scene's")
    func forwardsToTheRoot() {
        let root = CardRootViewController()
        let scene = StudioViewControllerScene(rootViewController: root)
        #expect(scene.window.rootViewController === root)
        #expect(scene.transitionWindow === scene.window)
        #expect(scene.helpLines == [StudioHelpLine("Click the top half", "open the card")])
        #expect(scene.tuning.parameters == [.duration, .dampingRatio])
        #expect(scene.tuning === scene.tuning, "read once: the panel and the scene edit one tuning")
        #expect(scene.handleKey(StudioKey("o")))
        #expect(!scene.handleKey(StudioKey("x")))
        #expect(root.keys == [StudioKey("o"), StudioKey("x")])
        let host = HeadlessHost(size: CGSize(width: 400, height: 300))
        host.present(scene.window)
        #expect(scene.startShowcaseTransition())
        #expect(!scene.startShowcaseTransition(), "not while the card is up")
        host.advance(by: 1)
        #expect(root.presentedViewController is CardPageViewController)
    }

    @Test("a plain controller adds nothing: no tuning, no help lines, no showcase, no keys")
    func plainControllerDefaults() {
        let scene = StudioViewControllerScene(rootViewController: UIViewController())
        #expect(scene.tuning.parameters.isEmpty)
        #expect(scene.helpLines.isEmpty)
        #expect(!scene.startShowcaseTransition())
        #expect(!scene.handleKey(StudioKey("space")))
    }
}
