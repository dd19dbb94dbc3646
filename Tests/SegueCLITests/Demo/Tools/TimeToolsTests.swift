import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// The flip scene in a HeadlessHost under a shell with the timeline and the HUD.
@MainActor
private struct TimedFlip {
    let host = HeadlessHost(size: CGSize(width: 800, height: 600))
    let scene = FlipModalScene(still: false)
    let shell: StudioShell
    let timeline = TimelineTool()
    let hud = HUDTool()

    init() {
        host.present(scene.window)
        shell = StudioShell(scene: scene, catalog: DemoSceneName.catalog(), size: host.window.bounds.size, loop: host.loop)
        host.loop.attach(shell.overlay.layer)
        shell.install(timeline)
        shell.install(hud)
        host.runTicks(1)
    }

    var progress: Double { timeline.inspector.progress }

    /// The presenter's presentation transform.
    var mainTransform: CATransform3D { scene.root.view.layer.presentationProperties.transform }

    /// A point on the timeline's track at `fraction`, in window points.
    func trackPoint(_ fraction: Double) -> CGPoint {
        let track = timeline.track
        let x = TimelineTrackView.knobSize / 2 + (track.bounds.width - TimelineTrackView.knobSize) * CGFloat(fraction)
        return track.convert(CGPoint(x: x, y: track.bounds.midY), to: shell.overlay)
    }

    /// Ends the flip's transition and dismisses its modal (see `StudioSceneWindDown`).
    func tearDown() {
        StudioSceneWindDown.windDown(scene, in: host)
    }

    func frame(ticks: Int = 1) {
        shell.frameDidAdvance(StudioFrameStats(frameNumber: 1, frameTime: 1.0 / 60, tickTime: 0.0005, ticks: ticks,
                                             layerCount: 42, quadCount: 40, mediaTime: host.currentTime))
    }
}

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

@MainActor
@Suite("segue demo: the timeline (slow motion, pause, speed, scrub) and the HUD on the flip scene")
struct TimeToolsTests {
    @Test("the bar shows only while a transition runs, so the scene's own controls below it take clicks; a passthrough badge shows a speed other than 1×")
    func barOnlyWhileATransitionRuns() {
        let flip = TimedFlip()
        let bottom = CGPoint(x: 400, y: 580)
        #expect(flip.timeline.bar.isHidden && flip.timeline.speedBadge.isHidden)
        #expect(flip.shell.overlay.hitTest(bottom, with: nil) == nil, "nothing of the tools under the bottom edge")
        flip.shell.key(StudioKey("s"))
        #expect(!flip.timeline.speedBadge.isHidden && flip.timeline.speedBadge.text == "Speed 0.1× slow")
        #expect(flip.shell.overlay.hitTest(flip.timeline.speedBadge.center, with: nil) == nil, "the badge lets touches through")
        _ = flip.scene.startShowcaseTransition()
        flip.host.runTicks(1)
        #expect(!flip.timeline.bar.isHidden && flip.timeline.speedBadge.isHidden)
        #expect(flip.shell.overlay.hitTest(flip.trackPoint(0.5), with: nil) != nil)
        flip.shell.key(StudioKey("s"))
        flip.host.settle()
        #expect(flip.timeline.bar.isHidden && flip.timeline.speedBadge.isHidden)
        flip.tearDown()
    }

    @Test("S slows the flip ten times: at real time t the progress is t / (10·D)")
    func slowAnimations() {
        let flip = TimedFlip()
        #expect(flip.timeline.titleLabel.text == "No transition yet")
        #expect(flip.shell.key(StudioKey("s")))
        #expect(flip.host.loop.timeScale == 0.1)
        #expect(flip.scene.startShowcaseTransition())
        var t = 0.0
        for step in [1.0, 1.5, 2.5, 2.5] {
            flip.host.advance(by: step)
            t += step
            #expect(close(flip.progress, t / 10, 1.0 / 240))
        }
        flip.timeline.refresh()
        #expect(flip.timeline.speedLabel.text == "Speed 0.1× slow")
        #expect(flip.timeline.titleLabel.text == "present · SCViewController → SCModalViewController")
        #expect(flip.timeline.stateLabel.text == "animating 75 %")
        flip.host.advance(by: 2.6)
        #expect(flip.scene.root.presentedViewController is SCModalViewController)
        flip.timeline.refresh()
        #expect(flip.timeline.stateLabel.text == "completed")
        #expect(flip.shell.key(StudioKey("s")))
        #expect(flip.host.loop.timeScale == 1)
        flip.tearDown()
    }

    @Test("the slowed flip shows exactly the real-time flip's frames")
    func slowMotionMatchesRealTime() {
        let real = TimedFlip()
        _ = real.scene.startShowcaseTransition()
        real.host.advance(by: 0.3)
        let expected = real.mainTransform
        real.host.settle()
        let slow = TimedFlip()
        slow.shell.key(StudioKey("s"))
        _ = slow.scene.startShowcaseTransition()
        slow.host.advance(by: 3)
        #expect(close(Double(slow.mainTransform.m22), Double(expected.m22)) && close(Double(slow.mainTransform.m23), Double(expected.m23)))
        slow.host.loop.timeScale = 1
        slow.host.settle()
        real.tearDown()
        slow.tearDown()
    }

    @Test("Space freezes the flip, Left/Right step one tick while paused, Space resumes")
    func pause() {
        let flip = TimedFlip()
        _ = flip.scene.startShowcaseTransition()
        flip.host.advance(by: 0.25)
        #expect(flip.shell.key(StudioKey("space")))
        #expect(flip.host.loop.timeScale == 0)
        let frozen = flip.mainTransform
        let progress = flip.progress
        flip.host.advance(by: 5)
        #expect(CATransform3DEqualToTransform(flip.mainTransform, frozen))
        #expect(flip.progress == progress)
        #expect(flip.timeline.speedLabel.text == "Speed paused · 1×")
        #expect(flip.shell.key(StudioKey("right")))
        #expect(close(flip.progress, progress + 1.0 / 240))
        #expect(flip.shell.key(StudioKey("left")))
        #expect(close(flip.progress, progress + 2.0 / 240))
        #expect(!flip.shell.key(StudioKey("left", modifiers: .control)))   // the scene's (rotation)
        #expect(flip.shell.key(StudioKey("space")))
        flip.host.advance(by: 0.25)
        #expect(close(flip.progress, 0.5 + 2.0 / 240))
        #expect(!flip.shell.key(StudioKey("right")))                      // not paused: not the timeline's
        flip.host.settle()
        #expect(flip.scene.root.presentedViewController is SCModalViewController)
        flip.tearDown()
    }

    @Test("[ and ] step the speed factor through 0.1, 0.25, 0.5, 1, 1.5, 2 and stop at the ends")
    func speedSteps() {
        let flip = TimedFlip()
        var seen: [Double] = []
        for _ in 0..<4 { flip.shell.key(StudioKey("[")); seen.append(flip.host.loop.timeScale) }
        for _ in 0..<6 { flip.shell.key(StudioKey("]")); seen.append(flip.host.loop.timeScale) }
        #expect(seen == [0.5, 0.25, 0.1, 0.1, 0.25, 0.5, 1, 1.5, 2, 2])
        flip.shell.key(StudioKey("s"))
        #expect(close(flip.host.loop.timeScale, 0.2))
        #expect(flip.timeline.speedLabel.text == "Speed 0.2× slow")
        flip.tearDown()
    }

    @Test("dragging the timeline holds time and scrubs the flip; letting go continues and completes once")
    func dragScrubs() {
        var starts = 0, ends: [Bool] = []
        final class Counter: TransitionObserver {
            var start: () -> Void = {}
            var end: (Bool) -> Void = { _ in }
            func transitionDidStart(_ context: ViewControllerTransitionContext) { start() }
            func transitionDidEnd(_ context: ViewControllerTransitionContext, completed: Bool) { end(completed) }
        }
        let counter = Counter()
        counter.start = { starts += 1 }
        counter.end = { ends.append($0) }
        TransitionObservers.add(counter)
        defer { TransitionObservers.remove(counter) }
        // The reference: the presenter at 0.6 s and 0.2 s of an unscrubbed flip.
        let reference = TimedFlip()
        _ = reference.scene.startShowcaseTransition()
        reference.host.advance(by: 0.2)
        let at02 = reference.mainTransform
        reference.host.advance(by: 0.4)
        let at06 = reference.mainTransform
        reference.host.settle()
        starts = 0; ends = []

        // Made after the reference: a HeadlessHost installs its loop as the main one.
        let flip = TimedFlip()
        _ = flip.scene.startShowcaseTransition()
        flip.host.advance(by: 0.1)
        flip.shell.pointer(.began, at: flip.trackPoint(0.6), timestamp: flip.host.currentTime)
        #expect(flip.timeline.isScrubbing)
        #expect(flip.host.loop.timeScale == 0)
        #expect(close(flip.progress, 0.6))
        #expect(close(Double(flip.mainTransform.m23), Double(at06.m23)))
        flip.host.advance(by: 1)
        flip.shell.pointer(.moved, at: flip.trackPoint(0.2), timestamp: flip.host.currentTime)
        #expect(close(flip.progress, 0.2))
        #expect(close(Double(flip.mainTransform.m23), Double(at02.m23)))
        flip.timeline.refresh()
        #expect(flip.timeline.stateLabel.text == "scrubbing 20 %")
        #expect(close(Double(flip.timeline.track.fraction), 0.2))
        flip.shell.pointer(.ended, at: flip.trackPoint(0.2), timestamp: flip.host.currentTime)
        #expect(!flip.timeline.isScrubbing)
        #expect(flip.host.loop.timeScale == 1)
        flip.host.advance(by: 0.4)
        #expect(close(flip.progress, 0.6))
        #expect(close(Double(flip.mainTransform.m23), Double(at06.m23)))
        flip.host.settle()
        #expect(flip.scene.root.presentedViewController is SCModalViewController)
        #expect(starts == 1 && ends == [true])
        // A drag with no transition running does nothing to the scene, and time resumes after it.
        flip.shell.pointer(.began, at: flip.trackPoint(0.5), timestamp: flip.host.currentTime)
        #expect(!flip.timeline.isScrubbing)
        flip.shell.pointer(.ended, at: flip.trackPoint(0.5), timestamp: flip.host.currentTime)
        #expect(flip.host.loop.timeScale == 1)
        #expect(starts == 1)
        reference.tearDown()
        flip.tearDown()
    }

    @Test("the HUD: hidden until H, then frame time, fps, ticks, layers, quads, transition and speed")
    func hud() {
        let flip = TimedFlip()
        #expect(!flip.hud.isVisible)
        #expect(flip.shell.key(StudioKey("h")))
        #expect(flip.hud.isVisible)
        flip.frame(ticks: 4)
        #expect(flip.hud.texts[0] == "frame 16.7 ms · 60 fps")
        #expect(flip.hud.texts[1] == "ticks 0.50 ms · 4 this frame · \(flip.host.loop.tickCount) in all")
        #expect(flip.hud.texts[2] == "layers 42 · quads 40 · triangles 0")
        #expect(flip.hud.texts[3] == "transition: none yet")
        #expect(flip.hud.texts[4] == "speed 1×")
        _ = flip.scene.startShowcaseTransition()
        flip.host.advance(by: 0.25)
        flip.frame()
        #expect(flip.hud.texts[3] == "present animating 25 %")
        flip.shell.key(StudioKey("space"))
        flip.frame()
        #expect(flip.hud.texts[4] == "time paused")
        // A frame with no tick leaves the frame figures alone.
        let before = flip.hud.texts[0]
        flip.shell.frameDidAdvance(StudioFrameStats(frameNumber: 2, frameTime: 0.5, ticks: 0))
        #expect(flip.hud.texts[0] == before)
        flip.shell.key(StudioKey("space"))
        flip.host.settle()
        flip.frame()
        #expect(flip.hud.texts[3] == "present completed 100 %")
        #expect(flip.shell.key(StudioKey("h")))
        #expect(!flip.hud.isVisible)
        flip.tearDown()
    }
}
