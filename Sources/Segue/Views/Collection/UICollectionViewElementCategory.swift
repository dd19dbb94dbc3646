import Foundation

extension UICollectionView {
    /// What kind of view a set of layout attributes describes (UIKit's
    /// `UICollectionView.ElementCategory`). Segue's collection view shows cells;
    /// it ignores attributes of supplementary and decoration views.
    public enum ElementCategory: Int, Sendable {
        /// An item's cell.
        case cell
        /// A supplementary view (a header or footer).
        case supplementaryView
        /// A decoration view.
        case decorationView
    }
}
