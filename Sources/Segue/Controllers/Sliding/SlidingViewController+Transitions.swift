import Foundation

extension SlidingViewController {
    // MARK: Running a transition

    /// Runs the operation that moves the top view from where it is to `target`.
    func moveTopView(to target: TopViewPosition, animated: Bool, onComplete: (() -> Void)?, call: String) {
        if let running = activeTransition {
            refuse(call, "a transition (\(running.name)) is running")
            return
        }
        let start = currentTopViewPosition
        if start == target {
            isInteractionInProgress = false
            onComplete?()
            return
        }
        let operation: Operation
        let under: UIViewController?
        switch (start, target) {
        case (.centered, .anchoredRight):
            operation = .anchorRight
            under = underLeftViewController
        case (.centered, .anchoredLeft):
            operation = .anchorLeft
            under = underRightViewController
        case (.anchoredRight, .centered):
            operation = .resetFromRight
            under = underLeftViewController
        case (.anchoredLeft, .centered):
            operation = .resetFromLeft
            under = underRightViewController
        default:
            refuse(call, "the top view is \(start == .anchoredLeft ? "anchored left" : "anchored right"); reset it first")
            return
        }
        guard let under else {
            refuse(call, "there is no \(operation == .anchorRight ? "underLeftViewController" : "underRightViewController") to reveal")
            return
        }
        run(operation, from: start, to: target, under: under, animated: animated && movesAnimate, onComplete: onComplete)
    }

    /// Whether a move can animate: the controller has appeared and its view is in a
    /// window, as `UINavigationController` decides. Otherwise (covered by a
    /// full-screen presentation, not shown yet) the move applies at once — off screen
    /// its animations would never run, and the transition would never end.
    var movesAnimate: Bool {
        appearanceState == .appeared && viewIfLoaded?.window != nil
    }

    private func refuse(_ call: String, _ reason: String) {
        isInteractionInProgress = false
        SegueDiagnostics.report("\(Self.self).\(call): \(reason); ignored")
    }

    private func run(_ operation: Operation, from start: TopViewPosition, to target: TopViewPosition,
                     under: UIViewController, animated: Bool, onComplete: (() -> Void)?) {
        let root: UIView = view
        root.layoutIfNeeded()
        let top = topViewController
        let anchoring = operation == .anchorLeft || operation == .anchorRight
        let from = anchoring ? top : under
        let to = anchoring ? under : top
        let context = ViewControllerTransitionContext(
            containerView: root, from: from, to: to, fromView: from.view, toView: to.view,
            isAnimated: animated, presentationStyle: .none,
            name: "\(Self.self) \(operation) (\(type(of: from)) → \(type(of: to)))")
        context.operation = operation == .anchorRight ? "anchorRight" : operation == .anchorLeft ? "anchorLeft" : "reset"
        context.setInitialFrame(topViewFrame(for: start), for: top)
        context.setFinalFrame(topViewFrame(for: target), for: top)
        // `.zero` tells the animator to add the under view (anchoring) or remove it
        // (resetting), as ECSlidingViewController's guide says.
        context.setInitialFrame(anchoring ? .zero : underViewFrame, for: under)
        context.setFinalFrame(anchoring ? underViewFrame : .zero, for: under)

        context.completionHandler = { [weak self] completed in
            self?.settleTransition(operation, under: under, reached: completed ? target : start, animated: animated)
        }
        context.endHandler = { [weak self] _ in
            guard let self else { return }
            self.activeTransition = nil
            self.currentOperation = .none
            self.isInteractionInProgress = false
            for controller in [self, top, under] { controller.activeTransitionCoordinator = nil }
            onComplete?()
        }

        activeTransition = context
        currentOperation = operation
        for controller in [self, top, under] { controller.activeTransitionCoordinator = context }
        beginAppearance(of: under, shown: anchoring, animated: animated)

        let animator: UIViewControllerAnimatedTransitioning
        var interactor: UIViewControllerInteractiveTransitioning?
        if !animated {
            animator = ImmediateTransitionAnimator()
        } else if let custom = delegate?.slidingViewController(self, animationControllerFor: operation, topViewController: top) {
            animator = custom
            interactor = delegate?.slidingViewController(self, interactionControllerFor: custom)
        } else {
            animator = defaultAnimationController
        }
        if animated, interactor == nil, isInteractionInProgress {
            // The default interaction (a pan on the top view) drives the default or a
            // custom animator when the delegate vends no interaction controller.
            interactor = defaultInteractionController
        }
        context.start(animator: animator, interactor: interactor)
    }

    /// Puts the hierarchy and the under controller's appearance where the
    /// transition left them: the under view stays just below the top view when the
    /// top view ends anchored, and leaves otherwise; the frames follow at the next
    /// layout pass.
    private func settleTransition(_ operation: Operation, under: UIViewController, reached position: TopViewPosition,
                                  animated: Bool) {
        currentTopViewPosition = position
        let root: UIView = view
        let shown = position != .centered
        let underView: UIView = under.view
        if shown {
            let topView: UIView = topViewController.view
            if topView.superview !== root { root.addSubview(topView) }
            let siblings = root.subviews
            let underIndex = siblings.firstIndex { $0 === underView }
            let topIndex = siblings.firstIndex { $0 === topView }
            if underIndex == nil || underIndex! > topIndex! {
                underView.frame = underViewFrame
                root.insertSubview(underView, belowSubview: topView)
            }
        } else if underView.superview === root {
            underView.removeFromSuperview()
        }
        beginAppearance(of: under, shown: shown, animated: animated)
        endAppearance(of: under)
        updateAnchoredGestures()
        root.setNeedsLayout()
    }
}
