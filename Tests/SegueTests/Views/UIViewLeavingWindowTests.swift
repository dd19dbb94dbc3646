import Foundation
import Testing
import SegueTestSupport
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

    /// Makes a headless host, lets `start` begin a transition in its window, runs
    /// 0.1 s of it and releases the host — and with it the window — mid-transition.
    private static func releaseMidTransition(_ start: (HeadlessHost) -> Void) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        start(host)
        host.advance(by: 0.1)
        #expect(host.window.isRunningTransition)
    }

    @Test("a window released mid-animation lets its views go: the block completes with false at once and frees what it held")
    func releasedWindowMidAnimation() {
        var calls: [Bool] = []
        weak var released: UIView?
        do {
            let host = HeadlessHost(size: CGSize(width: 200, height: 200))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            host.window.addSubview(view)
            host.runTicks(1)
            // The completion holds the view, whose layer holds the animation: a cycle
            // only the animation's end breaks.
            UIView.animate(withDuration: 1, animations: { view.center.x = 150 }, completion: { finished in
                calls.append(finished)
                view.alpha = 0.5
            })
            host.advance(by: 0.25)
            released = view
            #expect(calls.isEmpty)
        }
        #expect(calls == [false])
        #expect(released == nil, "the animated view was freed with its window")
    }

    @Test("a window released mid-push frees the navigation controller, its children, views and the transition context")
    func releasedWindowMidPush() {
        // A first round loads what is made once and kept.
        Self.releaseMidTransition { host in
            let navigation = UINavigationController(rootViewController: UIViewController())
            host.window.rootViewController = navigation
            host.runTicks(1)
            navigation.pushViewController(UIViewController(), animated: true)
        }
        let before = SegueLiveObjectCounts.current
        var ended: [Bool] = []
        Self.releaseMidTransition { host in
            let navigation = UINavigationController(rootViewController: UIViewController())
            host.window.rootViewController = navigation
            host.runTicks(1)
            navigation.pushViewController(UIViewController(), animated: true)
            navigation.transitionCoordinator?.animate(alongsideTransition: nil) { ended.append($0.isCancelled) }
        }
        #expect(ended == [false], "the push completed when its animations ended with the window")
        let after = SegueLiveObjectCounts.current
        #expect(after.viewControllers == before.viewControllers && after.transitionContexts == before.transitionContexts,
                "\(before) → \(after)")
        #expect(after.views == before.views, "\(before) → \(after)")
    }

    @Test("a window released mid-rotation is freed: the rotation's completion, which holds the window itself, ends with the host")
    func releasedWindowMidRotation() {
        Self.releaseMidTransition { host in
            host.window.rootViewController = UIViewController()
            host.runTicks(1)
            host.rotate(to: .landscapeRight)
        }
        let before = SegueLiveObjectCounts.current
        weak var released: UIWindow?
        var ended: [Bool] = []
        Self.releaseMidTransition { host in
            host.window.rootViewController = RotationWatcher { ended.append($0.isCancelled) }
            host.runTicks(1)
            host.rotate(to: .landscapeRight)
            released = host.window
        }
        #expect(ended == [false], "the rotation completed when its animations ended with the host")
        #expect(released == nil, "the window was freed")
        let after = SegueLiveObjectCounts.current
        #expect(after.transitionContexts == before.transitionContexts && after.views == before.views,
                "\(before) → \(after)")
    }

    @Test("a window the host replaces mid-rotation ends its rotation at once and is freed; the new window is the host's")
    func replacedWindowMidRotation() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        weak var released: UIWindow?
        var ended: [Bool] = []
        do {
            let old = host.window
            old.rootViewController = RotationWatcher { [weak old] _ in ended.append(old != nil && host.window !== old) }
            host.runTicks(1)
            host.rotate(to: .landscapeRight)
            host.advance(by: 0.1)
            #expect(old.isRunningTransition)
            released = old
            host.present(UIWindow())
        }
        #expect(ended == [true], "the rotation ended during present, after the new window took over")
        #expect(released == nil, "the replaced window was freed")
        #expect(host.settle(limit: 1))
        host.windDown()
    }
}

/// A root controller that reports the end of each rotation it is told about.
@MainActor
private final class RotationWatcher: UIViewController {
    private let ended: (UIViewControllerTransitionCoordinatorContext) -> Void

    init(ended: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        self.ended = ended
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil, completion: ended)
    }
}
