import Foundation
@testable import Segue
import Testing
@testable import segue
@testable import SegueStudio

// `segue demo --scene tabs` (Sources/SegueCLI/Demo/Scenes/Tabs) driven through
// HeadlessHost: the delegate's fade and slide, clicks on the bar, code switches, and
// the interactive pan between tabs — completed and cancelled.

/// Records the appearance callbacks of the scene's tabs as "Circles.viewWillAppear".
@MainActor
private final class TabAppearanceLog: TransitionObserver {
    private(set) var entries: [String] = []
    private(set) var outcomes: [(interactive: Bool, completed: Bool)] = []

    func viewController(_ viewController: UIViewController, willReceive callback: AppearanceCallback) {
        guard let page = viewController as? TabsPageViewController else { return }
        entries.append("\(page.title ?? "?").\(callback.rawValue)")
    }

    func transitionDidEnd(_ context: ViewControllerTransitionContext, completed: Bool) {
        outcomes.append((context.initiallyInteractive, completed))
    }

    func recording(_ body: () throws -> Void) rethrows {
        TransitionObservers.add(self)
        defer { TransitionObservers.remove(self) }
        try body()
    }
}

@MainActor
@Suite("segue demo --scene tabs: delegate-vended fade and slide animators, an interactive pan between tabs")
struct TabsSceneTests {
    static let size = CGSize(width: 1024, height: 700)
    /// The content view above the 49 pt bar.
    static let content = CGRect(x: 0, y: 0, width: 1024, height: 651)

    private func makeScene(size: CGSize = size) -> (HeadlessHost, TabsScene) {
        let host = HeadlessHost(size: size)
        let scene = TabsScene(still: false)
        host.present(scene.window)
        host.runTicks(1)
        return (host, scene)
    }

    private func page(_ scene: TabsScene, _ index: Int) throws -> TabsPageViewController {
        try #require(scene.tabBarController.viewControllers?[index] as? TabsPageViewController)
    }

    /// The centre of tab `index` in the bar, in window points.
    private func tabCentre(_ index: Int) -> CGPoint {
        CGPoint(x: 128 + 256 * CGFloat(index), y: 651 + 24)
    }

    /// A horizontal drag on the page from x = 512 by `dx` points beyond the pan's
    /// 10 pt of hysteresis, over `duration` seconds; then settles.
    private func pan(_ host: HeadlessHost, by dx: CGFloat, duration: TimeInterval = 1.0) {
        let extra: CGFloat = dx < 0 ? -10 : 10
        host.drag(from: CGPoint(x: 512, y: 300), to: CGPoint(x: 512 + dx + extra, y: 300), duration: duration)
        #expect(host.settle())
    }

    /// What the selection looks like: the index, the bar's highlighted item, and
    /// the only page in the content view.
    private func expectSelected(_ scene: TabsScene, _ index: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let tabs = scene.tabBarController
        let shown = try page(scene, index)
        #expect(tabs.selectedIndex == index, sourceLocation: sourceLocation)
        #expect(tabs.tabBar.selectedItem === shown.tabBarItem, sourceLocation: sourceLocation)
        #expect(identities(shown.view.superview?.subviews) == identities([shown.view]), sourceLocation: sourceLocation)
        #expect(shown.view.frame == Self.content, sourceLocation: sourceLocation)
        #expect(shown.view.alpha == 1 && shown.view.layer.presentation()!.opacity == 1, sourceLocation: sourceLocation)
    }

    @Test("it opens on the first of four tabs, named and drawn in the bar, with the fade chosen")
    func opening() throws {
        let (_, scene) = makeScene()
        let tabs = scene.tabBarController
        #expect(tabs.viewControllers?.count == 4)
        #expect(tabs.tabBar.items?.map(\.title) == ["Circles", "Squares", "Triangles", "Diamonds"])
        #expect(tabs.tabBar.items?.allSatisfy { $0.image?.size == CGSize(width: 26, height: 26) } == true)
        #expect(scene.style == .fade)
        try expectSelected(scene, 0)
        #expect(try page(scene, 0).styleText == "Transition 1: \(TabsTransitionStyle.fade.title)")
        #expect(scene.tuning.parameters == [.duration, .curve, .completionSpeed])
    }

    @Test("the tab icons are anti-aliased shapes: opaque in the middle, clear in the corner")
    func icons() throws {
        for icon in TabsIcon.allCases {
            let image = try #require(icon.image()?.cgImage)
            #expect(image.width == 52 && image.height == 52)
            #expect(image.pixel(x: 26, y: 30)?.alpha == 1, "\(icon)")
            #expect(image.pixel(x: 1, y: 1)?.alpha == 0, "\(icon)")
        }
    }

    @Test("fade: half way through a 0.4 s switch the new page is half faded in over the old one; UIKit's callback order")
    func fade() throws {
        let (host, scene) = makeScene()
        let log = TabAppearanceLog()
        try log.recording {
            #expect(scene.startShowcaseTransition())
            let to = try page(scene, 1), from = try page(scene, 0)
            #expect(identities(to.view.superview?.subviews) == identities([from.view, to.view]))
            host.advance(by: 0.2)
            #expect(abs(Double(to.view.layer.presentation()!.opacity) - 0.5) < 0.02)
            #expect(from.view.layer.presentation()!.opacity == 1)
            #expect(!scene.startShowcaseTransition())
            #expect(host.settle())
        }
        #expect(log.entries == ["Circles.viewWillDisappear", "Squares.viewWillAppear",
                                "Circles.viewDidDisappear", "Squares.viewDidAppear"])
        #expect(log.outcomes.map(\.completed) == [true])
        try expectSelected(scene, 1)
    }

    @Test("slide: the pages move left towards a tab on the right and right towards one on the left")
    func slideDirection() throws {
        let (host, scene) = makeScene()
        #expect(scene.handleKey(StudioKey("2")))
        host.click(at: tabCentre(2))
        let third = try page(scene, 2), first = try page(scene, 0)
        #expect(scene.transitionDelegate.slideAnimator.direction == 1)
        // The click's release started the switch one tick ago.
        host.advance(by: 0.2 - host.loop.tickInterval)
        let enteringX = third.view.layer.presentation()!.position.x - 512
        let leavingX = first.view.layer.presentation()!.position.x - 512
        #expect(abs(enteringX - 512) < 1 && abs(leavingX + 512) < 1, "\(enteringX), \(leavingX)")
        #expect(host.settle())
        try expectSelected(scene, 2)

        host.click(at: tabCentre(1))
        let second = try page(scene, 1)
        #expect(scene.transitionDelegate.slideAnimator.direction == -1)
        host.advance(by: 0.1)
        #expect(second.view.layer.presentation()!.position.x < 0, "entering from the left")
        #expect(third.view.layer.presentation()!.position.x > 512, "leaving to the right")
        #expect(host.settle())
        try expectSelected(scene, 1)
        #expect(third.view.frame == Self.content)
    }

    @Test("tuning: duration, curve and completion speed reach both animators and the interactor")
    func tuning() throws {
        let (host, scene) = makeScene()
        scene.tuning.set(.duration, to: 1.0)
        scene.tuning.set(.curve, to: 3)
        scene.tuning.set(.completionSpeed, to: 0.5)
        let delegate = scene.transitionDelegate
        #expect(delegate.fadeAnimator.duration == 1 && delegate.slideAnimator.duration == 1)
        #expect(delegate.fadeAnimator.curve == .linear && delegate.slideAnimator.curve == .linear)
        #expect(delegate.interactionController.completionSpeed == 0.5)
        #expect(scene.startShowcaseTransition())
        host.advance(by: 0.25)
        #expect(abs(Double(try page(scene, 1).view.layer.presentation()!.opacity) - 0.25) < 0.02)
        #expect(host.settle())
    }

    // MARK: The pan

    @Test("a pan left past half switches to the next tab interactively; right past half back again")
    func panCompletes() throws {
        for style in TabsTransitionStyle.allCases {
            let (host, scene) = makeScene()
            scene.select(style)
            let log = TabAppearanceLog()
            log.recording { pan(host, by: -0.7 * 1024) }
            #expect(log.outcomes.count == 1 && log.outcomes.first?.interactive == true && log.outcomes.first?.completed == true)
            #expect(log.entries == ["Circles.viewWillDisappear", "Squares.viewWillAppear",
                                    "Circles.viewDidDisappear", "Squares.viewDidAppear"])
            try expectSelected(scene, 1)
            pan(host, by: 0.6 * 1024)
            try expectSelected(scene, 0)
            #expect(!scene.transitionDelegate.interactionController.interactionInProgress)
        }
    }

    @Test("mid-pan the slide follows the finger")
    func panFollows() throws {
        let (host, scene) = makeScene()
        scene.select(.slide)
        host.touchDown(at: CGPoint(x: 900, y: 300))
        var x: CGFloat = 900
        while x > 900 - 10 - 256 {
            x -= 4
            host.runTicks(1)
            host.touchMove(to: CGPoint(x: x, y: 300))
        }
        host.runTicks(1)
        #expect(abs(scene.transitionDelegate.interactionController.percentComplete - 0.25) < 0.005)
        let entering = try page(scene, 1).view.layer.presentation()!
        #expect(abs((entering.position.x - 512) - 768) < 3)
        #expect(scene.tabBarController.selectedIndex == 1, "the bar shows the tab being switched to")
        host.touchUp(at: CGPoint(x: x, y: 300))
        #expect(host.settle())
        try expectSelected(scene, 0)
    }

    @Test("a pan short of half cancels: the old tab, its view, the bar's selection come back, in UIKit's order")
    func panCancels() throws {
        for style in TabsTransitionStyle.allCases {
            let (host, scene) = makeScene()
            scene.select(style)
            let log = TabAppearanceLog()
            log.recording { pan(host, by: -0.3 * 1024) }
            #expect(log.outcomes.count == 1 && log.outcomes.first?.interactive == true && log.outcomes.first?.completed == false)
            #expect(log.entries == ["Circles.viewWillDisappear", "Squares.viewWillAppear",
                                    "Squares.viewWillDisappear", "Squares.viewDidDisappear",
                                    "Circles.viewWillAppear", "Circles.viewDidAppear"], "\(style)")
            try expectSelected(scene, 0)
            let second = try page(scene, 1)
            #expect(second.view.superview == nil)
            #expect(second.view.alpha == 1)
        }
    }

    @Test("no pan beyond the first or last tab, none that starts on the bar, none that is mostly vertical")
    func panRefused() throws {
        let (host, scene) = makeScene()
        pan(host, by: 600)                          // rightwards from the first tab
        try expectSelected(scene, 0)
        host.drag(from: CGPoint(x: 200, y: 670), to: CGPoint(x: 900, y: 670), duration: 0.5)   // on the bar
        #expect(host.settle())
        try expectSelected(scene, 0)
        host.drag(from: CGPoint(x: 500, y: 100), to: CGPoint(x: 470, y: 600), duration: 0.5)   // vertical
        #expect(host.settle())
        try expectSelected(scene, 0)
        for _ in 0..<3 { pan(host, by: -700) }
        try expectSelected(scene, 3)
        pan(host, by: -700)                         // leftwards from the last tab
        try expectSelected(scene, 3)
    }

    // MARK: Keys and clicks

    @Test("keys: 1 and 2 choose the style (not during a switch), N and P switch with wrap-around")
    func keys() throws {
        let (host, scene) = makeScene()
        #expect(scene.handleKey(StudioKey("2")))
        #expect(scene.style == .slide)
        #expect(try page(scene, 3).styleText.hasPrefix("Transition 2:"))
        #expect(scene.handleKey(StudioKey("p")))
        #expect(!scene.handleKey(StudioKey("1")))
        #expect(host.settle())
        try expectSelected(scene, 3)
        #expect(scene.handleKey(StudioKey("n")))
        #expect(host.settle())
        try expectSelected(scene, 0)
        #expect(scene.handleKey(StudioKey("1")))
        #expect(scene.style == .fade)
        #expect(!scene.handleKey(StudioKey("3")))
        #expect(!scene.handleKey(StudioKey("x")))
        #expect(scene.helpLines.count == 4)
    }

    @Test("the still scene switches without animation")
    func still() throws {
        let host = HeadlessHost(size: Self.size)
        let scene = TabsScene(still: true)
        host.present(scene.window)
        host.runTicks(1)
        #expect(scene.startShowcaseTransition())
        #expect(!scene.window.isRunningTransition)
        try expectSelected(scene, 1)
        #expect(scene.tabBarController.delegate === scene.transitionDelegate)
    }

    @Test("pages fill the content view at 1280 × 800 and after a resize")
    func layoutFollowsTheWindow() throws {
        let (host, scene) = makeScene(size: CGSize(width: 1280, height: 800))
        let first = try page(scene, 0)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 1280, height: 751))
        UIView.performWithoutAnimation {
            scene.window.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        }
        host.runTicks(1)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 800, height: 551))
        #expect(scene.tabBarController.tabBar.frame == CGRect(x: 0, y: 551, width: 800, height: 49))
    }
}
/// The identities of views, to compare hierarchies by identity (nil → empty).
@MainActor
private func identities(_ views: [UIView]?) -> [ObjectIdentifier] {
    (views ?? []).map(ObjectIdentifier.init)
}
