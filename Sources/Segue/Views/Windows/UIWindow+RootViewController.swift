import Foundation

extension UIWindow {
    /// Swaps the root controller's view and sends the appearance callbacks.
    func rootViewControllerDidChange(from old: UIViewController?) {
        guard old !== rootViewController else { return }
        let visible = !isHidden
        let root = rootViewController
        if let root, let parent = root.parent {
            SegueDiagnostics.report("UIWindow.rootViewController: \(type(of: root)) is a child of \(type(of: parent)); a root controller should have no parent")
        }
        // The order of a swap, as in a push: old will-disappear, new will-appear,
        // old did-disappear, new did-appear.
        if let old, old.isAppearingOrAppeared { old.beginAppearanceTransition(false, animated: false) }
        if let root, visible { root.beginAppearanceTransition(true, animated: false) }
        if let old, old.viewIfLoaded?.superview === self { old.view.removeFromSuperview() }
        if let root {
            let view: UIView = root.view
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
        }
        if let old, old.appearanceState == .disappearing { old.endAppearanceTransition() }
        if let root, root.appearanceState == .appearing { root.endAppearanceTransition() }
    }

    /// Hiding or showing the window makes its root controller disappear or appear.
    func rootViewControllerVisibilityDidChange() {
        guard let root = rootViewController else { return }
        if isHidden, root.isAppearingOrAppeared {
            root.beginAppearanceTransition(false, animated: false)
            root.endAppearanceTransition()
        } else if !isHidden, !root.isAppearingOrAppeared {
            root.beginAppearanceTransition(true, animated: false)
            root.endAppearanceTransition()
        }
    }
}
