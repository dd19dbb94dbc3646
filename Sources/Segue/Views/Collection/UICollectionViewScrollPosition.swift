import Foundation

extension UICollectionView {
    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)`
    /// put an item (UIKit's `UICollectionView.ScrollPosition`): at most one vertical
    /// and one horizontal position; an empty set leaves that axis alone.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Positions from their option bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The item's top edge at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item's centre at the visible area's vertical centre.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item's centre at the visible area's horizontal centre.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The axis a flow layout lays lines along and scrolls (UIKit's
    /// `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        /// Rows top to bottom; the content scrolls vertically.
        case vertical
        /// Columns left to right; the content scrolls horizontally.
        case horizontal
    }

    /// The completion of an interactive layout transition (UIKit's
    /// `UICollectionView.LayoutInteractiveTransitionCompletion`): `completed` is
    /// whether the new layout was installed (finished, not cancelled), `finished`
    /// whether the animation to the end ran to its end.
    public typealias LayoutInteractiveTransitionCompletion = (_ completed: Bool, _ finished: Bool) -> Void
}
