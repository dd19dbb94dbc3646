import Foundation
import Testing
@testable import Segue

/// A pan cancelled by a fault (focus lost, pointer left the window) reports the
/// velocity of the moment it was cancelled, as a lift reports the velocity of the
/// moment it lifted: a pointer held still first reports none, so code that treats
/// `.cancelled` like `.ended` (ECSlidingViewController's guide does) does not
/// fling on a stale speed.
@MainActor
@Suite("Faults: a pan's velocity when its touches are cancelled")
struct PanCancelVelocityTests {
    /// Drags 100 pt right over 0.1 s, holds still for `hold` seconds, then the
    /// window cancels every touch; returns the velocity the handler saw at
    /// `.cancelled`.
    private func velocityAtCancel(afterHolding hold: TimeInterval) throws -> CGPoint {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300))
        var seen: CGPoint?
        let pan = UIPanGestureRecognizer { pan in
            if pan.state == .cancelled { seen = pan.velocity(in: pan.view) }
        }
        host.window.addGestureRecognizer(pan)
        host.touchDown(at: CGPoint(x: 100, y: 150))
        for step in 1...24 {
            host.runTicks(1)
            host.touchMove(to: CGPoint(x: 100 + CGFloat(step) * 100 / 24, y: 150))
        }
        host.advance(by: hold)
        host.window.cancelAllTouches(timestamp: host.currentTime)
        #expect(pan.state == .possible)
        return try #require(seen)
    }

    @Test("held still for 0.2 s before the cancel: no velocity")
    func stillBeforeCancel() throws {
        let velocity = try velocityAtCancel(afterHolding: 0.2)
        #expect(abs(velocity.x) < 1 && abs(velocity.y) < 1, "\(velocity)")
    }

    @Test("cancelled while moving: the drag's speed")
    func movingAtCancel() throws {
        let velocity = try velocityAtCancel(afterHolding: 0)
        #expect(abs(velocity.x - 1000) < 50, "100 pt in 0.1 s: \(velocity)")
    }
}
