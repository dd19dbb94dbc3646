import Foundation
import Segue
import SegueFiles
import Testing
@testable import SegueStudio

/// A new build shows the transition the user held (paused) at the same point: the
/// input since the program began is replayed into the new shell before its first
/// frame.
@MainActor @Suite struct StudioWatchCatchUpTests {
    static let size = CGSize(width: 400, height: 300)
    static let button = CGPoint(x: 200, y: 70)

    /// The presented card's opacity as the last tick left it.
    func cardOpacity(_ stage: HeadlessStudioStage) -> Float? {
        let root = (stage.shell.scene as? StudioViewControllerScene)?.rootViewController
        return root?.presentedViewController?.view.layer.presentation()?.opacity
    }

    @Test("replaying the recording holds the same transition at the same point, tools included")
    func heldTransitionComesBack() throws {
        // Live: Open clicked at tick 10, time paused 40 ticks later, slow motion on.
        let live = HeadlessStudioStage(size: Self.size, scene: "cards", catalog: cardProgramCatalog())
        let interval = live.host.loop.tickInterval
        var events: [ReplayTraceEvent] = []
        func input(_ kind: ReplayTraceEvent.Kind, at tick: Int) {
            let event = ReplayTraceEvent(time: Double(tick) * interval, kind: kind)
            live.shell.deliver(event, timestamp: live.host.currentTime, resize: { _ in })
            live.endInputFrame()
            events.append(event)
        }
        for _ in 0..<10 { live.runTick() }
        input(.down(Self.button, alt: false), at: 10)
        input(.up(Self.button, alt: false), at: 10)
        for _ in 0..<20 { live.runTick() }
        input(.key("s"), at: 30)
        for _ in 0..<20 { live.runTick() }
        input(.key("space"), at: 50)
        let liveOpacity = try #require(cardOpacity(live))
        #expect(liveOpacity > 0.05 && liveOpacity < 0.95, "mid-transition: \(liveOpacity)")
        #expect(live.shell.tool(TimelineTool.self)?.holdsTransition == true)

        // The next build: a fresh stage, caught up.
        let trace = ReplayTrace(scene: "cards", width: 400, height: 300, events: events, until: 50 * interval)
        let next = HeadlessStudioStage(size: Self.size, scene: "cards", catalog: cardProgramCatalog())
        let start = next.host.loop.tickCount
        let ticks = StudioWatchCatchUp.replay(trace, into: next.shell, loop: next.host.loop) {
            next.shell.scene.window.layer.layoutAndDisplayIfNeeded()
            next.shell.overlay.layer.layoutAndDisplayIfNeeded()
        }
        #expect(ticks == 50 && next.host.loop.tickCount - start == 50)
        #expect(cardOpacity(next) == liveOpacity)
        let timeline = try #require(next.shell.tool(TimelineTool.self))
        #expect(timeline.holdsTransition)
        #expect(timeline.time.isPaused && timeline.time.isSlow)
        #expect(next.shell.restoringKeys == live.shell.restoringKeys)
    }

    @Test("an empty recording runs its ticks and nothing else")
    func emptyRecording() {
        let stage = HeadlessStudioStage(size: Self.size, scene: "cards", catalog: cardProgramCatalog())
        let trace = ReplayTrace(scene: "cards", width: 400, height: 300, events: [], until: 0.1)
        let ticks = StudioWatchCatchUp.replay(trace, into: stage.shell, loop: stage.host.loop) {}
        #expect(ticks == 24)
        #expect(stage.shell.tool(TimelineTool.self)?.holdsTransition == false)
    }
}

/// A scrub held when the build changed: the knob is still held in the new build, at
/// the same point, and the next drag goes on from there.
@MainActor @Suite struct StudioWatchCatchUpScrubTests {
    @Test("a transition held by the timeline's knob is held again at the same point")
    func scrubComesBack() throws {
        let live = HeadlessStudioStage(size: StudioWatchCatchUpTests.size, scene: "cards", catalog: cardProgramCatalog())
        let interval = live.host.loop.tickInterval
        var events: [ReplayTraceEvent] = []
        var tick = 0
        func input(_ kind: ReplayTraceEvent.Kind) {
            let event = ReplayTraceEvent(time: Double(tick) * interval, kind: kind)
            live.shell.deliver(event, timestamp: live.host.currentTime, resize: { _ in })
            live.endInputFrame()
            events.append(event)
        }
        func run(_ count: Int) {
            for _ in 0..<count { live.runTick() }
            tick += count
        }
        run(10)
        input(.down(StudioWatchCatchUpTests.button, alt: false))
        input(.up(StudioWatchCatchUpTests.button, alt: false))
        run(20)
        let timeline = try #require(live.shell.tool(TimelineTool.self))
        let track = timeline.track
        func point(_ fraction: CGFloat) -> CGPoint {
            track.convert(CGPoint(x: track.bounds.width * fraction, y: track.bounds.midY), to: live.shell.overlay)
        }
        input(.down(point(0.5), alt: false))
        run(3)
        input(.move(point(0.3), alt: false))
        run(3)
        #expect(timeline.holdsTransition && timeline.isScrubbing)
        let liveProgress = timeline.inspector.progress
        #expect(liveProgress > 0.1 && liveProgress < 0.6, "held part way: \(liveProgress)")

        let trace = ReplayTrace(scene: "cards", width: 400, height: 300, events: events, until: Double(tick) * interval)
        let next = HeadlessStudioStage(size: StudioWatchCatchUpTests.size, scene: "cards", catalog: cardProgramCatalog())
        StudioWatchCatchUp.replay(trace, into: next.shell, loop: next.host.loop) {
            next.shell.scene.window.layer.layoutAndDisplayIfNeeded()
            next.shell.overlay.layer.layoutAndDisplayIfNeeded()
        }
        let nextTimeline = try #require(next.shell.tool(TimelineTool.self))
        #expect(nextTimeline.isScrubbing && nextTimeline.holdsTransition)
        #expect(nextTimeline.inspector.progress == liveProgress)
        // The user's drag goes on in the new build.
        next.pointer(.moved, at: point(0.8))
        next.runTicks(1)
        #expect(nextTimeline.inspector.progress > liveProgress)
        next.pointer(.ended, at: point(0.8))
        next.runTicks(1)
        #expect(!nextTimeline.isScrubbing)
    }
}
