import Segue
import Testing
@testable import SwatchZoom

/// The zoom transition under `HeadlessHost`: clicks and drags as a user makes them,
/// on a clock that moves only when the test says.
// Serialized: a HeadlessHost installs its loop as the main one (display links and
// property animators follow it), so two tests' hosts must not overlap.
@MainActor
@Suite(.serialized) struct ZoomTransitionTests {
    let host = HeadlessHost(size: CGSize(width: 600, height: 800))
    let navigation = SwatchNavigationController()

    init() {
        host.window.rootViewController = navigation
        host.runTicks(1)
    }

    func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test("clicking a tile pushes its page, zooming out of the tile")
    func clickPushes() throws {
        host.click(at: centre(of: navigation.grid.tiles[2]))
        host.advance(by: 0.2)
        let page = try #require(navigation.topViewController as? SwatchPageViewController)
        #expect(page.swatch.name == "Fern")
        let midway = try #require(page.view.layer.presentation())
        #expect(midway.transform.m11 < 1, "mid-zoom the page is still smaller than the window")
        host.advance(by: 1)
        #expect(page.view.transform == .identity)
        #expect(page.view.frame.size == CGSize(width: 600, height: 800 - 44), "the page fills the window below the 44-point bar")
    }

    @Test("dragging from the page's left edge past half the width pops it")
    func edgeDragPops() {
        host.click(at: centre(of: navigation.grid.tiles[0]))
        host.advance(by: 1)
        #expect(navigation.topViewController is SwatchPageViewController)
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 420, y: 400), duration: 0.6)
        host.advance(by: 1)
        #expect(navigation.topViewController === navigation.grid)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("a short edge drag cancels, and the page is left whole")
    func shortDragCancels() throws {
        host.click(at: centre(of: navigation.grid.tiles[0]))
        host.advance(by: 1)
        let page = try #require(navigation.topViewController as? SwatchPageViewController)
        host.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 150, y: 400), duration: 1)
        host.advance(by: 1)
        #expect(navigation.topViewController === page)
        #expect(page.view.transform == .identity)
        #expect(page.view.alpha == 1)
    }
}
