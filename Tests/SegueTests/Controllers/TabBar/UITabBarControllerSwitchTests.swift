import Foundation
import Testing
@testable import Segue

@MainActor
@Suite("UITabBarController: switching tabs, callback orders completed and cancelled")
struct UITabBarControllerSwitchTests {
    @Test("the default switch is instant, in push order, with animated false, leaving only the new view")
    func defaultSwitchOrder() {
        let f = TabsFixture()
        f.tabs.selectedIndex = 1
        #expect(f.entries == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(f.tabs.selectedIndex == 1)
        #expect(f.tabs.selectedViewController === f[1])
        #expect(f.tabs.tabBar.selectedItem === f[1].tabBarItem)
        #expect(f.hierarchyIsSettled)
        #expect(f[0].viewIfLoaded?.superview == nil)
        #expect(f[1].appearanceAnimated == false)
        #expect(f.tabs.transitionCoordinator == nil && f[1].transitionCoordinator == nil)
    }

    @Test("an animated switch sends the will-callbacks at once and the did-callbacks when the animator completes")
    func animatedSwitchOrder() {
        let f = TabsFixture()
        f.useDelegate(animator: FadeTabAnimator(duration: 0.4, log: f.log))
        f.tabs.selectedIndex = 2
        #expect(f.entries == ["delegate.animationController(A→C)", "delegate.interactionController",
                              "A.viewWillDisappear", "C.viewWillAppear", "animator.animateTransition"])
        #expect(f[2].appearanceAnimated == true)
        #expect(f.tabs.selectedIndex == 2)
        #expect(f.tabs.tabBar.selectedItem === f[2].tabBarItem)
        #expect(f.tabs.transitionCoordinator != nil)
        f.log.clear()
        f.host.advance(by: 0.2)
        #expect(f.entries.isEmpty)
        #expect(f.host.settle())
        #expect(f.entries == ["A.viewDidDisappear", "C.viewDidAppear", "animator.animationEnded(true)"])
        #expect(f.hierarchyIsSettled)
        #expect(f.tabs.transitionCoordinator == nil)
    }

    @Test("a cancelled interactive switch reverses the callbacks, restores the selection and the views")
    func cancelledSwitch() throws {
        let f = TabsFixture()
        let animator = SlideTabAnimator(duration: 0.4, log: f.log)
        let interactor = DrivingTabInteractor(animator: animator, log: f.log)
        f.useDelegate(animator: animator, interactor: interactor)
        let initial = f.contentView.bounds
        f.tap(1)
        #expect(f.tabs.selectedIndex == 1)
        #expect(f.tabs.tabBar.selectedItem === f[1].tabBarItem)
        f.host.advance(by: 0.1)
        let context = try #require(interactor.context)
        context.cancelInteractiveTransition()
        #expect(f.host.settle())
        #expect(f.entries == [
            "delegate.shouldSelect(B)", "delegate.animationController(A→B)", "delegate.interactionController",
            "A.viewWillDisappear", "B.viewWillAppear", "interactor.startInteractiveTransition", "animator.animateTransition",
            "delegate.didSelect(B)",
            "B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear",
            "animator.animationEnded(false)",
        ])
        #expect(f.tabs.selectedIndex == 0)
        #expect(f.tabs.selectedViewController === f[0])
        #expect(f.tabs.tabBar.selectedItem === f[0].tabBarItem)
        #expect(f.tabs.tabBar.itemViews[0].isSelected && !f.tabs.tabBar.itemViews[1].isSelected)
        #expect(f[0].view.frame == initial)
        #expect(f[1].viewIfLoaded?.superview == nil)
        #expect(f.hierarchyIsSettled)
        #expect(f[0].appearanceState == .appeared && f[1].appearanceState == .disappeared)
        #expect(context.transitionWasCancelled)
    }

    @Test("a finished interactive switch completes in push order")
    func finishedInteractiveSwitch() throws {
        let f = TabsFixture()
        let animator = SlideTabAnimator(duration: 0.4, log: f.log)
        let interactor = DrivingTabInteractor(animator: animator, log: f.log)
        f.useDelegate(animator: animator, interactor: interactor)
        f.tabs.selectedIndex = 1
        f.host.advance(by: 0.1)
        try #require(interactor.context).finishInteractiveTransition()
        #expect(f.host.settle())
        #expect(f.entries == [
            "delegate.animationController(A→B)", "delegate.interactionController",
            "A.viewWillDisappear", "B.viewWillAppear", "interactor.startInteractiveTransition", "animator.animateTransition",
            "A.viewDidDisappear", "B.viewDidAppear", "animator.animationEnded(true)",
        ])
        #expect(f.tabs.selectedIndex == 1)
        #expect(f.hierarchyIsSettled)
    }

    @Test("an animator completing with false cancels the switch the same way")
    func animatorCompletingWithFalse() {
        final class Refusing: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                UIView.animate(withDuration: 0.2, animations: {}, completion: { _ in transitionContext.completeTransition(false) })
            }
        }
        let f = TabsFixture()
        f.useDelegate(animator: Refusing())
        f.tabs.selectedViewController = f[2]
        #expect(f.host.settle())
        #expect(f.entries.filter { !$0.hasPrefix("delegate") } == [
            "A.viewWillDisappear", "C.viewWillAppear",
            "C.viewWillDisappear", "C.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear",
        ])
        #expect(f.tabs.selectedIndex == 0)
        #expect(f.hierarchyIsSettled)
    }

    @Test("a second switch after the first runs normally")
    func consecutiveSwitches() {
        let f = TabsFixture()
        f.useDelegate(animator: FadeTabAnimator())
        f.tabs.selectedIndex = 1
        #expect(f.host.settle())
        f.tabs.selectedIndex = 0
        #expect(f.host.settle())
        #expect(f.entries.filter { !$0.hasPrefix("delegate") } == [
            "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
        ])
        #expect(f.hierarchyIsSettled)
    }
}
