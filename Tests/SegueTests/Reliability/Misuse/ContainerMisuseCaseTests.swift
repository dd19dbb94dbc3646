import Foundation
import Testing
@testable import Segue

/// Misuse of the containers — navigation, tab bar, sliding: each refused call is
/// one diagnostic, the container's children, views and appearance stay as they
/// were, and the next transition runs.
@MainActor
@Suite("Misuse: containers")
struct ContainerMisuseCaseTests {
    /// A navigation controller with A at the root and B pushed, settled.
    @MainActor
    private struct Stack {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let log = CallbackLog()
        let navigation: UINavigationController
        let a: LoggingViewController, b: LoggingViewController, c: LoggingViewController

        init(pushB: Bool = true) {
            a = LoggingViewController("A", log: log)
            b = LoggingViewController("B", log: log)
            c = LoggingViewController("C", log: log)
            navigation = UINavigationController(rootViewController: a)
            host.window.rootViewController = navigation
            host.runTicks(1)
            if pushB { navigation.pushViewController(b, animated: false) }
            log.clear()
        }

        func expectConsistent(stack: [UIViewController], sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(navigation.viewControllers.map(ObjectIdentifier.init) == stack.map(ObjectIdentifier.init),
                    sourceLocation: sourceLocation)
            #expect(navigation.contentView.subviews.count == 1 && navigation.contentView.subviews.first === stack.last?.view,
                    "the content view holds \(navigation.contentView.subviews)", sourceLocation: sourceLocation)
            expectSettled(host.window, [navigation, a, b, c], sourceLocation: sourceLocation)
            expectBalancedAppearance(log, sourceLocation: sourceLocation)
            expectNavigationWorks(navigation, host: host, sourceLocation: sourceLocation)
        }
    }

    @Test("push a controller already on the stack: refused")
    func pushAlreadyPushed() {
        let s = Stack()
        expectOneDiagnostic("UINavigationController.pushViewController", "already on the navigation stack", "ignored") {
            s.navigation.pushViewController(s.a, animated: true)
        }
        s.host.advance(by: 1)
        s.expectConsistent(stack: [s.a, s.b])
    }

    @Test("pop the root: refused, returns nil")
    func popRoot() {
        let s = Stack(pushB: false)
        var popped: UIViewController? = s.a
        expectOneDiagnostic("the root view controller cannot be popped", "ignored") {
            popped = s.navigation.popViewController(animated: true)
        }
        s.host.advance(by: 1)
        #expect(popped == nil)
        s.expectConsistent(stack: [s.a])
    }

    @Test("setViewControllers with duplicates: refused, the stack is unchanged")
    func setWithDuplicates() {
        let s = Stack()
        expectOneDiagnostic("setViewControllers", "appears twice", "ignored") {
            s.navigation.setViewControllers([s.a, s.c, s.c], animated: true)
        }
        s.host.advance(by: 1)
        #expect(s.c.parent == nil)
        s.expectConsistent(stack: [s.a, s.b])
    }

    @Test("push during a push: refused, the running push completes")
    func pushDuringPush() {
        let s = Stack(pushB: false)
        s.navigation.pushViewController(s.b, animated: true)
        expectOneDiagnostic("is still running", "ignored") { s.navigation.pushViewController(s.c, animated: true) }
        s.host.advance(by: 1)
        s.expectConsistent(stack: [s.a, s.b])
    }

    @Test("a push animator that empties the container and never adds the incoming view: the view is put back")
    func pushAnimatorRemovesContainerViews() {
        let s = Stack(pushB: false)
        let animator = MisuseAnimator()
        animator.addsIncomingView = false
        animator.misbehave = { context in context.containerView.subviews.forEach { $0.removeFromSuperview() } }
        let delegate = MisuseNavigationDelegate(animator: animator)
        s.navigation.delegate = delegate
        expectOneDiagnostic("transition push", "completed without adding the incoming view", "added it") {
            s.navigation.pushViewController(s.b, animated: true)
            s.host.advance(by: 1)
        }
        #expect(s.b.view.frame == s.navigation.contentView.bounds)
        s.navigation.delegate = nil
        s.expectConsistent(stack: [s.a, s.b])
    }

    @Test("a tab animator that never adds the new tab's view: the view is put back")
    func tabAnimatorWithoutIncomingView() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        let log = CallbackLog()
        let tabs = UITabBarController()
        let children = ["A", "B"].map { LoggingViewController($0, log: log) }
        tabs.viewControllers = children
        host.window.rootViewController = tabs
        host.runTicks(1)
        let animator = MisuseAnimator()
        animator.addsIncomingView = false
        let delegate = MisuseTabDelegate(animator: animator)
        tabs.delegate = delegate
        expectOneDiagnostic("transition tab switch", "completed without adding the incoming view", "added it") {
            tabs.selectedIndex = 1
            host.advance(by: 1)
        }
        #expect(children[1].view.window === host.window && children[0].viewIfLoaded?.window == nil)
        expectSettled(host.window, [tabs] + children)
        expectBalancedAppearance(log)
        tabs.delegate = nil
        expectNoDiagnostic { tabs.selectedIndex = 0; host.advance(by: 1) }
        expectSettled(host.window, [tabs] + children)
    }

    @Test("selectedIndex out of range: refused, the selection stays")
    func selectedIndexOutOfRange() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        let log = CallbackLog()
        let tabs = UITabBarController()
        let children = ["A", "B"].map { LoggingViewController($0, log: log) }
        tabs.viewControllers = children
        host.window.rootViewController = tabs
        host.runTicks(1)
        log.clear()
        expectOneDiagnostic("selectedIndex", "out of range", "2 tabs", "ignored") { tabs.selectedIndex = 5 }
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === children[0])
        expectSettled(host.window, [tabs] + children)
        #expect(log.entries.isEmpty)
        // The next switch works.
        expectNoDiagnostic { tabs.selectedIndex = 1; host.advance(by: 1) }
        #expect(tabs.selectedViewController === children[1])
        expectSettled(host.window, [tabs] + children)
        expectBalancedAppearance(log)
    }

    @Test("tab viewControllers holding a controller twice: refused, the tabs stay")
    func tabsWithDuplicates() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        let tabs = UITabBarController()
        let a = UIViewController(), b = UIViewController()
        tabs.viewControllers = [a, b]
        host.window.rootViewController = tabs
        host.runTicks(1)
        expectOneDiagnostic("setViewControllers", "ignored") { tabs.viewControllers = [a, a] }
        #expect(tabs.viewControllers?.count == 2 && tabs.viewControllers?[1] === b && b.parent === tabs)
        expectSettled(host.window, [tabs, a, b])
    }

    @Test("anchoring a sliding container with no under controller to reveal: refused")
    func slidingWithoutUnderController() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let log = CallbackLog()
        let top = LoggingViewController("Top", log: log), left = LoggingViewController("Left", log: log)
        let sliding = SlidingViewController(topViewController: top)
        sliding.underLeftViewController = left
        host.window.rootViewController = sliding
        host.runTicks(1)
        log.clear()
        var completed = false
        expectOneDiagnostic("anchorTopViewToLeft", "there is no underRightViewController to reveal", "ignored") {
            sliding.anchorTopViewToLeft(animated: true) { completed = true }
        }
        host.advance(by: 1)
        #expect(!completed && sliding.currentTopViewPosition == .centered)
        expectSettled(host.window, [sliding, top, left])
        // The other side still works, there and back.
        expectNoDiagnostic {
            sliding.anchorTopViewToRight(animated: true)
            host.advance(by: 1)
            sliding.resetTopView(animated: true)
            host.advance(by: 1)
        }
        #expect(sliding.currentTopViewPosition == .centered)
        expectSettled(host.window, [sliding, top, left])
        expectBalancedAppearance(log)
    }
}
