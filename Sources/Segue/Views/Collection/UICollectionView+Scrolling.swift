import Foundation

extension UICollectionView {
    /// Scrolls so the item sits at `scrollPosition` (at most one vertical and one
    /// horizontal position; an axis without one stays), within the content's
    /// limits. An index path outside the data is reported and ignored.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            SegueDiagnostics.report("UICollectionView.scrollToItem(at: \(indexPath), …): no such item; ignored")
            return
        }
        contentSize = collectionViewLayout.collectionViewContentSize
        let size = bounds.size
        var offset = contentOffset
        if scrollPosition.contains(.top) {
            offset.y = frame.minY
        } else if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.midY - size.height / 2
        } else if scrollPosition.contains(.bottom) {
            offset.y = frame.maxY - size.height
        }
        if scrollPosition.contains(.left) {
            offset.x = frame.minX
        } else if scrollPosition.contains(.centeredHorizontally) {
            offset.x = frame.midX - size.width / 2
        } else if scrollPosition.contains(.right) {
            offset.x = frame.maxX - size.width
        }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }
}
