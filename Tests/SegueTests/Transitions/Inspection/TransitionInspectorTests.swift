import Foundation
import Testing
@testable import Segue

/// The incoming view's presentation x: where the slide animator has it.
@MainActor
private func slideX(_ scene: SwapScene) -> Double {
    Double(scene.b.view.layer.presentationProperties.position.x)
}

/// A swap scene running the recording slide (1 s) with an inspector on its window.
@MainActor
private struct InspectedSwap {
    let scene = SwapScene()
    let inspector: TransitionInspector
    var completions = 0

    init() {
        inspector = TransitionInspector(window: scene.host.window, loop: scene.host.loop)
    }
}

@MainActor @Suite("TransitionInspector: reading and scrubbing a window's transition")
struct TransitionInspectorTests {
    @Test("it describes the running transition and reads progress from the container's clock")
    func readsProgress() throws {
        let swap = InspectedSwap()
        #expect(swap.inspector.transition == nil)
        var completions = 0
        swap.scene.container.swap(to: swap.scene.b, animator: RecordingSlideAnimator(log: swap.scene.log, duration: 1)) { _ in completions += 1 }
        let start = try #require(swap.inspector.transition)
        #expect(start.operation == "custom")
        #expect(start.fromViewController == "LoggingViewController" && start.toViewController == "LoggingViewController")
        #expect(start.isAnimated && !start.isInteractive && !start.initiallyInteractive)
        #expect(start.duration == 1)
        #expect(start.phase == .animating)
        #expect(start.progress == 0)
        #expect(swap.inspector.isRunning)
        for time in [0.25, 0.5, 0.75] {
            swap.scene.host.advance(by: 0.25)
            #expect(abs(swap.inspector.progress - time) < 1e-9)
        }
        swap.scene.host.advance(by: 0.3)
        #expect(completions == 1)
        #expect(!swap.inspector.isRunning)
        #expect(swap.inspector.transition?.phase == .completed)
        #expect(swap.inspector.transition?.progress == 1)
    }

    @Test("scrubbing back and forth shows what an unscrubbed run shows at that time")
    func scrubMatchesTheRun() {
        // The reference: an unscrubbed run, sampled at 0.3 s and 0.6 s.
        let reference = SwapScene()
        reference.container.swap(to: reference.b, animator: RecordingSlideAnimator(log: reference.log, duration: 1))
        reference.host.advance(by: 0.3)
        let at03 = slideX(reference)
        reference.host.advance(by: 0.3)
        let at06 = slideX(reference)
        reference.host.settle()
        #expect(at03 > at06)

        let swap = InspectedSwap()
        swap.scene.container.swap(to: swap.scene.b, animator: RecordingSlideAnimator(log: swap.scene.log, duration: 1))
        swap.scene.host.advance(by: 0.1)
        #expect(swap.inspector.beginScrub())
        #expect(!swap.inspector.beginScrub())           // one scrub at a time
        for (progress, expected) in [(0.6, at06), (0.3, at03), (0.6, at06), (0.3, at03)] {
            swap.inspector.scrub(to: progress)
            #expect(abs(slideX(swap.scene) - expected) < 1e-6)
            #expect(abs(swap.inspector.progress - progress) < 1e-9)
        }
        #expect(swap.inspector.transition?.isScrubbing == true)
        // Held: time passes, nothing moves, nothing completes.
        swap.scene.host.advance(by: 3)
        #expect(abs(slideX(swap.scene) - at03) < 1e-6)
        #expect(swap.inspector.isRunning)
        swap.inspector.endScrub()
        swap.scene.host.windDown()
    }

    @Test("letting go continues from the scrubbed time with no jump and completes once, callbacks unchanged")
    func releaseContinues() {
        let reference = SwapScene()
        var referenceCompletions: [Bool] = []
        reference.container.swap(to: reference.b, animator: RecordingSlideAnimator(log: reference.log, duration: 1)) { referenceCompletions.append($0) }
        reference.host.advance(by: 0.5)
        let at05 = slideX(reference)
        reference.host.settle()

        let swap = InspectedSwap()
        var completions: [Bool] = []
        swap.scene.container.swap(to: swap.scene.b, animator: RecordingSlideAnimator(log: swap.scene.log, duration: 1)) { completions.append($0) }
        swap.scene.host.advance(by: 0.8)
        swap.inspector.beginScrub()
        swap.inspector.scrub(to: 0.2)
        swap.scene.host.advance(by: 2)
        swap.inspector.endScrub()
        #expect(abs(swap.inspector.progress - 0.2) < 1e-9)
        swap.scene.host.advance(by: 0.3)
        #expect(abs(swap.inspector.progress - 0.5) < 1e-9)
        #expect(abs(slideX(swap.scene) - at05) < 1e-6)
        #expect(completions.isEmpty)
        swap.scene.host.advance(by: 0.5 + 1.0 / 240)     // the completion arrives at the end of the tick after the end
        #expect(completions == [true])
        swap.scene.host.advance(by: 1)
        #expect(completions == [true])
        #expect(swap.scene.log.entries == reference.log.entries)
        #expect(referenceCompletions == [true])
        #expect(swap.scene.b.view.frame == swap.scene.container.view.bounds)
    }

    @Test("a held scrub never completes the transition, even dragged to the end")
    func neverCompletesWhileHeld() {
        let swap = InspectedSwap()
        var completions = 0
        swap.scene.container.swap(to: swap.scene.b, animator: RecordingSlideAnimator(log: swap.scene.log, duration: 1)) { _ in completions += 1 }
        swap.inspector.beginScrub()
        swap.inspector.scrub(to: 1)
        #expect(abs(swap.inspector.progress - TransitionInspector.maximumScrubProgress) < 1e-9)
        swap.inspector.scrub(to: .nan)
        swap.inspector.scrub(to: 5)
        swap.scene.host.advance(by: 5)
        #expect(completions == 0)
        #expect(swap.inspector.isRunning)
        swap.inspector.endScrub()
        swap.scene.host.advance(by: 0.05)
        #expect(completions == 1)
    }

    @Test("a percent-driven transition: scrubbing is the finger while interactive, and grabs it while finishing")
    func percentDriven() {
        let swap = InspectedSwap()
        let interactor = UIPercentDrivenInteractiveTransition()
        var completions: [Bool] = []
        swap.scene.container.swap(to: swap.scene.b, animator: RecordingSlideAnimator(log: swap.scene.log, duration: 1),
                                  interactor: interactor) { completions.append($0) }
        interactor.update(0.4)
        swap.scene.host.advance(by: 0.1)
        #expect(swap.inspector.transition?.phase == .interactive)
        #expect(abs(swap.inspector.progress - 0.4) < 1e-9)
        #expect(swap.inspector.beginScrub())
        swap.inspector.scrub(to: 0.7)
        #expect(abs(interactor.percentComplete - 0.7) < 1e-9)
        #expect(abs(swap.inspector.progress - 0.7) < 1e-9)
        swap.inspector.endScrub()
        #expect(swap.inspector.transition?.phase == .interactive)     // the finger still decides
        interactor.finish()
        swap.scene.host.advance(by: 0.1)
        #expect(swap.inspector.transition?.phase == .finishing)
        #expect(swap.inspector.progress > 0.7)
        #expect(swap.inspector.beginScrub())
        swap.inspector.scrub(to: 0.5)
        #expect(swap.inspector.transition?.phase == .interactive)
        swap.scene.host.advance(by: 2)
        #expect(abs(swap.inspector.progress - 0.5) < 1e-9)
        swap.inspector.endScrub()
        #expect(swap.inspector.transition?.phase == .finishing)
        swap.scene.host.advance(by: 0.2)
        #expect(swap.inspector.progress > 0.5)
        swap.scene.host.settle()
        #expect(completions == [true])
        #expect(swap.inspector.transition?.phase == .completed)
        let log = swap.scene.log.withoutContainment
        #expect(log.filter { $0 == "B.viewDidAppear" }.count == 1)
        #expect(!log.contains("A.viewWillAppear"))
        #expect(log.last == "animator.animationEnded(true)")
    }

    @Test("a cancelling percent-driven transition scrubbed goes on cancelling from the scrubbed progress")
    func percentDrivenCancelling() {
        let swap = InspectedSwap()
        let interactor = UIPercentDrivenInteractiveTransition()
        var completions: [Bool] = []
        swap.scene.container.swap(to: swap.scene.b, animator: RecordingSlideAnimator(log: swap.scene.log, duration: 1),
                                  interactor: interactor) { completions.append($0) }
        interactor.update(0.6)
        interactor.cancel()
        swap.scene.host.advance(by: 0.05)
        #expect(swap.inspector.transition?.phase == .cancelling)
        swap.inspector.beginScrub()
        swap.inspector.scrub(to: 0.4)
        swap.inspector.endScrub()
        #expect(swap.inspector.transition?.phase == .cancelling)
        swap.scene.host.settle()
        #expect(completions == [false])
        #expect(swap.inspector.transition?.phase == .cancelled)
        #expect(swap.inspector.transition?.progress == 0)
        #expect(swap.scene.container.visible === swap.scene.a)
    }

    @Test("with another interaction controller the progress is what it reported through updateInteractiveTransition, not the clock")
    func customInteractorProgress() {
        let swap = InspectedSwap()
        let animator = RecordingSlideAnimator(log: swap.scene.log, duration: 1)
        let scripted = ScriptedInteractor(log: swap.scene.log, animator: animator)
        let context = swap.scene.container.swap(to: swap.scene.b, animator: animator, interactor: scripted)
        #expect(swap.inspector.progress == 0)
        swap.scene.host.advance(by: 0.6)
        #expect(swap.inspector.progress == 0, "time passing says nothing of a custom interaction's progress")
        context?.updateInteractiveTransition(0.3)
        #expect(abs(swap.inspector.progress - 0.3) < 1e-9)
        #expect(swap.inspector.transition?.phase == .interactive)
        swap.scene.host.advance(by: 0.2)
        #expect(abs(swap.inspector.progress - 0.3) < 1e-9)
        context?.finishInteractiveTransition()
        swap.scene.host.settle()
        #expect(swap.inspector.transition?.phase == .completed)
    }

    @Test("other interaction controllers, finished transitions and other windows are not scrubbed")
    func refusals() {
        let swap = InspectedSwap()
        #expect(!swap.inspector.beginScrub())               // nothing runs
        let animator = RecordingSlideAnimator(log: swap.scene.log, duration: 1)
        let scripted = ScriptedInteractor(log: swap.scene.log, animator: animator)
        let context = swap.scene.container.swap(to: swap.scene.b, animator: animator, interactor: scripted)
        #expect(swap.inspector.isRunning)
        #expect(!swap.inspector.canScrub)
        #expect(!swap.inspector.beginScrub())
        swap.inspector.scrub(to: 0.5)                        // without a scrub: nothing
        swap.inspector.endScrub()
        context?.finishInteractiveTransition()
        swap.scene.host.settle()
        #expect(swap.inspector.transition?.phase == .completed)

        let elsewhere = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = TransitionInspector(window: elsewhere, loop: swap.scene.host.loop)
        swap.scene.container.swap(to: swap.scene.a, animator: RecordingSlideAnimator(log: swap.scene.log, duration: 1))
        #expect(other.transition == nil && !other.isRunning)
        #expect(swap.inspector.isRunning && swap.inspector.startCount == 2)
        swap.scene.host.settle()
    }
}
