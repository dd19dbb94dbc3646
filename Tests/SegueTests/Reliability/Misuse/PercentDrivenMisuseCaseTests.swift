import Foundation
import Testing
@testable import Segue

/// Misuse of `UIPercentDrivenInteractiveTransition` from a gesture handler: calls
/// with no transition, out of order, or with impossible values. One diagnostic
/// each; the presentation it drives (if any) still ends consistently and the
/// interactor drives the next one.
@MainActor
@Suite("Misuse: UIPercentDrivenInteractiveTransition")
struct PercentDrivenMisuseCaseTests {
    /// A presentation of B driven by a fresh percent-driven interactor.
    private func startInteractivePresentation(_ stage: MisuseStage, _ interactor: UIPercentDrivenInteractiveTransition,
                                              delegate: MisuseTransitioningDelegate) {
        delegate.interactor = interactor
        stage.present(through: delegate)
        #expect(stage.host.window.isRunningTransition)
    }

    @Test("update, finish or cancel with no transition running is ignored", arguments: ["update(0.5)", "finish()", "cancel()"])
    func callWithoutTransition(_ call: String) {
        let stage = MisuseStage()
        let interactor = UIPercentDrivenInteractiveTransition()
        expectOneDiagnostic("UIPercentDrivenInteractiveTransition.\(call)", "no transition running", "ignored") {
            switch call {
            case "update(0.5)": interactor.update(0.5)
            case "finish()": interactor.finish()
            default: interactor.cancel()
            }
        }
        #expect(interactor.percentComplete == 0)
        // The same interactor then drives a transition normally.
        let delegate = MisuseTransitioningDelegate(animator: MisuseAnimator())
        startInteractivePresentation(stage, interactor, delegate: delegate)
        expectNoDiagnostic {
            interactor.update(0.5)
            interactor.finish()
            stage.host.advance(by: 1)
        }
        #expect(stage.root.presentedViewController === stage.modal)
        stage.expectConsistent()
        stage.expectRecovers()
    }

    @Test("finish() after cancel(): the cancel stands and the transition ends cancelled")
    func finishAfterCancel() {
        let stage = MisuseStage()
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = MisuseTransitioningDelegate(animator: MisuseAnimator(duration: 1))
        startInteractivePresentation(stage, interactor, delegate: delegate)
        interactor.update(0.7)
        interactor.cancel()
        expectOneDiagnostic("finish() after cancel()", "already completing", "ignored") { interactor.finish() }
        stage.host.advance(by: 2)
        #expect(stage.root.presentedViewController == nil && stage.modal.viewIfLoaded?.window == nil)
        stage.expectConsistent()
        stage.expectRecovers()
    }

    @Test("completionSpeed of 0 or less is refused; the finish runs at the kept speed", arguments: [0.0, -1.0])
    func badCompletionSpeed(_ speed: CGFloat) {
        let stage = MisuseStage()
        let interactor = UIPercentDrivenInteractiveTransition()
        expectOneDiagnostic("completionSpeed = \(speed)", "must be positive and finite", "keeping 1.0") {
            interactor.completionSpeed = speed
        }
        #expect(interactor.completionSpeed == 1)
        let delegate = MisuseTransitioningDelegate(animator: MisuseAnimator(duration: 1))
        startInteractivePresentation(stage, interactor, delegate: delegate)
        interactor.update(0.5)
        interactor.finish()
        stage.host.advance(by: 0.4)
        #expect(stage.host.window.isRunningTransition)  // half of 1 s at speed 1 takes 0.5 s
        stage.host.advance(by: 0.3)
        #expect(!stage.host.window.isRunningTransition && stage.root.presentedViewController === stage.modal)
        stage.expectConsistent()
        stage.expectRecovers()
    }

    @Test("update(NaN) mid-interaction is ignored and the progress kept")
    func nanUpdate() {
        let stage = MisuseStage()
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = MisuseTransitioningDelegate(animator: MisuseAnimator(duration: 1))
        startInteractivePresentation(stage, interactor, delegate: delegate)
        interactor.update(0.25)
        expectOneDiagnostic("update(nan)", "not a number", "ignored") { interactor.update(.nan) }
        #expect(interactor.percentComplete == 0.25)
        interactor.cancel()
        stage.host.advance(by: 1)
        #expect(stage.root.presentedViewController == nil)
        stage.expectConsistent()
        stage.expectRecovers()
    }
}
