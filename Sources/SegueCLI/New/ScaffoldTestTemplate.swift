/// The test file `segue new` writes: the transition driven headless, as a user
/// would drive it, with assertions on the outcome.
enum ScaffoldTestTemplate {
    static let text = #"""
import Segue
import Testing
@testable import {{NAME}}

/// The card transition under `HeadlessHost`: no window, a clock that moves only
/// when the test says, so every run is the same.
// Serialized: a HeadlessHost installs its loop as the main one (display links and
// property animators follow it), so two tests' hosts must not overlap.
@MainActor
@Suite(.serialized) struct CardTransitionTests {
    let host = HeadlessHost(size: CGSize(width: 600, height: 800))
    let root = CardsViewController()

    init() {
        host.window.rootViewController = root
        host.runTicks(1)
    }

    @Test("Open card presents the card, which settles in place")
    func openPresents() throws {
        #expect(root.openCard())
        host.advance(by: 2)
        let card = try #require(root.presentedViewController as? CardViewController)
        #expect(card.view.transform == .identity)
        #expect(abs(card.view.frame.minY - 80) < 0.5)
    }

    @Test("dragging the card down past half way dismisses it")
    func dragPastHalfDismisses() {
        root.openCard()
        host.advance(by: 2)
        host.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 300, y: 760), duration: 0.5)
        host.advance(by: 2)
        #expect(root.presentedViewController == nil)
    }

    @Test("a short, slow drag cancels and the card stays")
    func shortDragCancels() throws {
        root.openCard()
        host.advance(by: 2)
        host.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 300, y: 420), duration: 1)
        host.advance(by: 2)
        let card = try #require(root.presentedViewController)
        #expect(card.view.transform == .identity)
    }
}
"""#
}
