import Foundation

extension UICollectionView {
    // MARK: Selection from code

    /// The selected items, in the order they were selected (empty when none is).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedPaths }

    /// Selects an item (nil deselects every item) without asking or telling the
    /// delegate, as in UIKit; with single selection the previous item is
    /// deselected. A non-empty `scrollPosition` then scrolls the item there.
    /// Ignored when `allowsSelection` is false; an index path outside the data is
    /// reported and ignored.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for path in selectedPaths { setSelected(false, at: path) }
            selectedPaths.removeAll()
            return
        }
        guard isValid(indexPath) else {
            SegueDiagnostics.report("UICollectionView.selectItem(at: \(indexPath), …): no such item; ignored")
            return
        }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { setSelected(false, at: path) }
            selectedPaths.removeAll { $0 != indexPath }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without telling the delegate, as in UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedPaths.firstIndex(of: indexPath) else { return }
        selectedPaths.remove(at: index)
        setSelected(false, at: indexPath)
    }

    /// Shows an item's selection on its cell, if it is on screen.
    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        visibleCellMap[indexPath]?.isSelected = selected
    }

    // MARK: Selection by touch

    /// A touch going down on an item highlights it (if the delegate agrees), unless
    /// it stopped moving content, selection is off, or more than one touch is down.
    func trackTouchesBegan(_ touches: Set<UITouch>) {
        if trackedTouch != nil || touches.count > 1 {
            cancelTracking()
            return
        }
        guard !touchStoppedMotion, allowsSelection, interactiveTransition == nil, let touch = touches.first else { return }
        guard let path = indexPathForItem(at: touch.location(in: self)), let cell = visibleCellMap[path] else { return }
        trackedTouch = touch
        trackedIndexPath = path
        let delegate = collectionDelegate
        if delegate?.collectionView(self, shouldHighlightItemAt: path) ?? true {
            cell.isHighlighted = true
            delegate?.collectionView(self, didHighlightItemAt: path)
        }
    }

    /// The touch lifting inside the item it went down on selects it (or, with
    /// multiple selection, toggles it), asking and telling the delegate.
    func trackTouchesEnded(_ touches: Set<UITouch>) {
        guard let touch = trackedTouch, touches.contains(touch), let path = trackedIndexPath else { return }
        let inside = indexPathForItem(at: touch.location(in: self)) == path
        cancelTracking()
        if inside { selectByUser(path) }
    }

    /// A cancelled touch (a scroll took it) selects nothing and clears the highlight.
    func trackTouchesCancelled(_ touches: Set<UITouch>) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        cancelTracking()
    }

    /// Clears the highlight of the tracked item and forgets the touch.
    func cancelTracking() {
        guard let path = trackedIndexPath else {
            trackedTouch = nil
            return
        }
        trackedTouch = nil
        trackedIndexPath = nil
        if let cell = visibleCellMap[path], cell.isHighlighted {
            cell.isHighlighted = false
            collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
        }
    }

    /// A selection made by the user, in UIKit's order: `shouldSelect` (or
    /// `shouldDeselect` when multiple selection toggles the item off), the
    /// replaced item's `didDeselect`, then `didSelect`.
    func selectByUser(_ path: IndexPath) {
        guard isValid(path) else { return }
        let delegate = collectionDelegate
        if allowsMultipleSelection && selectedPaths.contains(path) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
            deselectItem(at: path, animated: true)
            delegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        if !allowsMultipleSelection {
            for other in selectedPaths where other != path {
                deselectItem(at: other, animated: true)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        if !selectedPaths.contains(path) { selectedPaths.append(path) }
        setSelected(true, at: path)
        delegate?.collectionView(self, didSelectItemAt: path)
    }
}
