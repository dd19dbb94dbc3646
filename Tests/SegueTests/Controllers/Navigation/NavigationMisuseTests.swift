import Foundation
import Testing
@testable import Segue

/// Every refused call: one diagnostic, nothing changed, nothing crashed.
@MainActor
@Suite("UINavigationController: refused calls")
struct NavigationMisuseTests {
    /// The observable state a refused call must leave alone.
    struct Snapshot: Equatable {
        let stack: [ObjectIdentifier]
        let children: [ObjectIdentifier]
        let container: [ObjectIdentifier]
        let log: [String]

        @MainActor init(_ f: NavigationFixture) {
            stack = f.navigation.viewControllers.map(ObjectIdentifier.init)
            children = f.navigation.children.map(ObjectIdentifier.init)
            container = f.containerSubviews.map(ObjectIdentifier.init)
            log = f.log.entries
        }
    }

    /// Runs `call` and expects exactly one diagnostic containing `reason` and no change.
    func expectRefused(_ f: NavigationFixture, _ reason: String, sourceLocation: SourceLocation = #_sourceLocation,
                       _ call: () -> Void) {
        let before = Snapshot(f)
        let messages = collectingDiagnostics(call)
        #expect(messages.count == 1, "\(messages)", sourceLocation: sourceLocation)
        #expect(messages.first?.contains(reason) == true, "\(messages)", sourceLocation: sourceLocation)
        #expect(messages.first?.hasPrefix("UINavigationController.") == true, sourceLocation: sourceLocation)
        #expect(Snapshot(f) == before, sourceLocation: sourceLocation)
    }

    @Test("pushing a controller already on the stack")
    func pushDuplicate() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f["B"], animated: false)
        f.log.clear()
        expectRefused(f, "already on the navigation stack") { f.navigation.pushViewController(f["A"], animated: true) }
        expectRefused(f, "already on the navigation stack") { f.navigation.pushViewController(f["B"], animated: false) }
    }

    @Test("pushing a navigation controller, or the navigation controller itself")
    func pushNavigationController() {
        let f = NavigationFixture()
        expectRefused(f, "is a navigation controller") {
            f.navigation.pushViewController(UINavigationController(rootViewController: UIViewController()), animated: true)
        }
        expectRefused(f, "is a navigation controller") { f.navigation.pushViewController(f.navigation, animated: true) }
    }

    @Test("pushing a controller that has another parent")
    func pushChildOfAnother() {
        let f = NavigationFixture()
        let other = UIViewController()
        other.addChild(f["B"])
        expectRefused(f, "is a child of") { f.navigation.pushViewController(f["B"], animated: true) }
        #expect(f["B"].parent === other)
    }

    @Test("popping the root returns nil")
    func popRoot() {
        let f = NavigationFixture()
        var result: UIViewController? = f["A"]
        expectRefused(f, "the root view controller cannot be popped") { result = f.navigation.popViewController(animated: true) }
        #expect(result == nil)
    }

    @Test("popToViewController with a controller not on the stack returns nil")
    func popToUnknown() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f["B"], animated: false)
        f.log.clear()
        var result: [UIViewController]? = []
        expectRefused(f, "is not on the navigation stack") { result = f.navigation.popToViewController(f["C"], animated: true) }
        #expect(result == nil)
    }

    @Test("setViewControllers with duplicates, an empty list, or a navigation controller")
    func setInvalid() {
        let f = NavigationFixture()
        expectRefused(f, "appears twice") { f.navigation.setViewControllers([f["B"], f["C"], f["B"]], animated: true) }
        expectRefused(f, "cannot be empty") { f.navigation.setViewControllers([], animated: true) }
        expectRefused(f, "cannot be empty") { f.navigation.viewControllers = [] }
        expectRefused(f, "is a navigation controller") {
            f.navigation.setViewControllers([f["B"], UINavigationController()], animated: false)
        }
        let other = UIViewController()
        other.addChild(f["C"])
        expectRefused(f, "is a child of") { f.navigation.setViewControllers([f["A"], f["C"]], animated: false) }
    }

    @Test("any push, pop or set while a transition runs")
    func changesDuringTransition() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f["B"], animated: true)
        f.host.advance(by: 0.1)
        let running = "is still running"
        expectRefused(f, running) { f.navigation.pushViewController(f["C"], animated: true) }
        expectRefused(f, running) { #expect(f.navigation.popViewController(animated: false) == nil) }
        expectRefused(f, running) { #expect(f.navigation.popToRootViewController(animated: true) == nil) }
        expectRefused(f, running) { #expect(f.navigation.popToViewController(f["A"], animated: true) == nil) }
        expectRefused(f, running) { f.navigation.setViewControllers([f["C"]], animated: false) }
        expectRefused(f, running) { f.navigation.viewControllers = [f["A"]] }
        f.finishTransitions()
        #expect(f.stackNames == ["A", "B"] && f.childNames == ["A", "B"])
        #expect(f.containerSubviews == [f["B"].view])
        f.navigation.pushViewController(f["C"], animated: false)
        #expect(f.stackNames == ["A", "B", "C"])
    }

    @Test("pushing from viewWillAppear during a transition is refused too")
    func pushFromAppearanceCallback() {
        final class Eager: LoggingViewController {
            var nextController: UIViewController?
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if let nextController { navigationController?.pushViewController(nextController, animated: true) }
            }
        }
        let f = NavigationFixture()
        let eager = Eager("E", log: f.log)
        eager.nextController = f["C"]
        let messages = collectingDiagnostics {
            f.navigation.pushViewController(eager, animated: true)
            f.finishTransitions()
        }
        #expect(messages.count == 1 && messages[0].contains("is still running"))
        #expect(f.stackNames == ["A", "E"])
    }

    @Test("a root controller a push would refuse leaves the stack empty")
    func refusedRoot() {
        var navigation: UINavigationController?
        let messages = collectingDiagnostics {
            navigation = UINavigationController(rootViewController: UINavigationController())
        }
        #expect(messages.count == 1 && messages[0].contains("the stack stays empty"))
        #expect(navigation?.viewControllers.isEmpty == true)
        #expect(navigation?.popToRootViewController(animated: false)?.isEmpty == true)
    }
}
