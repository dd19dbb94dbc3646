import Foundation

extension SlidingViewController {
    // MARK: Swapping children

    /// The `topViewController` setter: containment calls around an in-place swap
    /// of the views, with appearance callbacks when the container is visible.
    func replaceTopViewController(with newTop: UIViewController) {
        let oldTop = topStorage
        guard newTop !== oldTop else { return }
        guard canAdopt(newTop, as: "topViewController") else { return }
        oldTop.willMove(toParent: nil)
        addChild(newTop)
        topStorage = newTop
        if let root = viewIfLoaded {
            beginAppearance(of: oldTop, shown: false, animated: false)
            beginAppearance(of: newTop, shown: true, animated: false)
            if oldTop.viewIfLoaded?.superview === root { oldTop.view.removeFromSuperview() }
            let topView: UIView = newTop.view
            topView.frame = topViewFrame(for: currentTopViewPosition)
            root.addSubview(topView)
            endAppearance(of: oldTop)
            endAppearance(of: newTop)
        }
        oldTop.removeFromParent()
        newTop.didMove(toParent: self)
        updateAnchoredGestures()
    }

    /// The under controllers' setter: an in-place swap when that side is shown,
    /// containment calls only otherwise.
    func replaceUnderViewController(with newUnder: UIViewController?, onLeft: Bool) {
        let oldUnder = onLeft ? underLeftStorage : underRightStorage
        guard newUnder !== oldUnder else { return }
        let property = onLeft ? "underLeftViewController" : "underRightViewController"
        if let newUnder, !canAdopt(newUnder, as: property) { return }
        if newUnder == nil, activeTransition != nil {
            SegueDiagnostics.report("\(Self.self).\(property) = nil: a transition (\(activeTransition!.name)) is running; ignored")
            return
        }
        oldUnder?.willMove(toParent: nil)
        if let newUnder { addChild(newUnder) }
        if onLeft { underLeftStorage = newUnder } else { underRightStorage = newUnder }
        let shownPosition: TopViewPosition = onLeft ? .anchoredRight : .anchoredLeft
        if let root = viewIfLoaded, currentTopViewPosition == shownPosition {
            if let oldUnder { beginAppearance(of: oldUnder, shown: false, animated: false) }
            if let newUnder { beginAppearance(of: newUnder, shown: true, animated: false) }
            if let oldView = oldUnder?.viewIfLoaded, oldView.superview === root { oldView.removeFromSuperview() }
            if let newUnder {
                let underView: UIView = newUnder.view
                underView.frame = underViewFrame
                root.insertSubview(underView, belowSubview: topStorage.view)
            } else {
                // Nothing is left to reveal on that side: the top view returns to the centre.
                currentTopViewPosition = .centered
                root.setNeedsLayout()
            }
            if let oldUnder { endAppearance(of: oldUnder) }
            if let newUnder { endAppearance(of: newUnder) }
        }
        oldUnder?.removeFromParent()
        newUnder?.didMove(toParent: self)
    }

    /// Whether `controller` can take a role here; reports why not.
    private func canAdopt(_ controller: UIViewController, as property: String) -> Bool {
        let problem: String?
        if let running = activeTransition {
            problem = "a transition (\(running.name)) is running"
        } else if controller === self || isDescendantController(of: controller) {
            problem = "a controller cannot contain itself or its own ancestor"
        } else if controller === topStorage {
            problem = "\(type(of: controller)) is already the top view controller"
        } else if controller === underLeftStorage {
            problem = "\(type(of: controller)) is already the under-left view controller"
        } else if controller === underRightStorage {
            problem = "\(type(of: controller)) is already the under-right view controller"
        } else {
            problem = nil
        }
        guard let problem else { return true }
        SegueDiagnostics.report("\(Self.self).\(property) = \(type(of: controller)): \(problem); ignored")
        return false
    }

    // MARK: Appearance of children

    /// Starts moving a child's appearance towards visible (`shown` and this
    /// controller visible) or hidden, if it is not already on its way there.
    func beginAppearance(of child: UIViewController, shown: Bool, animated: Bool) {
        let visible = shown && isAppearingOrAppeared
        if visible != child.isAppearingOrAppeared {
            child.beginAppearanceTransition(visible, animated: animated)
        }
    }

    /// Ends a child's appearance change, unless this controller is itself in the
    /// middle of one (its own `endAppearanceTransition` then ends the child's).
    func endAppearance(of child: UIViewController) {
        guard appearanceState == .appeared || appearanceState == .disappeared else { return }
        if child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.endAppearanceTransition()
        }
    }
}
