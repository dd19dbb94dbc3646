import Foundation
import Testing
@testable import Segue

/// Stands in for `UIPercentDrivenInteractiveTransition`: an `NSObject` subclass on
/// the main actor that the seed's interactor subclasses.
@MainActor
class PercentDrivenLikeTransition: NSObject {
    private(set) var updates: [CGFloat] = []
    private(set) var outcome: String?
    func update(_ percentComplete: CGFloat) { updates.append(percentComplete) }
    func finish() { outcome = "finish" }
    func cancel() { outcome = "cancel" }
}

/// The card-flip seed's `SCFlipAnimationInteractor`, written as the seed writes it.
@MainActor
final class FlipInteractorLike: PercentDrivenLikeTransition {
    private(set) var gestureRecogniser: UIPanGestureRecognizer!
    private(set) var interactionInProgress = false
    private(set) var beganCount = 0

    override init() {
        super.init()
        gestureRecogniser = UIPanGestureRecognizer(target: self, action: FlipInteractorLike.handlePan)
    }

    func handlePan(_ pgr: UIPanGestureRecognizer) {
        let translation = pgr.translation(in: pgr.view)
        let percentage = abs(translation.y / pgr.view!.bounds.height)
        switch pgr.state {
        case .began:
            interactionInProgress = true
            beganCount += 1
        case .changed:
            update(percentage)
        case .ended:
            if percentage < 0.5 { cancel() } else { finish() }
            interactionInProgress = false
        case .cancelled:
            cancel()
            interactionInProgress = false
        default:
            break
        }
    }
}

/// A plain (not main-actor) target with a method taking no arguments.
final class PlainCounter: NSObject {
    var count = 0
    func fire() { count += 1 }
}

/// A target whose handler expects a tap.
@MainActor
final class TapHandler {
    var taps = 0
    func handleTap(_ tap: UITapGestureRecognizer) { taps += 1 }
    func handleAny(_ sender: Any) { taps += 1 }
}

@MainActor
@Suite("UIGestureRecognizer target–action: curried methods, closures, weak targets")
struct UIGestureRecognizerTargetActionTests {
    /// One test's world, made inside the test: a host installs its loop as the main
    /// loop, so it must be the last one made before the test body runs.
    @MainActor
    final class Fixture {
        let host = HeadlessHost(size: CGSize(width: 400, height: 800))
    }

    @Test("the seed's interactor: init(target:action:) with a curried method on an NSObject subclass, added to the window")
    func seedInteractor() {
        let fixture = Fixture()
        let host = fixture.host
        let interactor = FlipInteractorLike()
        let window = host.window
        if !(window.gestureRecognizers?.contains(interactor.gestureRecogniser) ?? false) {
            window.addGestureRecognizer(interactor.gestureRecogniser)
        }
        #expect(window.gestureRecognizers?.contains(interactor.gestureRecogniser) == true)
        host.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 550), duration: 0.5, steps: 30)
        #expect(interactor.beganCount == 1)
        #expect(interactor.updates.count == 29)
        // 450 pt less the 10 pt hysteresis, over an 800 pt window.
        #expect(abs(interactor.updates.last! - 440.0 / 800) < 1e-9)
        #expect(interactor.outcome == "finish")
        #expect(!interactor.interactionInProgress)
    }

    @Test("a method with no arguments, and a plain NSObject target")
    func noArgumentMethod() {
        let fixture = Fixture()
        let host = fixture.host
        let counter = PlainCounter()
        let tap = UITapGestureRecognizer(target: counter, action: PlainCounter.fire)
        host.window.addGestureRecognizer(tap)
        host.click(at: CGPoint(x: 10, y: 10))
        #expect(counter.count == 1)
    }

    @Test("the closure form gets the recognizer as its own class")
    func closureForm() {
        let fixture = Fixture()
        let host = fixture.host
        var translations: [CGFloat] = []
        let pan = UIPanGestureRecognizer { pgr in translations.append(pgr.translation(in: nil).x) }
        host.window.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 140, y: 100), duration: 0.1, steps: 2)
        #expect(translations == [10, 30, 30])
    }

    @Test("targets are called in the order added; addTarget after init adds another")
    func order() {
        let fixture = Fixture()
        let host = fixture.host
        let log = GestureLog()
        let tap = UITapGestureRecognizer { _ in log.record("closure") }
        tap.addTarget(log) { log in { log.record("method") } }
        host.window.addGestureRecognizer(tap)
        host.click(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["closure", "method"])
    }

    @Test("the target is held weakly: once it is gone nothing is called and nothing crashes")
    func weakTarget() {
        let fixture = Fixture()
        let host = fixture.host
        var handler: TapHandler? = TapHandler()
        weak let weakHandler = handler
        let tap = UITapGestureRecognizer(target: handler!, action: TapHandler.handleTap)
        host.window.addGestureRecognizer(tap)
        host.click(at: CGPoint(x: 10, y: 10))
        #expect(handler?.taps == 1)
        handler = nil
        #expect(weakHandler == nil)
        host.click(at: CGPoint(x: 10, y: 10))
        host.advance(by: 1)
        host.click(at: CGPoint(x: 10, y: 10))
        #expect(tap.targetActions.isEmpty)
    }

    @Test("removeTarget stops calls to that target; a nil target removes every registration")
    func removing() {
        let fixture = Fixture()
        let host = fixture.host
        let first = TapHandler()
        let second = TapHandler()
        let tap = UITapGestureRecognizer(target: first, action: TapHandler.handleTap)
        tap.addTarget(second, action: TapHandler.handleAny)
        tap.addTarget(second, action: TapHandler.handleTap)
        host.window.addGestureRecognizer(tap)
        host.click(at: CGPoint(x: 10, y: 10))
        #expect(first.taps == 1 && second.taps == 2)
        tap.removeTarget(second, action: TapHandler.handleTap)
        host.advance(by: 1)
        host.click(at: CGPoint(x: 10, y: 10))
        #expect(first.taps == 2 && second.taps == 2)
        tap.removeTarget(nil, action: nil)
        host.advance(by: 1)
        host.click(at: CGPoint(x: 10, y: 10))
        #expect(first.taps == 2 && second.taps == 2)
        #expect(tap.targetActions.isEmpty)
    }

    @Test("a handler for another recognizer class is skipped with a diagnostic")
    func wrongSender() {
        let fixture = Fixture()
        let host = fixture.host
        let handler = TapHandler()
        let pan = UIPanGestureRecognizer(target: handler, action: TapHandler.handleTap)
        host.window.addGestureRecognizer(pan)
        let messages = collectingDiagnostics {
            host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 150), duration: 0.1, steps: 2)
        }
        #expect(handler.taps == 0)
        #expect(messages.count == 3)
        #expect(messages.first?.contains("UITapGestureRecognizer") == true)
    }

    @Test("registering creates no reference cycle: the recognizer goes away with its last owner")
    func noCycle() {
        _ = Fixture()
        weak var weakPan: UIPanGestureRecognizer?
        let handler = TapHandler()
        do {
            let pan = UIPanGestureRecognizer(target: handler, action: TapHandler.handleAny)
            pan.addTarget(handler, action: TapHandler.handleAny)
            weakPan = pan
        }
        #expect(weakPan == nil)
    }
}
