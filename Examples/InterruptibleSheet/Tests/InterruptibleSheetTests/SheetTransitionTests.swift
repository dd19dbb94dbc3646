import Segue
import Testing
@testable import InterruptibleSheet

/// The interruptible sheet under `HeadlessHost`: presented, grabbed mid-flight and
/// thrown either way, on a clock that moves only when the test says.
// Serialized: a HeadlessHost installs its loop as the main one (display links and
// property animators follow it), so two tests' hosts must not overlap.
@MainActor
@Suite(.serialized) struct SheetTransitionTests {
    let size = CGSize(width: 600, height: 800)
    let host: HeadlessHost
    let root = SheetHostViewController()

    init() {
        host = HeadlessHost(size: size)
        host.window.rootViewController = root
        host.runTicks(1)
    }

    /// The sheet's top edge as last drawn.
    func drawnTop() -> CGFloat? {
        guard let sheet = root.presentedViewController?.view, let layer = sheet.layer.presentation() else { return nil }
        return layer.frame.minY
    }

    @Test("Show sheet slides it up to rest on a spring")
    func showSlidesUp() throws {
        #expect(root.showSheet())
        host.advance(by: 2)
        let sheet = try #require(root.presentedViewController as? SheetViewController)
        #expect(abs(sheet.view.frame.minY - (size.height - 480)) < 0.5)
        #expect(!root.sheetTransition.interactor.isTransitioning)
    }

    @Test("grabbed mid-flight and thrown down, the presentation reverses")
    func thrownDownReverses() throws {
        root.showSheet()
        host.advance(by: 0.15)
        let before = try #require(drawnTop())
        #expect(before > size.height - 480, "still rising")
        host.drag(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 300, y: 700), duration: 0.2)
        host.advance(by: 2)
        #expect(root.presentedViewController == nil, "thrown down mid-presentation, the presentation was cancelled")
    }

    @Test("grabbed mid-flight, held still, then thrown up, the presentation completes")
    func heldThenThrownUpCompletes() throws {
        root.showSheet()
        host.advance(by: 0.1)
        host.touchDown(at: CGPoint(x: 300, y: 700))
        host.advance(by: 0.1)
        host.touchMove(to: CGPoint(x: 300, y: 720))
        host.advance(by: 0.1)
        let held = try #require(drawnTop())
        host.advance(by: 0.3)
        #expect(abs(try #require(drawnTop()) - held) < 0.5, "held still while grabbed")
        for step in 1...36 {                          // up 160 points in 0.15 s: a throw
            host.runTicks(1)
            host.touchMove(to: CGPoint(x: 300, y: 720 - 160 * CGFloat(step) / 36))
        }
        host.touchUp(at: CGPoint(x: 300, y: 560))
        host.advance(by: 2)
        let sheet = try #require(root.presentedViewController)
        #expect(abs(sheet.view.frame.minY - (size.height - 480)) < 0.5)
    }

    @Test("dragging down at rest dismisses")
    func dragDownDismisses() {
        root.showSheet()
        host.advance(by: 2)
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 300, y: 700), duration: 0.3)
        host.advance(by: 2)
        #expect(root.presentedViewController == nil)
    }
}
