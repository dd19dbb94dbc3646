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
