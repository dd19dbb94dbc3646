import Foundation
import Testing
@testable import Segue

/// Which animator and interactor a presentation runs: the delegate's animator
/// for any style, the interactor only with an animator (and passed it), nil →
/// UIKit's standard animation, and an animator that outlives its delegate.
@MainActor
@Suite("Presentation: animator and interactor vending")
struct PresentationAnimatorVendingTests {
    /// The log without the controllers' own callbacks.
    private func transitionEntries(_ fixture: PresentationFixture) -> [String] {
        fixture.log.entries.filter { !$0.hasPrefix("A.") && !$0.hasPrefix("B.") }
    }

    /// The running context of a controller's transition.
    private func runningContext(_ controller: UIViewController) -> ViewControllerTransitionContext? {
        controller.transitionCoordinator as? ViewControllerTransitionContext
    }

    @Test("no animator: the interactor is not asked and modalTransitionStyle's standard animator runs")
    func nilAnimator() throws {
        let styles: [(UIModalTransitionStyle, Any.Type)] = [
            (.coverVertical, CoverVerticalTransitionAnimator.self),
            (.crossDissolve, CrossDissolveTransitionAnimator.self),
            (.flipHorizontal, FlipHorizontalTransitionAnimator.self),
            (.partialCurl, PartialCurlTransitionAnimator.self),
        ]
        for (transitionStyle, animatorType) in styles {
            let fixture = PresentationFixture()
            let presented = UIViewController()
            presented.modalTransitionStyle = transitionStyle
            let delegate = TestTransitioningDelegate(animator: nil, log: fixture.log)
            presented.transitioningDelegate = delegate
            fixture.root.present(presented, animated: true)
            let context = try #require(runningContext(presented))
            #expect(type(of: context.animator!) == animatorType)
            #expect(context.interactor == nil)
            #expect(!context.isInteractive)
            #expect(transitionEntries(fixture) == ["delegate.animationControllerForPresented"])
            #expect(fixture.host.settle())
            presented.dismiss(animated: true)
            let dismissal = try #require(runningContext(presented))
            #expect(type(of: dismissal.animator!) == animatorType)
            #expect(fixture.host.settle())
            #expect(fixture.root.view.window === fixture.host.window)
            #expect(fixture.containers.isEmpty)
        }
    }

    @Test("an animator without an interactor runs non-interactively; the interactor was asked with that animator")
    func animatorWithoutInteractor() throws {
        let fixture = PresentationFixture()
        let animator = FadeTestAnimator(log: fixture.log)
        let delegate = TestTransitioningDelegate(animator: animator)
        let presented = UIViewController()
        presented.transitioningDelegate = delegate
        fixture.root.present(presented, animated: true)
        let context = try #require(runningContext(presented))
        #expect(context.animator === animator)
        #expect(context.interactor == nil)
        #expect(!context.isInteractive && !context.initiallyInteractive)
        #expect(delegate.askedForInteractorWith == [ObjectIdentifier(animator)])
        #expect(transitionEntries(fixture) == ["animator.animateTransition"])
        #expect(fixture.host.settle())
    }

    @Test("with an interactor only startInteractiveTransition is called, and the transition is interactive")
    func interactorStarts() throws {
        let fixture = PresentationFixture()
        let animator = FadeTestAnimator(log: fixture.log)
        let delegate = TestTransitioningDelegate(animator: animator, interactive: true, log: fixture.log)
        let presented = UIViewController()
        presented.transitioningDelegate = delegate
        fixture.root.present(presented, animated: true)
        let context = try #require(runningContext(presented))
        #expect(context.isInteractive && context.initiallyInteractive)
        #expect(transitionEntries(fixture) == [
            "delegate.animationControllerForPresented", "delegate.interactionControllerForPresentation",
            "interactor.startInteractiveTransition", "animator.animateTransition",
        ])
        context.finishInteractiveTransition()
        #expect(fixture.host.settle())
        #expect(fixture.root.presentedViewController === presented)
    }

    @Test("the delegate's animator runs for fullScreen and overFullScreen too, not only custom")
    func animatorForEveryStyle() throws {
        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .custom, .pageSheet] {
            let fixture = PresentationFixture()
            let animator = FadeTestAnimator()
            let delegate = TestTransitioningDelegate(animator: animator)
            let presented = UIViewController()
            presented.modalPresentationStyle = style
            presented.transitioningDelegate = delegate
            fixture.root.present(presented, animated: true)
            #expect(runningContext(presented)?.animator === animator)
            #expect(fixture.host.settle())
        }
    }

    @Test("the transitioning delegate going away mid-transition: the context keeps the animator, which completes")
    func delegateDeallocated() throws {
        let fixture = PresentationFixture()
        let presented = LoggingViewController("B", log: fixture.log)
        weak var weakDelegate: TestTransitioningDelegate?
        weak var weakAnimator: FadeTestAnimator?
        var completed = false
        do {
            let animator = FadeTestAnimator(log: fixture.log)
            let delegate = TestTransitioningDelegate(animator: animator)
            weakDelegate = delegate
            weakAnimator = animator
            presented.transitioningDelegate = delegate
            fixture.root.present(presented, animated: true) { completed = true }
        }
        #expect(weakDelegate == nil)
        #expect(presented.transitioningDelegate == nil)
        #expect(weakAnimator != nil)
        fixture.host.advance(by: 0.6)
        #expect(completed)
        #expect(Array(fixture.entries.suffix(3)) == ["B.viewDidAppear", "A.viewDidDisappear", "animator.animationEnded(true)"])
        #expect(weakAnimator == nil)
        // With the delegate gone, the dismissal uses the standard animation.
        presented.dismiss(animated: true)
        #expect(runningContext(presented)?.animator is CoverVerticalTransitionAnimator)
        #expect(fixture.host.settle())
    }

    @Test("a .custom presentation without a vended presentation controller gets a plain UIPresentationController")
    func defaultPresentationController() {
        let fixture = PresentationFixture()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        fixture.root.present(presented, animated: false)
        let controller = presented.presentationController
        #expect(controller.map { type(of: $0) == UIPresentationController.self } == true)
        #expect(controller?.presentingViewController === fixture.root)
        #expect(controller?.presentedViewController === presented)
        #expect(controller?.shouldRemovePresentersView == false)
        #expect(fixture.root.view.window === fixture.host.window)
    }

    @Test("a vended presentation controller for another controller is reported and replaced")
    func mismatchedPresentationController() {
        let fixture = PresentationFixture()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        let delegate = TestTransitioningDelegate(animator: nil)
        let stranger = UIViewController()
        delegate.makePresentationController = { _, presenting in
            UIPresentationController(presentedViewController: stranger, presenting: presenting)
        }
        presented.transitioningDelegate = delegate
        let messages = collectingDiagnostics { fixture.root.present(presented, animated: false) }
        #expect(messages.count == 1)
        #expect(presented.presentationController?.presentedViewController === presented)
    }
}
