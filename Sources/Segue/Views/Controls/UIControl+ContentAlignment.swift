extension UIControl {
    /// Where a control's content sits across its width (UIKit's
    /// `UIControl.ContentHorizontalAlignment`, UIKit's raw values). Segue lays out
    /// left to right only, so `leading` is `left` and `trailing` is `right`.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left, right, fill, leading, trailing
    }

    /// Where a control's content sits across its height (UIKit's
    /// `UIControl.ContentVerticalAlignment`, UIKit's raw values).
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top, bottom, fill
    }
}
