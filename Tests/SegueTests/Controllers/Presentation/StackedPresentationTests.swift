import Foundation
import Testing
@testable import Segue

/// Presentations on presentations: B presents C; dismissing from lower in the
/// stack takes everything above with it, only the top one animating.
@MainActor
@Suite("Presentation: stacked presentations")
struct StackedPresentationTests {
    /// A presents B presents C, each with `styles`, unanimated; the log is cleared.
    private func stack(_ fixture: PresentationFixture, _ styles: (UIModalPresentationStyle, UIModalPresentationStyle))
        -> (b: LoggingViewController, c: LoggingViewController) {
        let b = LoggingViewController("B", log: fixture.log)
        let c = LoggingViewController("C", log: fixture.log)
        b.modalPresentationStyle = styles.0
        c.modalPresentationStyle = styles.1
        fixture.root.present(b, animated: false)
        b.present(c, animated: false)
        fixture.log.clear()
        return (b, c)
    }

    @Test("B presents C: links, one container each, B's view leaves for a full-screen C")
    func presentOnPresented() {
        let fixture = PresentationFixture()
        let (b, c) = stack(fixture, (.fullScreen, .fullScreen))
        #expect(fixture.root.presentedViewController === b)
        #expect(b.presentingViewController === fixture.root)
        #expect(b.presentedViewController === c)
        #expect(c.presentingViewController === b)
        #expect(fixture.containers.count == 2)
        #expect(c.view.superview === fixture.containers.last)
        #expect(b.viewIfLoaded?.window == nil)
        #expect(fixture.root.viewIfLoaded?.window == nil)
        #expect(c.presentationController?.presentingViewController === b)
    }

    @Test("a child of a presented controller presents from its outermost container")
    func childPresents() {
        let fixture = PresentationFixture()
        let container = UIViewController(), child = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        fixture.root.present(container, animated: false)
        let c = UIViewController()
        child.present(c, animated: false)
        #expect(container.presentedViewController === c)
        #expect(child.presentedViewController === c)
        #expect(c.presentingViewController === container)
        #expect(child.presentingViewController === fixture.root)
    }

    @Test("dismissing from A removes B without animation and animates only C; callbacks balance")
    func dismissFromBottom() throws {
        let fixture = PresentationFixture()
        let (b, c) = stack(fixture, (.custom, .overFullScreen))
        let animator = FadeTestAnimator(log: fixture.log)
        let delegate = TestTransitioningDelegate(animator: animator)
        c.transitioningDelegate = delegate
        b.transitioningDelegate = delegate
        var completed = false
        fixture.root.dismiss(animated: true) { completed = true }
        let context = try #require(animator.context)
        #expect(context.viewController(forKey: .from) === c)
        #expect(context.viewController(forKey: .to) === fixture.root)
        #expect(context.view(forKey: .to) == nil)
        #expect(fixture.containers.count == 1)          // B's container left at once
        #expect(b.view.window == nil)
        #expect(c.view.window === fixture.host.window)
        #expect(b.isBeingDismissed && c.isBeingDismissed)
        fixture.host.advance(by: 0.25)
        #expect(c.view.layer.presentation()!.opacity < 0.9)   // only C animates
        fixture.host.advance(by: 0.35)
        #expect(completed)
        #expect(fixture.entries == [
            "C.viewWillDisappear", "B.viewWillDisappear", "animator.animateTransition",
            "B.viewDidDisappear", "C.viewDidDisappear", "animator.animationEnded(true)",
        ])
        #expect(fixture.containers.isEmpty)
        #expect(fixture.root.presentedViewController == nil)
        #expect(b.presentingViewController == nil && b.presentedViewController == nil)
        #expect(c.presentingViewController == nil)
        #expect(b.presentationController == nil && c.presentationController == nil)
        #expect(!b.isBeingDismissed && !c.isBeingDismissed)
    }

    @Test("full-screen stack dismissed from A: A comes back, B (already gone) gets nothing")
    func dismissFullScreenStack() {
        let fixture = PresentationFixture()
        let (b, c) = stack(fixture, (.fullScreen, .fullScreen))
        fixture.root.dismiss(animated: true)
        #expect(fixture.root.view.window === fixture.host.window)
        #expect(fixture.host.settle())
        #expect(fixture.entries == [
            "C.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "C.viewDidDisappear",
        ])
        #expect(fixture.host.window.subviews == [fixture.root.view])
        #expect(b.viewIfLoaded?.superview == nil && c.viewIfLoaded?.superview == nil)
    }

    @Test("a cancelled dismissal of a stack puts everything back")
    func cancelledStackDismissal() throws {
        let fixture = PresentationFixture()
        let (b, c) = stack(fixture, (.custom, .fullScreen))
        let containersBefore = fixture.containers
        let delegate = TestTransitioningDelegate(animator: FadeTestAnimator(log: fixture.log), interactive: true)
        c.transitioningDelegate = delegate
        fixture.root.dismiss(animated: true)
        delegate.interactor?.context?.cancelInteractiveTransition()
        fixture.host.advance(by: 0.6)
        #expect(fixture.containers == containersBefore)
        #expect(fixture.root.presentedViewController === b)
        #expect(b.presentedViewController === c)
        #expect(c.view.window === fixture.host.window)
        #expect(b.viewIfLoaded?.window == nil)
        #expect(fixture.root.view.window === fixture.host.window)
        // B had disappeared (C is full screen) and A stayed (B is custom): only C's callbacks.
        #expect(fixture.entries.filter { !$0.hasPrefix("animator") && !$0.hasPrefix("interactor") } == [
            "C.viewWillDisappear", "C.viewWillAppear", "C.viewDidAppear",
        ])
    }

    @Test("dismiss on the top controller dismisses itself; on B dismisses C only")
    func dismissFromMiddleAndTop() {
        let fixture = PresentationFixture()
        let (b, c) = stack(fixture, (.fullScreen, .fullScreen))
        b.dismiss(animated: false)
        #expect(b.presentedViewController == nil)
        #expect(c.presentingViewController == nil)
        #expect(fixture.root.presentedViewController === b)
        #expect(b.view.superview === fixture.containers.first)
        #expect(b.view.frame == fixture.host.window.bounds)
        #expect(fixture.entries == ["C.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "C.viewDidDisappear"])
        fixture.log.clear()
        b.dismiss(animated: false)   // nothing above B now: B dismisses itself
        #expect(fixture.root.presentedViewController == nil)
        #expect(fixture.entries == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear"])
    }
}
