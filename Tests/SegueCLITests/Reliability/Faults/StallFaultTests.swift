import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// A 2 s stall of the main loop (a debugger break, a swapped-out process) in the
/// middle of every scene's showcase transition and of an interactive flip's
/// finish: the loop runs at most `maximumCatchUp` (0.25 s) of ticks for it and
/// drops the rest, so there is no burst of 480 ticks, and the transition goes on
/// from where it was to the very state a run without the stall ends in.
@MainActor
@Suite("Faults: a 2 s stall of the main loop mid-transition")
struct StallFaultTests {
    @Test("each scene's showcase transition survives a 2 s stall and ends where it would have",
          arguments: DemoFaultStage.transitionScenes)
    func stallMidShowcase(_ name: DemoSceneName) throws {
        let reference = DemoFaultStage(name)
        defer { reference.tearDown() }
        #expect(reference.scene.startShowcaseTransition())
        #expect(reference.settle())
        let expected = reference.fingerprint

        let stage = DemoFaultStage(name)

        defer { stage.tearDown() }
        #expect(stage.scene.startShowcaseTransition())
        stage.advance(by: 0.1)
        #expect(stage.isTransitioning)
        let ticks = stage.host.loop.tickCount, dropped = stage.host.loop.droppedTime
        stage.host.stall(for: 2)
        #expect(stage.host.loop.tickCount - ticks == stage.host.loop.maximumTicksPerAdvance, "0.25 s of ticks, not 2 s")
        #expect(abs(stage.host.loop.droppedTime - dropped - 1.75) < 1e-6, "the rest of the stall is dropped")
        #expect(stage.settle())
        let ended = stage.fingerprint
        #expect(ended == expected, "\(name): \(ended.differences(from: expected))")
        #expect(stage.unsettledRecognizers.isEmpty, "\(stage.unsettledRecognizers)")
    }

    @Test("a stall while a released drag finishes the flip: the flip still completes, once")
    func stallWhileAnInteractiveFlipFinishes() throws {
        func releasedDrag(_ stage: DemoFaultStage) {
            stage.press(at: CGPoint(x: 512, y: 60), dragTo: CGPoint(x: 512, y: 460), steps: 40)
            stage.stage.pointer(.ended, at: CGPoint(x: 512, y: 460))
            stage.stage.runTicks(1)
        }
        let recorder = TransitionReportRecorder()
        recorder.start()
        defer { recorder.stop() }
        let reference = DemoFaultStage(.flip)
        defer { reference.tearDown() }
        releasedDrag(reference)
        #expect(reference.settle())
        let expected = reference.fingerprint

        let stage = DemoFaultStage(.flip)

        defer { stage.tearDown() }
        let before = recorder.report.transitions.count
        releasedDrag(stage)
        #expect(stage.isTransitioning, "the percent-driven finish is running")
        stage.host.stall(for: 2)
        #expect(stage.settle())
        #expect(stage.fingerprint == expected, "\(stage.fingerprint.differences(from: expected))")
        let transitions = recorder.report.transitions.dropFirst(before)
        #expect(transitions.map(\.outcome) == ["completed"])
        #expect(transitions.first?.interactive == true)
    }

    @Test("stalls of 0.1, 0.5, 2 and 5 s never run more than one catch-up of ticks in one go")
    func catchUpIsBounded() {
        let stage = DemoFaultStage(.flip)
        defer { stage.tearDown() }
        #expect(stage.scene.startShowcaseTransition())
        for stall in [0.1, 0.5, 2, 5] {
            let ticks = stage.host.loop.tickCount
            stage.host.stall(for: stall)
            let ran = stage.host.loop.tickCount - ticks
            #expect(ran == min(Int((stall * 240).rounded()), stage.host.loop.maximumTicksPerAdvance), "stall \(stall) s ran \(ran) ticks")
        }
        #expect(stage.settle())
        #expect(stage.scene.window.rootViewController?.presentedViewController is SCModalViewController)
    }
}
