import Foundation
import Testing
@testable import Segue

/// A tab bar controller that logs its own appearance callbacks before super's.
@MainActor
final class LoggingTabBarController: UITabBarController {
    let log: CallbackLog
    /// A tab to select from viewWillAppear, after super.
    var selectInWillAppear: Int?

    init(log: CallbackLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        log.record("T.viewWillAppear")
        super.viewWillAppear(animated)
        if let index = selectInWillAppear { selectedIndex = index }
    }
    override func viewDidAppear(_ animated: Bool) { log.record("T.viewDidAppear"); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { log.record("T.viewWillDisappear"); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { log.record("T.viewDidDisappear"); super.viewDidDisappear(animated) }
}

@MainActor
@Suite("UITabBarController: its own appearance reaches the selected tab only")
struct UITabBarControllerAppearanceTests {
    @Test("appearing and disappearing with the window forwards to the selected tab")
    func forwardsToSelected() {
        let log = CallbackLog()
        let tabs = LoggingTabBarController(log: log)
        let f = TabsFixture(onScreen: false, tabs: tabs, log: log)
        #expect(!tabs.shouldAutomaticallyForwardAppearanceMethods)
        f.host.window.rootViewController = tabs
        #expect(f.entries == ["T.viewWillAppear", "A.viewWillAppear", "T.viewDidAppear", "A.viewDidAppear"])
        #expect(!f[1].isViewLoaded && !f[2].isViewLoaded)
        #expect(f.hierarchyIsSettled)
        f.log.clear()
        f.host.window.rootViewController = UIViewController()
        #expect(f.entries == ["T.viewWillDisappear", "A.viewWillDisappear", "T.viewDidDisappear", "A.viewDidDisappear"])
        f.log.clear()
        f.host.window.isHidden = true
        f.host.window.rootViewController = tabs
        f.host.window.isHidden = false
        #expect(f.entries == ["T.viewWillAppear", "A.viewWillAppear", "T.viewDidAppear", "A.viewDidAppear"])
    }

    @Test("the tab selected while off screen is the one that appears, with no callbacks before")
    func selectionOffScreen() {
        let f = TabsFixture(onScreen: false)
        f.tabs.selectedIndex = 2
        #expect(f.entries.isEmpty)
        #expect(!f.tabs.isViewLoaded)
        f.host.window.rootViewController = f.tabs
        #expect(f.entries == ["C.viewWillAppear", "C.viewDidAppear"])
        #expect(f.hierarchyIsSettled)
    }

    @Test("with the view loaded but off screen, a selection swaps the views silently")
    func selectionWithViewLoadedOffScreen() {
        let f = TabsFixture(onScreen: false)
        _ = f.tabs.view
        #expect(f.contentView.subviews.first === f[0].view)
        f.tabs.selectedIndex = 1
        #expect(f.entries.isEmpty)
        #expect(f.hierarchyIsSettled)
        #expect(f[0].appearanceState == .disappeared && f[1].appearanceState == .disappeared)
    }

    @Test("selecting from the tab bar controller's viewWillAppear: the first tab backs out, the new one appears")
    func selectionWhileAppearing() {
        let log = CallbackLog()
        let tabs = LoggingTabBarController(log: log)
        tabs.selectInWillAppear = 1
        let f = TabsFixture(onScreen: false, tabs: tabs, log: log)
        let messages = collectingDiagnostics { f.host.window.rootViewController = tabs }
        #expect(messages.isEmpty)
        #expect(f.entries == [
            "T.viewWillAppear", "A.viewWillAppear", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear",
            "T.viewDidAppear", "B.viewDidAppear",
        ])
        #expect(f.hierarchyIsSettled)
    }

    @Test("the content view sits above the 49-point bar at the bottom, and follows the window's size")
    func layout() {
        let f = TabsFixture()
        #expect(f.tabs.tabBar.frame == CGRect(x: 0, y: 844 - 49, width: 390, height: 49))
        #expect(f.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 844 - 49))
        #expect(f[0].view.frame == f.contentView.bounds)
        f.host.rotate(to: .landscapeLeft, animated: false)
        f.host.runTicks(1)
        #expect(f.tabs.tabBar.frame == CGRect(x: 0, y: 390 - 49, width: 844, height: 49))
        #expect(f[0].view.frame == CGRect(x: 0, y: 0, width: 844, height: 390 - 49))
    }
}

@MainActor
@Suite("UITabBarController: disappearing while a switch runs")
struct UITabBarControllerDisappearDuringSwitchTests {
    func run(cancelling: Bool) throws -> TabsFixture {
        let f = TabsFixture()
        let interactor = StartOnlyTabInteractor(log: CallbackLog())
        f.useDelegate(animator: FadeTabAnimator(duration: 0.4), interactor: interactor)
        f.tabs.selectedIndex = 1
        f.host.advance(by: 0.1)
        f.host.window.rootViewController = UIViewController()
        let context = try #require(interactor.context)
        let messages = collectingDiagnostics {
            if cancelling { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
            context.completeTransition(!cancelling)
        }
        #expect(messages.isEmpty, "\(messages)")
        #expect(f.tabs.transitionCoordinator == nil)
        return f
    }

    @Test("completed: both tabs end disappeared, callbacks balanced")
    func completedWhileDisappearing() throws {
        let f = try run(cancelling: false)
        #expect(f.entries.filter { !$0.hasPrefix("delegate") } == [
            "A.viewWillDisappear", "B.viewWillAppear", "B.viewWillDisappear",
            "A.viewDidDisappear", "B.viewDidDisappear",
        ])
        #expect(f[0].appearanceState == .disappeared && f[1].appearanceState == .disappeared)
        #expect(f.tabs.selectedIndex == 1)
    }

    @Test("cancelled: both tabs end disappeared, the selection goes back")
    func cancelledWhileDisappearing() throws {
        let f = try run(cancelling: true)
        #expect(f.entries.filter { !$0.hasPrefix("delegate") } == [
            "A.viewWillDisappear", "B.viewWillAppear", "B.viewWillDisappear",
            "B.viewDidDisappear", "A.viewDidDisappear",
        ])
        #expect(f[0].appearanceState == .disappeared && f[1].appearanceState == .disappeared)
        #expect(f.tabs.selectedIndex == 0)
    }
}
