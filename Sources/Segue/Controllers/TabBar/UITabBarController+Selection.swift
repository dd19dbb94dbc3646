import Foundation

extension UITabBarController {
    /// A selection from code (`selectedIndex`, `selectedViewController`): refused
    /// with a diagnostic while a switch runs or out of range; selecting the tab
    /// already selected does nothing, silently, as in UIKit (setup code does it);
    /// otherwise the switch runs (the delegate is asked for an
    /// animator, not for `shouldSelect`/`didSelect`, as in UIKit).
    func selectTab(at index: Int, caller: String) {
        if let running = activeSwitch {
            SegueDiagnostics.report("\(Self.self).\(caller): a tab switch (\(running.name)) is running; ignored")
            return
        }
        let count = controllersStorage?.count ?? 0
        guard index >= 0, index < count else {
            SegueDiagnostics.report("\(Self.self).\(caller): index out of range, the controller has \(count) tab\(count == 1 ? "" : "s"); ignored")
            return
        }
        guard index != selectedIndexStorage else { return }
        switchTab(from: selectedViewController, to: index, askingDelegate: true)
    }

    /// A tap on the bar's item at `index`: UIKit's flow — the delegate's
    /// `shouldSelect` (false: nothing happens), the switch unless the tab is
    /// already selected, then `didSelect` (also for an already selected tab, as
    /// UIKit does since iOS 3). Re-tapping a selected navigation controller's tab
    /// pops it to its root, animated, as UIKit does. Ignored while a switch runs.
    func tabBarItemTapped(at index: Int) {
        guard !isSwitching, let controllers = controllersStorage, controllers.indices.contains(index) else { return }
        let target = controllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return }
        if index != selectedIndexStorage {
            switchTab(from: selectedViewController, to: index, askingDelegate: true)
        } else if let navigation = target as? UINavigationController, navigation.viewControllers.count > 1 {
            navigation.popToRootViewController(animated: true)
        }
        delegate?.tabBarController(self, didSelect: target)
    }

    /// Makes the tab at `index` the selected one instead of `from` (the
    /// controller shown until now, nil when none). On screen (the controller has
    /// appeared) it is a transition — the delegate's animator when `askingDelegate`
    /// and it vends one, else the immediate animator; off screen the views swap
    /// with no transition.
    func switchTab(from: UIViewController?, to index: Int, askingDelegate: Bool) {
        guard let controllers = controllersStorage, controllers.indices.contains(index) else { return }
        let to = controllers[index]
        guard let from, from !== to, let root = rootView, appearanceState == .appeared else {
            switchTabQuietly(from: from, to: index)
            return
        }
        var animator: UIViewControllerAnimatedTransitioning?
        var interactor: UIViewControllerInteractiveTransitioning?
        if askingDelegate, let delegate {
            animator = delegate.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
            if let animator { interactor = self.delegate?.tabBarController(self, interactionControllerFor: animator) }
        }
        let animated = animator != nil
        let container = root.contentView
        let context = ViewControllerTransitionContext(
            containerView: container, from: from, to: to, fromView: from.view, toView: to.view,
            isAnimated: animated, name: "tab switch \(Self.describe(from)) → \(Self.describe(to))")
        context.operation = "tab"
        context.setInitialFrame(container.bounds, for: from)
        context.setFinalFrame(.zero, for: from)
        context.setInitialFrame(.zero, for: to)
        context.setFinalFrame(container.bounds, for: to)

        activeSwitch = context
        setSelection(index)
        activeTransitionCoordinator = context
        from.activeTransitionCoordinator = context
        to.activeTransitionCoordinator = context
        context.completionHandler = { [weak self, unowned context] completed in
            self?.settleSwitch(from: from, to: to, completed: completed, animated: animated, transition: context.name)
        }
        context.endHandler = { [weak self] _ in
            self?.activeSwitch = nil
            self?.activeTransitionCoordinator = nil
            from.activeTransitionCoordinator = nil
            to.activeTransitionCoordinator = nil
        }
        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
        context.start(animator: animator ?? ImmediateTransitionAnimator(), interactor: interactor)
    }

    /// Settles the hierarchy and the appearance callbacks once a switch ended:
    /// completed — only the new tab's view stays in the container; cancelled — the
    /// old tab's view stays (put back at its initial frame if the animator took it
    /// out), the selection goes back, and the callbacks reverse. When the tab bar
    /// controller began to disappear during the switch (its `viewWillDisappear`
    /// already turned the incoming tab round), both tabs end disappeared. An
    /// animator that completed without the new tab's view in the container is
    /// reported, and the view is put there.
    private func settleSwitch(from: UIViewController, to: UIViewController, completed: Bool, animated: Bool,
                              transition: String) {
        guard let container = rootView?.contentView else { return }
        UIView.performWithoutAnimation {
            if completed {
                from.viewIfLoaded?.removeFromSuperview()
                if to.view.superview !== container {
                    // Reported when it shows: a tab bar controller that left the window
                    // mid-switch has nothing on screen to get wrong.
                    if container.window != nil {
                        SegueDiagnostics.report("transition \(transition): the animator completed without adding the incoming view to the container; added it filling the container")
                    }
                    install(to.view, in: container)
                }
            } else {
                to.viewIfLoaded?.removeFromSuperview()
                if from.view.superview !== container { install(from.view, in: container) }
            }
        }
        if completed {
            from.endAppearanceTransition()
            to.endAppearanceTransition()
        } else {
            setSelection(controllersStorage?.firstIndex(where: { $0 === from }) ?? NSNotFound)
            if to.appearanceState == .appearing { to.beginAppearanceTransition(false, animated: animated) }
            to.endAppearanceTransition()
            if isAppearingOrAppeared {
                from.beginAppearanceTransition(true, animated: animated)
            }
            from.endAppearanceTransition()
        }
    }

    /// A selection change with no transition: the views swap at once. Off screen
    /// or leaving the screen there are no callbacks. While the controller is
    /// appearing, the tab that was about to appear with it backs out in push
    /// order (old will-disappear, new will-appear, old did-disappear) and the
    /// controller's `viewDidAppear` completes the new one. On screen (only when
    /// there was no tab before, or none after) the callbacks are a push's.
    func switchTabQuietly(from: UIViewController?, to index: Int) {
        setSelection(index)
        let to = selectedViewController
        guard from !== to else { return }
        let state = appearanceState
        let animated = appearanceAnimated
        let sendsCallbacks = state == .appearing || state == .appeared
        if sendsCallbacks, let from, from.isAppearingOrAppeared {
            from.beginAppearanceTransition(false, animated: animated)
        }
        if sendsCallbacks, let to, !to.isAppearingOrAppeared {
            to.beginAppearanceTransition(true, animated: animated)
        }
        if let container = rootView?.contentView {
            if let fromView = from?.viewIfLoaded, fromView.superview === container { fromView.removeFromSuperview() }
            if let to { install(to.view, in: container) }
        }
        if sendsCallbacks, let from, from.appearanceState == .disappearing { from.endAppearanceTransition() }
        if state == .appeared, let to, to.appearanceState == .appearing { to.endAppearanceTransition() }
    }

    /// Sets the selected index and the bar's highlight.
    func setSelection(_ index: Int) {
        selectedIndexStorage = index
        tabBar.selectedItem = selectedViewController.map { Self.barItem(of: $0) }
    }

    /// A controller's tab bar item, made if it was set to nil (UIKit's getter
    /// never answers nil).
    static func barItem(of controller: UIViewController) -> UITabBarItem {
        if let item = controller.tabBarItem { return item }
        let item = UITabBarItem()
        controller.tabBarItem = item
        return item
    }

    /// A controller's name in diagnostics: its title, else its type.
    static func describe(_ controller: UIViewController) -> String {
        controller.title ?? String(describing: type(of: controller))
    }
}
