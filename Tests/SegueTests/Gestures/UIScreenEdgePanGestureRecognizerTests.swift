import Foundation
import Testing
@testable import Segue

@MainActor
@Suite("UIScreenEdgePanGestureRecognizer: only drags starting at its edges")
struct UIScreenEdgePanGestureRecognizerTests {
    /// One test's world, made inside the test: a host installs its loop as the main
    /// loop, so it must be the last one made before the test body runs.
    @MainActor
    final class Fixture {
        let host = HeadlessHost(size: CGSize(width: 400, height: 800))
        let log = GestureLog()
        let edge = UIScreenEdgePanGestureRecognizer()

        init() {
            host.window.addGestureRecognizer(edge)
            edge.log(as: "edge", into: log)
        }
    }

    @Test("a drag starting within 20 pt of the left edge pans; one starting further in fails at once")
    func leftEdge() {
        let fixture = Fixture()
        let (host, log, edge) = (fixture.host, fixture.log, fixture.edge)
        edge.edges = .left
        host.drag(from: CGPoint(x: 15, y: 300), to: CGPoint(x: 115, y: 300), duration: 0.2, steps: 4)
        #expect(log.entries == ["edge.began", "edge.changed", "edge.changed", "edge.changed", "edge.ended"])
        log.clear()
        host.touchDown(at: CGPoint(x: 25, y: 300))
        #expect(edge.state == .failed)
        host.movePointer(from: CGPoint(x: 25, y: 300), to: CGPoint(x: 125, y: 300), duration: 0.2, steps: 4)
        host.touchUp(at: CGPoint(x: 125, y: 300))
        #expect(log.entries.isEmpty)
        #expect(edge.state == .possible)
    }

    @Test("each edge, inwards; translation is a pan's")
    func everyEdge() {
        let fixture = Fixture()
        let (host, log, edge) = (fixture.host, fixture.log, fixture.edge)
        edge.edges = .all
        let starts: [(CGPoint, CGPoint)] = [
            (CGPoint(x: 395, y: 300), CGPoint(x: 295, y: 300)),
            (CGPoint(x: 200, y: 5), CGPoint(x: 200, y: 105)),
            (CGPoint(x: 200, y: 790), CGPoint(x: 200, y: 690)),
            (CGPoint(x: 2, y: 400), CGPoint(x: 102, y: 400)),
        ]
        for (start, end) in starts {
            log.clear()
            var translation: CGPoint?
            let probe = GestureLog()
            edge.addTarget(probe) { [unowned edge] _ in { if edge.state == .ended { translation = edge.translation(in: nil) } } }
            host.drag(from: start, to: end, duration: 0.2, steps: 4)
            #expect(log.entries.first == "edge.began" && log.entries.last == "edge.ended")
            let expected = CGPoint(x: (end.x - start.x) * 0.9, y: (end.y - start.y) * 0.9)
            #expect(translation.map { abs($0.x - expected.x) < 1e-9 && abs($0.y - expected.y) < 1e-9 } == true)
            edge.removeTarget(probe, action: nil)
            host.advance(by: 1)
        }
    }

    @Test("moving along the edge or starting at an unwatched edge fails")
    func alongOrUnwatched() {
        let fixture = Fixture()
        let (host, log, edge) = (fixture.host, fixture.log, fixture.edge)
        edge.edges = .left
        host.drag(from: CGPoint(x: 10, y: 300), to: CGPoint(x: 14, y: 400), duration: 0.2, steps: 4)
        #expect(log.entries.isEmpty)
        host.advance(by: 1)
        host.drag(from: CGPoint(x: 395, y: 300), to: CGPoint(x: 295, y: 300), duration: 0.2, steps: 4)
        #expect(log.entries.isEmpty)
    }

    @Test("with no edges set nothing is recognized")
    func noEdges() {
        let fixture = Fixture()
        let (host, log) = (fixture.host, fixture.log)
        host.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 105, y: 300), duration: 0.2, steps: 4)
        #expect(log.entries.isEmpty)
    }

    @Test("the edges follow the interface orientation: the window's left edge after rotating")
    func rotated() {
        let fixture = Fixture()
        let (host, log, edge) = (fixture.host, fixture.log, fixture.edge)
        edge.edges = .left
        host.rotate(to: .landscapeLeft, animated: false)
        #expect(host.window.bounds.width == 800)
        host.drag(from: CGPoint(x: 10, y: 200), to: CGPoint(x: 110, y: 200), duration: 0.2, steps: 4)
        #expect(log.entries.first == "edge.began")
        log.clear()
        host.advance(by: 1)
        host.drag(from: CGPoint(x: 390, y: 200), to: CGPoint(x: 490, y: 200), duration: 0.2, steps: 4)
        #expect(log.entries.isEmpty)
    }
}
