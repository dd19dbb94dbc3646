import Foundation
import Testing
@testable import Segue

/// Calls the container refuses — one diagnostic each, nothing changed, no
/// `onComplete` — and the no-op moves that complete at once.
@MainActor
@Suite("SlidingViewController: refused calls and no-op moves")
struct SlidingMisuseTests {
    /// The state a refused call must leave alone.
    private func snapshot(_ f: SlidingFixture) -> [String] {
        ["\(f.sliding.currentTopViewPosition)", "\(f.topView.frame)", "\(f.sliding.view.subviews.count)",
         "\(f.sliding.children.count)", "\(f.sliding.activeTransition?.name ?? "idle")"]
    }

    @Test("anchoring right without an under-left controller (or left without an under-right one)")
    func missingUnderController() {
        let f = SlidingFixture(underLeft: false, underRight: false)
        let before = snapshot(f)
        var called = 0
        let messages = collectingDiagnostics {
            f.sliding.anchorTopViewToRight(animated: true) { called += 1 }
            f.sliding.anchorTopViewToLeft(animated: false) { called += 1 }
        }
        #expect(messages.count == 2)
        #expect(messages[0].contains("anchorTopViewToRight") && messages[0].contains("underLeftViewController"))
        #expect(messages[1].contains("anchorTopViewToLeft") && messages[1].contains("underRightViewController"))
        f.host.settle()
        #expect(called == 0)
        #expect(snapshot(f) == before)
        #expect(f.log.entries.isEmpty)
    }

    @Test("anchoring or resetting while a transition runs is refused; the running one is unaffected")
    func busy() {
        let f = SlidingFixture()
        var first = 0, refused = 0
        f.sliding.anchorTopViewToRight(animated: true) { first += 1 }
        let messages = collectingDiagnostics {
            f.sliding.anchorTopViewToRight(animated: true) { refused += 1 }
            f.sliding.anchorTopViewToLeft(animated: false) { refused += 1 }
            f.sliding.resetTopView(animated: true) { refused += 1 }
        }
        #expect(messages.count == 3)
        #expect(messages.allSatisfy { $0.contains("a transition") && $0.contains("is running") })
        f.host.settle()
        #expect(first == 1)
        #expect(refused == 0)
        #expect(f.sliding.currentTopViewPosition == .anchoredRight)
        #expect(f.log.entries == ["L.viewWillAppear", "L.viewDidAppear"])
    }

    @Test("setting any child controller during a transition is refused")
    func swapDuringTransition() {
        let f = SlidingFixture()
        let other = LoggingViewController("O", log: f.log)
        f.sliding.anchorTopViewToRight(animated: true)
        let messages = collectingDiagnostics {
            f.sliding.topViewController = other
            f.sliding.underLeftViewController = other
            f.sliding.underRightViewController = nil
        }
        #expect(messages.count == 3)
        #expect(messages[0].contains("topViewController") && messages[0].contains("is running"))
        #expect(f.sliding.topViewController === f.top)
        #expect(f.sliding.underLeftViewController === f.left)
        #expect(f.sliding.underRightViewController === f.right)
        #expect(other.parent == nil)
        f.host.settle()
        #expect(f.sliding.currentTopViewPosition == .anchoredRight)
        #expect(f.log.entries == ["L.viewWillAppear", "L.viewDidAppear"])
    }

    @Test("anchoring to the other side is refused: reset first")
    func otherSide() {
        let f = SlidingFixture()
        f.sliding.anchorTopViewToLeft(animated: false)
        f.log.clear()
        var called = false
        let messages = collectingDiagnostics { f.sliding.anchorTopViewToRight(animated: true) { called = true } }
        #expect(messages.count == 1)
        #expect(messages[0].contains("reset it first"))
        #expect(!called)
        #expect(f.sliding.currentTopViewPosition == .anchoredLeft)
        #expect(f.log.entries.isEmpty)
    }

    @Test("moving to where the top view already is completes at once, with no transition or callbacks")
    func alreadyThere() {
        let f = SlidingFixture()
        var calls = 0
        let messages = collectingDiagnostics {
            f.sliding.resetTopView(animated: true) { calls += 1 }
            f.sliding.anchorTopViewToRight(animated: false)
            f.log.clear()
            f.sliding.anchorTopViewToRight(animated: true) { calls += 1 }
        }
        #expect(messages.isEmpty)
        #expect(calls == 2)
        #expect(f.sliding.activeTransition == nil)
        #expect(f.log.entries.isEmpty)
    }

    @Test("a controller cannot take two roles, or contain its container")
    func roles() {
        let f = SlidingFixture()
        let messages = collectingDiagnostics {
            f.sliding.underLeftViewController = f.top
            f.sliding.underRightViewController = f.left
            f.sliding.topViewController = f.right
            f.sliding.topViewController = f.sliding
        }
        #expect(messages.count == 4)
        #expect(messages[0].contains("already the top view controller"))
        #expect(messages[1].contains("already the under-left view controller"))
        #expect(messages[2].contains("already the under-right view controller"))
        #expect(messages[3].contains("cannot contain itself"))
        #expect(f.sliding.topViewController === f.top)
        #expect(f.sliding.underLeftViewController === f.left)
        #expect(f.sliding.underRightViewController === f.right)
        #expect(f.log.entries.isEmpty)
    }

    @Test("amounts and durations must be finite and not negative")
    func badNumbers() {
        let f = SlidingFixture()
        let messages = collectingDiagnostics {
            f.sliding.anchorRightPeekAmount = -1
            f.sliding.anchorRightRevealAmount = .nan
            f.sliding.anchorLeftPeekAmount = .infinity
            f.sliding.anchorLeftRevealAmount = -0.5
            f.sliding.defaultTransitionDuration = -1
            f.sliding.defaultTransitionDuration = .nan
        }
        #expect(messages.count == 6)
        #expect(messages[0].contains("anchorRightPeekAmount"))
        #expect(messages[4].contains("defaultTransitionDuration"))
        #expect(f.sliding.anchorRightPeekAmount == 44)
        #expect(f.sliding.anchorLeftPeekAmount == 44)
        #expect(f.sliding.defaultTransitionDuration == 0.25)
    }
}
