import Foundation
import Testing
@testable import Segue

/// Appearance, containment and delegate callbacks of completed stack changes,
/// compared as whole sequences (docs/UIKIT-BEHAVIOUR.md, "Transition anatomy and callback order").
@MainActor
@Suite("UINavigationController: callback orders of completed changes")
struct NavigationCallbackOrderTests {
    @Test("showing the navigation controller: the root is moving to its parent until it appeared")
    func initialAppearance() {
        let log = CallbackLog()
        var movingInWillAppear: Bool?
        final class Probe: LoggingViewController {
            var onWillAppear: (() -> Void)?
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); onWillAppear?() }
        }
        let probe = Probe("P", log: log)
        probe.onWillAppear = { [unowned probe] in movingInWillAppear = probe.isMovingToParent }
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let navigation = UINavigationController(rootViewController: probe)
        host.window.rootViewController = navigation
        #expect(log.entries == ["P.willMove(parent)", "P.viewDidLoad", "P.viewWillAppear", "P.viewDidAppear", "P.didMove(parent)"])
        #expect(movingInWillAppear == true)
        #expect(!probe.isMovingToParent)
        #expect(probe.view.superview === navigation.contentView)
        #expect(probe.view.frame == CGRect(x: 0, y: 0, width: 320, height: 436))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test("animated push: from.viewWillDisappear → to.viewWillAppear → from.viewDidDisappear → to.viewDidAppear")
    func animatedPush() {
        let f = NavigationFixture()
        let delegate = RecordingNavigationDelegate(log: f.log)
        f.navigation.delegate = delegate
        f.navigation.pushViewController(f["B"], animated: true)
        #expect(f.log.entries == [
            "B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
            "delegate.willShow(B)", "delegate.animationController(push, A→B)",
        ])
        #expect(f.stackNames == ["A", "B"])
        #expect(f.navigation.topViewController === f["B"])
        f.log.clear()
        f.finishTransitions()
        #expect(f.log.entries == ["A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)", "delegate.didShow(B)"])
        #expect(f.containerSubviews == [f["B"].view])
        #expect(f["A"].viewIfLoaded?.superview == nil)
        #expect(f.childNames == ["A", "B"])
    }

    @Test("animated pop: willMove(nil) first, didMove(nil) between from.viewDidDisappear and to.viewDidAppear")
    func animatedPop() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f["B"], animated: false)
        f.log.clear()
        let delegate = RecordingNavigationDelegate(log: f.log)
        f.navigation.delegate = delegate
        let popped = f.navigation.popViewController(animated: true)
        #expect(popped === f["B"])
        #expect(f.stackNames == ["A"])
        #expect(f.childNames == ["A", "B"], "the popped controller stays a child until the transition completes")
        f.finishTransitions()
        #expect(f.log.entries == [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "delegate.willShow(A)",
            "delegate.animationController(pop, B→A)",
            "B.viewDidDisappear", "B.didMove(nil)", "A.viewDidAppear", "delegate.didShow(A)",
        ])
        #expect(f.childNames == ["A"])
        #expect(f["B"].parent == nil)
        #expect(f.containerSubviews == [f["A"].view])
    }

    @Test("animated: false runs the same callbacks at once, and the delegate is not asked for an animator")
    func nonAnimatedPushAndPop() {
        let f = NavigationFixture()
        let delegate = RecordingNavigationDelegate(log: f.log)
        f.navigation.delegate = delegate
        f.navigation.pushViewController(f["B"], animated: false)
        #expect(f.log.entries == [
            "B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "delegate.willShow(B)",
            "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)", "delegate.didShow(B)",
        ])
        #expect(f.navigation.activeTransition == nil)
        f.log.clear()
        f.navigation.popViewController(animated: false)
        #expect(f.log.entries == [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "delegate.willShow(A)",
            "B.viewDidDisappear", "B.didMove(nil)", "A.viewDidAppear", "delegate.didShow(A)",
        ])
        #expect(f.containerSubviews == [f["A"].view])
        #expect(f["A"].view.frame == f.navigation.contentView.bounds)
    }

    @Test("popToRoot over several: the intermediate controllers leave with containment callbacks only")
    func popToRootOverSeveral() {
        let f = NavigationFixture()
        f.navigation.setViewControllers([f["A"], f["B"], f["C"], f["D"]], animated: false)
        f.log.clear()
        let popped = f.navigation.popToRootViewController(animated: true)
        #expect(popped?.map { $0.title } == ["B", "C", "D"])
        f.finishTransitions()
        #expect(f.log.entries == [
            "D.willMove(nil)", "C.willMove(nil)", "B.willMove(nil)",
            "D.viewWillDisappear", "A.viewWillAppear",
            "D.viewDidDisappear", "D.didMove(nil)", "C.didMove(nil)", "B.didMove(nil)", "A.viewDidAppear",
        ])
        #expect(f.stackNames == ["A"] && f.childNames == ["A"])
        #expect(f["B"].appearanceState == .disappeared && f["C"].appearanceState == .disappeared)
    }

    @Test("popToViewController pops what is above it; the controller on top gives an empty list")
    func popToViewController() {
        let f = NavigationFixture()
        f.navigation.setViewControllers([f["A"], f["B"], f["C"]], animated: false)
        f.log.clear()
        #expect(f.navigation.popToViewController(f["C"], animated: true)?.isEmpty == true)
        #expect(f.log.entries.isEmpty)
        let popped = f.navigation.popToViewController(f["B"], animated: true)
        #expect(popped?.map { $0.title } == ["C"])
        f.finishTransitions()
        #expect(f.callbacksWithoutLoads == [
            "C.willMove(nil)", "C.viewWillDisappear", "B.viewWillAppear", "C.viewDidDisappear", "C.didMove(nil)",
            "B.viewDidAppear",
        ])
        #expect(f.stackNames == ["A", "B"])
        #expect(f.navigation.popToRootViewController(animated: false)?.map { $0.title } == ["B"])
        #expect(f.navigation.popToRootViewController(animated: false)?.isEmpty == true)
    }

    @Test("setViewControllers with a new top runs like a push; leaving and arriving controllers under it get containment only")
    func setViewControllersPushLike() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f["B"], animated: false)
        f.log.clear()
        let delegate = RecordingNavigationDelegate(log: f.log)
        f.navigation.delegate = delegate
        f.navigation.setViewControllers([f["A"], f["C"], f["D"]], animated: true)
        f.finishTransitions()
        #expect(f.callbacksWithoutLoads == [
            "B.willMove(nil)", "C.willMove(parent)", "D.willMove(parent)",
            "B.viewWillDisappear", "D.viewWillAppear", "delegate.willShow(D)",
            "delegate.animationController(push, B→D)",
            "B.viewDidDisappear", "B.didMove(nil)", "D.viewDidAppear", "C.didMove(parent)", "D.didMove(parent)",
            "delegate.didShow(D)",
        ])
        #expect(f.stackNames == ["A", "C", "D"] && f.childNames == ["A", "C", "D"])
        #expect(f["C"].viewIfLoaded == nil, "a controller under the top never loads its view")
        #expect(f.navigation.navigationBar.backButton.title(for: .normal) == "‹ C")
    }

    @Test("setViewControllers with a top that was on the stack runs like a pop")
    func setViewControllersPopLike() {
        let f = NavigationFixture()
        f.navigation.setViewControllers([f["A"], f["B"], f["C"]], animated: false)
        f.log.clear()
        let delegate = RecordingNavigationDelegate(log: f.log)
        f.navigation.delegate = delegate
        f.navigation.setViewControllers([f["D"], f["B"]], animated: true)
        f.finishTransitions()
        #expect(f.callbacksWithoutLoads == [
            "C.willMove(nil)", "A.willMove(nil)", "D.willMove(parent)",
            "C.viewWillDisappear", "B.viewWillAppear", "delegate.willShow(B)",
            "delegate.animationController(pop, C→B)",
            "C.viewDidDisappear", "C.didMove(nil)", "A.didMove(nil)", "B.viewDidAppear", "D.didMove(parent)",
            "delegate.didShow(B)",
        ])
        #expect(f.stackNames == ["D", "B"] && f.childNames == ["D", "B"])
    }

    @Test("setViewControllers keeping the top changes containment only, with no transition")
    func setViewControllersSameTop() {
        let f = NavigationFixture()
        let delegate = RecordingNavigationDelegate(log: f.log)
        f.navigation.delegate = delegate
        f.navigation.setViewControllers([f["C"], f["B"], f["A"]], animated: true)
        #expect(f.log.entries == ["C.willMove(parent)", "B.willMove(parent)", "C.didMove(parent)", "B.didMove(parent)"])
        #expect(f.navigation.activeTransition == nil)
        #expect(f.stackNames == ["C", "B", "A"] && f.childNames == ["C", "B", "A"])
        #expect(f.navigation.navigationBar.backButton.title(for: .normal) == "‹ B")
    }

    @Test("viewControllers = … is setViewControllers(animated: false)")
    func viewControllersSetter() {
        let f = NavigationFixture()
        f.navigation.viewControllers = [f["B"]]
        #expect(f.callbacksWithoutLoads == [
            "A.willMove(nil)", "B.willMove(parent)", "A.viewWillDisappear", "B.viewWillAppear",
            "A.viewDidDisappear", "A.didMove(nil)", "B.viewDidAppear", "B.didMove(parent)",
        ])
        #expect(f.containerSubviews == [f["B"].view])
    }

    @Test("changes before the navigation controller is shown apply at once; didMove waits for it to appear")
    func changesOffScreen() {
        let log = CallbackLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let delegate = RecordingNavigationDelegate(log: log)
        navigation.delegate = delegate
        navigation.pushViewController(b, animated: true)
        #expect(log.entries == ["A.willMove(parent)", "B.willMove(parent)"])
        #expect(navigation.viewControllers == [a, b])
        #expect(!a.isViewLoaded && !b.isViewLoaded)
        log.clear()
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        host.window.rootViewController = navigation
        #expect(log.entries == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear", "A.didMove(parent)", "B.didMove(parent)"])
        #expect(!a.isViewLoaded)
        log.clear()
        navigation.popViewController(animated: false)
        #expect(log.entries.filter { !$0.hasSuffix(".viewDidLoad") } == [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "delegate.willShow(A)",
            "B.viewDidDisappear", "B.didMove(nil)", "A.viewDidAppear", "delegate.didShow(A)",
        ])
    }

    @Test("the navigation controller's own appearance goes to the top controller only")
    func appearanceForwarding() {
        let f = NavigationFixture()
        f.navigation.pushViewController(f["B"], animated: false)
        f.log.clear()
        f.host.window.isHidden = true
        f.host.window.isHidden = false
        #expect(f.log.entries == ["B.viewWillDisappear", "B.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear"])
        #expect(!f.navigation.shouldAutomaticallyForwardAppearanceMethods)
    }
}
