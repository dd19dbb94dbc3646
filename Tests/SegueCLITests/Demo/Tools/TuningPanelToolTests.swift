import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// The tuning panel: T shows sliders for the scene's parameters; dragging one
/// changes the scene's tuning, which the next transition uses.
@MainActor @Suite struct TuningPanelToolTests {
    /// A flip scene in a headless host under a shell with the panel installed.
    func makeShell() -> (HeadlessHost, StudioShell, FlipModalScene, TuningPanelTool) {
        let host = HeadlessHost(size: CGSize(width: 1024, height: 700))
        let scene = FlipModalScene(still: false)
        host.present(scene.window)
        let shell = StudioShell(scene: scene, catalog: DemoSceneName.catalog(), size: host.window.bounds.size, loop: host.loop)
        host.loop.attach(shell.overlay.layer)
        let panel = TuningPanelTool()
        shell.install(panel)
        return (host, shell, scene, panel)
    }

    @Test func tShowsAndHidesThePanelWithARowPerParameterTheSceneTunes() {
        let (host, shell, scene, panel) = makeShell()
        defer { host.loop.detach(shell.overlay.layer) }
        #expect(!panel.isShowing)
        #expect(shell.key(StudioKey("t")))
        #expect(panel.isShowing)
        #expect(scene.tuning.parameters == [.duration, .completionSpeed])
        #expect(panel.row(for: .duration)?.valueLabel.text == "1.00 s")
        #expect(panel.row(for: .completionSpeed)?.valueLabel.text == "1.00×")
        #expect(panel.row(for: .dampingRatio) == nil)
        #expect(abs(panel.panel.frame.maxX - (1024 - StudioPanelLayout.margin)) < 1e-9, "against the right edge")
        #expect(shell.key(StudioKey("t")))
        #expect(!panel.isShowing)
        #expect(!shell.key(StudioKey("t", modifiers: .control)), "Ctrl+T is not the panel's key")
        StudioSceneWindDown.windDown(scene, in: host)
    }

    @Test func draggingTheDurationSliderMakesTheNextFlipTakeThatLong() throws {
        let (host, shell, scene, panel) = makeShell()
        defer { host.loop.detach(shell.overlay.layer) }
        shell.key(StudioKey("t"))
        host.advance(by: 0.1)
        let row = try #require(panel.row(for: .duration))
        let thumb = row.slider.convert(CGPoint(x: row.slider.thumbFrame.midX, y: row.slider.thumbFrame.midY), to: nil)
        // The slider spans 0.05…5 s over its travel; drag the thumb to the start.
        shell.pointer(.began, at: thumb, timestamp: host.currentTime)
        shell.pointer(.moved, at: CGPoint(x: thumb.x - 1000, y: thumb.y), timestamp: host.currentTime + 0.05)
        shell.pointer(.ended, at: CGPoint(x: thumb.x - 1000, y: thumb.y), timestamp: host.currentTime + 0.1)
        #expect(abs(scene.tuning.duration - 0.05) < 1e-6)
        #expect(row.valueLabel.text == "0.05 s")
        #expect(scene.window.rootViewController?.presentedViewController == nil, "the drag on the panel never reached the scene")
        // The next flip takes 0.05 s.
        #expect(scene.startShowcaseTransition())
        host.advance(by: 0.1)
        #expect(!scene.window.isRunningTransition)
        #expect(scene.window.rootViewController?.presentedViewController is SCModalViewController)
        StudioSceneWindDown.windDown(scene, in: host)
    }

    @Test func resetPutsTheScenesOwnValuesBack() throws {
        let (host, shell, scene, panel) = makeShell()
        defer { host.loop.detach(shell.overlay.layer) }
        shell.key(StudioKey("t"))
        scene.tuning.set(.duration, to: 3)
        scene.tuning.set(.completionSpeed, to: 2)
        #expect(panel.row(for: .duration)?.valueLabel.text == "3.00 s", "the rows follow changes made elsewhere")
        let reset = try #require(panel.panel.subviews.compactMap { $0 as? UIButton }.first)
        let centre = reset.convert(CGPoint(x: reset.bounds.midX, y: reset.bounds.midY), to: nil)
        shell.pointer(.began, at: centre, timestamp: host.currentTime)
        shell.pointer(.ended, at: centre, timestamp: host.currentTime + 0.05)
        #expect(scene.tuning.duration == 1 && scene.tuning.completionSpeed == 1)
        #expect(scene.root.flipAnimation.duration == 1 && scene.root.interactionController.completionSpeed == 1)
        StudioSceneWindDown.windDown(scene, in: host)
    }

    @Test func aSceneWithNothingToTuneSaysSo() {
        let host = HeadlessHost(size: CGSize(width: 800, height: 600))
        let scene = CardFlipLayersScene(rasterizer: nil, animated: false)
        host.present(scene.window)
        let shell = StudioShell(scene: scene, catalog: DemoSceneName.catalog(), size: CGSize(width: 800, height: 600), loop: host.loop)
        let panel = TuningPanelTool()
        shell.install(panel)
        shell.key(StudioKey("t"))
        #expect(panel.isShowing && panel.row(for: .duration) == nil)
        let texts = panel.panel.subviews.compactMap { ($0 as? UILabel)?.text }
        #expect(texts.contains("This scene has nothing to tune."))
    }
}
