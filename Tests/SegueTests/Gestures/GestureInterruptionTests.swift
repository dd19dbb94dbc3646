import Foundation
import Testing
@testable import Segue

@MainActor
@Suite("Interrupted gestures: host cancellation, removal, disabling — never stuck")
struct GestureInterruptionTests {
    /// One test's world, made inside the test: a host installs its loop as the main
    /// loop, so it must be the last one made before the test body runs.
    @MainActor
    final class Fixture {
        let host = HeadlessHost(size: CGSize(width: 400, height: 800))
        let log = GestureLog()
        let pan = UIPanGestureRecognizer()

        init() {
            host.window.addGestureRecognizer(pan)
        }

        /// Logs "pan.<state>" with whether the recognizer still had its view.
        func logWithView() {
            pan.addTarget(log) { [unowned pan] log in { log.record("pan.\(pan.state)\(pan.view == nil ? " (no view)" : "")") } }
        }

        func beginPan() {
            host.touchDown(at: CGPoint(x: 100, y: 100))
            host.movePointer(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 140), duration: 0.1, steps: 2)
            #expect(pan.state == .changed)
        }
    }

    @Test("the host cancelling touches mid-gesture (pointer left, focus lost): .cancelled, then .possible")
    func hostCancels() {
        let fixture = Fixture()
        let (host, log, pan) = (fixture.host, fixture.log, fixture.pan)
        pan.log(as: "pan", into: log)
        fixture.beginPan()
        host.window.cancelAllTouches(timestamp: host.currentTime)
        #expect(log.entries == ["pan.began", "pan.changed", "pan.cancelled"])
        #expect(pan.state == .possible)
        #expect(pan.numberOfTouches == 0)
        // Input after the cancellation goes nowhere; the next drag works.
        host.touchMove(to: CGPoint(x: 100, y: 300))
        host.touchUp(at: CGPoint(x: 100, y: 300))
        #expect(log.entries.count == 3)
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 130), duration: 0.05, steps: 1)
        #expect(log.entries.suffix(2) == ["pan.began", "pan.ended"])
    }

    @Test("the host cancelling before recognition fails the pan silently")
    func hostCancelsBeforeRecognition() {
        let fixture = Fixture()
        let (host, log, pan) = (fixture.host, fixture.log, fixture.pan)
        pan.log(as: "pan", into: log)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 100, y: 104))
        host.window.cancelAllTouches(timestamp: host.currentTime)
        #expect(log.entries.isEmpty)
        #expect(pan.state == .possible)
    }

    @Test("an Alt pinch cancelled by the host ends both touches and the gesture")
    func hostCancelsPinch() {
        let fixture = Fixture()
        let (host, log, pan) = (fixture.host, fixture.log, fixture.pan)
        let pinch = UIPinchGestureRecognizer()
        pinch.log(as: "pinch", into: log)
        host.window.removeGestureRecognizer(pan)
        host.window.addGestureRecognizer(pinch)
        host.touchDown(at: CGPoint(x: 250, y: 400), modifiers: .alternate)
        host.movePointer(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.1, steps: 2)
        #expect(pinch.state == .changed && pinch.numberOfTouches == 2)
        host.window.cancelAllTouches(timestamp: host.currentTime)
        #expect(log.entries == ["pinch.began", "pinch.changed", "pinch.cancelled"])
        #expect(pinch.state == .possible)
        #expect(host.window.activeTouches.isEmpty)
    }

    @Test("removing the recognizer mid-gesture cancels it (action sent with its view), then resets it")
    func removalMidGesture() {
        let fixture = Fixture()
        let (host, log, pan) = (fixture.host, fixture.log, fixture.pan)
        fixture.logWithView()
        fixture.beginPan()
        host.window.removeGestureRecognizer(pan)
        #expect(log.entries == ["pan.began", "pan.changed", "pan.cancelled"])
        #expect(pan.state == .possible && pan.view == nil)
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 100, y: 200))
        host.touchUp(at: CGPoint(x: 100, y: 200))
        #expect(log.entries.count == 3)
    }

    @Test("removing an undecided recognizer fails it silently")
    func removalBeforeRecognition() {
        let fixture = Fixture()
        let (host, log, pan) = (fixture.host, fixture.log, fixture.pan)
        fixture.logWithView()
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.window.removeGestureRecognizer(pan)
        host.movePointer(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 140), duration: 0.1, steps: 2)
        host.touchUp(at: CGPoint(x: 100, y: 140))
        #expect(log.entries.isEmpty)
        #expect(pan.state == .possible)
    }

    @Test("disabling mid-gesture cancels; re-enabled, it ignores the touch already down but takes the next")
    func disablingMidGesture() {
        let fixture = Fixture()
        let (host, log, pan) = (fixture.host, fixture.log, fixture.pan)
        pan.log(as: "pan", into: log)
        fixture.beginPan()
        pan.isEnabled = false
        #expect(log.entries == ["pan.began", "pan.changed", "pan.cancelled"])
        #expect(pan.state == .possible)
        pan.isEnabled = true
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 100, y: 200))
        host.touchUp(at: CGPoint(x: 100, y: 200))
        #expect(log.entries.count == 3)
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 130), duration: 0.05, steps: 1)
        #expect(log.entries.suffix(2) == ["pan.began", "pan.ended"])
    }

    @Test("a disabled recognizer gets no touches")
    func disabled() {
        let fixture = Fixture()
        let (host, log, pan) = (fixture.host, fixture.log, fixture.pan)
        pan.log(as: "pan", into: log)
        pan.isEnabled = false
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), duration: 0.1, steps: 2)
        #expect(log.entries.isEmpty)
        #expect(pan.state == .possible)
    }

    @Test("disabling from the recognizer's own action cancels it cleanly")
    func disablingFromTheAction() {
        let fixture = Fixture()
        let (host, log, pan) = (fixture.host, fixture.log, fixture.pan)
        pan.addTarget(log) { [unowned pan] log in {
            log.record("pan.\(pan.state)")
            if pan.state == .changed { pan.isEnabled = false }
        } }
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.movePointer(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 140), duration: 0.1, steps: 2)
        #expect(log.entries == ["pan.began", "pan.changed", "pan.cancelled"])
        #expect(pan.state == .possible)
        host.touchUp(at: CGPoint(x: 100, y: 140))
        #expect(log.entries.count == 3)
    }

    @Test("the view leaving the window mid-gesture cancels its recognizer at the next touch")
    func viewLeavesWindow() {
        let fixture = Fixture()
        let (host, log) = (fixture.host, fixture.log)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        host.window.addSubview(view)
        let viewPan = UIPanGestureRecognizer()
        viewPan.log(as: "viewPan", into: log)
        view.addGestureRecognizer(viewPan)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.movePointer(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 140), duration: 0.1, steps: 2)
        view.removeFromSuperview()
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 100, y: 150))
        host.touchUp(at: CGPoint(x: 100, y: 150))
        #expect(log.entries == ["viewPan.began", "viewPan.changed", "viewPan.cancelled"])
        #expect(viewPan.state == .possible)
    }

    @Test("an action that cancels every touch (re-entering delivery) leaves nothing stuck")
    func reentrantCancellation() {
        let fixture = Fixture()
        let (host, log, pan) = (fixture.host, fixture.log, fixture.pan)
        // Unowned: the pan holds its action, and the host holds the pan (through its window).
        pan.addTarget(log) { [unowned pan, unowned host] log in {
            log.record("pan.\(pan.state)")
            if pan.state == .began { host.window.cancelAllTouches(timestamp: host.currentTime) }
        } }
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.movePointer(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 140), duration: 0.1, steps: 2)
        #expect(log.entries == ["pan.began", "pan.cancelled"])
        #expect(pan.state == .possible)
        #expect(host.window.gestureArbiter.participants.isEmpty)
        #expect(host.window.gestureArbiter.routes.isEmpty)
    }
}
