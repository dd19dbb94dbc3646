import Foundation
@testable import Segue
import Testing
@testable import segue
@testable import SegueStudio

/// Render on demand needs an idle demo to change nothing: the host draws only when
/// the model changes or something animates, so a tool that touched a view on every
/// wake-up would make it draw ten times a second for nothing. The flip scene under
/// the standard tools, settled, HUD hidden and shown: wake-ups that run ticks
/// with nothing animating leave `CATransaction.modelChangeCount` alone.
@MainActor
@Suite struct IdleShellTests {
    @Test func anIdleShellChangesNothingFromWakeUpToWakeUp() {
        let stage = HeadlessStudioStage(size: CGSize(width: 800, height: 600), builtIn: .flip)
        #expect(stage.host.settle())
        stage.runTicks(5)
        var wake = StudioFrameStats(frameNumber: 1, frameTime: 0.016, tickTime: 0.0002, ticks: 24)
        /// An idle wake-up as the SDL host has them: the ticks due, the tools'
        /// update with new timings, layout and display.
        func wakeUp(_ index: Int) {
            wake.frameNumber += 1
            wake.frameTime = 0.1 + Double(index) * 0.001
            wake.tickTime = 0.0002 * Double(index + 1)
            wake.ticks = 20 + index
            stage.host.runTicks(wake.ticks)
            stage.shell.frameDidAdvance(wake)
            stage.shell.overlay.layer.layoutAndDisplayIfNeeded()
            stage.host.window.layer.layoutAndDisplayIfNeeded()
        }
        func expectNoChange(_ label: String) {
            let before = CATransaction.modelChangeCount
            for index in 0..<20 { wakeUp(index) }
            #expect(CATransaction.modelChangeCount == before, "\(label): idle wake-ups changed the model")
        }
        expectNoChange("HUD hidden")
        stage.shell.key(StudioKey("h"))
        wakeUp(0)   // showing the HUD draws it once
        expectNoChange("HUD shown")
    }
}
