import Foundation
import Testing
@testable import Segue

/// Misuse around presentations: refused calls change nothing, and animators or
/// delegates that misbehave mid-transition still leave a consistent hierarchy.
@MainActor
@Suite("Misuse: presentations")
struct PresentationMisuseCaseTests {
    @Test("present while already presenting: refused, the first presentation stays")
    func presentWhilePresenting() {
        let stage = MisuseStage()
        stage.root.present(stage.modal, animated: false)
        let other = LoggingViewController("C", log: stage.log)
        var completed = false
        expectOneDiagnostic("is already presenting LoggingViewController", "ignored") {
            stage.root.present(other, animated: true) { completed = true }
        }
        stage.host.advance(by: 1)
        #expect(!completed && stage.root.presentedViewController === stage.modal && other.presentingViewController == nil)
        expectSettled(stage.host.window, [stage.root, stage.modal, other])
        stage.expectRecovers()
    }

    @Test("present while a presentation transition runs: refused, the running one completes")
    func presentMidTransition() {
        let stage = MisuseStage()
        stage.root.present(stage.modal, animated: true)
        let other = LoggingViewController("C", log: stage.log)
        expectOneDiagnostic("a presentation or dismissal transition is running", "ignored") {
            stage.modal.present(other, animated: true)
        }
        stage.host.advance(by: 1)
        #expect(stage.root.presentedViewController === stage.modal && stage.modal.presentedViewController == nil)
        expectSettled(stage.host.window, [stage.root, stage.modal, other])
        stage.expectRecovers()
    }

    @Test("dismiss with nothing presented: refused, completion not called")
    func dismissNothing() {
        let stage = MisuseStage()
        var completed = false
        expectOneDiagnostic("dismiss(animated: true)", "nothing to dismiss", "ignored") {
            stage.root.dismiss(animated: true) { completed = true }
        }
        stage.host.advance(by: 1)
        #expect(!completed)
        stage.expectConsistent()
        stage.expectRecovers()
    }

    @Test("presenting a controller already presented in another window: refused in the second window")
    func presentPresentedElsewhere() {
        let stage = MisuseStage()
        stage.root.present(stage.modal, animated: false)
        let elsewhere = MisuseStage()
        expectOneDiagnostic("is already presented by LoggingViewController", "ignored") {
            elsewhere.root.present(stage.modal, animated: true)
        }
        elsewhere.host.advance(by: 1)
        #expect(stage.modal.presentingViewController === stage.root && stage.modal.view.window === stage.host.window)
        #expect(elsewhere.root.presentedViewController == nil)
        stage.expectConsistent()
        expectSettled(elsewhere.host.window, [elsewhere.root])
        stage.expectRecovers()
        elsewhere.expectRecovers()
    }

    @Test("an animator that empties the container inside animateTransition: the presented view is put back")
    func animatorRemovesContainerViews() {
        let stage = MisuseStage()
        let animator = MisuseAnimator()
        animator.misbehave = { context in
            context.containerView.subviews.forEach { $0.removeFromSuperview() }
        }
        animator.completes = false
        let delegate = MisuseTransitioningDelegate(animator: animator)
        stage.present(through: delegate)
        // What it added is gone too, just before it completes.
        stage.modal.view.removeFromSuperview()
        expectOneDiagnostic("completed without adding the presented view", "added at its final frame") {
            animator.context?.completeTransition(true)
        }
        #expect(stage.modal.view.window === stage.host.window)
        #expect(stage.modal.view.frame == stage.host.window.bounds)
        #expect(stage.root.viewIfLoaded?.window == nil)
        stage.expectConsistent()
        stage.expectRecovers()
    }

    @Test("the transitioning delegate deallocated mid-transition: the vended animator finishes (no diagnostic, as UIKit)")
    func delegateDeallocated() {
        let stage = MisuseStage()
        let animator = MisuseAnimator(duration: 0.5)
        var delegate: MisuseTransitioningDelegate? = MisuseTransitioningDelegate(animator: animator)
        weak let weakDelegate = delegate
        stage.present(through: delegate)
        expectNoDiagnostic {
            delegate = nil
            #expect(weakDelegate == nil && stage.modal.transitioningDelegate == nil)
            stage.host.advance(by: 1)
        }
        #expect(animator.endedCount == 1 && stage.root.presentedViewController === stage.modal)
        stage.expectConsistent()
        // The dismissal asks the (now nil) delegate: UIKit's standard animation runs.
        stage.expectRecovers()
        #expect(animator.endedCount == 1)
    }

    @Test("presenting from a controller whose view is in no window: refused")
    func presentFromOffscreen() {
        let stage = MisuseStage()
        let loose = UIViewController()
        expectOneDiagnostic("view is not in a window", "ignored") { loose.present(stage.modal, animated: true) }
        #expect(loose.presentedViewController == nil && stage.modal.presentingViewController == nil)
        stage.expectConsistent()
        stage.expectRecovers()
    }
}
