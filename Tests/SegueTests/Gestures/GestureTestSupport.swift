import Foundation
@testable import Segue

/// A log of gesture actions and view touches shared by one test, compared as a
/// whole sequence ("pan.began", "view.touchesCancelled", …).
@MainActor
final class GestureLog {
    private(set) var entries: [String] = []
    func record(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
}

extension UIGestureRecognizer {
    /// Logs "<name>.<state>" on every action.
    @MainActor
    func log(as name: String, into log: GestureLog) {
        addTarget(log) { [unowned self] log in { log.record("\(name).\(self.state)") } }
    }
}

/// A view that logs the touches it gets as "<name>.touchesBegan" etc.
@MainActor
final class TouchLoggingView: UIView {
    var name = "view"
    var log: GestureLog?

    convenience init(frame: CGRect, name: String, log: GestureLog) {
        self.init(frame: frame)
        self.name = name
        self.log = log
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?.record("\(name).touchesBegan") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log?.record("\(name).touchesMoved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log?.record("\(name).touchesEnded") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log?.record("\(name).touchesCancelled") }
}

/// A delegate whose answers tests choose, counting what it was asked.
@MainActor
final class ConfigurableGestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    var requireFailureOf: UIGestureRecognizer?
    private(set) var shouldBeginCount = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBeginCount += 1
        return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceive
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === requireFailureOf
    }
}

extension HeadlessHost {
    /// Drags the pressed pointer in a straight line to `end` in `steps` equal moves
    /// spread over `duration` seconds (each step advances whole ticks first).
    func movePointer(from start: CGPoint, to end: CGPoint, duration: TimeInterval, steps: Int) {
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let f = CGFloat(step) / CGFloat(steps)
            touchMove(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
    }

    /// Down at `start`, a straight drag to `end`, and (unless `lift` is false) up
    /// there in the same tick as the last move.
    func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval, steps: Int,
              modifiers: UIKeyModifierFlags = [], lift: Bool = true) {
        touchDown(at: start, modifiers: modifiers)
        movePointer(from: start, to: end, duration: duration, steps: steps)
        if lift { touchUp(at: end) }
    }
}
