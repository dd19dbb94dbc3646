import Foundation

extension UIViewController {
    /// Starts an appearance change: `viewWillAppear(animated)` when `isAppearing`,
    /// else `viewWillDisappear(animated)` — then the same for the children it
    /// forwards to (a child already on its way in the same direction, moved by a
    /// container's own transition, is not told again, as UIKit never sends a
    /// controller two wills in a row). End it with `endAppearanceTransition()`. Calls out of step with
    /// the cycle (appearing when already visible, disappearing when already gone)
    /// are reported and ignored, so the callbacks a controller sees always balance.
    /// Reversing an unfinished change is allowed: a controller that will appear can
    /// be told it will disappear, as a cancelled transition does. The view is loaded
    /// before `viewWillAppear`, so `viewDidLoad` always comes first.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (appearanceState, isAppearing) {
        case (.disappeared, true), (.disappearing, true), (.appeared, false), (.appearing, false):
            break
        default:
            SegueDiagnostics.report("\(Self.self).beginAppearanceTransition(\(isAppearing), animated: \(animated)): unbalanced call, the controller is already \(appearanceState); ignored")
            return
        }
        if isAppearing { loadViewIfNeeded() }
        // A child already on its way there (a container's own transition moving it)
        // is left to finish it: a second begin would be unbalanced.
        let forwarded = shouldAutomaticallyForwardAppearanceMethods
            ? appearanceForwardingChildren.filter { $0.isAppearingOrAppeared != isAppearing } : []
        appearanceState = isAppearing ? .appearing : .disappearing
        appearanceAnimated = animated
        TransitionObservers.notify { $0.viewController(self, willReceive: isAppearing ? .viewWillAppear : .viewWillDisappear) }
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        for child in forwarded {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the appearance change begun last: `viewDidAppear` or
    /// `viewDidDisappear`, then the same for the children it forwarded the begin
    /// to. Without a change in progress it is reported and ignored.
    public func endAppearanceTransition() {
        let animated = appearanceAnimated
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            TransitionObservers.notify { $0.viewController(self, willReceive: .viewDidAppear) }
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            TransitionObservers.notify { $0.viewController(self, willReceive: .viewDidDisappear) }
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            SegueDiagnostics.report("\(Self.self).endAppearanceTransition(): unbalanced call, no appearance transition is in progress; ignored")
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in children where child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.endAppearanceTransition()
        }
    }

    /// The children an automatic appearance change reaches: those whose views are
    /// inside this controller's view.
    var appearanceForwardingChildren: [UIViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { child in
            guard let childView = child.viewIfLoaded else { return false }
            return childView.isDescendant(of: root)
        }
    }

    /// Whether the controller is visible or on its way to being visible.
    var isAppearingOrAppeared: Bool { appearanceState.isAppearingOrAppeared }
}
