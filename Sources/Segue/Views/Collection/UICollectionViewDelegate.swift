import Foundation

/// Told about a collection view's selection, highlighting and cells, and asked
/// about its layout transitions (UIKit's `UICollectionViewDelegate`, a
/// `UIScrollViewDelegate`). Every method is optional: the protocol extension does
/// what UIKit does when a delegate leaves one out.
///
/// A click on an item, in UIKit's order: `shouldHighlightItemAt`,
/// `didHighlightItemAt` (on touch down), `didUnhighlightItemAt`, then on release
/// inside the item `shouldSelectItemAt` (or `shouldDeselectItemAt` when a multiple
/// selection toggles it off), the `didDeselectItemAt` of the item it replaces, and
/// `didSelectItemAt`. Selecting from code (`selectItem(at:animated:scrollPosition:)`)
/// calls none of them, as in UIKit.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Whether a touch on the item highlights it (true).
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight went away.
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a click selects the item (true).
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether a click deselects the selected item (true; multiple selection only).
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// The user's selection deselected the item.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The cell is about to be shown for the item.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath)
    /// The cell left the screen (it goes to the reuse queue).
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath)
    /// The transition layout to use between two layouts: a plain
    /// `UICollectionViewTransitionLayout` when left out.
    func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                        newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout
    /// A last say on the content offset after a layout change (the proposal when left out).
    func collectionView(_ collectionView: UICollectionView,
                        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
}

extension UICollectionViewDelegate {
    /// True: UIKit's answer when a delegate leaves it out.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing: UIKit's behaviour when a delegate leaves it out.
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing: UIKit's behaviour when a delegate leaves it out.
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True: UIKit's answer when a delegate leaves it out.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// True: UIKit's answer when a delegate leaves it out.
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing: UIKit's behaviour when a delegate leaves it out.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing: UIKit's behaviour when a delegate leaves it out.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing: UIKit's behaviour when a delegate leaves it out.
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
    /// Does nothing: UIKit's behaviour when a delegate leaves it out.
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
    /// A plain `UICollectionViewTransitionLayout`, as UIKit makes when a delegate leaves it out.
    public func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                               newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    /// The proposal, unchanged.
    public func collectionView(_ collectionView: UICollectionView,
                               targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
}
