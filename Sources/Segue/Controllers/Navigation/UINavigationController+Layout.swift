import Foundation

extension UINavigationController {
    /// Where the bar and the content view go in the root view's bounds: the bar
    /// 44 pt at the top (just above the top edge while hidden), the content view
    /// the rest (everything while the bar is hidden).
    func containerFrames(in bounds: CGRect) -> (bar: CGRect, content: CGRect) {
        let barHeight = UINavigationBar.standardHeight
        let bar = CGRect(x: bounds.minX, y: bounds.minY - (barHidden ? barHeight : 0),
                         width: bounds.width, height: barHeight)
        let content = barHidden
            ? bounds
            : CGRect(x: bounds.minX, y: bounds.minY + barHeight, width: bounds.width,
                     height: max(0, bounds.height - barHeight))
        return (bar, content)
    }

    /// Places the bar and the content view; when no transition runs, the top
    /// controller's view fills the content view and the bar re-reads the titles.
    func layoutContainer() {
        guard let root = viewIfLoaded else { return }
        let frames = containerFrames(in: root.bounds)
        if navigationBar.frame != frames.bar { navigationBar.frame = frames.bar }
        if contentView.frame != frames.content { contentView.frame = frames.content }
        if activeTransition == nil, let topView = topViewController?.viewIfLoaded, topView.superview === contentView,
           topView.frame != contentView.bounds {
            topView.frame = contentView.bounds
        }
        if activeTransition == nil { navigationBar.showItems(of: stack) }
    }

    /// Moves the bar in or out after `barHidden` changed.
    ///
    /// Not animated: at once. Animated outside a transition: the bar slides up out
    /// of view (or down into it) while the content view grows (or shrinks) over
    /// `UINavigationControllerHideShowBarDuration`. Animated during a transition
    /// (typically from a `viewWillAppear`): the content view takes its new frame at
    /// once, so the transition's frames are the new ones, and the bar slides
    /// alongside the transition through its coordinator.
    func updateBarVisibility(animated: Bool) {
        guard let root = viewIfLoaded else { return }
        let bar = navigationBar
        if !barHidden { UIView.performWithoutAnimation { bar.isHidden = false } }
        let finish: () -> Void = { [weak self] in
            guard let self, self.barHidden else { return }
            UIView.performWithoutAnimation { bar.isHidden = true }
        }
        if animated, root.window != nil, let transition = activeTransition, !transition.isCompleted {
            let content = containerFrames(in: root.bounds).content
            UIView.performWithoutAnimation { contentView.frame = content }
            transition.animate(alongsideTransition: { [weak self] _ in
                guard let self, let root = self.viewIfLoaded else { return }
                bar.frame = self.containerFrames(in: root.bounds).bar
            }, completion: { _ in finish() })
        } else if animated, root.window != nil {
            UIView.animate(withDuration: TimeInterval(UINavigationControllerHideShowBarDuration), delay: 0,
                           options: [.curveEaseInOut], animations: { [weak self] in self?.layoutContainer() },
                           completion: { _ in finish() })
        } else {
            UIView.performWithoutAnimation { layoutContainer() }
            finish()
        }
    }
}
