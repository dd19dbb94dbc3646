import Foundation
import Testing
@testable import Segue

@MainActor
@Suite("UITabBarController: taps on the bar and the delegate's vending")
struct UITabBarControllerDelegateTests {
    @Test("a click on an item asks shouldSelect, switches, then calls didSelect")
    func clickSelects() {
        let f = TabsFixture()
        f.useDelegate()
        f.tap(2)
        #expect(f.entries == [
            "delegate.shouldSelect(C)", "delegate.animationController(A→C)",
            "A.viewWillDisappear", "C.viewWillAppear", "A.viewDidDisappear", "C.viewDidAppear",
            "delegate.didSelect(C)",
        ])
        #expect(f.tabs.selectedIndex == 2)
        #expect(f.tabs.tabBar.selectedItem === f[2].tabBarItem)
        #expect(f.hierarchyIsSettled)
    }

    @Test("shouldSelect false leaves everything as it was")
    func shouldSelectFalse() {
        let f = TabsFixture()
        let delegate = f.useDelegate()
        delegate.allowsSelection = false
        f.tap(1)
        #expect(f.entries == ["delegate.shouldSelect(B)"])
        #expect(f.tabs.selectedIndex == 0)
        #expect(f.tabs.tabBar.selectedItem === f[0].tabBarItem)
        #expect(f.hierarchyIsSettled)
    }

    @Test("a click without a delegate switches instantly")
    func clickWithoutDelegate() {
        let f = TabsFixture()
        f.tap(1)
        #expect(f.entries == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(f.tabs.selectedIndex == 1)
    }

    @Test("re-tapping the selected tab asks shouldSelect and calls didSelect, with no switch")
    func reTapSelectedTab() {
        let f = TabsFixture()
        f.useDelegate(animator: FadeTabAnimator())
        let messages = collectingDiagnostics { f.tap(0) }
        #expect(messages.isEmpty)
        #expect(f.entries == ["delegate.shouldSelect(A)", "delegate.didSelect(A)"])
        #expect(f.tabs.transitionCoordinator == nil)
        #expect(f.hierarchyIsSettled)
    }

    @Test("code changing selectedIndex asks for the animator but not shouldSelect or didSelect")
    func programmaticSelectionSkipsSelectCallbacks() {
        let f = TabsFixture()
        f.useDelegate()
        f.tabs.selectedIndex = 1
        #expect(f.entries.filter { $0.hasPrefix("delegate") } == ["delegate.animationController(A→B)"])
    }

    @Test("a nil animator means the instant default: no interactor asked, done at once")
    func nilAnimatorIsInstant() {
        let f = TabsFixture()
        f.useDelegate(interactor: StartOnlyTabInteractor(log: f.log))
        f.tabs.selectedIndex = 1
        #expect(!f.entries.contains("delegate.interactionController"))
        #expect(!f.entries.contains("interactor.startInteractiveTransition"))
        #expect(f.tabs.transitionCoordinator == nil)
        #expect(f[1].appearanceState == .appeared)
    }

    @Test("a vended slide animator animates: views are half-way at half the duration")
    func slideAnimatorPositionsMidway() throws {
        let f = TabsFixture()
        f.useDelegate(animator: SlideTabAnimator(duration: 0.4))
        let bounds = f.contentView.bounds
        f.tabs.selectedIndex = 1
        f.host.advance(by: 0.2)
        let from = try #require(f[0].view.layer.presentation())
        let to = try #require(f[1].view.layer.presentation())
        // Linear: each view has travelled exactly half the width (the clock is simulated).
        let tolerance = 0.5
        #expect(abs(from.position.x - (bounds.midX - bounds.width / 2)) <= tolerance)
        #expect(abs(to.position.x - (bounds.midX + bounds.width / 2)) <= tolerance)
        #expect(f[1].view.superview === f.contentView && f[0].view.superview === f.contentView)
        #expect(f.host.settle())
        #expect(f[1].view.frame == bounds)
        #expect(f.hierarchyIsSettled)
    }

    @Test("a vended fade animator animates: the new view is half opaque half-way")
    func fadeAnimatorOpacityMidway() throws {
        let f = TabsFixture()
        f.useDelegate(animator: FadeTabAnimator(duration: 0.4))
        f.tabs.selectedIndex = 2
        f.host.advance(by: 0.2)
        let opacity = try #require(f[2].view.layer.presentation()).opacity
        #expect(abs(Double(opacity) - 0.5) < 0.06)
        #expect(f[0].view.superview === f.contentView)
        #expect(f.host.settle())
        #expect(f[2].view.alpha == 1)
        #expect(f.hierarchyIsSettled)
    }

    @Test("with an interactor only startInteractiveTransition is called, not animateTransition")
    func interactorOnlyStarts() throws {
        let f = TabsFixture()
        let animator = FadeTabAnimator(log: f.log)
        let interactor = StartOnlyTabInteractor(log: f.log)
        f.useDelegate(animator: animator, interactor: interactor)
        f.tabs.selectedIndex = 1
        f.host.advance(by: 1)
        #expect(f.entries == [
            "delegate.animationController(A→B)", "delegate.interactionController",
            "A.viewWillDisappear", "B.viewWillAppear", "interactor.startInteractiveTransition",
        ])
        let context = try #require(interactor.context)
        #expect(context.isInteractive)
        #expect(context.isAnimated)
        #expect(context.containerView === f.contentView)
        #expect(context.viewController(forKey: .from) === f[0] && context.viewController(forKey: .to) === f[1])
        #expect(context.view(forKey: .from) === f[0].view && context.view(forKey: .to) === f[1].view)
        #expect(context.initialFrame(for: f[0]) == f.contentView.bounds && context.finalFrame(for: f[0]) == .zero)
        #expect(context.initialFrame(for: f[1]) == .zero && context.finalFrame(for: f[1]) == f.contentView.bounds)
        // The interactor ends the switch its own way: it adds the view and completes.
        f[1].view.frame = context.finalFrame(for: f[1])
        f.contentView.addSubview(f[1].view)
        context.finishInteractiveTransition()
        context.completeTransition(true)
        #expect(f.entries.suffix(3) == ["A.viewDidDisappear", "B.viewDidAppear", "animator.animationEnded(true)"])
        #expect(f.hierarchyIsSettled)
    }
}
