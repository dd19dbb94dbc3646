import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

// The `sliding` scene (Sources/SegueCLI/Demo/Scenes/Sliding/SlidingScene.swift):
// the ECSlidingViewController guide's three kinds of transition, driven through
// HeadlessHost with clicks, drags and the scene's keys.

@MainActor
@Suite("segue demo --scene sliding: the ECSlidingViewController guide's default, custom animation and custom interaction")
struct SlidingSceneTests {
    static let size = CGSize(width: 1024, height: 700)

    /// The scene in a host, laid out, with a report recorder listening.
    private func makeScene() -> (HeadlessHost, SlidingScene, TransitionReportRecorder) {
        let host = HeadlessHost(size: Self.size)
        let scene = SlidingScene()
        host.present(scene.window)
        host.runTicks(1)
        let recorder = TransitionReportRecorder()
        recorder.start()
        return (host, scene, recorder)
    }

    /// The centre of a view, in the scene window's coordinates.
    private func centre(of view: UIView, in scene: SlidingScene) -> CGPoint {
        scene.window.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), from: view)
    }

    /// The top view's frame as drawn now.
    private func drawnTopFrame(_ scene: SlidingScene) -> CGRect {
        scene.home.view.layer.presentation()?.frame ?? scene.home.view.frame
    }

    /// A drag through `points`, `secondsPerLeg` for each leg, one move per tick;
    /// released at the last point, then one more tick.
    private func drag(_ host: HeadlessHost, through points: [CGPoint], secondsPerLeg: TimeInterval) {
        host.touchDown(at: points[0])
        let steps = Int((secondsPerLeg / host.loop.tickInterval).rounded())
        for (start, end) in zip(points, points.dropFirst()) {
            for step in 1...steps {
                host.runTicks(1)
                let fraction = CGFloat(step) / CGFloat(steps)
                host.touchMove(to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
            }
        }
        host.touchUp(at: points[points.count - 1])
        host.runTicks(1)
    }

    // MARK: Mode 1: default

    @Test("mode 1: Menu slides the top view linearly over the default 0.25 s; a click on it slides it back")
    func defaultAnchorAndTapReset() {
        let (host, scene, recorder) = makeScene()
        defer { recorder.stop() }
        #expect(scene.mode == .defaultTransition)
        #expect(scene.home.view.gestureRecognizers?.contains { $0 === scene.slidingViewController.panGesture } == true)
        host.click(at: centre(of: scene.home.page.buttons[0], in: scene))
        #expect(scene.window.isRunningTransition)
        #expect(scene.menu.view.superview === scene.slidingViewController.view)
        host.advance(by: 0.125 - 2 * host.loop.tickInterval)
        #expect(abs(drawnTopFrame(scene).minX - 150) < 8)      // linear: half way at half time
        #expect(host.settle())
        #expect(scene.slidingViewController.currentTopViewPosition == .anchoredRight)
        #expect(scene.home.view.frame == CGRect(x: 300, y: 0, width: 1024, height: 700))

        // The anchored top view takes a click as "reset" (the container's tap).
        host.click(at: CGPoint(x: 700, y: 200))
        #expect(host.settle())
        #expect(scene.slidingViewController.currentTopViewPosition == .centered)
        #expect(scene.home.view.frame == CGRect(origin: .zero, size: Self.size))
        #expect(scene.menu.viewIfLoaded?.superview == nil)
        let report = recorder.finish(window: scene.window)
        #expect(report.transitions.map(\.operation) == ["anchorRight", "reset"])
        #expect(report.transitions.allSatisfy { $0.outcome == "completed" && !$0.interactive })
        #expect(report.appearance == ["METransitionsViewController.viewWillAppear", "METransitionsViewController.viewDidAppear",
                                      "METransitionsViewController.viewWillDisappear", "METransitionsViewController.viewDidDisappear"])
    }

    @Test("mode 1: a drag right anchors right; a drag that turns back cancels and restores the hierarchy")
    func defaultPan() {
        let (host, scene, recorder) = makeScene()
        defer { recorder.stop() }
        drag(host, through: [CGPoint(x: 400, y: 150), CGPoint(x: 600, y: 150)], secondsPerLeg: 0.3)
        #expect(host.settle())
        #expect(scene.slidingViewController.currentTopViewPosition == .anchoredRight)
        #expect(scene.home.view.frame.minX == 300)

        // Back toward the centre, then away again before letting go: cancelled.
        drag(host, through: [CGPoint(x: 700, y: 150), CGPoint(x: 560, y: 150), CGPoint(x: 640, y: 150)], secondsPerLeg: 0.2)
        #expect(host.settle())
        #expect(scene.slidingViewController.currentTopViewPosition == .anchoredRight)
        #expect(scene.home.view.frame.minX == 300)
        #expect(scene.menu.view.superview === scene.slidingViewController.view)
        let report = recorder.finish(window: scene.window)
        #expect(report.transitions.map(\.operation) == ["anchorRight", "reset"])
        #expect(report.transitions.map(\.outcome) == ["completed", "cancelled"])
        #expect(report.transitions.allSatisfy { $0.interactive })
    }

    // MARK: Mode 2: custom animation

    @Test("mode 2: the zoom shrinks the top view to 0.75 beside the menu, which zooms in from 1.25 as it fades in")
    func zoomAnimation() throws {
        let (host, scene, recorder) = makeScene()
        defer { recorder.stop() }
        #expect(scene.handleKey(StudioKey("2")))
        #expect(scene.mode == .customAnimation)
        #expect(scene.startShowcaseTransition())
        #expect(!scene.startShowcaseTransition())              // refused while one runs
        host.advance(by: 0.125)
        let top = try #require(scene.home.view.layer.presentation())
        let menu = try #require(scene.menu.view.layer.presentation())
        #expect(top.transform.m11 < 0.95 && top.transform.m11 > 0.8)
        #expect(menu.opacity > 0.2 && menu.opacity < 0.8)
        #expect(menu.transform.m11 > 1.05 && menu.transform.m11 < 1.2)
        #expect(host.settle())
        #expect(scene.slidingViewController.currentTopViewPosition == .anchoredRight)
        #expect(scene.home.view.transform == CGAffineTransform(scaleX: 0.75, y: 0.75))
        #expect(scene.home.view.center == CGPoint(x: 300 + 512, y: 350))
        #expect(scene.menu.view.alpha == 1 && scene.menu.view.transform == .identity)
        #expect(scene.menu.view.frame == CGRect(origin: .zero, size: Self.size))

        #expect(scene.startShowcaseTransition())               // back to the centre
        #expect(host.settle())
        #expect(scene.home.view.transform == .identity)
        #expect(scene.home.view.frame == CGRect(origin: .zero, size: Self.size))
        #expect(scene.menu.viewIfLoaded?.superview == nil)
        #expect(recorder.finish(window: scene.window).transitions.map(\.outcome) == ["completed", "completed"])
    }

    @Test("mode 2: the container's pan drives the zoom; turning back cancels it to the centred, unscaled state")
    func zoomDrivenByTheDefaultPanCancels() {
        let (host, scene, recorder) = makeScene()
        defer { recorder.stop() }
        _ = scene.handleKey(StudioKey("2"))
        drag(host, through: [CGPoint(x: 400, y: 150), CGPoint(x: 560, y: 150), CGPoint(x: 480, y: 150)], secondsPerLeg: 0.2)
        #expect(host.settle())
        #expect(scene.slidingViewController.currentTopViewPosition == .centered)
        #expect(scene.home.view.transform == .identity)
        #expect(scene.home.view.frame == CGRect(origin: .zero, size: Self.size))
        #expect(scene.menu.viewIfLoaded?.superview == nil)
        #expect(scene.menu.view.alpha == 1 && scene.menu.view.transform == .identity)
        let report = recorder.finish(window: scene.window)
        #expect(report.transitions.count == 1)
        #expect(report.transitions.first?.interactive == true)
        #expect(report.transitions.first?.outcome == "cancelled")
        #expect((report.transitions.first?.maxPercent ?? 0) > 0.3)
        #expect(report.appearance == ["METransitionsViewController.viewWillAppear", "METransitionsViewController.viewWillDisappear",
                                      "METransitionsViewController.viewDidDisappear"])
    }

    // MARK: Mode 3: custom interaction

    @Test("mode 3: the top view follows the finger, then a spring continuing the flick settles it anchored")
    func dynamicPanFinishes() {
        let (host, scene, recorder) = makeScene()
        defer { recorder.stop() }
        #expect(scene.handleKey(StudioKey("3")))
        let dynamic = scene.transitions.dynamicTransition
        #expect(scene.home.view.gestureRecognizers?.contains { $0 === dynamic.panGesture } == true)
        #expect(scene.home.view.gestureRecognizers?.contains { $0 === scene.slidingViewController.panGesture } == false)

        let start = CGPoint(x: 400, y: 150)
        host.touchDown(at: start)
        for step in 1...48 {                                   // 0.2 s, 1 pt per tick… then faster
            host.runTicks(1)
            host.touchMove(to: CGPoint(x: start.x + CGFloat(step) * 3, y: start.y))
        }
        #expect(dynamic.isInteractive)
        let pan = dynamic.panGesture.translation(in: scene.slidingViewController.view).x
        #expect(abs(scene.home.view.frame.minX - pan) < 0.5)   // follows the finger exactly
        host.touchUp(at: CGPoint(x: start.x + 144, y: start.y))
        host.runTicks(1)
        #expect(!dynamic.isInteractive)
        #expect(dynamic.settleAnimator != nil)
        #expect(scene.window.isRunningTransition)              // completes when the spring rests
        #expect(host.settle())
        #expect(scene.slidingViewController.currentTopViewPosition == .anchoredRight)
        #expect(scene.home.view.frame == CGRect(x: 300, y: 0, width: 1024, height: 700))
        let report = recorder.finish(window: scene.window)
        #expect(report.transitions.count == 1)
        #expect(report.transitions.first?.interactive == true)
        #expect(report.transitions.first?.outcome == "completed")
    }

    @Test("mode 3: a drag whose moves all arrive in one frame (no velocity yet) still starts, at the first move with a direction")
    func dynamicPanBurst() {
        let (host, scene, recorder) = makeScene()
        defer { recorder.stop() }
        _ = scene.handleKey(StudioKey("3"))
        host.touchDown(at: CGPoint(x: 400, y: 150))
        for x in stride(from: 410, through: 550, by: 10) { host.touchMove(to: CGPoint(x: CGFloat(x), y: 150)) }
        host.runTicks(1)
        #expect(scene.transitions.dynamicTransition.isInteractive)
        #expect(scene.home.view.frame.minX > 100)
        host.touchUp(at: CGPoint(x: 550, y: 150))
        #expect(host.settle())
        // Released still, short of half of 300 pt: cancelled back to the centre.
        #expect(scene.slidingViewController.currentTopViewPosition == .centered)
        #expect(recorder.finish(window: scene.window).transitions.map(\.outcome) == ["cancelled"])
    }

    @Test("mode 3: releasing while moving back cancels; the spring returns the top view and the menu leaves")
    func dynamicPanCancels() {
        let (host, scene, recorder) = makeScene()
        defer { recorder.stop() }
        _ = scene.handleKey(StudioKey("3"))
        drag(host, through: [CGPoint(x: 400, y: 150), CGPoint(x: 600, y: 150), CGPoint(x: 520, y: 150)], secondsPerLeg: 0.2)
        #expect(host.settle())
        #expect(scene.slidingViewController.currentTopViewPosition == .centered)
        #expect(scene.home.view.frame == CGRect(origin: .zero, size: Self.size))
        #expect(scene.menu.viewIfLoaded?.superview == nil)
        let report = recorder.finish(window: scene.window)
        #expect(report.transitions.map(\.outcome) == ["cancelled"])
        #expect(report.appearance == ["METransitionsViewController.viewWillAppear", "METransitionsViewController.viewWillDisappear",
                                      "METransitionsViewController.viewDidDisappear"])
    }

    @Test("mode 3: a damping ratio below 1 makes the settle overshoot the anchored position", arguments: [1.0, 0.3])
    func dynamicSettleDamping(ratio: Double) {
        let (host, scene, recorder) = makeScene()
        defer { recorder.stop() }
        _ = scene.handleKey(StudioKey("3"))
        scene.tuning.set(.dampingRatio, to: ratio)
        #expect(scene.transitions.dynamicTransition.dampingRatio == CGFloat(ratio))
        drag(host, through: [CGPoint(x: 400, y: 150), CGPoint(x: 520, y: 150)], secondsPerLeg: 0.1)
        var furthest: CGFloat = 0
        for _ in 0..<240 {
            host.runTicks(1)
            furthest = max(furthest, drawnTopFrame(scene).minX)
        }
        #expect(host.settle())
        #expect(scene.home.view.frame.minX == 300)
        if ratio < 1 {
            #expect(furthest > 310, "an underdamped settle goes past 300: \(furthest)")
        } else {
            #expect(furthest < 300.5, "a critically damped settle from this flick does not pass 300: \(furthest)")
        }
    }

    @Test("mode 3: a click runs the animation controller (the default slide), not interactively")
    func dynamicModeClick() {
        let (host, scene, recorder) = makeScene()
        defer { recorder.stop() }
        _ = scene.handleKey(StudioKey("3"))
        host.click(at: centre(of: scene.home.page.buttons[1], in: scene))     // Options ›
        #expect(host.settle())
        #expect(scene.slidingViewController.currentTopViewPosition == .anchoredLeft)
        #expect(scene.home.view.frame.minX == -260)
        let report = recorder.finish(window: scene.window)
        #expect(report.transitions.map(\.operation) == ["anchorLeft"])
        #expect(report.transitions.first?.interactive == false)
        #expect(report.appearance.first == "MEOptionsViewController.viewWillAppear")
    }

    // MARK: Switching

    @Test("switching mode while aside slides back with the old mode first; keys during a transition change nothing")
    func switchingModes() {
        let (host, scene, recorder) = makeScene()
        defer { recorder.stop() }
        _ = scene.handleKey(StudioKey("2"))
        #expect(scene.handleKey(StudioKey("m")))
        #expect(scene.handleKey(StudioKey("1")))                   // ignored mid-transition (consumed)
        #expect(scene.mode == .customAnimation)
        #expect(host.settle())
        #expect(scene.home.view.transform == CGAffineTransform(scaleX: 0.75, y: 0.75))
        #expect(scene.handleKey(StudioKey("3")))
        #expect(scene.mode == .customAnimation)                  // not yet: the zoom slides back first
        #expect(host.settle())
        #expect(scene.mode == .customInteraction)
        #expect(scene.home.view.transform == .identity)
        #expect(scene.slidingViewController.currentTopViewPosition == .centered)
        #expect(!scene.handleKey(StudioKey("x")))
        #expect(!scene.handleKey(StudioKey("1", modifiers: .control)))
    }

    @Test("a menu row picks its mode; the menu highlights it")
    func menuRows() {
        let (host, scene, recorder) = makeScene()
        defer { recorder.stop() }
        _ = scene.handleKey(StudioKey("m"))
        #expect(host.settle())
        host.click(at: centre(of: scene.menu.page.buttons[2], in: scene))
        #expect(host.settle())
        #expect(scene.mode == .customInteraction)
        #expect(scene.slidingViewController.currentTopViewPosition == .centered)
        #expect(scene.menu.page.buttons[2].backgroundColor == UIColor(white: 1, alpha: 0.34))
        #expect(scene.menu.page.buttons[0].backgroundColor == UIColor(white: 1, alpha: 0.10))
    }

    @Test("the options anchor left with O; a resize while aside keeps the anchored frame for the new size")
    func optionsAndResize() {
        let (host, scene, recorder) = makeScene()
        defer { recorder.stop() }
        #expect(scene.handleKey(StudioKey("o")))
        #expect(host.settle())
        #expect(scene.home.view.frame == CGRect(x: -260, y: 0, width: 1024, height: 700))
        UIView.performWithoutAnimation { scene.window.frame = CGRect(x: 0, y: 0, width: 1280, height: 800) }
        host.runTicks(1)
        #expect(scene.home.view.frame == CGRect(x: -260, y: 0, width: 1280, height: 800))
        #expect(scene.options.view.frame == CGRect(x: 0, y: 0, width: 1280, height: 800))
        // The options' content sits in the uncovered strip at the right.
        let done = scene.options.page.buttons[0]
        #expect(scene.window.convert(done.bounds, from: done).minX >= 1280 - 260)
        #expect(scene.handleKey(StudioKey("o")))
        #expect(host.settle())
        #expect(scene.slidingViewController.currentTopViewPosition == .centered)
    }

    @Test("O with the menu open slides across to the options, and M back to the menu")
    func otherSideFromAnOpenSide() {
        let (host, scene, recorder) = makeScene()
        defer { recorder.stop() }
        #expect(scene.handleKey(StudioKey("m")))
        #expect(host.settle())
        #expect(scene.slidingViewController.currentTopViewPosition == .anchoredRight)
        #expect(scene.handleKey(StudioKey("o")))
        #expect(host.settle())
        #expect(scene.slidingViewController.currentTopViewPosition == .anchoredLeft)
        #expect(scene.handleKey(StudioKey("m")))
        #expect(host.settle())
        #expect(scene.slidingViewController.currentTopViewPosition == .anchoredRight)
    }

    @Test("help lines and tuning name what the modes use")
    func helpAndTuning() {
        let scene = SlidingScene()
        #expect(scene.tuning.parameters == [.duration, .curve, .dampingRatio])
        #expect(scene.tuning.duration == 0.25)
        scene.tuning.set(.duration, to: 0.6)
        scene.tuning.set(.curve, to: 3)
        #expect(scene.slidingViewController.defaultTransitionDuration == 0.6)
        #expect(scene.transitions.zoomAnimationController.duration == 0.6)
        #expect(scene.transitions.zoomAnimationController.curve == .linear)
        #expect(scene.transitions.slideAnimationController.duration == 0.6)
        #expect(scene.helpLines.count == 5)
        #expect(DemoSceneName(rawValue: "sliding") == .sliding)
    }
}
