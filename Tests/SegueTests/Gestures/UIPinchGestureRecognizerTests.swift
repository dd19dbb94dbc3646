import Foundation
import Testing
@testable import Segue

@MainActor
@Suite("UIPinchGestureRecognizer: Alt mirrors the pointer, scale and velocity")
struct UIPinchGestureRecognizerTests {
    /// One test's world, made inside the test: a host installs its loop as the main
    /// loop, so it must be the last one made before the test body runs.
    @MainActor
    final class Fixture {
        let host = HeadlessHost(size: CGSize(width: 400, height: 800))
        let log = GestureLog()
        let pinch = UIPinchGestureRecognizer()
        /// A view centred at (200, 300).
        let photo = UIView(frame: CGRect(x: 100, y: 200, width: 200, height: 200))

        init() {
            host.window.addSubview(photo)
            photo.addGestureRecognizer(pinch)
            pinch.log(as: "pinch", into: log)
        }
    }

    @Test("Alt held at the press adds a second touch mirrored about the pinch's view centre")
    func mirroredTouch() {
        let fixture = Fixture()
        let (host, pinch, photo) = (fixture.host, fixture.pinch, fixture.photo)
        host.touchDown(at: CGPoint(x: 250, y: 300), modifiers: .alternate)
        #expect(pinch.numberOfTouches == 2)
        #expect(pinch.location(ofTouch: 0, in: nil) == CGPoint(x: 150, y: 300))
        #expect(pinch.location(ofTouch: 1, in: nil) == CGPoint(x: 250, y: 300))
        #expect(pinch.location(in: nil) == CGPoint(x: 200, y: 300))
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 270, y: 340))
        #expect(pinch.location(ofTouch: 0, in: photo) == CGPoint(x: 30, y: 60))
        host.touchUp(at: CGPoint(x: 270, y: 340))
        #expect(host.window.activeTouches.isEmpty)
    }

    @Test("without Alt a single mouse touch never pinches")
    func noAltNoPinch() {
        let fixture = Fixture()
        let (host, log, pinch) = (fixture.host, fixture.log, fixture.pinch)
        host.drag(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 290, y: 300), duration: 0.1, steps: 2)
        #expect(log.entries.isEmpty)
        #expect(pinch.state == .possible)
    }

    @Test("dragging away from the centre scales up: scale is relative to the distance at recognition")
    func scale() {
        let fixture = Fixture()
        let (host, log, pinch) = (fixture.host, fixture.log, fixture.pinch)
        var scales: [CGFloat] = []
        pinch.addTarget(log) { [unowned pinch] _ in { scales.append(pinch.scale) } }
        // 50 pt from the centre: the touches are 100 pt apart.
        host.touchDown(at: CGPoint(x: 250, y: 300), modifiers: .alternate)
        host.advance(by: 0.1)
        host.touchMove(to: CGPoint(x: 253, y: 300))   // 106 pt apart: under the 10 pt threshold
        #expect(pinch.state == .possible)
        host.advance(by: 0.1)
        host.touchMove(to: CGPoint(x: 260, y: 300))   // 120 pt: begins at scale 1
        host.advance(by: 0.1)
        host.touchMove(to: CGPoint(x: 290, y: 300))   // 180 pt
        host.touchUp(at: CGPoint(x: 290, y: 300))
        #expect(log.entries == ["pinch.began", "pinch.changed", "pinch.ended"])
        #expect(scales.count == 3)
        #expect(scales[0] == 1)
        #expect(abs(scales[1] - 1.5) < 1e-9)
        #expect(abs(scales[2] - 1.5) < 1e-9)
        #expect(pinch.state == .possible && pinch.scale == 1)
    }

    @Test("velocity is in scale per second")
    func velocity() {
        let fixture = Fixture()
        let (host, log, pinch) = (fixture.host, fixture.log, fixture.pinch)
        var velocityAtEnd: CGFloat?
        pinch.addTarget(log) { [unowned pinch] _ in { if pinch.state == .ended { velocityAtEnd = pinch.velocity } } }
        host.touchDown(at: CGPoint(x: 250, y: 300), modifiers: .alternate)
        // Apart by 100 → 20 pt more per 1/60 s.
        host.movePointer(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 300, y: 300), duration: 5.0 / 60, steps: 5)
        host.touchUp(at: CGPoint(x: 300, y: 300))
        // Began at 120 pt apart; the scale grows by 20/120 every 1/60 s: 10 per second.
        let v = try! #require(velocityAtEnd)
        #expect(abs(v - 10) < 1e-6)
    }

    @Test("pinching inwards scales down; setting scale rebases it")
    func inwardsAndRebase() {
        let fixture = Fixture()
        let (host, pinch) = (fixture.host, fixture.pinch)
        host.touchDown(at: CGPoint(x: 290, y: 300), modifiers: .alternate)   // 180 apart
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 270, y: 300))   // 140: began
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 235, y: 300))   // 70
        #expect(abs(pinch.scale - 0.5) < 1e-9)
        pinch.scale = 1
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 270, y: 300))   // 140
        #expect(abs(pinch.scale - 2) < 1e-9)
        let messages = collectingDiagnostics { pinch.scale = 0 }
        #expect(messages.count == 1 && abs(pinch.scale - 2) < 1e-9)
        host.touchUp(at: CGPoint(x: 270, y: 300))
    }

    @Test("with no pinch on the touch's views the mirror centre is the window's")
    func windowCentreMirror() {
        let fixture = Fixture()
        let (host, photo) = (fixture.host, fixture.photo)
        let plain = UIView(frame: CGRect(x: 0, y: 500, width: 400, height: 300))
        host.window.addSubview(plain)
        let touch = host.window.handlePointer(.began, at: CGPoint(x: 110, y: 590), timestamp: host.currentTime,
                                              modifiers: .alternate)!
        let second = host.window.activeTouches[UIWindow.mirroredPointer]!
        #expect(touch.view === plain)
        #expect(second.location(in: nil) == CGPoint(x: 290, y: 210))
        #expect(second.view === photo)
        host.window.handlePointer(.ended, at: CGPoint(x: 110, y: 590), timestamp: host.currentTime)
        #expect(host.window.activeTouches.isEmpty)
    }

    @Test("Alt pressed mid-drag adds no touch")
    func altMidDrag() {
        let fixture = Fixture()
        let host = fixture.host
        host.touchDown(at: CGPoint(x: 250, y: 300))
        host.window.handlePointer(.moved, at: CGPoint(x: 260, y: 300), timestamp: host.currentTime, modifiers: .alternate)
        #expect(host.window.activeTouches.count == 1)
        host.touchUp(at: CGPoint(x: 260, y: 300))
    }
}
