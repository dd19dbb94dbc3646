import Foundation
@testable import Segue
import Testing
@testable import segue
@testable import SegueStudio

// `segue demo --scene navigation` (Sources/SegueCLI/Demo/Scenes/Navigation) driven
// through HeadlessHost: the delegate's three styles, the pushes and pops they animate,
// and the interactive edge pops — completed, flicked and cancelled.

/// Records the appearance callbacks of the scene's pages as "Page 2.viewWillAppear".
@MainActor
private final class PageAppearanceLog: TransitionObserver {
    private(set) var entries: [String] = []
    private(set) var outcomes: [(operation: String, interactive: Bool, completed: Bool)] = []

    func viewController(_ viewController: UIViewController, willReceive callback: AppearanceCallback) {
        guard let page = viewController as? NavigationPageViewController else { return }
        entries.append("\(page.title ?? "?").\(callback.rawValue)")
    }

    func transitionDidEnd(_ context: ViewControllerTransitionContext, completed: Bool) {
        outcomes.append((context.operation, context.initiallyInteractive, completed))
    }

    func clear() {
        entries.removeAll()
        outcomes.removeAll()
    }

    /// Runs `body` while recording.
    func recording(_ body: () throws -> Void) rethrows {
        TransitionObservers.add(self)
        defer { TransitionObservers.remove(self) }
        try body()
    }
}

@MainActor
@Suite("segue demo --scene navigation: delegate-vended fade and slide animators, interactive edge pops")
struct NavigationSceneTests {
    static let size = CGSize(width: 1024, height: 700)
    /// The content view below the 44 pt bar.
    static let content = CGRect(x: 0, y: 0, width: 1024, height: 656)

    /// The scene in a host, shown and settled.
    private func makeScene(size: CGSize = size) -> (HeadlessHost, NavigationScene) {
        let host = HeadlessHost(size: size)
        let scene = NavigationScene(still: false)
        host.present(scene.window)
        host.runTicks(1)
        return (host, scene)
    }

    /// The page on top.
    private func top(_ scene: NavigationScene) throws -> NavigationPageViewController {
        try #require(scene.navigationController.topViewController as? NavigationPageViewController)
    }

    /// The title the bar shows.
    private func barTitle(_ scene: NavigationScene) -> String? {
        scene.navigationController.navigationBar.titleLabel.text
    }

    /// Pushes Page 2 with `style` and waits for it to settle.
    private func pushSecondPage(_ host: HeadlessHost, _ scene: NavigationScene, style: NavigationTransitionStyle) {
        scene.select(style)
        #expect(scene.startShowcaseTransition())
        #expect(host.settle())
    }

    /// A drag from the left edge by `distance` points (after the pan's 10 pt of
    /// hysteresis) over `duration` seconds, released there; then settles.
    private func edgeDrag(_ host: HeadlessHost, by distance: CGFloat, duration: TimeInterval) {
        host.drag(from: CGPoint(x: 4, y: 300), to: CGPoint(x: 4 + 10 + distance, y: 300), duration: duration)
        #expect(host.settle())
    }

    @Test("it opens on Page 1 with UIKit's slide chosen, the navigation controller's own pop gesture on and the custom edge pan off")
    func opening() throws {
        let (_, scene) = makeScene()
        let page = try top(scene)
        #expect(page.depth == 1)
        #expect(scene.style == .standard)
        #expect(barTitle(scene) == "Page 1")
        #expect(page.view.frame == Self.content)
        #expect(scene.navigationController.interactivePopGestureRecognizer?.isEnabled == true)
        #expect(scene.transitionDelegate.interactionController.edgePan.isEnabled == false)
        #expect(scene.tuning.parameters == [.duration, .curve, .completionSpeed])
        #expect(page.appearanceCount == 1)
        #expect(scene.navigationController.navigationBar.barTintColor == page.barTint)
    }

    @Test("the delegate vends nil for style 1 and the fade or slide-over animator for 2 and 3, with the operation")
    func vending() throws {
        let (_, scene) = makeScene()
        let nav = scene.navigationController
        let a = NavigationPageViewController(depth: 1), b = NavigationPageViewController(depth: 2)
        let delegate = scene.transitionDelegate
        #expect(delegate.navigationController(nav, animationControllerFor: .push, from: a, to: b) == nil)
        scene.select(.fade)
        #expect(delegate.navigationController(nav, animationControllerFor: .pop, from: b, to: a) === delegate.fadeAnimator)
        #expect(delegate.fadeAnimator.operation == .pop)
        scene.select(.slide)
        #expect(delegate.navigationController(nav, animationControllerFor: .push, from: a, to: b) === delegate.slideAnimator)
        #expect(delegate.slideAnimator.operation == .push)
        // No interaction controller unless its pan drives the pop.
        #expect(delegate.navigationController(nav, interactionControllerFor: delegate.slideAnimator) == nil)
        #expect(nav.interactivePopGestureRecognizer?.isEnabled == false)
        #expect(delegate.interactionController.edgePan.isEnabled)
    }

    @Test("a push in every style ends with Page 2 on top, in UIKit's callback order, the bar titled and tinted")
    func pushEveryStyle() throws {
        for style in NavigationTransitionStyle.allCases {
            let (host, scene) = makeScene()
            let log = PageAppearanceLog()
            let root = try top(scene)
            log.recording { pushSecondPage(host, scene, style: style) }
            let page = try top(scene)
            #expect(page.depth == 2)
            #expect(log.entries == ["Page 1.viewWillDisappear", "Page 2.viewWillAppear",
                                    "Page 1.viewDidDisappear", "Page 2.viewDidAppear"], "\(style)")
            #expect(log.outcomes.map(\.completed) == [true])
            #expect(barTitle(scene) == "Page 2")
            #expect(scene.navigationController.navigationBar.barTintColor == page.barTint)
            #expect(page.view.frame == Self.content)
            #expect(identities(page.view.superview?.subviews) == identities([page.view]), "only the top page (no veil) stays in the container")
            #expect(root.viewIfLoaded?.superview == nil)
            #expect(root.view.transform == .identity && root.view.alpha == 1)
            #expect(page.view.transform == .identity && page.view.alpha == 1)
            #expect(page.styleText == "Transition \(style.rawValue): \(style.title)")
        }
    }

    @Test("fade: half way through a 0.5 s push the new page is half faded in at 96 %, the old one at 104 %")
    func fadeMidway() throws {
        let (host, scene) = makeScene()
        let root = try top(scene)
        scene.select(.fade)
        #expect(scene.startShowcaseTransition())
        let page = try top(scene)
        host.advance(by: 0.25)
        // easeInOut is symmetric: half the time is half the motion.
        let to = page.view.layer.presentation()!, from = root.view.layer.presentation()!
        #expect(abs(Double(to.opacity) - 0.5) < 0.02)
        #expect(abs(to.transform.m11 - 0.96) < 0.002 && abs(to.transform.m22 - 0.96) < 0.002)
        #expect(abs(from.transform.m11 - 1.04) < 0.002)
        #expect(from.opacity == 1)
        #expect(!scene.startShowcaseTransition(), "no second transition while one runs")
        #expect(host.settle())
    }

    @Test("slide-over: half way through a push the new page is half across, the old one at 95 % under a veil of 0.225")
    func slideMidway() throws {
        let (host, scene) = makeScene()
        let root = try top(scene)
        scene.select(.slide)
        #expect(scene.startShowcaseTransition())
        let page = try top(scene)
        let container = try #require(page.view.superview)
        #expect(container.subviews.count == 3, "old page, veil, new page")
        let veil = container.subviews[1]
        host.advance(by: 0.25)
        let to = page.view.layer.presentation()!
        #expect(abs((to.position.x - to.bounds.width / 2) - 512) < 1)
        #expect(abs(root.view.layer.presentation()!.transform.m11 - 0.95) < 0.002)
        #expect(abs(Double(veil.layer.presentation()!.opacity) - 0.225) < 0.01)
        #expect(host.settle())
        #expect(veil.superview == nil)
    }

    @Test("tuning: duration, curve and completion speed reach the custom animators and the interactor")
    func tuning() throws {
        let (host, scene) = makeScene()
        scene.tuning.set(.duration, to: 1.0)
        scene.tuning.set(.curve, to: 3)   // linear
        scene.tuning.set(.completionSpeed, to: 2)
        let delegate = scene.transitionDelegate
        #expect(delegate.fadeAnimator.duration == 1.0 && delegate.slideAnimator.duration == 1.0)
        #expect(delegate.fadeAnimator.curve == .linear && delegate.slideAnimator.curve == .linear)
        #expect(delegate.interactionController.completionSpeed == 2)
        scene.select(.fade)
        #expect(scene.startShowcaseTransition())
        let page = try top(scene)
        host.advance(by: 0.25)
        #expect(abs(Double(page.view.layer.presentation()!.opacity) - 0.25) < 0.02, "a quarter of 1 s, linear")
        host.advance(by: 0.5)
        #expect(scene.window.isRunningTransition)
        #expect(host.settle())
    }

    // MARK: Interactive pops

    @Test("custom styles: an edge drag past half pops with the delegate's interactor; the transition is interactive")
    func customEdgePopCompletes() throws {
        for style in [NavigationTransitionStyle.fade, .slide] {
            let (host, scene) = makeScene()
            pushSecondPage(host, scene, style: style)
            let root = try #require(scene.navigationController.viewControllers.first as? NavigationPageViewController)
            let log = PageAppearanceLog()
            log.recording { edgeDrag(host, by: 0.7 * 1024, duration: 0.5) }
            #expect(log.outcomes.count == 1)
            #expect(log.outcomes.first?.operation == "pop" && log.outcomes.first?.interactive == true && log.outcomes.first?.completed == true)
            #expect(try top(scene) === root)
            #expect(log.entries == ["Page 2.viewWillDisappear", "Page 1.viewWillAppear",
                                    "Page 2.viewDidDisappear", "Page 1.viewDidAppear"])
            #expect(barTitle(scene) == "Page 1")
            #expect(root.appearanceCount == 2)
            #expect(root.view.frame == Self.content && root.view.transform == .identity)
            #expect(!scene.transitionDelegate.interactionController.interactionInProgress)
        }
    }

    @Test("custom styles: mid-drag the pages follow the finger linearly")
    func customEdgePopFollows() throws {
        let (host, scene) = makeScene()
        pushSecondPage(host, scene, style: .slide)
        let page = try top(scene)
        host.touchDown(at: CGPoint(x: 4, y: 300))
        var x: CGFloat = 4
        while x < 4 + 10 + 256 {
            x += 4
            host.runTicks(1)
            host.touchMove(to: CGPoint(x: x, y: 300))
        }
        host.advance(by: 0.2)     // held still: no flick on release
        let interactor = scene.transitionDelegate.interactionController
        #expect(abs(interactor.percentComplete - 0.25) < 0.005)
        let moving = page.view.layer.presentation()!
        #expect(abs((moving.position.x - moving.bounds.width / 2) - 256) < 3, "the top page's left edge under the finger")
        host.touchUp(at: CGPoint(x: x, y: 300))
        #expect(host.settle())
        #expect(try top(scene) === page)
    }

    @Test("custom styles: a short slow drag cancels: Page 2, its view, the bar and the side effects come back, in UIKit's order")
    func customEdgePopCancels() throws {
        for style in [NavigationTransitionStyle.fade, .slide] {
            let (host, scene) = makeScene()
            pushSecondPage(host, scene, style: style)
            let page = try top(scene)
            let root = try #require(scene.navigationController.viewControllers.first as? NavigationPageViewController)
            let bar = scene.navigationController.navigationBar
            let log = PageAppearanceLog()
            log.recording { edgeDrag(host, by: 0.3 * 1024, duration: 2.0) }
            #expect(log.outcomes.first?.completed == false && log.outcomes.first?.interactive == true)
            #expect(log.entries == ["Page 2.viewWillDisappear", "Page 1.viewWillAppear",
                                    "Page 1.viewWillDisappear", "Page 1.viewDidDisappear",
                                    "Page 2.viewWillAppear", "Page 2.viewDidAppear"], "\(style)")
            #expect(try top(scene) === page)
            #expect(scene.navigationController.viewControllers.count == 2)
            #expect(identities(page.view.superview?.subviews) == identities([page.view]))
            #expect(page.view.frame == Self.content)
            #expect(page.view.transform == .identity && page.view.alpha == 1)
            #expect(page.view.layer.presentation()!.opacity == 1)
            #expect(root.viewIfLoaded?.superview == nil)
            #expect(root.view.transform == .identity && root.view.alpha == 1)
            #expect(barTitle(scene) == "Page 2")
            #expect(bar.backButton.title(for: .normal) == "‹ Page 1")
            #expect(bar.barTintColor == page.barTint)
            // The seed's side effect: Page 1's viewWillAppear was undone, Page 2's re-appearance counts.
            #expect(root.appearanceCount == 1)
            #expect(page.appearanceCount == 2)
        }
    }

    @Test("custom styles: a quick short flick to the right finishes the pop; a drag back to the left cancels it")
    func customEdgePopFlick() throws {
        let (host, scene) = makeScene()
        pushSecondPage(host, scene, style: .fade)
        edgeDrag(host, by: 0.2 * 1024, duration: 0.1)     // ~2000 pt/s
        #expect(try top(scene).depth == 1)

        #expect(scene.startShowcaseTransition())
        #expect(host.settle())
        // Out to 77 %, then quickly back to 65 %: the leftward flick wins over the position.
        host.touchDown(at: CGPoint(x: 4, y: 300))
        for step in 1...80 {
            host.runTicks(1)
            host.touchMove(to: CGPoint(x: 4 + CGFloat(step) * 10, y: 300))
        }
        for step in 1...30 {
            host.runTicks(1)
            host.touchMove(to: CGPoint(x: 804 - CGFloat(step) * 4, y: 300))
        }
        let interactor = scene.transitionDelegate.interactionController
        #expect(interactor.percentComplete > 0.6)
        host.touchUp(at: CGPoint(x: 684, y: 300))
        #expect(host.settle())
        #expect(try top(scene).depth == 2)
    }

    @Test("style 1: the navigation controller's own edge gesture pops with UIKit's slide, and cancels short of half")
    func standardEdgePop() throws {
        let (host, scene) = makeScene()
        pushSecondPage(host, scene, style: .standard)
        let page = try top(scene)
        let log = PageAppearanceLog()
        log.recording { edgeDrag(host, by: 0.3 * 1024, duration: 2.0) }
        #expect(log.outcomes.map(\.completed) == [false])
        #expect(log.outcomes.first?.interactive == true)
        #expect(!scene.transitionDelegate.interactionController.interactionInProgress)
        #expect(try top(scene) === page)
        #expect(barTitle(scene) == "Page 2")
        #expect(page.view.frame == Self.content)
        log.clear()
        log.recording { edgeDrag(host, by: 0.7 * 1024, duration: 2.0) }
        #expect(log.outcomes.map(\.completed) == [true])
        #expect(try top(scene).depth == 1)
        #expect(barTitle(scene) == "Page 1")
    }

    @Test("the edge pans do nothing on the root page")
    func noPopAtRoot() throws {
        for style in NavigationTransitionStyle.allCases {
            let (host, scene) = makeScene()
            scene.select(style)
            let collector = SegueDiagnostics.Collector()
            SegueDiagnostics.$sink.withValue(collector.sink) {
                edgeDrag(host, by: 600, duration: 0.3)
            }
            #expect(collector.messages.isEmpty, "\(collector.messages)")
            #expect(try top(scene).depth == 1)
            #expect(!scene.window.isRunningTransition)
        }
    }

    // MARK: Buttons and keys

    @Test("clicking the page's button pushes; the bar's back button pops; the last page's button pops to the root")
    func buttons() throws {
        let (host, scene) = makeScene()
        scene.select(.slide)
        // The button sits 22 pt below the middle of the page above its 64 pt footer.
        let button = CGPoint(x: 512, y: 44 + (656 - 64) / 2 + 48)
        for depth in 2...5 {
            host.click(at: button)
            #expect(host.settle())
            #expect(try top(scene).depth == depth)
        }
        host.click(at: CGPoint(x: 30, y: 22))
        #expect(host.settle())
        #expect(try top(scene).depth == 4)
        host.click(at: button)
        #expect(host.settle())
        #expect(try top(scene).depth == 5)
        host.click(at: button)     // "Pop to Root"
        #expect(host.settle())
        #expect(try top(scene).depth == 1)
        #expect(scene.navigationController.viewControllers.count == 1)
    }

    @Test("keys: 1–3 choose the style (not during a transition), N pushes, B pops, other keys are not the scene's")
    func keys() throws {
        let (host, scene) = makeScene()
        #expect(scene.handleKey(StudioKey("3")))
        #expect(scene.style == .slide)
        #expect(try top(scene).styleText.hasPrefix("Transition 3:"))
        #expect(scene.handleKey(StudioKey("n")))
        #expect(scene.window.isRunningTransition)
        #expect(!scene.handleKey(StudioKey("2")))
        #expect(scene.style == .slide)
        #expect(!scene.handleKey(StudioKey("n")))
        #expect(host.settle())
        #expect(try top(scene).depth == 2)
        #expect(scene.handleKey(StudioKey("2")))
        #expect(scene.style == .fade)
        #expect(scene.handleKey(StudioKey("b")))
        #expect(host.settle())
        #expect(try top(scene).depth == 1)
        #expect(!scene.handleKey(StudioKey("b")), "nothing to pop")
        #expect(!scene.handleKey(StudioKey("4")))
        #expect(!scene.handleKey(StudioKey("x")))
        #expect(!scene.handleKey(StudioKey("2", modifiers: .control)))
        #expect(scene.style == .fade)
        #expect(!scene.helpLines.isEmpty)
    }

    @Test("the showcase pushes down to Page 5, then pops to the root")
    func showcase() throws {
        let (host, scene) = makeScene()
        for depth in 2...5 {
            #expect(scene.startShowcaseTransition())
            #expect(host.settle())
            #expect(try top(scene).depth == depth)
        }
        #expect(scene.startShowcaseTransition())
        #expect(host.settle())
        #expect(try top(scene).depth == 1)
    }

    @Test("pages fill the content view at 1280 × 800 and after the window is resized")
    func layoutFollowsTheWindow() throws {
        let (host, scene) = makeScene(size: CGSize(width: 1280, height: 800))
        let page = try top(scene)
        #expect(page.view.frame == CGRect(x: 0, y: 0, width: 1280, height: 756))
        UIView.performWithoutAnimation {
            scene.window.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        }
        host.runTicks(1)
        #expect(page.view.frame == CGRect(x: 0, y: 0, width: 800, height: 556))
        #expect(scene.navigationController.navigationBar.frame.width == 800)
        let pageView = try #require(page.view as? NavigationPageView)
        #expect(pageView.button.frame.midX == 400)
        #expect(pageView.hintLabel.frame.maxY <= 556)
    }
}

/// The identities of views, to compare hierarchies by identity (nil → empty).
@MainActor
private func identities(_ views: [UIView]?) -> [ObjectIdentifier] {
    (views ?? []).map(ObjectIdentifier.init)
}
