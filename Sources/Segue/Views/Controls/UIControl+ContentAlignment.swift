extension UIControl {
    /// Where a control's content sits across its width (UIKit's
    /// `UIControl.ContentHorizontalAlignment`, UIKit's raw values). Segue lays out
    /// left to right only, so `leading` is `left` and `trailing` is `right`.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Against the left edge.
        case left
        /// Against the right edge.
        case right
        /// Stretched across the width (a button's title takes the width left over).
        case fill
        /// Against the leading edge (the left, in Segue).
        case leading
        /// Against the trailing edge (the right, in Segue).
        case trailing
    }

    /// Where a control's content sits across its height (UIKit's
    /// `UIControl.ContentVerticalAlignment`, UIKit's raw values).
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Against the top edge.
        case top
        /// Against the bottom edge.
        case bottom
        /// Stretched across the height.
        case fill
    }
}
