import Foundation
import Testing
@testable import Segue

/// Presentations and dismissals that must be refused: one diagnostic line each,
/// no state change, no callback, no completion.
@MainActor
@Suite("Presentation: refused presents and dismisses")
struct PresentationRefusalTests {
    /// A snapshot of what a refusal must not change.
    private struct State: Equatable {
        let windowSubviews: [ObjectIdentifier]
        let presented: ObjectIdentifier?
        let log: [String]
    }

    private func state(_ fixture: PresentationFixture) -> State {
        State(windowSubviews: fixture.host.window.subviews.map(ObjectIdentifier.init),
              presented: fixture.root.presentedViewController.map(ObjectIdentifier.init),
              log: fixture.log.entries)
    }

    /// Runs `body`, expecting exactly one diagnostic containing `phrase`, no
    /// completion and no change.
    private func expectRefused(_ fixture: PresentationFixture, _ phrase: String,
                               sourceLocation: SourceLocation = #_sourceLocation,
                               _ body: (_ completion: @escaping () -> Void) -> Void) {
        let before = state(fixture)
        var completed = false
        let messages = collectingDiagnostics { body { completed = true } }
        #expect(messages.count == 1, sourceLocation: sourceLocation)
        #expect(messages.first?.contains(phrase) == true, "\(messages)", sourceLocation: sourceLocation)
        #expect(!completed, sourceLocation: sourceLocation)
        #expect(state(fixture) == before, sourceLocation: sourceLocation)
    }

    @Test("presenting self")
    func presentingSelf() {
        let fixture = PresentationFixture()
        expectRefused(fixture, "cannot present itself") { fixture.root.present(fixture.root, animated: true, completion: $0) }
        let child = UIViewController()
        fixture.root.addChild(child)
        fixture.root.view.addSubview(child.view)
        child.didMove(toParent: fixture.root)
        fixture.log.clear()
        expectRefused(fixture, "cannot present itself") { child.present(child, animated: true, completion: $0) }
        expectRefused(fixture, "ancestor") { child.present(fixture.root, animated: true, completion: $0) }
    }

    @Test("presenting a controller that has a parent")
    func presentingChild() {
        let fixture = PresentationFixture()
        let container = UIViewController(), child = UIViewController()
        container.addChild(child)
        expectRefused(fixture, "is a child of") { fixture.root.present(child, animated: true, completion: $0) }
    }

    @Test("presenting the presenter's ancestor (containment or presentation)")
    func presentingAncestor() {
        let fixture = PresentationFixture()
        let child = UIViewController()
        fixture.root.addChild(child)
        fixture.root.view.addSubview(child.view)
        child.didMove(toParent: fixture.root)
        expectRefused(fixture, "ancestor") { child.present(fixture.root, animated: true, completion: $0) }

        let presented = UIViewController()
        fixture.root.present(presented, animated: false)
        expectRefused(fixture, "ancestor") { presented.present(fixture.root, animated: true, completion: $0) }
    }

    @Test("presenting a controller that is already presented, or on screen")
    func presentingPresented() {
        let fixture = PresentationFixture()
        let presented = UIViewController()
        fixture.root.present(presented, animated: false)
        let other = PresentationFixture()
        expectRefused(other, "already presented by") { other.root.present(presented, animated: true, completion: $0) }
        let third = PresentationFixture()
        expectRefused(third, "already on screen") { third.root.present(other.root, animated: true, completion: $0) }
    }

    @Test("presenting while the presenter already presents")
    func alreadyPresenting() {
        let fixture = PresentationFixture()
        fixture.root.present(UIViewController(), animated: false)
        expectRefused(fixture, "already presenting") { fixture.root.present(UIViewController(), animated: true, completion: $0) }
    }

    @Test("presenting or dismissing while a presentation or dismissal transition runs")
    func duringTransition() {
        let fixture = PresentationFixture()
        let presented = UIViewController()
        fixture.root.present(presented, animated: true)
        fixture.host.advance(by: 0.1)
        expectRefused(fixture, "transition is running") { presented.present(UIViewController(), animated: true, completion: $0) }
        expectRefused(fixture, "transition is running") { fixture.root.dismiss(animated: true, completion: $0) }
        expectRefused(fixture, "transition is running") { presented.dismiss(animated: false, completion: $0) }
        #expect(fixture.host.settle())
        presented.dismiss(animated: true)
        fixture.host.advance(by: 0.1)
        expectRefused(fixture, "transition is running") { presented.present(UIViewController(), animated: false, completion: $0) }
        expectRefused(fixture, "transition is running") { fixture.root.dismiss(animated: true, completion: $0) }
        #expect(fixture.host.settle())
        #expect(fixture.root.presentedViewController == nil)
        #expect(fixture.root.view.window === fixture.host.window)
    }

    @Test("presenting from a controller whose view is not in a window")
    func presenterNotInWindow() {
        let fixture = PresentationFixture()
        let offscreen = UIViewController()
        _ = offscreen.view
        let presented = UIViewController()
        expectRefused(fixture, "not in a window") { offscreen.present(presented, animated: true, completion: $0) }
        #expect(offscreen.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
    }

    @Test("dismissing with nothing presented")
    func dismissNothing() {
        let fixture = PresentationFixture()
        expectRefused(fixture, "nothing to dismiss") { fixture.root.dismiss(animated: true, completion: $0) }
        expectRefused(fixture, "nothing to dismiss") { UIViewController().dismiss(animated: false, completion: $0) }
    }

    @Test("after refusals the presentation machinery still works")
    func worksAfterwards() {
        let fixture = PresentationFixture()
        _ = collectingDiagnostics {
            fixture.root.present(fixture.root, animated: true)
            fixture.root.dismiss(animated: true)
        }
        let presented = UIViewController()
        var done = false
        fixture.root.present(presented, animated: true) { done = true }
        #expect(fixture.host.settle())
        #expect(done)
        #expect(fixture.root.presentedViewController === presented)
    }
}
