import Foundation
import Testing
@testable import Segue

@MainActor
@Suite("UIPercentDrivenInteractiveTransition: misuse is reported once and changes nothing")
struct PercentDrivenMisuseTests {
    @Test("calls with no transition running")
    func noTransition() {
        let interactor = UIPercentDrivenInteractiveTransition()
        let messages = collectingDiagnostics {
            interactor.update(0.5)
            interactor.finish()
            interactor.cancel()
            interactor.pause()
        }
        #expect(messages.count == 4)
        #expect(messages.allSatisfy { $0.contains("no transition running") })
        #expect(interactor.percentComplete == 0)
    }

    @Test("finish after cancel, cancel after finish, update while completing, calls after the end")
    func outOfOrder() {
        let harness = InteractiveHarness()
        let animator = MixedBlocksAnimator(duration: 1)
        let interactor = UIPercentDrivenInteractiveTransition()
        harness.start(animator, interactor)
        interactor.update(0.5)
        interactor.cancel()
        var messages = collectingDiagnostics { interactor.finish() }
        #expect(messages.count == 1 && messages[0].contains("finish() after cancel()"))
        messages = collectingDiagnostics { interactor.update(0.9) }
        #expect(messages.count == 1)
        #expect(interactor.percentComplete <= 0.5)
        #expect(harness.host.settle())
        #expect(animator.endedWith == [false])
        messages = collectingDiagnostics { interactor.update(0.2); interactor.cancel() }
        #expect(messages.count == 2)

        let other = InteractiveHarness()
        let second = MixedBlocksAnimator(duration: 1)
        other.start(second, interactor)
        interactor.update(0.5)
        interactor.finish()
        messages = collectingDiagnostics { interactor.cancel() }
        #expect(messages.count == 1 && messages[0].contains("cancel() after finish()"))
        #expect(other.host.settle())
        #expect(second.endedWith == [true])
    }

    @Test("completionSpeed ≤ 0 or not finite is reported and the old value kept")
    func completionSpeedValidation() {
        let interactor = UIPercentDrivenInteractiveTransition()
        #expect(interactor.completionSpeed == 1)
        #expect(interactor.completionCurve == .easeInOut)
        #expect(interactor.wantsInteractiveStart)
        #expect(interactor.timingCurve == nil)
        interactor.completionSpeed = 1.5
        for bad: CGFloat in [0, -1, .nan, .infinity] {
            let messages = collectingDiagnostics { interactor.completionSpeed = bad }
            #expect(messages.count == 1)
            #expect(interactor.completionSpeed == 1.5)
        }
    }

    @Test("a non-number progress is reported and ignored")
    func nanProgress() {
        let harness = InteractiveHarness()
        let interactor = UIPercentDrivenInteractiveTransition()
        harness.start(MixedBlocksAnimator(), interactor)
        interactor.update(0.3)
        let messages = collectingDiagnostics { interactor.update(.nan) }
        #expect(messages.count == 1)
        #expect(interactor.percentComplete == 0.3)
    }
}
