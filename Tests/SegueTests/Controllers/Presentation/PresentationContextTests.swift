import Foundation
import Testing
@testable import Segue

/// What animators see in a presentation's context: the views (`view(forKey:)`
/// nils), the frames and their `.zero` rules, the container, the style — and
/// where views are after the transition.
@MainActor
@Suite("Presentation: context views, frames and the container")
struct PresentationContextTests {
    /// Presents B with `style` through a manual animator and returns the context
    /// while the presentation runs.
    private func startPresenting(_ fixture: PresentationFixture, style: UIModalPresentationStyle,
                                 presentationController: ((UIViewController, UIViewController?) -> UIPresentationController?)? = nil)
        -> (presented: UIViewController, animator: ManualTestAnimator, delegate: TestTransitioningDelegate) {
        let presented = LoggingViewController("B", log: fixture.log)
        presented.modalPresentationStyle = style
        let animator = ManualTestAnimator()
        let delegate = TestTransitioningDelegate(animator: animator)
        delegate.makePresentationController = presentationController
        presented.transitioningDelegate = delegate
        fixture.root.present(presented, animated: true)
        return (presented, animator, delegate)
    }

    @Test("fullScreen present: both views given, presenter from its frame to .zero, presented from .zero to the container")
    func fullScreenPresentContext() throws {
        let fixture = PresentationFixture()
        let (presented, animator, _) = startPresenting(fixture, style: .fullScreen)
        let context = try #require(animator.context)
        let bounds = fixture.host.window.bounds
        #expect(context.view(forKey: .from) === fixture.root.view)
        #expect(context.view(forKey: .to) === presented.view)
        #expect(context.viewController(forKey: .from) === fixture.root)
        #expect(context.viewController(forKey: .to) === presented)
        #expect(context.initialFrame(for: fixture.root) == bounds)
        #expect(context.finalFrame(for: fixture.root) == .zero)
        #expect(context.initialFrame(for: presented) == .zero)
        #expect(context.finalFrame(for: presented) == bounds)
        #expect(context.presentationStyle == .fullScreen)
        #expect(context.isAnimated)
        #expect(context.containerView is PresentationContainerView)
        #expect(context.containerView.superview === fixture.host.window)
        #expect(fixture.host.window.subviews.last === context.containerView)
        #expect(context.containerView.frame == bounds)
        #expect(presented.presentationController?.containerView === context.containerView)
        #expect(presented.isBeingPresented)
        // The presenter's view moved into the container, at the back, unmoved on screen.
        #expect(fixture.root.view.superview === context.containerView)
        #expect(context.containerView.subviews.first === fixture.root.view)
        #expect(fixture.root.view.frame == bounds)
        context.completeTransition(true)
        #expect(!presented.isBeingPresented)
        #expect(fixture.root.viewIfLoaded?.window == nil)
        #expect(presented.view.window === fixture.host.window)
    }

    @Test("custom present: view(forKey: .from) is nil and the presenter's view stays in the window, under the container")
    func customPresentContext() throws {
        let fixture = PresentationFixture()
        let log = fixture.log
        let (presented, animator, _) = startPresenting(fixture, style: .custom) { presented, presenting in
            LoggingPresentationController(presented: presented, presenting: presenting, log: log)
        }
        let context = try #require(animator.context)
        #expect(fixture.root.view.superview === fixture.host.window)
        #expect(fixture.host.window.subviews == [fixture.root.view, context.containerView])
        let bounds = fixture.host.window.bounds
        #expect(context.view(forKey: .from) == nil)
        #expect(context.view(forKey: .to) === presented.view)
        #expect(context.initialFrame(for: fixture.root) == bounds)
        #expect(context.finalFrame(for: fixture.root) == bounds)
        #expect(context.initialFrame(for: presented) == .zero)
        #expect(context.finalFrame(for: presented) == CGRect(x: 0, y: 300, width: 400, height: 300))
        #expect(context.presentationStyle == .custom)
        context.completeTransition(true)
        #expect(fixture.root.view.superview === fixture.host.window)
        #expect(presented.view.frame == CGRect(x: 0, y: 300, width: 400, height: 300))
    }

    @Test("overFullScreen present: view(forKey: .from) is nil, the presented view covers the container")
    func overFullScreenPresentContext() throws {
        let fixture = PresentationFixture()
        let (presented, animator, _) = startPresenting(fixture, style: .overFullScreen)
        let context = try #require(animator.context)
        #expect(context.view(forKey: .from) == nil)
        #expect(context.finalFrame(for: fixture.root) == fixture.host.window.bounds)
        #expect(context.finalFrame(for: presented) == fixture.host.window.bounds)
        #expect(context.presentationStyle == .overFullScreen)
        context.completeTransition(true)
        #expect(fixture.root.view.window === fixture.host.window)
    }

    @Test("fullScreen dismiss: the presenter's view is back under the container before the animator runs")
    func fullScreenDismissContext() throws {
        let fixture = PresentationFixture()
        let (presented, animator, delegate) = startPresenting(fixture, style: .fullScreen)
        animator.context?.completeTransition(true)
        fixture.root.dismiss(animated: true)
        defer { withExtendedLifetime(delegate) {} }
        let context = try #require(animator.context)
        let window = fixture.host.window
        #expect(context.viewController(forKey: .from) === presented)
        #expect(context.viewController(forKey: .to) === fixture.root)
        #expect(context.view(forKey: .from) === presented.view)
        #expect(context.view(forKey: .to) === fixture.root.view)
        #expect(fixture.root.view.superview === window)
        let rootIndex = window.subviews.firstIndex { $0 === fixture.root.view }!
        let containerIndex = window.subviews.firstIndex { $0 === context.containerView }!
        #expect(rootIndex < containerIndex)
        #expect(context.initialFrame(for: presented) == window.bounds)
        #expect(context.finalFrame(for: presented) == .zero)
        #expect(context.initialFrame(for: fixture.root) == window.bounds)
        #expect(context.finalFrame(for: fixture.root) == window.bounds)
        #expect(presented.isBeingDismissed)
        #expect(fixture.root.transitionCoordinator === context)
        #expect(presented.transitionCoordinator === context)
        context.completeTransition(true)
        #expect(!presented.isBeingDismissed)
        #expect(fixture.root.transitionCoordinator == nil)
        #expect(window.subviews.count == 1)
    }

    @Test("custom dismiss: view(forKey: .to) is nil")
    func customDismissContext() throws {
        let fixture = PresentationFixture()
        let (presented, animator, delegate) = startPresenting(fixture, style: .custom)
        animator.context?.completeTransition(true)
        fixture.root.dismiss(animated: true)
        defer { withExtendedLifetime(delegate) {} }
        let context = try #require(animator.context)
        #expect(context.view(forKey: .to) == nil)
        #expect(context.view(forKey: .from) === presented.view)
        #expect(context.finalFrame(for: presented) == .zero)
        #expect(context.finalFrame(for: fixture.root) == fixture.host.window.bounds)
        context.completeTransition(true)
    }

    @Test("a cancelled presentation leaves every view at its initial frame and transform")
    func cancelledFramesRestored() throws {
        let fixture = PresentationFixture()
        let (presented, animator, delegate) = startPresenting(fixture, style: .fullScreen)
        let context = try #require(animator.context)
        // The animator moves the presenter's view into the container and turns it.
        fixture.root.view.frame = CGRect(x: -100, y: 20, width: 200, height: 100)
        context.containerView.insertSubview(fixture.root.view, at: 0)
        fixture.root.view.layer.transform = CATransform3DMakeRotation(0.5, 0, 1, 0)
        context.completeTransition(false)
        #expect(fixture.root.view.superview === fixture.host.window)
        #expect(CATransform3DIsIdentity(fixture.root.view.layer.transform))
        #expect(fixture.root.view.frame == fixture.host.window.bounds)
        #expect(presented.viewIfLoaded?.superview == nil)
        #expect(fixture.host.window.subviews.count == 1)

        // Present for real, then cancel a dismissal whose animator moved both views.
        fixture.root.present(presented, animated: true)
        try #require(animator.context).completeTransition(true)
        delegate.animator = animator
        fixture.root.dismiss(animated: true)
        let dismissal = try #require(animator.context)
        dismissal.containerView.addSubview(fixture.root.view)
        presented.view.frame = CGRect(x: 0, y: 500, width: 400, height: 600)
        presented.view.layer.transform = CATransform3DMakeRotation(1, 1, 0, 0)
        dismissal.completeTransition(false)
        #expect(presented.view.superview === dismissal.containerView)
        #expect(presented.view.frame == fixture.host.window.bounds)
        #expect(CATransform3DIsIdentity(presented.view.layer.transform))
        #expect(fixture.root.viewIfLoaded?.window == nil)
        #expect(fixture.root.presentedViewController === presented)
    }

    @Test("the container resizes with the window and lays out through the presentation controller")
    func containerFollowsWindow() throws {
        let fixture = PresentationFixture()
        let log = fixture.log
        var controller: LoggingPresentationController?
        let (presented, animator, _) = startPresenting(fixture, style: .custom) { presented, presenting in
            let made = LoggingPresentationController(presented: presented, presenting: presenting, log: log)
            controller = made
            return made
        }
        try #require(animator.context).completeTransition(true)
        let container = try #require(fixture.containers.first)
        let before = try #require(controller).layoutCount
        fixture.host.window.frame = CGRect(x: 0, y: 0, width: 500, height: 800)
        fixture.host.runTicks(1)
        #expect(container.frame == CGRect(x: 0, y: 0, width: 500, height: 800))
        #expect(controller!.layoutCount > before)
        #expect(presented.view.frame == CGRect(x: 0, y: 400, width: 500, height: 400))
    }

    @Test("fullScreen keeps the presented view covering the container; the base controller leaves it to autoresizing")
    func layoutOutsideTransitions() throws {
        let fixture = PresentationFixture()
        let (full, animator, _) = startPresenting(fixture, style: .fullScreen)
        try #require(animator.context).completeTransition(true)
        full.view.autoresizingMask = []
        fixture.host.window.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        fixture.host.runTicks(1)
        #expect(full.view.frame == CGRect(x: 0, y: 0, width: 300, height: 500))

        let other = PresentationFixture()
        let (over, overAnimator, _) = startPresenting(other, style: .overFullScreen)
        try #require(overAnimator.context).completeTransition(true)
        over.view.autoresizingMask = []
        other.host.window.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        other.host.runTicks(1)
        #expect(over.view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
    }
}
