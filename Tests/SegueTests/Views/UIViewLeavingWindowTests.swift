import Foundation
import Testing
@testable import Segue

/// A view that leaves its window loses the animations in flight in its layer tree,
/// as in UIKit, so blocks waiting for them complete (with `false`) instead of
/// waiting for ticks that never come — found by the random action test: a rotation
/// (or a push) whose views a full-screen presentation took out of the window never
/// ended.
@MainActor
@Suite("UIView: leaving the window ends the animations in flight")
struct UIViewLeavingWindowTests {
    @Test("removed from the window mid-animation: the block completes with false at the next tick, sublayers too")
    func removedFromTheWindow() {
        let scene = WindowScene()
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        scene.view.addSubview(child)
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: {
            scene.view.alpha = 0
            child.center.x = 60
        }, completion: { calls.append($0) })
        scene.runtime.advance(0.25)
        #expect(calls.isEmpty)
        scene.view.removeFromSuperview()
        #expect(scene.view.layer.animationKeys() == nil && child.layer.animationKeys() == nil)
        scene.runtime.advance(TestRuntime.tick)
        #expect(calls == [false])
        #expect(scene.view.alpha == 0 && child.center.x == 60, "the model keeps the block's values")
    }

    @Test("moved into a view outside any window: the same; moved within the window: the animation runs on")
    func movedOutOfOrWithinTheWindow() {
        let scene = WindowScene()
        var outside: [Bool] = []
        UIView.animate(withDuration: 1, animations: { scene.view.alpha = 0 }, completion: { outside.append($0) })
        scene.runtime.advance(0.25)
        let detached = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        detached.addSubview(scene.view)
        scene.runtime.advance(TestRuntime.tick)
        #expect(outside == [false])

        scene.window.addSubview(scene.view)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.window.addSubview(other)
        var within: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: { scene.view.alpha = 1 }, completion: { within.append($0) })
        scene.runtime.advance(0.1)
        other.addSubview(scene.view)
        scene.runtime.advance(0.1)
        #expect(within.isEmpty && scene.view.layer.animationKeys() != nil)
        scene.runtime.advance(0.5)
        #expect(within == [true])
    }

    @Test("a rotation whose root view a full-screen presentation removes still ends, with the presented controller in place")
    func rotationOutlivesThePresentersView() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300))
        let root = UIViewController()
        host.window.rootViewController = root
        host.runTicks(1)
        host.rotate(to: .landscapeRight)
        host.runTicks(10)
        let presented = UIViewController()
        root.present(presented, animated: false)
        #expect(host.settle(limit: 5), "the rotation ended")
        #expect(!host.window.isRunningTransition)
        #expect(presented.view.window === host.window && root.view.window == nil)
        #expect(host.window.bounds.size == CGSize(width: 300, height: 400))
        host.windDown()
    }
}
