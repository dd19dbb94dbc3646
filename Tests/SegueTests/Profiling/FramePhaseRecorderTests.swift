import Foundation
@testable import Segue
import Testing

/// The frame-phase recorder on an injected clock: no wall time.
@MainActor
@Suite struct FramePhaseRecorderTests {
    let clock = ManualClock(start: 10)
    let recorder: FramePhaseRecorder

    init() {
        recorder = FramePhaseRecorder(clock: clock)
    }

    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func phasesAddUpTheirRunsAndTheFrameKeepsThem() {
        recorder.beginWait()
        clock.advance(by: 0.010)
        recorder.beginFrame()
        recorder.mark(.ticks)
        clock.advance(by: 0.002)
        recorder.mark(.input)
        clock.advance(by: 0.001)
        recorder.mark(.ticks)
        clock.advance(by: 0.003)
        recorder.mark(.layout)
        clock.advance(by: 0.0005)
        recorder.endPhase()
        clock.advance(by: 0.0001)
        recorder.mark(.geometryBuild)
        clock.advance(by: 0.004)
        recorder.mark(.draw)
        clock.advance(by: 0.001)
        recorder.mark(.present)
        clock.advance(by: 0.006)
        #expect(recorder.currentPhase == .present)
        recorder.endFrame(drawn: true, ticks: 2)

        let frame = recorder.lastDrawnFrame
        #expect(frame == recorder.lastFrame)
        #expect(frame?.number == 1)
        #expect(close(frame?.waitBefore ?? 0, 0.010))
        #expect(close(frame?[.ticks] ?? 0, 0.005), "both runs of ticks")
        #expect(close(frame?[.input] ?? 0, 0.001))
        #expect(close(frame?[.layout] ?? 0, 0.0005))
        #expect(frame?[.commit] == 0 && frame?[.presentationTree] == 0)
        #expect(close(frame?[.geometryBuild] ?? 0, 0.004))
        #expect(close(frame?[.draw] ?? 0, 0.001))
        #expect(close(frame?[.present] ?? 0, 0.006))
        #expect(close(frame?.duration ?? 0, 0.0176), "gaps between phases count in the frame, not in a phase")
        #expect(close(frame?.workDuration ?? 0, 0.0115))
        #expect(frame?.ticks == 2 && frame?.isDrawn == true)
        #expect(!recorder.isInFrame && recorder.currentPhase == nil)
    }

    @Test func framesThatDidNothingAreDropped() {
        recorder.beginFrame()
        recorder.mark(.ticks)
        clock.advance(by: 0.001)
        recorder.endFrame(drawn: true, ticks: 1)
        let kept = recorder.lastFrame
        for _ in 0..<3 {
            recorder.beginWait()
            clock.advance(by: 0.1)
            recorder.beginFrame()
            recorder.mark(.ticks)
            recorder.mark(.layout)
            recorder.endFrame(drawn: false, ticks: 0)
        }
        #expect(recorder.frameCount == 1)
        #expect(recorder.lastFrame == kept)
        // Input alone keeps a frame, and is counted.
        recorder.beginFrame()
        recorder.mark(.input)
        recorder.recordInput("pointer moved", x: 3, y: 4)
        recorder.recordInput("pointer up")
        recorder.endFrame(drawn: false, ticks: 0)
        #expect(recorder.frameCount == 2)
        #expect(recorder.lastFrame?.inputEvents == 2)
        #expect(recorder.lastFrame?.number == 2)
        #expect(recorder.lastDrawnFrame == kept, "the last drawn frame stays the drawn one")
    }

    @Test func marksOutsideAFrameAreIgnored() {
        recorder.mark(.geometryBuild)
        recorder.mark(.draw)
        recorder.recordInput("key down")
        recorder.endPhase()
        recorder.endFrame(drawn: true, ticks: 3)
        #expect(recorder.currentPhase == nil && !recorder.isInFrame)
        #expect(recorder.lastFrame == nil && recorder.frameCount == 0)
    }

    @Test func beginningAFrameEndsOneLeftOpen() {
        recorder.beginFrame()
        recorder.recordInput("key down")
        clock.advance(by: 0.002)
        recorder.beginFrame()
        #expect(recorder.frameCount == 1)
        #expect(recorder.lastFrame?.isDrawn == false)
        #expect(close(recorder.lastFrame?.duration ?? 0, 0.002))
        #expect(recorder.isInFrame && recorder.current.number == 2)
    }
}
