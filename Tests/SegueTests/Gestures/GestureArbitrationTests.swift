import Foundation
import Testing
@testable import Segue

@MainActor
@Suite("Gesture arbitration: exclusion, simultaneity, require(toFail:), delegate vetoes")
struct GestureArbitrationTests {
    /// One test's world, made inside the test: a host installs its loop as the main
    /// loop, so it must be the last one made before the test body runs.
    @MainActor
    final class Fixture {
        let host = HeadlessHost(size: CGSize(width: 400, height: 800))
        let log = GestureLog()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))

        init() {
            host.window.addSubview(view)
        }
    }

    @Test("two pans on one touch: the innermost begins and the other fails")
    func exclusive() {
        let fixture = Fixture()
        let (host, log, view) = (fixture.host, fixture.log, fixture.view)
        let inner = UIPanGestureRecognizer()
        let outer = UIPanGestureRecognizer()
        inner.log(as: "inner", into: log)
        outer.log(as: "outer", into: log)
        view.addGestureRecognizer(inner)
        host.window.addGestureRecognizer(outer)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.movePointer(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 140), duration: 0.1, steps: 2)
        #expect(inner.state == .changed)
        #expect(outer.state == .failed)
        host.touchUp(at: CGPoint(x: 100, y: 140))
        #expect(log.entries == ["inner.began", "inner.changed", "inner.ended"])
        #expect(outer.state == .possible)
    }

    @Test("a delegate allowing simultaneous recognition lets both pans run")
    func simultaneous() {
        let fixture = Fixture()
        let (host, log, view) = (fixture.host, fixture.log, fixture.view)
        let inner = UIPanGestureRecognizer()
        let outer = UIPanGestureRecognizer()
        let delegate = ConfigurableGestureDelegate()
        delegate.simultaneous = true
        outer.delegate = delegate
        inner.log(as: "inner", into: log)
        outer.log(as: "outer", into: log)
        view.addGestureRecognizer(inner)
        host.window.addGestureRecognizer(outer)
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 140), duration: 0.1, steps: 2)
        #expect(log.entries == ["inner.began", "outer.began", "inner.changed", "outer.changed", "inner.ended", "outer.ended"])
    }

    @Test("a tap and a pan: a click taps, a drag pans and fails the tap")
    func tapVersusPan() {
        let fixture = Fixture()
        let (host, log, view) = (fixture.host, fixture.log, fixture.view)
        let tap = UITapGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        tap.log(as: "tap", into: log)
        pan.log(as: "pan", into: log)
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        host.click(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["tap.ended"])
        log.clear()
        host.advance(by: 1)
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 112), duration: 0.05, steps: 1)
        #expect(log.entries == ["pan.began", "pan.ended"])
    }

    @Test("require(toFail:): a single tap waits for the double tap to fail, and never fires on a double tap")
    func singleRequiresDoubleToFail() {
        let fixture = Fixture()
        let (host, log, view) = (fixture.host, fixture.log, fixture.view)
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        single.log(as: "single", into: log)
        double.log(as: "double", into: log)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        host.click(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.isEmpty)
        #expect(single.state == .possible)
        host.advance(by: 0.4)
        #expect(log.entries == ["single.ended"])
        #expect(single.state == .possible && double.state == .possible)
        log.clear()
        host.advance(by: 1)
        host.click(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.1)
        host.click(at: CGPoint(x: 100, y: 100))
        host.advance(by: 1)
        #expect(log.entries == ["double.ended"])
    }

    @Test("require(toFail:) on a continuous gesture: the pan waits, then begins once the edge pan fails")
    func panRequiresEdgePanToFail() {
        let fixture = Fixture()
        let (host, log, view) = (fixture.host, fixture.log, fixture.view)
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        let pan = UIPanGestureRecognizer()
        pan.require(toFail: edge)
        edge.log(as: "edge", into: log)
        pan.log(as: "pan", into: log)
        view.addGestureRecognizer(pan)
        host.window.addGestureRecognizer(edge)
        // Away from the edge: the edge pan fails at once, the pan is free.
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 260, y: 100), duration: 0.1, steps: 2)
        #expect(log.entries == ["pan.began", "pan.changed", "pan.ended"])
        log.clear()
        host.advance(by: 1)
        // From the edge: the edge pan begins and the pan, which waited, fails.
        host.touchDown(at: CGPoint(x: 5, y: 100))
        host.movePointer(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 65, y: 100), duration: 0.1, steps: 2)
        #expect(pan.state == .failed)
        host.touchUp(at: CGPoint(x: 65, y: 100))
        #expect(log.entries == ["edge.began", "edge.changed", "edge.ended"])
    }

    @Test("a pending pan stays .possible until the tap it waits for fails, then begins with its translation")
    func pendingContinuousRecognition() {
        let fixture = Fixture()
        let (host, log, view) = (fixture.host, fixture.log, fixture.view)
        let tap = UITapGestureRecognizer()
        tap.allowableMovement = 25
        let pan = UIPanGestureRecognizer()
        pan.require(toFail: tap)
        var translationAtBegan: CGPoint?
        pan.addTarget(log) { [unowned pan] log in {
            log.record("pan.\(pan.state)")
            if pan.state == .began { translationAtBegan = pan.translation(in: nil) }
        } }
        tap.log(as: "tap", into: log)
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 100, y: 120))
        #expect(pan.state == .possible)
        #expect(pan.pendingState == .began)
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 100, y: 130))
        #expect(pan.state == .began)
        #expect(translationAtBegan.map { abs($0.y - 20) < 1e-9 } == true)
        host.touchUp(at: CGPoint(x: 100, y: 130))
        #expect(log.entries == ["pan.began", "pan.ended"])
    }

    @Test("a dynamic requirement from the delegate works like require(toFail:)")
    func delegateRequirement() {
        let fixture = Fixture()
        let (host, log, view) = (fixture.host, fixture.log, fixture.view)
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let delegate = ConfigurableGestureDelegate()
        delegate.requireFailureOf = double
        single.delegate = delegate
        single.log(as: "single", into: log)
        double.log(as: "double", into: log)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        host.click(at: CGPoint(x: 100, y: 100))
        #expect(log.entries.isEmpty)
        host.advance(by: 0.4)
        #expect(log.entries == ["single.ended"])
    }

    @Test("gestureRecognizerShouldBegin false fails the recognizer and lets another have the touch")
    func shouldBeginVeto() {
        let fixture = Fixture()
        let (host, log, view) = (fixture.host, fixture.log, fixture.view)
        let inner = UIPanGestureRecognizer()
        let outer = UIPanGestureRecognizer()
        let delegate = ConfigurableGestureDelegate()
        delegate.shouldBegin = false
        inner.delegate = delegate
        inner.log(as: "inner", into: log)
        outer.log(as: "outer", into: log)
        view.addGestureRecognizer(inner)
        host.window.addGestureRecognizer(outer)
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 140), duration: 0.1, steps: 2)
        #expect(log.entries == ["outer.began", "outer.changed", "outer.ended"])
        #expect(delegate.shouldBeginCount == 1)
    }

    @Test("canPrevent false in a subclass lets the other recognize too")
    func subclassPreventionHooks() {
        let fixture = Fixture()
        let (host, log, view) = (fixture.host, fixture.log, fixture.view)
        let polite = PolitePan()
        let outer = UIPanGestureRecognizer()
        polite.log(as: "polite", into: log)
        outer.log(as: "outer", into: log)
        view.addGestureRecognizer(polite)
        host.window.addGestureRecognizer(outer)
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 120), duration: 0.05, steps: 1)
        // The polite pan does not fail the outer one, nor keep it from beginning.
        #expect(log.entries == ["polite.began", "outer.began", "polite.ended", "outer.ended"])
    }

    @Test("recognizers waiting for each other are both failed, with a diagnostic")
    func circularRequirement() {
        let fixture = Fixture()
        let (host, log, view) = (fixture.host, fixture.log, fixture.view)
        let a = UITapGestureRecognizer()
        let b = UITapGestureRecognizer()
        a.require(toFail: b)
        b.require(toFail: a)
        a.log(as: "a", into: log)
        b.log(as: "b", into: log)
        view.addGestureRecognizer(a)
        view.addGestureRecognizer(b)
        let messages = collectingDiagnostics { host.click(at: CGPoint(x: 100, y: 100)) }
        #expect(log.entries.isEmpty)
        #expect(messages.contains { $0.contains("waiting for each other") })
        #expect(a.state == .possible && b.state == .possible)
    }

    @Test("require(toFail:) of itself is refused")
    func requireItself() {
        _ = Fixture()
        let tap = UITapGestureRecognizer()
        let messages = collectingDiagnostics { tap.require(toFail: tap) }
        #expect(messages.count == 1)
        #expect(tap.failureRequirements.isEmpty)
    }
}

/// A pan that never makes other recognizers fail.
@MainActor
final class PolitePan: UIPanGestureRecognizer {
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
