import Foundation

extension UINavigationController {
    /// Whether stack changes run as transitions: the navigation controller has
    /// appeared and is in a window. Otherwise they apply at once.
    var runsTransitions: Bool {
        appearanceState == .appeared && viewIfLoaded?.window != nil
    }

    /// Applies a validated change: a transition when the top controller changes on
    /// screen, at once otherwise. `gestureInteraction` is the interactive pop's
    /// interaction controller, used unless the delegate vends one.
    func performChange(_ change: NavigationStackChange, animated: Bool,
                       gestureInteraction: UIPercentDrivenInteractiveTransition? = nil) {
        if runsTransitions, change.changesTop {
            runTransition(change, animated: animated, gestureInteraction: gestureInteraction)
        } else {
            applyImmediately(change)
        }
    }

    // MARK: Immediate changes

    /// Applies a change with no transition: containment calls, the stack, the top
    /// view swapped (with appearance callbacks matching the navigation
    /// controller's own state) and the bar updated.
    func applyImmediately(_ change: NavigationStackChange) {
        for controller in change.removed { controller.willMove(toParent: nil) }
        for controller in change.added { addChild(controller) }
        stack = change.newStack
        if change.changesTop, isViewLoaded {
            swapTopImmediately(from: change.oldTop, to: change.newTop)
        }
        for controller in change.removed {
            // (Not the new top's view: a layout-to-layout controller leaving shares it.)
            if let view = controller.viewIfLoaded, view.superview === contentView, view !== topViewController?.viewIfLoaded {
                view.removeFromSuperview()
            }
            pendingDidMove.removeAll { $0 === controller }
            controller.removeFromParent()
        }
        let appeared = appearanceState == .appeared
        for controller in change.added {
            if appeared { controller.didMove(toParent: self) } else { pendingDidMove.append(controller) }
        }
        orderChildrenLikeStack()
        navigationBar.showItems(of: stack)
    }

    private func swapTopImmediately(from old: UIViewController?, to new: UIViewController?) {
        let state = appearanceState
        if let old, old.isAppearingOrAppeared { old.beginAppearanceTransition(false, animated: false) }
        if let new, state == .appearing || state == .appeared, !new.isAppearingOrAppeared {
            new.beginAppearanceTransition(true, animated: false)
        }
        if let oldView = old?.viewIfLoaded, oldView.superview === contentView, oldView !== new?.viewIfLoaded {
            oldView.removeFromSuperview()
        }
        installTopView()
        if let old, old.appearanceState == .disappearing { old.endAppearanceTransition() }
        if let new, state == .appeared, new.appearanceState == .appearing { new.endAppearanceTransition() }
    }

    /// Puts the top controller's view in the content view, filling it, when it is
    /// not there (never during a transition).
    func installTopView() {
        guard isViewLoaded, activeTransition == nil, let top = topViewController else { return }
        let topView: UIView = top.view
        guard topView.superview !== contentView else { return }
        UIView.performWithoutAnimation {
            topView.frame = contentView.bounds
            contentView.addSubview(topView)
        }
    }

    /// Sorts `children` so the stack's controllers come in stack order.
    func orderChildrenLikeStack() {
        let others = children.filter { child in !stack.contains { $0 === child } }
        children = stack + others
    }

    // MARK: Transitions

    /// Runs a change that replaces the controller on screen as a transition
    /// through a `ViewControllerTransitionContext`, in UIKit's order (see the
    /// type's documentation).
    private func runTransition(_ change: NavigationStackChange, animated: Bool,
                               gestureInteraction: UIPercentDrivenInteractiveTransition?) {
        guard let from = change.oldTop, let to = change.newTop else { return }
        let operation = change.operation
        let savedChildren = children
        for controller in change.removed { controller.willMove(toParent: nil) }
        for controller in change.added { addChild(controller) }
        stack = change.newStack
        let layoutToLayout = CollectionLayoutNavigationTransition(from: from, to: to, operation: operation)
        let context = ViewControllerTransitionContext(
            containerView: contentView, from: from, to: to, fromView: from.view, toView: to.view,
            isAnimated: animated, presentationStyle: .none,
            name: "\(operation == .push ? "push" : "pop") \(Self.describe(from)) → \(Self.describe(to))")
        context.operation = operation == .push ? "push" : "pop"
        activeTransition = context
        for controller in [self, from, to] { controller.activeTransitionCoordinator = context }
        layoutContainer()

        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)

        // Frames once the appearance began: viewWillAppear may have shown or hidden the bar.
        let content = contentView.bounds
        context.setInitialFrame(content, for: from)
        context.setFinalFrame(content, for: to)
        let toView: UIView = to.view
        if toView.superview !== contentView {
            UIView.performWithoutAnimation { toView.frame = content }
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        navigationBar.transition(toItemsOf: stack, alongside: context)

        var animator: UIViewControllerAnimatedTransitioning = ImmediateTransitionAnimator()
        var interactor: UIViewControllerInteractiveTransitioning?
        if animated {
            if let vended = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) {
                animator = vended
                interactor = delegate?.navigationController(self, interactionControllerFor: vended) ?? gestureInteraction
            } else if let layoutToLayout {
                animator = layoutToLayout.animator
                interactor = delegate?.navigationController(self, interactionControllerFor: animator) ?? gestureInteraction
            } else {
                animator = NavigationSlideAnimator(operation: operation, followsFinger: gestureInteraction != nil)
                interactor = gestureInteraction
            }
        }
        context.completionHandler = { [unowned self, unowned context] completed in
            if completed {
                settleCompleted(change, from: from, to: to, transition: context.name)
            } else {
                settleCancelled(change, from: from, to: to, animated: animated,
                                initialFrame: context.initialFrame(for: from), savedChildren: savedChildren)
            }
        }
        layoutToLayout?.attach(to: context)
        context.endHandler = { [unowned self, unowned context] completed in
            activeTransition = nil
            // The content view may have changed size meanwhile (the bar shown or
            // hidden, a resize): the top view fills it again.
            UIView.performWithoutAnimation { layoutContainer() }
            for controller in [self, from, to] where controller.activeTransitionCoordinator === context {
                controller.activeTransitionCoordinator = nil
            }
            if completed { delegate?.navigationController(self, didShow: to, animated: animated) }
        }
        context.start(animator: animator, interactor: interactor)
    }

    /// The hierarchy, appearance ends and containment of a completed transition.
    /// An animator that completed without the incoming view in the container is
    /// reported, and the view is put there.
    private func settleCompleted(_ change: NavigationStackChange, from: UIViewController, to: UIViewController,
                                 transition: String) {
        if let fromView = from.viewIfLoaded, fromView.superview === contentView, fromView !== to.viewIfLoaded {
            fromView.removeFromSuperview()
        }
        let toView: UIView = to.view
        if toView.superview !== contentView {
            if contentView.window != nil {  // reported when it shows
                SegueDiagnostics.report("transition \(transition): the animator completed without adding the incoming view to the container; added it filling the container")
            }
            UIView.performWithoutAnimation {
                toView.frame = contentView.bounds
                contentView.addSubview(toView)
            }
        }
        if from.appearanceState == .disappearing { from.endAppearanceTransition() }
        for controller in change.removed {
            pendingDidMove.removeAll { $0 === controller }
            controller.removeFromParent()
        }
        if to.appearanceState == .appearing { to.endAppearanceTransition() }
        for controller in change.added { controller.didMove(toParent: self) }
        orderChildrenLikeStack()
    }

    /// Restores the stack, the views and the children of a cancelled transition,
    /// with the reversed appearance callbacks and undone containment.
    private func settleCancelled(_ change: NavigationStackChange, from: UIViewController, to: UIViewController,
                                 animated: Bool, initialFrame: CGRect, savedChildren: [UIViewController]) {
        stack = change.oldStack
        if let toView = to.viewIfLoaded, toView.superview === contentView, toView !== from.viewIfLoaded {
            toView.removeFromSuperview()
        }
        let fromView: UIView = from.view
        UIView.performWithoutAnimation {
            if fromView.superview !== contentView { contentView.insertSubview(fromView, at: 0) }
            if fromView.transform == .identity, fromView.frame != initialFrame { fromView.frame = initialFrame }
        }
        // The controller that was coming leaves, whatever the navigation controller
        // itself went through meanwhile (a full-screen presentation covering it
        // already sent the top — this one — its viewWillDisappear).
        if to.isAppearingOrAppeared { to.beginAppearanceTransition(false, animated: animated) }
        if to.appearanceState == .disappearing { to.endAppearanceTransition() }
        for controller in change.added.reversed() {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in change.removed { controller.movingFromParent = false }
        // The controller that was leaving is the top again and follows the
        // navigation controller's own appearance: it appears only if the navigation
        // controller is (still) appearing or shown; while the navigation controller
        // is itself disappearing, its viewDidDisappear ends the top's.
        let shown = isAppearingOrAppeared
        if from.isAppearingOrAppeared != shown { from.beginAppearanceTransition(shown, animated: animated) }
        if appearanceState == .appeared || appearanceState == .disappeared,
           from.appearanceState == .appearing || from.appearanceState == .disappearing {
            from.endAppearanceTransition()
        }
        for controller in change.removed.reversed() { controller.didMove(toParent: self) }
        children = savedChildren
    }
}
