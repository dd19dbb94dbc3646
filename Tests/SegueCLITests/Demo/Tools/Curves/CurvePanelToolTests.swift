import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// A bare scene: a window with three views to animate.
@MainActor
private final class CurveTestScene: StudioScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    let tuning = StudioTuning(parameters: [])
    let views = (0..<3).map { _ in UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100)) }

    init() {
        for view in views { window.addSubview(view) }
    }

    func startShowcaseTransition() -> Bool { false }
}

/// The curve panel installed over a `CurveTestScene` in a headless host; each
/// test builds its own in its body (a host sets the global loop).
@MainActor
private final class CurvePanelStage {
    let host = HeadlessHost(size: CGSize(width: 1280, height: 800))
    let scene = CurveTestScene()
    let shell: StudioShell
    let tool = CurvePanelTool()

    init() {
        shell = StudioShell(scene: scene, catalog: DemoSceneName.catalog(), size: CGSize(width: 1280, height: 800), loop: host.loop)
        host.present(scene.window)
        host.loop.attach(shell.overlay.layer)
        shell.install(tool)
        host.runTicks(1)
    }

    func frame() { shell.frameDidAdvance(StudioFrameStats(mediaTime: host.currentTime)) }

    func addSpringBasicAndKeyframes() {
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 0
        spring.toValue = 200
        spring.damping = 8
        spring.duration = spring.settlingDuration
        scene.views[0].layer.add(spring, forKey: "drop")
        let basic = CABasicAnimation(keyPath: "opacity")
        basic.fromValue = 1
        basic.toValue = 0
        basic.duration = 2
        basic.timingFunction = CAMediaTimingFunction(name: .easeIn)
        scene.views[1].layer.add(basic, forKey: "fade")
        let keyframes = CAKeyframeAnimation(keyPath: "transform")
        keyframes.values = [CATransform3DIdentity, CATransform3DMakeRotation(.pi / 2, 1, 0, 0), CATransform3DMakeRotation(.pi / 2, 1, 0, 0)]
        keyframes.keyTimes = [0, 0.5, 1]
        keyframes.duration = 1
        scene.views[2].layer.add(keyframes, forKey: "flip")
    }
}

@MainActor
@Suite("C: the curve panel plots the running animations' curves with a time cursor")
struct CurvePanelToolTests {
    @Test("C shows one plot each for a spring, a basic and a keyframe animation, captioned with layer and key path")
    func listsTheCurves() throws {
        let stage = CurvePanelStage()
        let (host, shell, tool) = (stage.host, stage.shell, stage.tool)
        #expect(shell.key(StudioKey("c")))
        #expect(!tool.panel.isHidden)
        #expect(tool.plotViews.isEmpty)
        #expect(tool.headerLabel.text == "Curves — no animations yet")
        stage.addSpringBasicAndKeyframes()
        host.advance(by: 0.05)
        stage.frame()
        #expect(tool.plotViews.count == 3)
        let curves = tool.plotViews.map(\.curve)
        guard case .spring(_, _, let damping, _, _, _) = curves[0] else { Issue.record("not a spring: \(curves[0])"); return }
        #expect(damping == 8)
        #expect(curves[1] == .bezier(controlPoints: [Double(Float(0.42)), 0, 1, 1], duration: 2))   // easeIn
        guard case let .keyframes(values, keyTimes, isNumeric, _, _, _, duration) = curves[2] else { Issue.record("not keyframes"); return }
        #expect(keyTimes == [0, 0.5, 1])
        #expect(!isNumeric)
        #expect(values.count == 3 && values[0] == 0 && abs(values[1] - 1) < 1e-9 && abs(values[2] - 1) < 1e-9)
        #expect(duration == 1)
        #expect(tool.plotViews.map { $0.captionLabel.text } == ["UIView.position.y", "UIView.opacity", "UIView.transform"])
        #expect(tool.headerLabel.text == "Curves — 3 curves")
        #expect(tool.plotViews.allSatisfy { $0.imageView.image != nil && !$0.isHidden })
    }

    @Test("animations on the same curve share a plot; the plots are rendered once per set")
    func distinctCurves() throws {
        let stage = CurvePanelStage()
        let (host, scene, tool) = (stage.host, stage.scene, stage.tool)
        _ = tool.handleKey(StudioKey("c"))
        for view in scene.views {
            let basic = CABasicAnimation(keyPath: "position.x")
            basic.fromValue = 0
            basic.toValue = 100
            basic.duration = 1
            view.layer.add(basic, forKey: "slide")
        }
        host.advance(by: 0.05)
        stage.frame()
        #expect(tool.plotViews.count == 1)
        #expect(tool.plotViews[0].captionLabel.text == "UIView.position.x, UIView.position.x +1 more")
        let plot = tool.plotViews[0]
        host.advance(by: 0.2)
        stage.frame()
        #expect(tool.plotViews[0] === plot)             // same set: not rebuilt
    }

    @Test("each cursor follows its animation's time, and stays at the end once it ended")
    func cursorFollowsTime() throws {
        let stage = CurvePanelStage()
        let (host, tool) = (stage.host, stage.tool)
        _ = tool.handleKey(StudioKey("c"))
        stage.addSpringBasicAndKeyframes()
        host.advance(by: 0.1)
        stage.frame()
        let basic = tool.plotViews[1]
        let early = basic.cursorX
        #expect(abs((basic.cursorTime ?? -1) - 0.1) < 0.02)
        host.advance(by: 0.8)
        stage.frame()
        #expect(basic.cursorX > early + 50)
        #expect(abs((basic.cursorTime ?? -1) - 0.9) < 0.02)
        #expect(basic.cursor.frame.midX == basic.cursorX)
        host.advance(by: 5)
        stage.frame()
        #expect(tool.hasEnded)
        #expect(tool.headerLabel.text == "Curves — 3 curves (ended)")
        #expect(basic.cursorTime == 2)                   // past its end: the cursor rests at the end
    }

    @Test("a frozen layer (an interactive transition's container) holds the cursor where it was scrubbed to")
    func frozenLayerHoldsTheCursor() throws {
        let stage = CurvePanelStage()
        let (host, scene, tool) = (stage.host, stage.scene, stage.tool)
        _ = tool.handleKey(StudioKey("c"))
        let view = scene.views[1]
        let basic = CABasicAnimation(keyPath: "opacity")
        basic.fromValue = 1
        basic.toValue = 0
        basic.duration = 1
        view.layer.add(basic, forKey: "fade")
        host.advance(by: 0.3)
        view.layer.timeOffset = view.layer.convertTime(CACurrentMediaTime(), from: nil)
        view.layer.speed = 0
        view.layer.beginTime = 0
        host.advance(by: 0.05)
        stage.frame()
        let held = try #require(tool.plotViews.first?.cursorTime)
        host.advance(by: 0.5)
        stage.frame()
        #expect(tool.plotViews.first?.cursorTime == held)
    }

    @Test("the flip's presentation shows its keyframe timelines")
    func flipScene() throws {
        let host = HeadlessHost(size: CGSize(width: 1280, height: 800))
        let scene = FlipModalScene(still: false)
        let shell = StudioShell(scene: scene, catalog: DemoSceneName.catalog(), size: CGSize(width: 1280, height: 800), loop: host.loop)
        host.present(scene.window)
        host.loop.attach(shell.overlay.layer)
        let tool = CurvePanelTool()
        shell.install(tool)
        host.runTicks(1)
        _ = tool.handleKey(StudioKey("c"))
        #expect(scene.startShowcaseTransition())
        host.advance(by: 0.3)
        shell.frameDidAdvance(StudioFrameStats(mediaTime: host.currentTime))
        let captions = tool.plotViews.compactMap { $0.captionLabel.text }
        #expect(captions.contains { $0.contains("SCViewController.view.transform") })
        #expect(tool.plotViews.allSatisfy { if case .keyframes = $0.curve { true } else { false } })
        StudioSceneWindDown.windDown(scene, in: host)
    }

    @Test("C again hides the panel; other keys pass through")
    func toggles() {
        let stage = CurvePanelStage()
        let tool = stage.tool
        #expect(tool.handleKey(StudioKey("c")))
        #expect(tool.handleKey(StudioKey("c")))
        #expect(tool.panel.isHidden)
        #expect(!tool.handleKey(StudioKey("c", modifiers: .control)))
        #expect(!tool.handleKey(StudioKey("e")))
    }
}
