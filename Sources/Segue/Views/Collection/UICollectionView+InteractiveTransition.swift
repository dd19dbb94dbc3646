import Foundation

/// An interactive layout transition in progress on a collection view.
@MainActor
final class InteractiveLayoutTransition {
    let layout: UICollectionViewTransitionLayout
    let completion: UICollectionView.LayoutInteractiveTransitionCompletion?
    /// The content offset when it started, and the one the next layout gets.
    let startOffset: CGPoint
    let targetOffset: CGPoint
    /// nil while a gesture drives it; true while finishing, false while cancelling.
    var finishing: Bool?
    /// The animation to the end: where it started, when, and for how long.
    var endingFrom: CGFloat = 0
    var endingStart: Double = 0
    var endingDuration: Double = 0
    var link: CADisplayLink?

    init(layout: UICollectionViewTransitionLayout, completion: UICollectionView.LayoutInteractiveTransitionCompletion?,
         startOffset: CGPoint, targetOffset: CGPoint) {
        self.layout = layout
        self.completion = completion
        self.startOffset = startOffset
        self.targetOffset = targetOffset
    }
}

extension UICollectionView {
    /// How long finishing or cancelling takes for the whole distance (Segue's
    /// choice); a gesture's speed toward the end can make it shorter.
    public static let interactiveTransitionCompletionDuration: TimeInterval = 0.35

    /// Starts changing to `layout` under your control (UIKit's interactive layout
    /// transition): the collection view installs a transition layout — the
    /// delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)`, else
    /// a plain `UICollectionViewTransitionLayout` — and returns it. Set its
    /// `transitionProgress` as your gesture moves (the cells follow on the next
    /// layout pass), then call `finishInteractiveTransition()` or
    /// `cancelInteractiveTransition()`.
    ///
    /// Segue also moves the content offset with the progress, from where it was
    /// to where the new layout keeps the items in view (the rule of
    /// `setCollectionViewLayout(_:animated:completion:)`), so the items under the
    /// gesture stay on screen; UIKit leaves that to a transition-layout subclass.
    ///
    /// `completion(completed, finished)` runs once the transition ended: (true,
    /// true) when finished — the new layout is installed — and (false, true) when
    /// cancelled — the old layout is back.
    ///
    /// Starting while an interactive transition runs is reported and returns the
    /// running transition layout unchanged (UIKit raises an exception); an
    /// animated layout change in flight jumps to its end first.
    @discardableResult
    public func startInteractiveTransition(to layout: UICollectionViewLayout,
                                         completion: LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        if let running = interactiveTransition {
            SegueDiagnostics.report("UICollectionView.startInteractiveTransition(to:completion:): an interactive layout transition is already running; returning it unchanged")
            return running.layout
        }
        if layoutChangeDepth > 0 {
            SegueDiagnostics.report("UICollectionView.startInteractiveTransition(to:completion:): an animated layout change is running; it jumps to its end")
            cutShortLayoutChange()
            layoutChangeDepth = 0
            UIView.performWithoutAnimation { updateVisibleCells() }
        }
        let current = collectionViewLayout
        loadItemCounts()
        current.prepareIfNeeded()
        if layout.collectionView !== self { layout.collectionView = self }
        layout.needsPrepare = true
        layout.prepareIfNeeded()
        let start = contentOffset
        let target = targetContentOffset(forLayoutChangeFrom: current, to: layout)
        var transition = collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: current, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: current, nextLayout: layout)
        if transition.currentLayout !== current || transition.nextLayout !== layout {
            SegueDiagnostics.report("UICollectionView.startInteractiveTransition(to:completion:): the delegate's transition layout goes between other layouts; using a plain UICollectionViewTransitionLayout")
            transition = UICollectionViewTransitionLayout(currentLayout: current, nextLayout: layout)
        }
        transition.startVisibleRect = CGRect(origin: start, size: bounds.size)
        transition.endVisibleRect = CGRect(origin: target, size: bounds.size)
        current.prepareForTransition(to: layout)
        layout.prepareForTransition(from: current)
        for cell in visibleCellMap.values { cell.willTransition(from: current, to: layout) }
        cancelTracking()
        interactiveTransition = InteractiveLayoutTransition(layout: transition, completion: completion,
                                                            startOffset: start, targetOffset: target)
        installLayoutObject(transition)
        setNeedsLayout()
        return transition
    }

    /// Animates the interactive transition the rest of the way to the new layout,
    /// installs it, then calls the completion with (true, true). Without an
    /// interactive transition, or once it is already ending, it is reported and ignored.
    public func finishInteractiveTransition() {
        endInteractiveTransition(finishing: true, call: "finishInteractiveTransition()")
    }

    /// Animates the interactive transition back to the old layout, reinstalls it,
    /// then calls the completion with (false, true). Without an interactive
    /// transition, or once it is already ending, it is reported and ignored.
    public func cancelInteractiveTransition() {
        endInteractiveTransition(finishing: false, call: "cancelInteractiveTransition()")
    }

    /// Moves the content offset with the progress of the running transition.
    func followTransitionProgress(_ transition: InteractiveLayoutTransition) {
        let p = transition.layout.transitionProgress
        let start = transition.startOffset, end = transition.targetOffset
        moveContent(to: CGPoint(x: start.x + (end.x - start.x) * p, y: start.y + (end.y - start.y) * p))
    }

    /// The way to the end takes the remaining fraction of
    /// `interactiveTransitionCompletionDuration`, or less when the gesture was
    /// already moving the progress that way faster, on an ease-out curve; it runs on
    /// a display link, so it follows the loop's clock (slow motion, pause).
    private func endInteractiveTransition(finishing: Bool, call: String) {
        guard let transition = interactiveTransition else {
            SegueDiagnostics.report("UICollectionView.\(call): no interactive layout transition is running; ignored")
            return
        }
        guard transition.finishing == nil else {
            SegueDiagnostics.report("UICollectionView.\(call): the interactive layout transition is already \(transition.finishing! ? "finishing" : "cancelling"); ignored")
            return
        }
        transition.finishing = finishing
        let from = transition.layout.transitionProgress
        let remaining = Double(abs((finishing ? 1 : 0) - from))
        var duration = remaining * Self.interactiveTransitionCompletionDuration
        let speedTowardEnd = Double(transition.layout.progressHistory.velocity) * (finishing ? 1 : -1)
        if speedTowardEnd > 0 { duration = min(duration, remaining / speedTowardEnd) }
        if remaining > 0 { duration = max(duration, 0.05) }
        transition.endingFrom = from
        transition.endingStart = CACurrentMediaTime()
        transition.endingDuration = duration
        let link = CADisplayLink(target: self, action: UICollectionView.stepInteractiveEnding)
        link.add(to: .main, forMode: .common)
        transition.link = link
    }

    /// One tick of the way to the end; at the end the final layout goes in.
    func stepInteractiveEnding(_ link: CADisplayLink) {
        guard let transition = interactiveTransition, let finishing = transition.finishing else {
            link.invalidate()
            return
        }
        let target: CGFloat = finishing ? 1 : 0
        let fraction = transition.endingDuration > 0
            ? min(max((link.timestamp - transition.endingStart) / transition.endingDuration, 0), 1) : 1
        let eased = CGFloat(Self.interactiveEndingCurve.progress(at: fraction))
        transition.layout.transitionProgress = transition.endingFrom + (target - transition.endingFrom) * eased
        if fraction >= 1 { completeInteractiveTransition(transition, finishing: finishing) }
    }

    /// Installs the layout the transition ended on, at the offset it ends at, and
    /// calls the completion.
    private func completeInteractiveTransition(_ transition: InteractiveLayoutTransition, finishing: Bool) {
        transition.link?.invalidate()
        transition.link = nil
        interactiveTransition = nil
        let current = transition.layout.currentLayout, next = transition.layout.nextLayout
        let final = finishing ? next : current
        installLayoutObject(final)
        final.needsPrepare = true
        let leftover = finishing ? current : next
        if leftover !== final, leftover.collectionView === self { leftover.collectionView = nil }
        UIView.performWithoutAnimation {
            moveContent(to: finishing ? transition.targetOffset : transition.startOffset)
            lastLayoutBounds = bounds
            updateVisibleCells()
        }
        for cell in visibleCellMap.values { cell.didTransition(from: current, to: next) }
        current.finalizeLayoutTransition()
        next.finalizeLayoutTransition()
        transition.completion?(finishing, true)
    }

    private static let interactiveEndingCurve = CAMediaTimingFunction(name: .easeOut)
}

extension UICollectionView {
    /// Drops a running interactive transition at once: the old layout goes back
    /// at the old offset and the completion runs with (false, false).
    func abandonInteractiveTransition() {
        guard let transition = interactiveTransition else { return }
        transition.link?.invalidate()
        transition.link = nil
        interactiveTransition = nil
        let current = transition.layout.currentLayout
        installLayoutObject(current)
        current.needsPrepare = true
        UIView.performWithoutAnimation {
            moveContent(to: transition.startOffset)
            lastLayoutBounds = bounds
            updateVisibleCells()
        }
        transition.completion?(false, false)
    }
}
