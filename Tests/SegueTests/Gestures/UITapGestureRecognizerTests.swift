import Foundation
import Testing
@testable import Segue

@MainActor
@Suite("UITapGestureRecognizer: taps, touches, movement and timing")
struct UITapGestureRecognizerTests {
    /// One test's world, made inside the test: a host installs its loop as the main
    /// loop, so it must be the last one made before the test body runs.
    @MainActor
    final class Fixture {
        let host = HeadlessHost(size: CGSize(width: 400, height: 800))
        let log = GestureLog()
        let tap = UITapGestureRecognizer()

        init() {
            host.window.addGestureRecognizer(tap)
            tap.log(as: "tap", into: log)
        }
    }

    @Test("a click is recognized once, on the lift, at the click's location; then the tap is reset")
    func singleTap() {
        let fixture = Fixture()
        let (host, log, tap) = (fixture.host, fixture.log, fixture.tap)
        var location: CGPoint?
        tap.addTarget(log) { [unowned tap] _ in { location = tap.location(in: nil) } }
        host.touchDown(at: CGPoint(x: 120, y: 130))
        host.runTicks(1)
        #expect(log.entries.isEmpty)
        host.touchUp(at: CGPoint(x: 121, y: 131))
        #expect(log.entries == ["tap.ended"])
        #expect(location == CGPoint(x: 121, y: 131))
        #expect(tap.state == .possible)
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test("moving more than allowableMovement fails the tap; within it, it still taps")
    func movement() {
        let fixture = Fixture()
        let (host, log, tap) = (fixture.host, fixture.log, fixture.tap)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.runTicks(1)
        host.touchMove(to: CGPoint(x: 108, y: 100))
        host.touchUp(at: CGPoint(x: 108, y: 100))
        #expect(log.entries == ["tap.ended"])
        host.advance(by: 1)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.runTicks(1)
        host.touchMove(to: CGPoint(x: 115, y: 100))
        #expect(tap.state == .failed)
        host.touchMove(to: CGPoint(x: 100, y: 100))
        host.touchUp(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["tap.ended"])
        #expect(tap.state == .possible)
    }

    @Test("a double tap needs two clicks close in time and place")
    func doubleTap() {
        let fixture = Fixture()
        let (host, log, tap) = (fixture.host, fixture.log, fixture.tap)
        tap.numberOfTapsRequired = 2
        host.click(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.2)
        host.click(at: CGPoint(x: 104, y: 103))
        #expect(log.entries == ["tap.ended"])
        log.clear()
        // Too slow: the first tap times out after 0.35 s; the next click starts again.
        host.advance(by: 1)
        host.click(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.5)
        #expect(tap.state == .possible)
        host.click(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.isEmpty)
        host.advance(by: 0.1)
        host.click(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["tap.ended"])
        log.clear()
        // Too far apart.
        host.advance(by: 1)
        host.click(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.1)
        host.click(at: CGPoint(x: 150, y: 100))
        #expect(log.entries.isEmpty)
        host.advance(by: 1)
        #expect(tap.state == .possible)
    }

    @Test("a triple tap counts three")
    func tripleTap() {
        let fixture = Fixture()
        let (host, log, tap) = (fixture.host, fixture.log, fixture.tap)
        tap.numberOfTapsRequired = 3
        host.click(at: CGPoint(x: 100, y: 100))
        host.click(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.isEmpty)
        host.click(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["tap.ended"])
    }

    @Test("a two-finger tap is an Alt click; a one-finger tap fails on an Alt click")
    func twoFingerTap() {
        let fixture = Fixture()
        let (host, log, tap) = (fixture.host, fixture.log, fixture.tap)
        host.touchDown(at: CGPoint(x: 100, y: 100), modifiers: .alternate)
        #expect(tap.state == .failed)
        host.touchUp(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.isEmpty)
        tap.numberOfTouchesRequired = 2
        host.advance(by: 1)
        host.touchDown(at: CGPoint(x: 100, y: 100), modifiers: .alternate)
        host.runTicks(1)
        host.touchUp(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["tap.ended"])
        // One finger is not a two-finger tap.
        host.advance(by: 1)
        host.click(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["tap.ended"])
    }

    @Test("a cancelled touch fails the tap")
    func cancelled() {
        let fixture = Fixture()
        let (host, log, tap) = (fixture.host, fixture.log, fixture.tap)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.window.cancelAllTouches(timestamp: host.currentTime)
        #expect(log.entries.isEmpty)
        #expect(tap.state == .possible)
    }
}
