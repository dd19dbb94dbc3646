import Segue
import XCTest
@testable import SwatchZoom

/// The zoom transition under `HeadlessHost`: clicks and drags as a user makes them,
/// on a clock that moves only when the test says.
@MainActor
final class ZoomTransitionTests: XCTestCase {
    func makeHost() -> (HeadlessHost, SwatchNavigationController) {
        let host = HeadlessHost(size: CGSize(width: 600, height: 800))
        let navigation = SwatchNavigationController()
        host.window.rootViewController = navigation
        host.runTicks(1)
        return (host, navigation)
    }

    func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    func testClickingATilePushesItsPageZoomingOutOfTheTile() throws {
        let (host, navigation) = makeHost()
        let tile = navigation.grid.tiles[2]
        host.click(at: centre(of: tile))
        host.advance(by: 0.2)
        let page = try XCTUnwrap(navigation.topViewController as? SwatchPageViewController)
        XCTAssertEqual(page.swatch.name, "Fern")
        let midway = try XCTUnwrap(page.view.layer.presentation())
        XCTAssertLessThan(midway.transform.m11, 1, "mid-zoom the page is still smaller than the window")
        host.advance(by: 1)
        XCTAssertEqual(page.view.transform, .identity)
        XCTAssertEqual(page.view.frame, navigation.view.bounds)
    }

    func testDraggingFromTheLeftEdgePastHalfWayPops() throws {
        let (host, navigation) = makeHost()
        host.click(at: centre(of: navigation.grid.tiles[0]))
        host.advance(by: 1)
        XCTAssertTrue(navigation.topViewController is SwatchPageViewController)
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 420, y: 400), duration: 0.6)
        host.advance(by: 1)
        XCTAssertTrue(navigation.topViewController === navigation.grid)
        XCTAssertEqual(navigation.viewControllers.count, 1)
    }

    func testAShortEdgeDragCancelsAndThePageStaysWhole() throws {
        let (host, navigation) = makeHost()
        host.click(at: centre(of: navigation.grid.tiles[0]))
        host.advance(by: 1)
        let page = try XCTUnwrap(navigation.topViewController as? SwatchPageViewController)
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 150, y: 400), duration: 1)
        host.advance(by: 1)
        XCTAssertTrue(navigation.topViewController === page)
        XCTAssertEqual(page.view.transform, .identity)
        XCTAssertEqual(page.view.alpha, 1)
    }
}
