import Foundation
import Testing
@testable import Segue

/// What a tick's callbacks change shows in the frame drawn after that tick: an
/// animation chained in a completion has already begun, as Core Animation commits
/// a model change together with its animation.
@MainActor
@Suite("FixedTimestepLoop: changes made by a tick's callbacks show in its frame")
struct CallbackChangesTests {
    @Test("an animation chained in a completion block draws its start in the completion's frame, never its end")
    func chainedAnimationStartsInTheSameFrame() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300))
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let second = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        host.window.addSubview(first)
        host.window.addSubview(second)
        host.runTicks(1)
        var chainedAtTick: Int?
        UIView.animate(withDuration: 0.1, animations: { first.alpha = 0 }, completion: { _ in
            chainedAtTick = host.loop.tickCount
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { second.frame.origin.x = 300 })
        })
        var drawn: [Double] = []
        for _ in 0..<120 {
            host.runTicks(1)
            guard let tick = chainedAtTick else { continue }
            drawn.append(Double(second.layer.presentationProperties.frame.minX))
            if host.loop.tickCount >= tick + 3 { break }
        }
        #expect(drawn.count == 4, "the completion ran")
        #expect(drawn.first == 0, "the completion's frame shows the chained animation at its start, not the model's 300")
        for (index, x) in drawn.enumerated() {
            #expect(abs(x - 300 * Double(index) * host.loop.tickInterval) < 1e-6, "tick \(index) after the chain: \(x)")
        }
        #expect(second.layer.presentation().map { Double($0.frame.minX) } == drawn.last)
    }

    @Test("ticks whose callbacks change nothing the arena lays out never lay it out again")
    func noSecondPassWithoutChanges() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(view)
        host.runTicks(1)
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        host.runTicks(1)
        let rebuilds = host.loop.arena.rebuildCount
        host.runTicks(10)
        #expect(host.loop.arena.rebuildCount == rebuilds)
    }
}
