import Segue
import XCTest
@testable import InterruptibleSheet

/// The interruptible sheet under `HeadlessHost`: presented, grabbed mid-flight and
/// thrown either way, on a clock that moves only when the test says.
@MainActor
final class SheetTransitionTests: XCTestCase {
    let size = CGSize(width: 600, height: 800)

    func makeHost() -> (HeadlessHost, SheetHostViewController) {
        let host = HeadlessHost(size: size)
        let root = SheetHostViewController()
        host.window.rootViewController = root
        host.runTicks(1)
        return (host, root)
    }

    /// The sheet's top edge as last drawn.
    func drawnTop(of root: SheetHostViewController) -> CGFloat? {
        guard let sheet = root.presentedViewController?.view, let layer = sheet.layer.presentation() else { return nil }
        return layer.frame.minY
    }

    func testShowSheetSlidesItUpToRest() throws {
        let (host, root) = makeHost()
        XCTAssertTrue(root.showSheet())
        host.advance(by: 2)
        let sheet = try XCTUnwrap(root.presentedViewController as? SheetViewController)
        XCTAssertEqual(sheet.view.frame.minY, size.height - 480, accuracy: 0.5)
        XCTAssertFalse(root.sheetTransition.interactor.isTransitioning)
    }

    func testGrabbedMidFlightAndThrownDownThePresentationReverses() throws {
        let (host, root) = makeHost()
        root.showSheet()
        host.advance(by: 0.15)
        let before = try XCTUnwrap(drawnTop(of: root))
        XCTAssertGreaterThan(before, size.height - 480, "still rising")
        host.drag(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 300, y: 700), duration: 0.2)
        host.advance(by: 2)
        XCTAssertNil(root.presentedViewController, "thrown down mid-presentation, the presentation was cancelled")
    }

    func testGrabbedMidFlightAndThrownUpThePresentationCompletes() throws {
        let (host, root) = makeHost()
        root.showSheet()
        host.advance(by: 0.1)
        host.touchDown(at: CGPoint(x: 300, y: 700))
        host.advance(by: 0.1)
        host.touchMove(to: CGPoint(x: 300, y: 720))
        host.advance(by: 0.1)
        let held = try XCTUnwrap(drawnTop(of: root))
        host.advance(by: 0.3)
        XCTAssertEqual(try XCTUnwrap(drawnTop(of: root)), held, accuracy: 0.5, "held still while grabbed")
        for step in 1...36 {                          // up 160 points in 0.15 s: a throw
            host.runTicks(1)
            host.touchMove(to: CGPoint(x: 300, y: 720 - 160 * CGFloat(step) / 36))
        }
        host.touchUp(at: CGPoint(x: 300, y: 560))
        host.advance(by: 2)
        let sheet = try XCTUnwrap(root.presentedViewController)
        XCTAssertEqual(sheet.view.frame.minY, size.height - 480, accuracy: 0.5)
    }

    func testDraggingDownAtRestDismisses() throws {
        let (host, root) = makeHost()
        root.showSheet()
        host.advance(by: 2)
        host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 300, y: 700), duration: 0.3)
        host.advance(by: 2)
        XCTAssertNil(root.presentedViewController)
    }
}
