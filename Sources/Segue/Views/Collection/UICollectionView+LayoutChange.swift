import Foundation

extension UICollectionView {
    /// How long an animated `setCollectionViewLayout` takes (Segue's choice; the
    /// length of a navigation push). Inside an outer animation block the block's
    /// duration is inherited instead, as UIKit's nested animations do.
    public static let layoutChangeDuration: TimeInterval = 0.35

    /// Changes the layout, animating the cells from the old layout's attributes to
    /// the new one's when `animated` (see the three-argument form).
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes the layout. With `animated`, one UIView animation block
    /// (`layoutChangeDuration`, ease-in-ease-out) moves every cell on screen from
    /// its attributes in the old layout to those in the new one, and the content
    /// offset to its new value; cells for items that come into view start from
    /// their old-layout attributes (or the new layout's
    /// `initialLayoutAttributesForAppearingItem(at:)`, or faded in), and cells
    /// leaving the view move to their new-layout attributes and are then retired.
    /// `completion(finished)` runs when the animation ends (`false` if it was cut
    /// short), or at once when not animated.
    ///
    /// The new content offset keeps the items in view: the *anchor* — the first
    /// selected item on screen, else the first item on screen — keeps its distance
    /// from the visible area's top-left corner, moved just enough to show all of it
    /// when it fits; then it is limited to the new content, passed through the new
    /// layout's `targetContentOffset(forProposedContentOffset:)` and the delegate's
    /// `collectionView(_:targetContentOffsetForProposedContentOffset:)`.
    ///
    /// While an interactive transition runs the call is reported and ignored (the
    /// completion is not called).
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard interactiveTransition == nil else {
            SegueDiagnostics.report("UICollectionView.setCollectionViewLayout(_:animated: \(animated)): an interactive layout transition is running; finish or cancel it first. Ignored")
            return
        }
        changeLayout(to: layout, animated: animated, duration: Self.layoutChangeDuration, completion: completion)
    }

    /// The work of a layout change (also run by layout-to-layout navigation
    /// transitions, with the transition's duration, and by cancelled ones, which
    /// give back the content offset they started from).
    func changeLayout(to newLayout: UICollectionViewLayout, animated: Bool, duration: TimeInterval,
                      contentOffset requestedOffset: CGPoint? = nil, completion: ((Bool) -> Void)?) {
        let oldLayout = collectionViewLayout
        loadItemCounts()
        oldLayout.prepareIfNeeded()
        if newLayout.collectionView !== self { newLayout.collectionView = self }
        newLayout.needsPrepare = true
        if oldLayout !== newLayout {
            oldLayout.prepareForTransition(to: newLayout)
            newLayout.prepareForTransition(from: oldLayout)
        }
        newLayout.prepareIfNeeded()
        let target = requestedOffset ?? targetContentOffset(forLayoutChangeFrom: oldLayout, to: newLayout)
        installLayoutObject(newLayout)
        contentSize = newLayout.collectionViewContentSize
        let shown = visibleCellMap
        for cell in shown.values { cell.willTransition(from: oldLayout, to: newLayout) }
        let finish = { [weak self] (finished: Bool) in
            guard let self else { return }
            for (path, cell) in shown where self.visibleCellMap[path] === cell {
                cell.didTransition(from: oldLayout, to: newLayout)
            }
            if oldLayout !== newLayout { oldLayout.finalizeLayoutTransition() }
            newLayout.finalizeLayoutTransition()
            completion?(finished)
        }
        guard animated else {
            UIView.performWithoutAnimation {
                moveContent(to: target)
                updateVisibleCells()
            }
            finish(true)
            return
        }
        // Where every cell ends: the new layout's attributes in the target rectangle…
        let targetRect = CGRect(origin: target, size: bounds.size)
        var endAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for attributes in newLayout.layoutAttributesForElements(in: targetRect) ?? []
        where attributes.representedElementCategory == .cell && !attributes.isHidden
            && attributes.frame.overlaps(targetRect) && isValid(attributes.indexPath) {
            endAttributes[attributes.indexPath] = attributes
        }
        // …for cells that come in, made now where the old layout had them…
        UIView.performWithoutAnimation {
            for path in endAttributes.keys.sorted() where visibleCellMap[path] == nil {
                let end = endAttributes[path]!
                let start = oldLayout.layoutAttributesForItem(at: path)
                    ?? newLayout.initialLayoutAttributesForAppearingItem(at: path)
                    ?? end.fadedCopy()
                displayCell(at: path, attributes: start)
            }
        }
        // …and for cells that leave, where the new layout puts them.
        for (path, cell) in visibleCellMap where endAttributes[path] == nil {
            endAttributes[path] = newLayout.layoutAttributesForItem(at: path)
                ?? oldLayout.finalLayoutAttributesForDisappearingItem(at: path)
                ?? cellAttributes(of: cell, at: path).fadedCopy()
        }
        layoutChangeDepth += 1
        UIView.animate(withDuration: duration, delay: 0, options: [], animations: {
            for (path, cell) in self.visibleCellMap {
                if let attributes = endAttributes[path] { self.applyAttributes(attributes, to: cell) }
            }
            self.moveContent(to: target)
        }, completion: { [weak self] finished in
            self?.endLayoutChange()
            finish(finished)
        })
    }

    /// One animated layout change ended: once none is left, the cells are refilled
    /// for the layout in use (leaving cells are retired).
    func endLayoutChange() {
        layoutChangeDepth = max(0, layoutChangeDepth - 1)
        guard layoutChangeDepth == 0 else { return }
        lastLayoutBounds = bounds
        UIView.performWithoutAnimation { updateVisibleCells() }
    }

    /// Stops an animated layout change in flight at its end state (its completion
    /// runs with `finished` false on the next tick).
    func cutShortLayoutChange() {
        guard layoutChangeDepth > 0 else { return }
        for cell in visibleCellMap.values { cell.layer.removeAllAnimations() }
        layer.removeAllAnimations()
    }

    /// The content offset after a change from `old` to `new` (both prepared): see
    /// `setCollectionViewLayout(_:animated:completion:)`.
    func targetContentOffset(forLayoutChangeFrom old: UICollectionViewLayout, to new: UICollectionViewLayout) -> CGPoint {
        let offset = contentOffset
        let size = bounds.size
        var proposed = offset
        if let anchor = layoutChangeAnchor(),
           let before = old.layoutAttributesForItem(at: anchor)?.frame,
           let after = new.layoutAttributesForItem(at: anchor)?.frame {
            proposed = CGPoint(x: after.minX - (before.minX - offset.x), y: after.minY - (before.minY - offset.y))
            proposed.x = Self.offset(showing: after.minX...after.maxX, from: proposed.x, length: size.width)
            proposed.y = Self.offset(showing: after.minY...after.maxY, from: proposed.y, length: size.height)
        }
        let content = new.collectionViewContentSize
        let inset = adjustedContentInset
        let maxX = max(-inset.left, content.width + inset.right - size.width)
        let maxY = max(-inset.top, content.height + inset.bottom - size.height)
        proposed = CGPoint(x: min(max(proposed.x, -inset.left), maxX), y: min(max(proposed.y, -inset.top), maxY))
        let fromLayout = new.targetContentOffset(forProposedContentOffset: proposed)
        if fromLayout.x.isFinite, fromLayout.y.isFinite { proposed = fromLayout }
        if let fromDelegate = collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed),
           fromDelegate.x.isFinite, fromDelegate.y.isFinite {
            proposed = fromDelegate
        }
        return proposed
    }

    /// The item a layout change keeps in view: the first selected item on screen,
    /// else the first item on screen.
    func layoutChangeAnchor() -> IndexPath? {
        let visible = visibleCellMap.keys.sorted()
        return visible.first { selectedPaths.contains($0) } ?? visible.first
    }

    /// The offset nearest `offset` that shows `span` in a visible length (its start when it does not fit).
    private static func offset(showing span: ClosedRange<CGFloat>, from offset: CGFloat, length: CGFloat) -> CGFloat {
        if span.upperBound - span.lowerBound >= length || span.lowerBound < offset { return span.lowerBound }
        if span.upperBound > offset + length { return span.upperBound - length }
        return offset
    }

    /// A cell's current geometry as attributes (for a cell whose item no layout places).
    private func cellAttributes(of cell: UICollectionViewCell, at path: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
        attributes.center = cell.center
        attributes.size = cell.bounds.size
        attributes.transform3D = cell.transform3D
        attributes.alpha = cell.alpha
        attributes.zIndex = Int(cell.layer.zPosition)
        return attributes
    }
}

extension UICollectionViewLayoutAttributes {
    /// A copy with alpha 0 (an item fading in or out of a layout change).
    func fadedCopy() -> UICollectionViewLayoutAttributes {
        let copy = copiedAttributes()
        copy.alpha = 0
        return copy
    }
}
