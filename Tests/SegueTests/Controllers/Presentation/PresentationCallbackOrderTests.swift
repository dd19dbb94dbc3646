import Foundation
import Testing
@testable import Segue

/// Whole callback sequences of presentations and dismissals — appearance
/// callbacks, delegate vending, presentation-controller hooks, animator and
/// caller completion — for completed and cancelled transitions, full-screen
/// versus custom versus over-full-screen (docs/UIKIT-BEHAVIOUR.md, "Transition anatomy and callback order").
@MainActor
@Suite("Presentation: callback orders, completed and cancelled")
struct PresentationCallbackOrderTests {
    /// Presents `B` from the fixture's root with `style`, a fade animator and —
    /// for `.custom` — a logging presentation controller; cancels when asked.
    private func present(_ fixture: PresentationFixture, style: UIModalPresentationStyle, cancel: Bool = false)
        -> (presented: LoggingViewController, delegate: TestTransitioningDelegate) {
        let log = fixture.log
        let presented = LoggingViewController("B", log: log)
        presented.modalPresentationStyle = style
        let delegate = TestTransitioningDelegate(animator: FadeTestAnimator(log: log), interactive: cancel, log: log)
        delegate.makePresentationController = { presented, presenting in
            LoggingPresentationController(presented: presented, presenting: presenting, log: log)
        }
        presented.transitioningDelegate = delegate
        _ = presented.view
        log.clear()
        fixture.root.present(presented, animated: true) { log.record("completion") }
        if cancel { delegate.interactor?.context?.cancelInteractiveTransition() }
        fixture.host.advance(by: 0.6)
        return (presented, delegate)
    }

    /// Dismisses the presented controller, cancelling when asked.
    private func dismiss(_ fixture: PresentationFixture, _ delegate: TestTransitioningDelegate, cancel: Bool = false) {
        delegate.interactive = cancel
        fixture.log.clear()
        fixture.root.dismiss(animated: true) { fixture.log.record("completion") }
        if cancel { delegate.interactor?.context?.cancelInteractiveTransition() }
        fixture.host.advance(by: 0.6)
    }

    @Test("fullScreen present: A.viewWillDisappear → B.viewWillAppear → B.viewDidAppear → A.viewDidDisappear")
    func fullScreenPresentCompleted() {
        let fixture = PresentationFixture()
        let (presented, _) = present(fixture, style: .fullScreen)
        #expect(fixture.entries == [
            "A.viewWillDisappear", "B.viewWillAppear",
            "delegate.animationControllerForPresented", "delegate.interactionControllerForPresentation",
            "animator.animateTransition",
            "B.viewDidAppear", "A.viewDidDisappear",
            "animator.animationEnded(true)", "completion",
        ])
        #expect(fixture.root.viewIfLoaded?.window == nil)
        #expect(presented.view.superview === fixture.containers.first)
        #expect(fixture.root.presentedViewController === presented)
    }

    @Test("fullScreen present cancelled: B will-appear/will-disappear/did-disappear, A re-appears, no completion")
    func fullScreenPresentCancelled() {
        let fixture = PresentationFixture()
        let (presented, _) = present(fixture, style: .fullScreen, cancel: true)
        #expect(fixture.entries == [
            "A.viewWillDisappear", "B.viewWillAppear",
            "delegate.animationControllerForPresented", "delegate.interactionControllerForPresentation",
            "interactor.startInteractiveTransition", "animator.animateTransition",
            "B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear",
            "animator.animationEnded(false)",
        ])
        #expect(fixture.root.view.superview === fixture.host.window)
        #expect(fixture.root.view.frame == fixture.host.window.bounds)
        #expect(fixture.containers.isEmpty)
        #expect(presented.viewIfLoaded?.superview == nil)
        #expect(fixture.root.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
        #expect(presented.presentationController == nil)
        #expect(!presented.isBeingPresented)
    }

    @Test("custom present: the presenter gets no callbacks; presentation-controller hooks bracket the animator")
    func customPresentCompleted() {
        let fixture = PresentationFixture()
        let (presented, _) = present(fixture, style: .custom)
        #expect(fixture.entries == [
            "delegate.presentationController", "B.viewWillAppear",
            "delegate.animationControllerForPresented", "delegate.interactionControllerForPresentation",
            "pc.presentationTransitionWillBegin", "animator.animateTransition",
            "pc.presentationTransitionDidEnd(true)", "B.viewDidAppear",
            "animator.animationEnded(true)", "completion",
        ])
        #expect(fixture.root.view.superview === fixture.host.window)
        #expect(presented.presentationController is LoggingPresentationController)
    }

    @Test("custom present cancelled: B will-appear, will-disappear, did-disappear; the presenter hears nothing")
    func customPresentCancelled() {
        let fixture = PresentationFixture()
        let (presented, _) = present(fixture, style: .custom, cancel: true)
        #expect(fixture.entries == [
            "delegate.presentationController", "B.viewWillAppear",
            "delegate.animationControllerForPresented", "delegate.interactionControllerForPresentation",
            "pc.presentationTransitionWillBegin", "interactor.startInteractiveTransition", "animator.animateTransition",
            "pc.presentationTransitionDidEnd(false)", "B.viewWillDisappear", "B.viewDidDisappear",
            "animator.animationEnded(false)",
        ])
        #expect(fixture.containers.isEmpty)
        #expect(presented.presentationController == nil)
        #expect(fixture.root.presentedViewController == nil)
    }

    @Test("overFullScreen present: like custom, the presenter keeps its view and gets no callbacks")
    func overFullScreenPresent() {
        let fixture = PresentationFixture()
        let (presented, _) = present(fixture, style: .overFullScreen)
        #expect(fixture.entries == [
            "B.viewWillAppear",
            "delegate.animationControllerForPresented", "delegate.interactionControllerForPresentation",
            "animator.animateTransition", "B.viewDidAppear", "animator.animationEnded(true)", "completion",
        ])
        #expect(fixture.root.view.superview === fixture.host.window)
        #expect(presented.presentationController?.shouldRemovePresentersView == false)
        #expect(type(of: presented.presentationController!) == UIPresentationController.self)
    }

    @Test("fullScreen dismiss: B.viewWillDisappear → A.viewWillAppear → A.viewDidAppear → B.viewDidDisappear")
    func fullScreenDismissCompleted() {
        let fixture = PresentationFixture()
        let (presented, delegate) = present(fixture, style: .fullScreen)
        dismiss(fixture, delegate)
        #expect(fixture.entries == [
            "B.viewWillDisappear", "A.viewWillAppear",
            "delegate.animationControllerForDismissed", "delegate.interactionControllerForDismissal",
            "animator.animateTransition",
            "A.viewDidAppear", "B.viewDidDisappear",
            "animator.animationEnded(true)", "completion",
        ])
        #expect(fixture.root.view.superview === fixture.host.window)
        #expect(fixture.containers.isEmpty)
        #expect(presented.viewIfLoaded?.superview == nil)
        #expect(fixture.root.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
        #expect(presented.presentationController == nil)
    }

    @Test("fullScreen dismiss cancelled: A will-appear/will-disappear/did-disappear, B re-appears, links kept")
    func fullScreenDismissCancelled() {
        let fixture = PresentationFixture()
        let (presented, delegate) = present(fixture, style: .fullScreen)
        dismiss(fixture, delegate, cancel: true)
        #expect(fixture.entries == [
            "B.viewWillDisappear", "A.viewWillAppear",
            "delegate.animationControllerForDismissed", "delegate.interactionControllerForDismissal",
            "interactor.startInteractiveTransition", "animator.animateTransition",
            "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
            "animator.animationEnded(false)",
        ])
        #expect(fixture.root.viewIfLoaded?.window == nil)
        #expect(fixture.containers.count == 1)
        #expect(presented.view.superview === fixture.containers.first)
        #expect(presented.view.frame == fixture.host.window.bounds)
        #expect(fixture.root.presentedViewController === presented)
        #expect(presented.presentingViewController === fixture.root)
        #expect(!presented.isBeingDismissed)
    }

    @Test("custom dismiss: B's disappearance between the presentation controller's hooks; A hears nothing")
    func customDismissCompleted() {
        let fixture = PresentationFixture()
        let (_, delegate) = present(fixture, style: .custom)
        dismiss(fixture, delegate)
        #expect(fixture.entries == [
            "B.viewWillDisappear",
            "delegate.animationControllerForDismissed", "delegate.interactionControllerForDismissal",
            "pc.dismissalTransitionWillBegin", "animator.animateTransition",
            "pc.dismissalTransitionDidEnd(true)", "B.viewDidDisappear",
            "animator.animationEnded(true)", "completion",
        ])
        #expect(fixture.containers.isEmpty)
    }

    @Test("custom dismiss cancelled: B will-disappear, will-appear, did-appear")
    func customDismissCancelled() {
        let fixture = PresentationFixture()
        let (presented, delegate) = present(fixture, style: .custom)
        dismiss(fixture, delegate, cancel: true)
        #expect(fixture.entries == [
            "B.viewWillDisappear",
            "delegate.animationControllerForDismissed", "delegate.interactionControllerForDismissal",
            "pc.dismissalTransitionWillBegin", "interactor.startInteractiveTransition", "animator.animateTransition",
            "pc.dismissalTransitionDidEnd(false)", "B.viewWillAppear", "B.viewDidAppear",
            "animator.animationEnded(false)",
        ])
        #expect(presented.presentationController is LoggingPresentationController)
        #expect(presented.view.superview === fixture.containers.first)
    }

    @Test("overFullScreen dismiss, completed and cancelled: only B's callbacks")
    func overFullScreenDismiss() {
        let fixture = PresentationFixture()
        let (_, delegate) = present(fixture, style: .overFullScreen)
        dismiss(fixture, delegate, cancel: true)
        #expect(fixture.entries.filter { $0.hasPrefix("A.") || $0.hasPrefix("B.") } == [
            "B.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear",
        ])
        dismiss(fixture, delegate)
        #expect(fixture.entries.filter { $0.hasPrefix("A.") || $0.hasPrefix("B.") } == [
            "B.viewWillDisappear", "B.viewDidDisappear",
        ])
        #expect(fixture.containers.isEmpty)
    }

    @Test("animated: false runs the same callbacks without asking the delegate")
    func nonAnimated() {
        let fixture = PresentationFixture()
        let log = fixture.log
        let presented = LoggingViewController("B", log: log)
        let delegate = TestTransitioningDelegate(animator: FadeTestAnimator(log: log), log: log)
        presented.transitioningDelegate = delegate
        fixture.root.present(presented, animated: false) { log.record("completion") }
        #expect(fixture.entries == [
            "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear", "completion",
        ])
        log.clear()
        presented.dismiss(animated: false) { log.record("completion") }
        #expect(fixture.entries == [
            "B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear", "completion",
        ])
        #expect(fixture.root.view.superview === fixture.host.window)
        #expect(fixture.root.view.frame == fixture.host.window.bounds)
        #expect(fixture.containers.isEmpty)
    }
}
