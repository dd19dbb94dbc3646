import Foundation
import Segue
import Testing
@testable import segue
@testable import SegueStudio

// The keyframe-push seed's port (Sources/SegueCLI/Demo/Scenes/KeyframePush/) driven
// through HeadlessHost: TTPushAnimator's two keyframe steps, TTPopAnimator, the pinch
// pushing and popping through a UIPercentDrivenInteractiveTransition with the seed's
// 0.25 rule, the hidden-not-removed view, and the hierarchy after cancel.

/// Records the scene controllers' appearance callbacks as "Scene A.viewWillAppear".
@MainActor
private final class SceneAppearanceLog: TransitionObserver {
    private(set) var entries: [String] = []
    private(set) var outcomes: [(operation: String, interactive: Bool, completed: Bool)] = []
    private var interactive: [ObjectIdentifier: Bool] = [:]

    func viewController(_ viewController: UIViewController, willReceive callback: AppearanceCallback) {
        guard let scene = (viewController as? TTViewController)?.scene else { return }
        entries.append("\(scene.title).\(callback.rawValue)")
    }

    func transitionDidStart(_ context: ViewControllerTransitionContext) {
        interactive[ObjectIdentifier(context)] = context.initiallyInteractive
    }

    func transitionDidEnd(_ context: ViewControllerTransitionContext, completed: Bool) {
        outcomes.append((context.operation, interactive[ObjectIdentifier(context)] ?? false, completed))
    }

    func clear() {
        entries.removeAll()
        outcomes.removeAll()
    }
}

@MainActor
@Suite("segue demo --scene keyframe-push: TTPushAnimator's keyframes, pinched")
struct KeyframePushSceneTests {
    /// easeInEaseOut at x = 0.25 and 0.75 (uikit-semantics.md §1): the seed's keyframe
    /// timeline runs on the default curve.
    private let easedQuarter = 0.129162, easedThreeQuarters = 0.870838

    /// A 1024 × 700 host showing the scene, rendered once, with an appearance log.
    private func makeScene(size: CGSize = CGSize(width: 1024, height: 700)) -> (HeadlessHost, KeyframePushScene, SceneAppearanceLog) {
        let host = HeadlessHost(size: size)
        let scene = KeyframePushScene()
        host.present(scene.window)
        host.runTicks(1)
        let log = SceneAppearanceLog()
        TransitionObservers.add(log)
        return (host, scene, log)
    }

    private func finish(_ log: SceneAppearanceLog) { TransitionObservers.remove(log) }

    /// The centre of a controller's view in window coordinates: where the Alt-mirrored
    /// second touch reflects about.
    private func centre(of controller: UIViewController, in host: HeadlessHost) -> CGPoint {
        host.window.convert(CGPoint(x: controller.view.bounds.midX, y: controller.view.bounds.midY), from: controller.view)
    }

    /// A pinch made with Alt held, as the Simulator makes one: the pointer goes down
    /// `from / 2` right of `center` and moves 2 pt a tick until it is `to / 2` right
    /// of it (the mirrored touch keeps the distance `from`…`to`); `during` runs after
    /// each move; then it lifts and one tick runs.
    private func pinch(_ host: HeadlessHost, center: CGPoint, from: CGFloat, to: CGFloat, during: () -> Void = {}) {
        let point = { (distance: CGFloat) in CGPoint(x: center.x + distance / 2, y: center.y) }
        host.touchDown(at: point(from), modifiers: .alternate)
        host.runTicks(1)
        var distance = from
        while distance != to {
            distance = to > from ? min(distance + 4, to) : max(distance - 4, to)
            host.touchMove(to: point(distance), modifiers: .alternate)
            host.runTicks(1)
            during()
        }
        host.touchUp(at: point(to), modifiers: .alternate)
        host.runTicks(1)
    }

    private func presentationFrame(_ view: UIView) -> CGRect {
        let layer = view.layer.presentation()!
        return CGRect(x: layer.position.x - layer.bounds.width / 2, y: layer.position.y - layer.bounds.height / 2,
                      width: layer.bounds.width, height: layer.bounds.height)
    }

    // MARK: The push animator

    @Test("a push hides scene A, covers B with A's two halves, moves the top half up, then the bottom half down")
    func pushKeyframes() throws {
        let (host, scene, log) = makeScene()
        defer { finish(log) }
        let a = scene.root
        let container = try #require(a.view.superview)
        #expect(a.pushNextScene(interactive: false))
        let b = try #require(scene.navigationController.topViewController as? TTViewController)
        #expect(b.scene == .b)
        #expect(b.transitionCoordinator?.isInteractive == false)
        #expect(b.transitionCoordinator?.transitionDuration == 0.35)
        let h = a.view.bounds.height, w = a.view.bounds.width
        // Hidden, not removed; B below two snapshot halves.
        #expect(a.view.isHidden)
        #expect(a.view.superview === container)
        #expect(container.subviews.count == 4)
        #expect(container.subviews[0] === a.view && container.subviews[1] === b.view)
        let top = container.subviews[2], bottom = container.subviews[3]
        #expect(top.frame == CGRect(x: 0, y: -h / 2, width: w, height: h / 2))      // the model: where it ends
        #expect(bottom.frame == CGRect(x: 0, y: h, width: w, height: h / 2))

        host.advance(by: 0.35 / 4)
        let topFraction = easedQuarter / 0.5
        #expect(abs(presentationFrame(top).minY - (-h / 2 * topFraction)) < 0.01)
        #expect(abs(presentationFrame(bottom).minY - h / 2) < 0.01)                // the bottom waits
        host.advance(by: 0.35 / 2)
        let bottomFraction = (easedThreeQuarters - 0.5) / 0.5
        #expect(abs(presentationFrame(top).minY - (-h / 2)) < 0.01)                // the top is gone
        #expect(abs(presentationFrame(bottom).minY - (h / 2 + h / 2 * bottomFraction)) < 0.01)

        #expect(host.settle())
        #expect(scene.topController === b)
        #expect(container.subviews == [b.view])
        #expect(a.viewIfLoaded?.window == nil)
        #expect(!a.view.isHidden)
        #expect(b.view.frame == container.bounds)
        #expect(log.entries == ["Scene A.viewWillDisappear", "Scene B.viewWillAppear",
                                "Scene A.viewDidDisappear", "Scene B.viewDidAppear"])
        #expect(scene.navigationController.delegate === b)
    }

    @Test("a pop closes the halves of the page below over the top page, top first, then shows the real page")
    func popKeyframes() throws {
        let (host, scene, log) = makeScene()
        defer { finish(log) }
        let a = scene.root
        a.pushNextScene(interactive: false)
        #expect(host.settle())
        let b = try #require(scene.topController)
        let container = try #require(b.view.superview)
        log.clear()
        #expect(b.popScene(interactive: false))
        let h = b.view.bounds.height
        #expect(container.subviews.count == 3)
        #expect(container.subviews[0] === b.view && !b.view.isHidden)
        let top = container.subviews[1], bottom = container.subviews[2]
        #expect(top.frame.minY == 0 && bottom.frame.minY == h / 2)
        host.advance(by: 0.35 / 4)
        #expect(abs(presentationFrame(top).minY - (-h / 2 + h / 2 * easedQuarter / 0.5)) < 0.01)
        #expect(abs(presentationFrame(bottom).minY - h) < 0.01)
        host.advance(by: 0.35 / 2)
        #expect(abs(presentationFrame(top).minY) < 0.01)
        #expect(abs(presentationFrame(bottom).minY - (h - h / 2 * (easedThreeQuarters - 0.5) / 0.5)) < 0.01)
        #expect(host.settle())
        #expect(scene.topController === a)
        #expect(container.subviews == [a.view])
        #expect(b.viewIfLoaded?.window == nil)
        #expect(log.entries == ["Scene B.viewWillDisappear", "Scene A.viewWillAppear",
                                "Scene B.viewDidDisappear", "Scene A.viewDidAppear"])
    }

    // MARK: Pinching

    @Test("pinching out past a quarter pushes B; mid-pinch A's hidden view keeps the pinch going")
    func pinchOutPushes() throws {
        let (host, scene, log) = makeScene()
        defer { finish(log) }
        let a = scene.root
        let centre = centre(of: a, in: host)
        var sawHiddenWhilePinching = false
        var lastPercent: CGFloat = 0
        pinch(host, center: centre, from: 100, to: 330) {
            if let transition = a.transition {
                sawHiddenWhilePinching = sawHiddenWhilePinching
                    || (a.view.isHidden && a.view.window != nil && a.pinch.state == .changed)
                lastPercent = transition.percentComplete
                // The seed's progress: (scale − 1) / 2.
                #expect(abs(lastPercent - min(1, max(0, (a.pinch.scale - 1) / 2))) < 1e-9)
            }
        }
        #expect(sawHiddenWhilePinching)
        #expect(lastPercent > 0.9)
        #expect(a.transition == nil && a.pinchOperation == nil)
        #expect(host.settle())
        let b = try #require(scene.topController)
        #expect(b.scene == .b)
        #expect(b.view.window === host.window && !b.view.isHidden)
        #expect(a.viewIfLoaded?.window == nil && !a.view.isHidden)
        #expect(b.view.superview?.subviews.count == 1)
        #expect(log.outcomes.count == 1)
        #expect(log.outcomes.first?.operation == "push" && log.outcomes.first?.interactive == true)
        #expect(log.outcomes.first?.completed == true)
        #expect(log.entries == ["Scene A.viewWillDisappear", "Scene B.viewWillAppear",
                                "Scene A.viewDidDisappear", "Scene B.viewDidAppear"])
    }

    @Test("released below a quarter the push cancels: A back on top, its view in place and visible, B gone")
    func pinchOutCancels() throws {
        let (host, scene, log) = makeScene()
        defer { finish(log) }
        let a = scene.root
        let container = try #require(a.view.superview)
        var maxPercent: CGFloat = 0
        pinch(host, center: centre(of: a, in: host), from: 100, to: 150) {
            maxPercent = max(maxPercent, a.transition?.percentComplete ?? 0)
        }
        #expect(maxPercent > 0.1 && maxPercent < 0.25)
        #expect(host.settle())
        #expect(scene.topController === a)
        #expect(scene.navigationController.viewControllers == [a])
        #expect(container.subviews == [a.view])
        #expect(!a.view.isHidden)
        #expect(a.view.frame == container.bounds)
        #expect(log.outcomes.map(\.completed) == [false])
        #expect(log.entries == ["Scene A.viewWillDisappear", "Scene B.viewWillAppear",
                                "Scene B.viewWillDisappear", "Scene B.viewDidDisappear",
                                "Scene A.viewWillAppear", "Scene A.viewDidAppear"])
        // The scene still works: a button push runs after the cancelled one.
        #expect(a.pushNextScene(interactive: false))
        #expect(host.settle())
        #expect(scene.topController?.scene == .b)
    }

    @Test("the seed's rule: a progress below 0.25 cancels, 0.25 or more finishes")
    func quarterRule() throws {
        for (to, pushes) in [(CGFloat(140), false), (160, true)] {   // scale ≈ 1.4 and 1.6 of the distance at recognition
            let (host, scene, log) = makeScene()
            defer { finish(log) }
            let a = scene.root
            var percent: CGFloat = 0
            pinch(host, center: centre(of: a, in: host), from: 90, to: to) { percent = a.transition?.percentComplete ?? percent }
            #expect((percent >= 0.25) == pushes, "last progress \(percent)")
            #expect(host.settle())
            #expect((scene.topController?.scene == .b) == pushes)
        }
    }

    @Test("pinching in on B pops back to A past a quarter; short of it B stays with its view in place")
    func pinchInPops() throws {
        for (to, pops) in [(CGFloat(60), true), (CGFloat(250), false)] {
            let (host, scene, log) = makeScene()
            defer { finish(log) }
            scene.root.pushNextScene(interactive: false)
            #expect(host.settle())
            let b = try #require(scene.topController)
            log.clear()
            var percent: CGFloat = 0
            pinch(host, center: centre(of: b, in: host), from: 300, to: to) {
                if let transition = b.transition {
                    percent = transition.percentComplete
                    #expect(abs(percent - min(1, max(0, (1 / b.pinch.scale - 1) / 2))) < 1e-9, "scale \(b.pinch.scale) percent \(percent)")
                }
            }
            #expect(b.pinchOperation == nil)
            #expect(host.settle())
            #expect(log.outcomes.map(\.operation) == ["pop"])
            #expect(log.outcomes.map(\.interactive) == [true])
            if pops {
                #expect(percent >= 0.25)
                #expect(scene.topController === scene.root)
                #expect(scene.root.view.superview?.subviews.count == 1)
                #expect(b.viewIfLoaded?.window == nil)
            } else {
                #expect(percent < 0.25)
                #expect(scene.topController === b)
                #expect(b.view.superview?.subviews.count == 1)
                #expect(!b.view.isHidden)
                #expect(log.entries == ["Scene B.viewWillDisappear", "Scene A.viewWillAppear",
                                        "Scene A.viewWillDisappear", "Scene A.viewDidDisappear",
                                        "Scene B.viewWillAppear", "Scene B.viewDidAppear"])
            }
        }
    }

    @Test("a pinch whose whole motion arrives between two frames still pushes (or cancels) by the seed's rule")
    func pinchInOneFrame() throws {
        for (to, pushes) in [(CGFloat(400), true), (CGFloat(140), false)] {
            let (host, scene, log) = makeScene()
            defer { finish(log) }
            let centre = centre(of: scene.root, in: host)
            host.touchDown(at: CGPoint(x: centre.x + 50, y: centre.y), modifiers: .alternate)
            for distance in stride(from: CGFloat(104), through: to, by: 4) {
                host.touchMove(to: CGPoint(x: centre.x + distance / 2, y: centre.y), modifiers: .alternate)
            }
            host.touchUp(at: CGPoint(x: centre.x + to / 2, y: centre.y), modifiers: .alternate)
            #expect(host.settle())
            #expect(log.outcomes.map(\.operation) == ["push"])
            #expect(log.outcomes.map(\.interactive) == [true])
            #expect(log.outcomes.map(\.completed) == [pushes])
            #expect(scene.topController?.scene == (pushes ? .b : .a))
            #expect(!scene.root.view.isHidden)
        }
    }

    @Test("pinches that cannot go anywhere do nothing: in on A, out on C")
    func pinchesWithNowhereToGo() throws {
        let (host, scene, log) = makeScene()
        defer { finish(log) }
        pinch(host, center: centre(of: scene.root, in: host), from: 300, to: 100)
        #expect(host.settle())
        #expect(log.outcomes.isEmpty)
        scene.root.pushNextScene(interactive: false)
        #expect(host.settle())
        scene.topController?.pushNextScene(interactive: false)
        #expect(host.settle())
        let c = try #require(scene.topController)
        #expect(c.scene == .c)
        pinch(host, center: centre(of: c, in: host), from: 100, to: 300)
        #expect(host.settle())
        #expect(log.outcomes.count == 2)
        #expect(scene.topController === c)
    }

    @Test("the edge swipe pops with TTPopAnimator, following the finger (the delegate vends no interactor then)")
    func edgeSwipePop() throws {
        let (host, scene, log) = makeScene()
        defer { finish(log) }
        scene.root.pushNextScene(interactive: false)
        #expect(host.settle())
        let b = try #require(scene.topController)
        log.clear()
        host.touchDown(at: CGPoint(x: 2, y: 400))
        var x: CGFloat = 2
        var sawHalves = false
        while x < 700 {
            x += 8
            host.touchMove(to: CGPoint(x: x, y: 400))
            host.runTicks(1)
            sawHalves = sawHalves || (b.view.superview?.subviews.count == 3 && b.transitionCoordinator?.isInteractive == true)
        }
        host.touchUp(at: CGPoint(x: x, y: 400))
        #expect(host.settle())
        #expect(sawHalves, "TTPopAnimator's two snapshot halves, driven by the edge pan")
        #expect(log.outcomes.map(\.operation) == ["pop"])
        #expect(log.outcomes.map(\.interactive) == [true])
        #expect(log.outcomes.map(\.completed) == [true])
        #expect(scene.topController === scene.root)
    }

    // MARK: Buttons, keys, tuning, layout

    @Test("the Push and Pop buttons and the P and B keys run the keyframe animation without interaction")
    func buttonsAndKeys() throws {
        let (host, scene, log) = makeScene()
        defer { finish(log) }
        let page = try #require(scene.root.view as? KeyframePushPage)
        #expect(page.popButton.isHidden && !page.pushButton.isHidden)
        host.click(at: host.window.convert(CGPoint(x: page.pushButton.bounds.midX, y: page.pushButton.bounds.midY), from: page.pushButton))
        #expect(scene.topController?.scene == .b)
        #expect(scene.topController?.transitionCoordinator?.isInteractive == false)
        #expect(!scene.startShowcaseTransition(), "refused while a transition runs")
        #expect(host.settle())
        #expect(scene.handleKey(StudioKey("p")))
        #expect(host.settle())
        #expect(scene.topController?.scene == .c)
        #expect(scene.startShowcaseTransition(), "on C the showcase pops")
        #expect(host.settle())
        #expect(scene.topController?.scene == .b)
        let bPage = try #require(scene.topController?.view as? KeyframePushPage)
        host.click(at: host.window.convert(CGPoint(x: bPage.popButton.bounds.midX, y: bPage.popButton.bounds.midY), from: bPage.popButton))
        #expect(host.settle())
        #expect(scene.topController === scene.root)
        #expect(scene.handleKey(StudioKey("b")), "B is the scene's key even when there is nothing to pop")
        #expect(!scene.handleKey(StudioKey("x")))
        #expect(host.settle())
        #expect(scene.topController === scene.root)
        #expect(log.outcomes.allSatisfy { !$0.interactive && $0.completed })
        #expect(log.outcomes.map(\.operation) == ["push", "push", "pop", "pop"])
        #expect(scene.helpLines.count == 5)
        #expect(scene.helpLines.contains { $0.input.contains("Alt+drag") && $0.action.contains("push") })
    }

    @Test("tuning: the duration, the timeline's curve and the completion speed reach the next transition")
    func tuning() throws {
        let (host, scene, log) = makeScene()
        defer { finish(log) }
        #expect(scene.tuning.parameters == [.duration, .curve, .completionSpeed])
        #expect(scene.tuning.duration == 0.35 && scene.tuning.curve == .easeInOut)
        scene.tuning.set(.duration, to: 1.0)
        scene.tuning.set(.curve, to: 3)                        // linear
        scene.tuning.set(.completionSpeed, to: 2)
        let a = scene.root
        #expect(a.pushNextScene(interactive: false))
        let b = try #require(scene.topController)
        #expect(b.transitionCoordinator?.transitionDuration == 1.0)
        let top = try #require(a.view.superview?.subviews[2])
        let h = a.view.bounds.height
        host.advance(by: 0.25)
        #expect(abs(presentationFrame(top).minY - (-h / 4)) < 0.01)   // linear: half of the top half's move
        #expect(host.settle())
        // The pinch's interactor takes the completion speed.
        var speed: CGFloat = 0
        pinch(host, center: centre(of: b, in: host), from: 300, to: 200) { speed = b.transition?.completionSpeed ?? speed }
        #expect(speed == 2)
        #expect(host.settle())
    }

    @Test("the pages fill the content at 1024 × 700 and 1280 × 800 and follow a resize")
    func layout() throws {
        for size in [CGSize(width: 1024, height: 700), CGSize(width: 1280, height: 800)] {
            let (host, scene, log) = makeScene(size: size)
            defer { finish(log) }
            let page = try #require(scene.root.view as? KeyframePushPage)
            #expect(page.frame.width == size.width)
            #expect(host.window.convert(page.bounds, from: page) == CGRect(x: 0, y: 44, width: size.width, height: size.height - 44))
            for view in [page.titleLabel, page.instructionLabel, page.pushButton] as [UIView] {
                #expect(page.bounds.contains(view.frame), "\(view) at \(view.frame)")
            }
            #expect(page.titleLabel.frame.maxY <= page.bounds.midY)            // the title rides the top half
            #expect(page.pushButton.frame.minY >= page.bounds.midY)            // the buttons the bottom half
            host.window.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
            host.runTicks(1)
            #expect(page.frame.size == CGSize(width: 800, height: 600 - 44))
            #expect(abs(page.pushButton.frame.midX - 400) < 0.5)
        }
    }
}
