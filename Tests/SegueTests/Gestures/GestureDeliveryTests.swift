import Foundation
import Testing
@testable import Segue

@MainActor
@Suite("Gesture delivery: window recognizers, cancelsTouchesInView, delays")
struct GestureDeliveryTests {
    /// One test's world, made inside the test: a host installs its loop as the main
    /// loop, so it must be the last one made before the test body runs.
    @MainActor
    final class Fixture {
        let host = HeadlessHost(size: CGSize(width: 400, height: 800))
        let log = GestureLog()
        let view: TouchLoggingView
        let inner: TouchLoggingView

        init() {
            view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "view", log: log)
            inner = TouchLoggingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100), name: "inner", log: log)
            host.window.addSubview(view)
            view.addSubview(inner)
        }
    }

    @Test("a window's recognizer gets touches over any view, with the view's own recognizers first")
    func windowRecognizersSeeEveryTouch() {
        let fixture = Fixture()
        let (host, inner) = (fixture.host, fixture.inner)
        let windowPan = UIPanGestureRecognizer()
        let innerTap = UITapGestureRecognizer()
        host.window.addGestureRecognizer(windowPan)
        inner.addGestureRecognizer(innerTap)
        let touch = host.window.handlePointer(.began, at: CGPoint(x: 100, y: 100), timestamp: host.currentTime)!
        #expect(touch.view === inner)
        #expect(touch.gestureRecognizers == [innerTap, windowPan])
        host.window.handlePointer(.ended, at: CGPoint(x: 100, y: 100), timestamp: host.currentTime)
        // Over a view with no recognizers, and over the bare window.
        for point in [CGPoint(x: 300, y: 300), CGPoint(x: 300, y: 700)] {
            let touch = host.window.handlePointer(.began, at: point, timestamp: host.currentTime)!
            #expect(touch.gestureRecognizers == [windowPan])
            host.window.handlePointer(.cancelled, at: point, timestamp: host.currentTime)
        }
    }

    @Test("cancelsTouchesInView: the view gets touchesCancelled when the pan begins, then nothing")
    func cancelsTouchesInView() {
        let fixture = Fixture()
        let (host, log) = (fixture.host, fixture.log)
        let pan = UIPanGestureRecognizer()
        pan.log(as: "pan", into: log)
        host.window.addGestureRecognizer(pan)
        host.touchDown(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 200, y: 205))
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 200, y: 220))
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 200, y: 240))
        host.touchUp(at: CGPoint(x: 200, y: 240))
        #expect(log.entries == ["view.touchesBegan", "view.touchesMoved", "view.touchesCancelled",
                                "pan.began", "pan.changed", "pan.ended"])
    }

    @Test("cancelsTouchesInView false: the view gets every touch alongside the gesture")
    func doesNotCancelTouchesInView() {
        let fixture = Fixture()
        let (host, log) = (fixture.host, fixture.log)
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        pan.log(as: "pan", into: log)
        host.window.addGestureRecognizer(pan)
        host.touchDown(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 200, y: 205))
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 200, y: 220))
        host.touchUp(at: CGPoint(x: 200, y: 220))
        #expect(log.entries == ["view.touchesBegan", "view.touchesMoved", "pan.began", "view.touchesMoved",
                                "pan.ended", "view.touchesEnded"])
    }

    @Test("a button under a window pan: a click is the button's, a drag is the pan's and cancels the button")
    func buttonUnderWindowPan() {
        let fixture = Fixture()
        let (host, log) = (fixture.host, fixture.log)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 200, y: 500, width: 120, height: 44)
        host.window.addSubview(button)
        let recorder = ControlEventRecorder(button)
        let pan = UIPanGestureRecognizer()
        pan.log(as: "pan", into: log)
        host.window.addGestureRecognizer(pan)
        host.click(at: CGPoint(x: 260, y: 522))
        #expect(recorder.count(.touchUpInside) == 1)
        #expect(log.entries.isEmpty)
        host.advance(by: 1)
        host.drag(from: CGPoint(x: 260, y: 522), to: CGPoint(x: 260, y: 600), duration: 0.2, steps: 4)
        #expect(recorder.count(.touchCancel) == 1)
        #expect(recorder.count(.touchUpInside) == 1)
        #expect(!button.isHighlighted)
        #expect(log.entries.first == "pan.began" && log.entries.last == "pan.ended")
    }

    @Test("a one-finger tap on a button's ancestor leaves the tap to the button (UIKit since iOS 6)")
    func controlWinsOverAncestorTap() {
        let fixture = Fixture()
        let (host, log) = (fixture.host, fixture.log)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 200, y: 500, width: 120, height: 44)
        host.window.addSubview(button)
        let recorder = ControlEventRecorder(button)
        let tap = UITapGestureRecognizer()
        tap.log(as: "tap", into: log)
        host.window.addGestureRecognizer(tap)
        host.click(at: CGPoint(x: 260, y: 522))
        #expect(recorder.count(.touchUpInside) == 1)
        #expect(log.entries.isEmpty)
        host.advance(by: 1)
        host.click(at: CGPoint(x: 100, y: 700))
        #expect(log.entries == ["tap.ended"])
    }

    @Test("delaysTouchesBegan: the view hears of a click only once the pan has failed, and of a drag never")
    func delaysTouchesBegan() {
        let fixture = Fixture()
        let (host, log) = (fixture.host, fixture.log)
        let pan = UIPanGestureRecognizer()
        pan.delaysTouchesBegan = true
        pan.log(as: "pan", into: log)
        host.window.addGestureRecognizer(pan)
        host.touchDown(at: CGPoint(x: 200, y: 200))
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 203, y: 200))
        #expect(log.entries.isEmpty)
        host.touchUp(at: CGPoint(x: 203, y: 200))
        #expect(log.entries == ["view.touchesBegan", "view.touchesEnded"])
        log.clear()
        host.advance(by: 1)
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 260), duration: 0.2, steps: 4)
        #expect(log.entries == ["pan.began", "pan.changed", "pan.changed", "pan.changed", "pan.ended"])
    }

    @Test("delaysTouchesEnded: a lift waits while a double tap is undecided, then ends or is cancelled")
    func delaysTouchesEnded() {
        let fixture = Fixture()
        let (host, log, view) = (fixture.host, fixture.log, fixture.view)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.log(as: "double", into: log)
        view.addGestureRecognizer(double)
        // One click: the lift reaches the view when the double tap gives up.
        host.touchDown(at: CGPoint(x: 300, y: 300))
        host.runTicks(1)
        host.touchUp(at: CGPoint(x: 300, y: 300))
        #expect(log.entries == ["view.touchesBegan"])
        #expect(double.state == .possible)
        host.advance(by: 0.2)
        #expect(log.entries == ["view.touchesBegan"])
        host.advance(by: 0.2)
        #expect(log.entries == ["view.touchesBegan", "view.touchesEnded"])
        #expect(double.state == .possible)
        log.clear()
        // A double click: both touches are taken from the view.
        host.click(at: CGPoint(x: 300, y: 300))
        host.advance(by: 0.1)
        host.click(at: CGPoint(x: 302, y: 301))
        #expect(log.entries == ["view.touchesBegan", "view.touchesBegan", "view.touchesCancelled", "double.ended"])
        log.clear()
        // Without the delay the first lift arrives at once.
        double.delaysTouchesEnded = false
        host.advance(by: 1)
        host.click(at: CGPoint(x: 300, y: 300))
        #expect(log.entries == ["view.touchesBegan", "view.touchesEnded"])
        host.advance(by: 0.5)
    }

    @Test("after a gesture every recognizer on its touches is back to .possible and was reset")
    func everyoneResets() {
        let fixture = Fixture()
        let (host, view) = (fixture.host, fixture.view)
        let pan = CountingPan()
        let tap = CountingTap()
        host.window.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 300), duration: 0.2, steps: 4)
        #expect(pan.state == .possible && tap.state == .possible)
        #expect(pan.resetCount == 1 && tap.resetCount == 1)
        #expect(host.window.gestureArbiter.participants.isEmpty)
        #expect(host.window.gestureArbiter.routes.isEmpty)
    }

    @Test("a delegate refusing a touch keeps it from the recognizer; the view still gets it")
    func shouldReceiveVeto() {
        let fixture = Fixture()
        let (host, log) = (fixture.host, fixture.log)
        let pan = UIPanGestureRecognizer()
        let delegate = ConfigurableGestureDelegate()
        delegate.shouldReceive = false
        pan.delegate = delegate
        pan.log(as: "pan", into: log)
        host.window.addGestureRecognizer(pan)
        host.touchDown(at: CGPoint(x: 200, y: 200))
        #expect(pan.numberOfTouches == 0)
        host.movePointer(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 260), duration: 0.1, steps: 2)
        host.touchUp(at: CGPoint(x: 200, y: 260))
        #expect(log.entries == ["view.touchesBegan", "view.touchesMoved", "view.touchesMoved", "view.touchesEnded"])
    }
}

/// A pan counting its resets.
@MainActor
final class CountingPan: UIPanGestureRecognizer {
    var resetCount = 0
    override func reset() {
        super.reset()
        resetCount += 1
    }
}

/// A tap counting its resets.
@MainActor
final class CountingTap: UITapGestureRecognizer {
    var resetCount = 0
    override func reset() {
        super.reset()
        resetCount += 1
    }
}
