import Foundation
import Testing
@testable import Segue

@MainActor
@Suite("UITabBarController: misuse is refused with one diagnostic and changes nothing")
struct UITabBarControllerMisuseTests {
    /// Runs `body`, expecting exactly one diagnostic containing `text`, no callbacks
    /// and the selection and hierarchy as before.
    func expectRefused(_ f: TabsFixture, _ text: String, _ body: () -> Void,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let index = f.tabs.selectedIndex
        let list = f.tabs.viewControllers ?? []
        f.log.clear()
        let messages = collectingDiagnostics(body)
        #expect(messages.count == 1, sourceLocation: sourceLocation)
        #expect(messages.first?.contains(text) == true, "\(messages)", sourceLocation: sourceLocation)
        #expect(f.entries.isEmpty, sourceLocation: sourceLocation)
        #expect(f.tabs.selectedIndex == index, sourceLocation: sourceLocation)
        #expect((f.tabs.viewControllers ?? []).count == list.count, sourceLocation: sourceLocation)
        #expect(zip(f.tabs.viewControllers ?? [], list).allSatisfy { $0 === $1 }, sourceLocation: sourceLocation)
        #expect(f.tabs.children.count == list.count, sourceLocation: sourceLocation)
    }

    @Test("selectedIndex out of range")
    func outOfRange() {
        let f = TabsFixture()
        f.useDelegate()
        expectRefused(f, "out of range") { f.tabs.selectedIndex = 3 }
        expectRefused(f, "out of range") { f.tabs.selectedIndex = -1 }
        #expect(f.hierarchyIsSettled)
        let empty = UITabBarController()
        let messages = collectingDiagnostics { empty.selectedIndex = 0 }
        #expect(messages.count == 1 && messages[0].contains("0 tabs"))
    }

    @Test("a selectedViewController that is not a tab")
    func foreignSelectedViewController() {
        let f = TabsFixture()
        expectRefused(f, "not one of the tabs") { f.tabs.selectedViewController = UIViewController() }
        expectRefused(f, "not one of the tabs") { f.tabs.selectedViewController = nil }
    }

    @Test("selecting the tab already selected from code: silently nothing — no switch, no delegate calls, no diagnostic")
    func alreadySelected() {
        let f = TabsFixture()
        f.useDelegate(animator: FadeTabAnimator())
        let messages = collectingDiagnostics {
            f.tabs.selectedIndex = 0
            f.tabs.selectedViewController = f[0]
        }
        #expect(messages.isEmpty)
        #expect(f.entries.isEmpty)
        #expect(f.tabs.selectedIndex == 0)
        #expect(f.tabs.transitionCoordinator == nil)
    }

    @Test("re-tapping a selected navigation controller's tab pops it to its root")
    func retapPopsNavigationToRoot() {
        let log = CallbackLog()
        let root = LoggingViewController("Root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let f = TabsFixture()
        f.tabs.viewControllers = [navigation, f[1]]
        f.tabs.selectedIndex = 0
        f.host.advance(by: 0.1)
        navigation.pushViewController(LoggingViewController("Detail", log: log), animated: false)
        #expect(navigation.viewControllers.count == 2)
        let frame = f.tabs.tabBar.frame(for: navigation.tabBarItem)!
        f.host.click(at: f.tabs.tabBar.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
        f.host.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === root)
        #expect(f.tabs.selectedIndex == 0)
    }

    @Test("selecting, or setting the tabs, while a switch runs; taps are ignored silently")
    func whileSwitching() {
        let f = TabsFixture()
        f.useDelegate(animator: FadeTabAnimator(duration: 0.4))
        f.tabs.selectedIndex = 1
        f.host.advance(by: 0.1)
        expectRefused(f, "is running") { f.tabs.selectedIndex = 2 }
        expectRefused(f, "is running") { f.tabs.selectedViewController = f[0] }
        expectRefused(f, "is running") { f.tabs.viewControllers = [f[0]] }
        let messages = collectingDiagnostics { f.tap(2) }
        #expect(messages.isEmpty)
        #expect(!f.entries.contains { $0.hasPrefix("delegate") })
        #expect(f.host.settle())
        #expect(f.tabs.selectedIndex == 1)
        #expect(f.hierarchyIsSettled)
    }

    @Test("viewControllers holding a controller twice")
    func duplicates() {
        let f = TabsFixture()
        expectRefused(f, "twice") { f.tabs.viewControllers = [f[0], f[1], f[0]] }
        #expect(f.hierarchyIsSettled)
    }

    @Test("viewControllers holding a controller with another parent")
    func foreignParent() {
        let f = TabsFixture()
        let other = UIViewController()
        let adopted = UIViewController()
        other.addChild(adopted)
        expectRefused(f, "child of") { f.tabs.viewControllers = [f[0], adopted] }
        #expect(adopted.parent === other)
    }

    @Test("viewControllers holding the tab bar controller itself or an ancestor")
    func cycles() {
        let f = TabsFixture(onScreen: false)
        expectRefused(f, "itself or one of its ancestors") { f.tabs.viewControllers = [f[0], f.tabs] }
        let outer = UITabBarController()
        outer.viewControllers = [f.tabs]
        expectRefused(f, "itself or one of its ancestors") { f.tabs.viewControllers = [outer] }
    }

    @Test("a transition that never completes is reported by the context's watchdog, and the tabs stay consistent")
    func stuckAnimator() {
        final class Stuck: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
        }
        let f = TabsFixture()
        f.useDelegate(animator: Stuck())
        let messages = collectingDiagnostics {
            f.tabs.selectedIndex = 1
            f.host.advance(by: 11)
        }
        #expect(messages.count == 1 && messages[0].contains("completeTransition"))
        #expect(f.tabs.transitionCoordinator != nil)
        let coordinator = f.tabs.transitionCoordinator as? ViewControllerTransitionContext
        coordinator?.completeTransition(true)
        #expect(f.tabs.transitionCoordinator == nil)
        #expect(f.hierarchyIsSettled)
        #expect(f[1].appearanceState == .appeared && f[0].appearanceState == .disappeared)
    }
}
