/// The test file `segue new` writes: the transition driven headless, as a user
/// would drive it, with assertions on the outcome.
enum ScaffoldTestTemplate {
    static let text = #"""
import Segue
import XCTest
@testable import {{NAME}}

/// The card transition under `HeadlessHost`: no window, a clock that moves only
/// when the test says, so every run is the same.
@MainActor
final class CardTransitionTests: XCTestCase {
    func makeHost() -> (HeadlessHost, CardsViewController) {
        let host = HeadlessHost(size: CGSize(width: 600, height: 800))
        let root = CardsViewController()
        host.window.rootViewController = root
        host.runTicks(1)
        return (host, root)
    }

    func testOpenPresentsTheCardAndItSettlesInPlace() throws {
        let (host, root) = makeHost()
        XCTAssertTrue(root.openCard())
        host.advance(by: 2)
        let card = try XCTUnwrap(root.presentedViewController as? CardViewController)
        XCTAssertEqual(card.view.transform, .identity)
        XCTAssertEqual(card.view.frame.minY, 80, accuracy: 0.5)
    }

    func testDraggingTheCardPastHalfWayDismissesIt() throws {
        let (host, root) = makeHost()
        root.openCard()
        host.advance(by: 2)
        host.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 300, y: 760), duration: 0.5)
        host.advance(by: 2)
        XCTAssertNil(root.presentedViewController)
    }

    func testAShortDragCancelsAndTheCardStays() throws {
        let (host, root) = makeHost()
        root.openCard()
        host.advance(by: 2)
        host.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 300, y: 420), duration: 1)
        host.advance(by: 2)
        let card = try XCTUnwrap(root.presentedViewController)
        XCTAssertEqual(card.view.transform, .identity)
    }
}
"""#
}
