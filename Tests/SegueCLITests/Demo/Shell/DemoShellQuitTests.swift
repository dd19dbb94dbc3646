import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// `segue demo` quitting while a transition runs: the runner winds the shown scene
/// down (`StudioShell.windDown()`) before it lets go of the shell, so the transition's
/// completions run while the scene is whole. Without it, the layouts scene's
/// window ended the push from its deinit, inside the scene's release, and the
/// navigation delegate's `unowned self` callback into the scene aborted the demo
/// (seen as exit status 134 in LayoutsEndToEndTests).
@MainActor
@Suite("segue demo: quitting mid-transition")
struct DemoShellQuitTests {
    @Test("quitting while the layouts scene pushes: the push ends at the wind-down, then the scene and its window are freed")
    func quitMidPush() throws {
        // As in `segue demo`, the host outlives the shell: the shell (and with it the
        // scene and its window) is let go of first.
        let size = CGSize(width: 800, height: 560)
        let host = HeadlessHost(size: size)
        weak var releasedScene: LayoutsScene?
        weak var releasedWindow: UIWindow?
        var windowLayer: CALayer?
        do {
            let scene = try #require(DemoSceneContent.make(.layouts, still: false, rasterizer: nil) as? LayoutsScene)
            let shell = StudioShell(scene: scene, name: "layouts", catalog: DemoSceneName.catalog(), size: size, loop: host.loop)
            scene.window.frame = CGRect(origin: .zero, size: size)
            scene.window.makeKeyAndVisible()
            host.runTicks(2)
            #expect(scene.startShowcaseTransition())
            host.runTicks(12)
            #expect(scene.window.isRunningTransition, "the push is still running when the demo quits")
            releasedScene = scene
            releasedWindow = scene.window
            shell.windDown()
            #expect(!scene.window.isRunningTransition, "the wind-down ended the push")
            #expect(scene.nav.topViewController === scene.cvc2, "the push ended on cvc2")
            windowLayer = scene.window.layer
        }
        #expect(releasedScene == nil, "the scene was freed")
        #expect(releasedWindow == nil, "its window was freed")
        if let windowLayer { host.loop.detach(windowLayer) }
    }
}
