import Foundation
import Testing
@testable import Segue

@MainActor
@Suite("UIPanGestureRecognizer: hysteresis, translation and velocity from a mouse drag")
struct UIPanGestureRecognizerTests {
    /// One test's world, made inside the test: a host installs its loop as the main
    /// loop, so it must be the last one made before the test body runs.
    @MainActor
    final class Fixture {
        let host = HeadlessHost(size: CGSize(width: 400, height: 800))
        let log = GestureLog()
        let pan = UIPanGestureRecognizer()

        init() {
            pan.log(as: "pan", into: log)
            host.window.addGestureRecognizer(pan)
        }
    }

    @Test("a drag goes possible → began → changed… → ended, then back to possible")
    func stateSequence() {
        let fixture = Fixture()
        let (host, log, pan) = (fixture.host, fixture.log, fixture.pan)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(pan.state == .possible)
        host.movePointer(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), duration: 0.5, steps: 10)
        host.touchUp(at: CGPoint(x: 100, y: 200))
        // 10 pt steps: the first move reaches the 10 pt hysteresis and begins.
        #expect(log.entries == ["pan.began"] + Array(repeating: "pan.changed", count: 9) + ["pan.ended"])
        #expect(pan.state == .possible)
        #expect(pan.numberOfTouches == 0)
    }

    @Test("moving less than the hysteresis does not begin; lifting then fails without an action")
    func hysteresisAndLiftBeforeRecognition() {
        let fixture = Fixture()
        let (host, log, pan) = (fixture.host, fixture.log, fixture.pan)
        var states: [UIGestureRecognizer.State] = []
        let observer = UIPanGestureRecognizer { states.append($0.state) }
        host.window.addGestureRecognizer(observer)
        observer.delegate = SimultaneousDelegate.shared
        pan.delegate = SimultaneousDelegate.shared
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.1)
        host.touchMove(to: CGPoint(x: 106, y: 107))   // 9.2 pt
        #expect(pan.state == .possible)
        host.touchUp(at: CGPoint(x: 106, y: 107))
        #expect(log.entries.isEmpty)
        #expect(states.isEmpty)
        #expect(pan.state == .possible)
    }

    @Test("the failed state is observable until the touches lift")
    func failedUntilLift() {
        let fixture = Fixture()
        let (host, log, pan) = (fixture.host, fixture.log, fixture.pan)
        let delegate = ConfigurableGestureDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.1)
        host.touchMove(to: CGPoint(x: 100, y: 130))
        #expect(pan.state == .failed)
        host.advance(by: 0.1)
        host.touchMove(to: CGPoint(x: 100, y: 160))
        #expect(pan.state == .failed)
        host.touchUp(at: CGPoint(x: 100, y: 160))
        #expect(pan.state == .possible)
        #expect(log.entries.isEmpty)
        #expect(delegate.shouldBeginCount == 1)
    }

    @Test("hysteresis is a property")
    func customHysteresis() {
        let fixture = Fixture()
        let (host, pan) = (fixture.host, fixture.pan)
        pan.hysteresis = 30
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.1)
        host.touchMove(to: CGPoint(x: 100, y: 125))
        #expect(pan.state == .possible)
        host.advance(by: 0.1)
        host.touchMove(to: CGPoint(x: 100, y: 131))
        #expect(pan.state == .began)
        #expect(abs(pan.translation(in: nil).y - 1) < 1e-9)
    }

    @Test("translation starts near 0 at .began (hysteresis removed along the motion) and is cumulative")
    func translation() {
        let fixture = Fixture()
        let (host, log, pan) = (fixture.host, fixture.log, fixture.pan)
        var atBegan: CGPoint?
        var atEnded: CGPoint?
        pan.addTarget(log) { [unowned pan] _ in {
            if pan.state == .began { atBegan = pan.translation(in: nil) }
            if pan.state == .ended { atEnded = pan.translation(in: nil) }
        } }
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.1)
        // 30, 40 → 50 pt along (0.6, 0.8): 10 pt of hysteresis come off along it.
        host.touchMove(to: CGPoint(x: 130, y: 140))
        #expect(atBegan.map { abs($0.x - 24) < 1e-9 && abs($0.y - 32) < 1e-9 } == true)
        host.advance(by: 0.1)
        host.touchMove(to: CGPoint(x: 160, y: 180))
        #expect(abs(pan.translation(in: nil).x - 54) < 1e-9 && abs(pan.translation(in: nil).y - 72) < 1e-9)
        host.advance(by: 0.1)
        host.touchUp(at: CGPoint(x: 70, y: 100))
        #expect(atEnded.map { abs($0.x - (-36)) < 1e-9 && abs($0.y - (-8)) < 1e-9 } == true)
    }

    @Test("a 100 pt drag over 0.5 s has a velocity of 200 pt/s, in window and view coordinates")
    func velocity() {
        let fixture = Fixture()
        let (host, log, pan) = (fixture.host, fixture.log, fixture.pan)
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        host.window.addSubview(scaled)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        var velocityAtEnd: CGPoint?
        var velocityInScaled: CGPoint?
        pan.addTarget(log) { [unowned pan] _ in {
            if pan.state == .ended {
                velocityAtEnd = pan.velocity(in: nil)
                velocityInScaled = pan.velocity(in: scaled)
            }
        } }
        // 30 moves of 4 ticks (1/60 s) each.
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), duration: 0.5, steps: 30)
        #expect(log.entries.last == "pan.ended")
        let v = try! #require(velocityAtEnd)
        #expect(abs(v.y - 200) < 0.5)
        #expect(abs(v.x) < 1e-6)
        // The view is scaled 2× about its centre: the same motion is half as many of its points.
        #expect(abs(velocityInScaled!.y - 100) < 0.5)
    }

    @Test("velocity drops when the pointer stopped before lifting")
    func velocityAfterStopping() {
        let fixture = Fixture()
        let (host, log, pan) = (fixture.host, fixture.log, fixture.pan)
        var velocityAtEnd: CGPoint?
        pan.addTarget(log) { [unowned pan] _ in { if pan.state == .ended { velocityAtEnd = pan.velocity(in: nil) } } }
        host.touchDown(at: CGPoint(x: 50, y: 50))
        host.movePointer(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50), duration: 0.5, steps: 30)
        #expect(abs(pan.velocity(in: nil).x - 400) < 1)
        host.advance(by: 0.3)
        host.touchUp(at: CGPoint(x: 250, y: 50))
        // The last sample before lifting is 0.3 s old and the pointer did not move since.
        #expect(velocityAtEnd.map { abs($0.x) < 1e-9 } == true)
        #expect(log.entries.last == "pan.ended")
    }

    @Test("velocity with uneven, jittery mouse steps is close to the mean speed")
    func jitteryVelocity() {
        let fixture = Fixture()
        let (host, pan) = (fixture.host, fixture.pan)
        host.touchDown(at: CGPoint(x: 10, y: 300))
        var x: CGFloat = 10
        for i in 1...40 {
            host.advance(by: 1.0 / 80)   // 3 ticks
            x += 3 + (i % 2 == 0 ? 1 : -1)   // whole points, ±1 around 3 pt per 1/80 s
            host.touchMove(to: CGPoint(x: x.rounded(), y: 300))
        }
        // 3 pt per 1/80 s = 240 pt/s.
        #expect(abs(pan.velocity(in: nil).x - 240) < 20)
    }

    @Test("setTranslation moves the reference point and resets the velocity")
    func settingTranslation() {
        let fixture = Fixture()
        let (host, pan) = (fixture.host, fixture.pan)
        host.touchDown(at: CGPoint(x: 100, y: 100))
        host.movePointer(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), duration: 0.25, steps: 6)
        #expect(pan.velocity(in: nil).y > 100)
        pan.setTranslation(.zero, in: host.window)
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero)
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 100, y: 175))
        #expect(abs(pan.translation(in: nil).y - 15) < 1e-9)
        // In a view scaled by 3, 12 of its points are 36 window points.
        let scaled = UIView(frame: host.window.bounds)
        host.window.addSubview(scaled)
        scaled.transform = CGAffineTransform(scaleX: 3, y: 3)
        pan.setTranslation(CGPoint(x: 0, y: 12), in: scaled)
        #expect(abs(pan.translation(in: scaled).y - 12) < 1e-9)
        #expect(abs(pan.translation(in: nil).y - 36) < 1e-9)
    }

    @Test("translation in a view follows that view's transform")
    func translationInTransformedView() {
        let fixture = Fixture()
        let (host, pan) = (fixture.host, fixture.pan)
        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        host.window.addSubview(rotated)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 300), duration: 0.25, steps: 5, lift: false)
        let local = pan.translation(in: rotated)
        // In a view turned a quarter clockwise (y down), its x axis points down the screen.
        #expect(abs(pan.translation(in: nil).y - 90) < 1e-6)
        #expect(abs(local.x - 90) < 1e-6)
        #expect(abs(local.y) < 1e-6)
        host.touchUp(at: CGPoint(x: 200, y: 300))
    }

    @Test("minimumNumberOfTouches 2 needs the Alt second touch; maximumNumberOfTouches 1 ignores it")
    func touchCounts() {
        let fixture = Fixture()
        let (host, log, pan) = (fixture.host, fixture.log, fixture.pan)
        let twoFinger = UIPanGestureRecognizer()
        twoFinger.minimumNumberOfTouches = 2
        let view = UIView(frame: host.window.bounds)
        host.window.addSubview(view)
        view.addGestureRecognizer(twoFinger)
        twoFinger.log(as: "two", into: log)
        // Alone, the mouse cannot make a two-finger pan; the window's pan wins.
        host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 100), duration: 0.2, steps: 4)
        #expect(log.entries.first == "pan.began")
        #expect(!log.entries.contains { $0.hasPrefix("two.") })
        log.clear()
        // With Alt the mirrored touch moves the other way: the centroid stays at the centre,
        // so a two-finger pan with mirrored touches never translates.
        pan.maximumNumberOfTouches = 1
        host.touchDown(at: CGPoint(x: 150, y: 150), modifiers: .alternate)
        #expect(pan.numberOfTouches == 1)
        #expect(twoFinger.numberOfTouches == 2)
        host.movePointer(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 190), duration: 0.2, steps: 4)
        #expect(log.entries.first == "pan.began")
        #expect(twoFinger.state == .failed)
        host.touchUp(at: CGPoint(x: 150, y: 190))
    }

    @Test("a second finger going down mid-pan does not make the translation jump")
    func addedFingerKeepsTranslation() {
        let fixture = Fixture()
        let (host, log, pan) = (fixture.host, fixture.log, fixture.pan)
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 150), duration: 0.2, steps: 4, lift: false)
        let before = pan.translation(in: nil)
        host.window.handlePointer(.began, at: CGPoint(x: 300, y: 300), timestamp: host.currentTime, pointer: 5)
        #expect(pan.numberOfTouches == 2)
        #expect(pan.translation(in: nil) == before)
        host.advance(by: 0.05)
        host.window.handlePointer(.moved, at: CGPoint(x: 300, y: 320), timestamp: host.currentTime, pointer: 5)
        // The centroid of the two moved 10 pt.
        #expect(abs(pan.translation(in: nil).y - (before.y + 10)) < 1e-9)
        host.window.handlePointer(.ended, at: CGPoint(x: 300, y: 320), timestamp: host.currentTime, pointer: 5)
        #expect(pan.state == .changed)
        #expect(abs(pan.translation(in: nil).y - (before.y + 10)) < 1e-9)
        host.touchUp(at: CGPoint(x: 100, y: 150))
        #expect(log.entries.last == "pan.ended")
    }
}

/// A delegate letting every recognizer recognize alongside any other.
@MainActor
final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    static let shared = SimultaneousDelegate()
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
