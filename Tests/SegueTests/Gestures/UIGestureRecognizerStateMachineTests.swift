import Foundation
import Testing
@testable import Segue

/// A recognizer whose touch methods run closures, to script state changes.
@MainActor
final class ScriptedRecognizer: UIGestureRecognizer {
    var onBegan: ((ScriptedRecognizer) -> Void)?
    var onMoved: ((ScriptedRecognizer) -> Void)?
    var onEnded: ((ScriptedRecognizer) -> Void)?
    var onCancelled: ((ScriptedRecognizer) -> Void)?
    private(set) var resetCount = 0
    private(set) var calls: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { calls.append("began"); onBegan?(self) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { calls.append("moved"); onMoved?(self) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { calls.append("ended"); onEnded?(self) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { calls.append("cancelled"); onCancelled?(self) }
    override func reset() {
        super.reset()
        resetCount += 1
    }
}

@MainActor
@Suite("UIGestureRecognizer's state machine and subclass hooks")
struct UIGestureRecognizerStateMachineTests {
    /// One test's world, made inside the test: a host installs its loop as the main
    /// loop, so it must be the last one made before the test body runs.
    @MainActor
    final class Fixture {
        let host = HeadlessHost(size: CGSize(width: 400, height: 800))
        let log = GestureLog()
        let scripted = ScriptedRecognizer()

        init() {
            host.window.addGestureRecognizer(scripted)
            scripted.log(as: "g", into: log)
        }
    }

    @Test("a continuous subclass: began, changed on every move, ended; the action reads the state it set")
    func continuous() {
        let fixture = Fixture()
        let (host, log, scripted) = (fixture.host, fixture.log, fixture.scripted)
        scripted.onMoved = { $0.state = $0.state == .possible ? .began : .changed }
        scripted.onEnded = { $0.state = .ended }
        host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 40), duration: 0.1, steps: 3)
        #expect(log.entries == ["g.began", "g.changed", "g.changed", "g.ended"])
        #expect(scripted.state == .possible)
        #expect(scripted.resetCount == 1)
        #expect(scripted.calls == ["began", "moved", "moved", "moved", "ended"])
    }

    @Test("a discrete subclass sends its action once, on .recognized")
    func discrete() {
        let fixture = Fixture()
        let (host, log, scripted) = (fixture.host, fixture.log, fixture.scripted)
        scripted.onBegan = { $0.state = .recognized }
        host.click(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["g.ended"])
        // Once recognized it gets no more touches: only the began was delivered.
        #expect(scripted.calls == ["began"])
        #expect(scripted.state == .possible)
    }

    @Test("impossible transitions are reported and ignored")
    func invalidTransitions() {
        let fixture = Fixture()
        let (host, log, scripted) = (fixture.host, fixture.log, fixture.scripted)
        scripted.onBegan = { $0.state = .changed }
        scripted.onMoved = { recognizer in
            recognizer.state = .failed
            recognizer.state = .began
        }
        let messages = collectingDiagnostics {
            host.touchDown(at: CGPoint(x: 10, y: 10))
            #expect(scripted.state == .possible)
            host.advance(by: 0.05)
            host.touchMove(to: CGPoint(x: 10, y: 20))
            #expect(scripted.state == .failed)
            host.touchUp(at: CGPoint(x: 10, y: 20))
        }
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("cannot change") })
        #expect(log.entries.isEmpty)
        #expect(scripted.state == .possible)
    }

    @Test("a subclass that never ends its gesture is cancelled when its touches lift, with a diagnostic")
    func neverEnds() {
        let fixture = Fixture()
        let (host, log, scripted) = (fixture.host, fixture.log, fixture.scripted)
        scripted.onMoved = { $0.state = $0.state == .possible ? .began : .changed }
        let messages = collectingDiagnostics {
            host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 40), duration: 0.1, steps: 2)
        }
        #expect(log.entries == ["g.began", "g.changed", "g.cancelled"])
        #expect(messages.count == 1)
        #expect(scripted.state == .possible)
    }

    @Test("a subclass that never decides fails when its touches lift, silently, and is reset")
    func neverDecides() {
        let fixture = Fixture()
        let (host, log, scripted) = (fixture.host, fixture.log, fixture.scripted)
        let messages = collectingDiagnostics { host.click(at: CGPoint(x: 10, y: 10)) }
        #expect(messages.isEmpty)
        #expect(log.entries.isEmpty)
        #expect(scripted.resetCount == 1)
    }

    @Test("a subclass ignoring cancellation is cancelled anyway by the host")
    func ignoresCancellation() {
        let fixture = Fixture()
        let (host, log, scripted) = (fixture.host, fixture.log, fixture.scripted)
        scripted.onMoved = { $0.state = $0.state == .possible ? .began : .changed }
        host.touchDown(at: CGPoint(x: 10, y: 10))
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 10, y: 30))
        let messages = collectingDiagnostics { host.window.cancelAllTouches(timestamp: host.currentTime) }
        #expect(messages.isEmpty)
        #expect(log.entries == ["g.began", "g.cancelled"])
        #expect(scripted.calls.last == "cancelled")
        #expect(scripted.state == .possible)
    }

    @Test("ignore(_:for:) drops a touch: no more events for it, and it does not count")
    func ignoring() {
        let fixture = Fixture()
        let (host, scripted) = (fixture.host, fixture.scripted)
        scripted.onBegan = { recognizer in
            for touch in recognizer.trackedTouches { recognizer.ignore(touch, for: UIEvent(timestamp: 0, touches: [])) }
        }
        host.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(scripted.numberOfTouches == 0)
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 10, y: 30))
        host.touchUp(at: CGPoint(x: 10, y: 30))
        #expect(scripted.calls == ["began"])
    }

    @Test("a recognizer outside any touch sequence sends its actions when its state is set")
    func outsideTouches() {
        let fixture = Fixture()
        let log = fixture.log
        let free = ScriptedRecognizer()
        free.log(as: "free", into: log)
        free.state = .began
        free.state = .changed
        free.state = .ended
        #expect(log.entries == ["free.began", "free.changed", "free.ended"])
    }

    @Test("location(ofTouch:in:) out of range is reported and answers location(in:)")
    func badTouchIndex() {
        let fixture = Fixture()
        let (host, scripted) = (fixture.host, fixture.scripted)
        host.touchDown(at: CGPoint(x: 30, y: 40))
        var location = CGPoint.zero
        let messages = collectingDiagnostics { location = scripted.location(ofTouch: 3, in: nil) }
        #expect(messages.count == 1)
        #expect(location == CGPoint(x: 30, y: 40))
        host.touchUp(at: CGPoint(x: 30, y: 40))
        // After the lift, location(in:) is where the touch lifted.
        #expect(scripted.location(in: nil) == CGPoint(x: 30, y: 40))
    }
}
