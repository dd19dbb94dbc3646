import Foundation

/// Inset distances for the four edges of a rectangle (UIKit's `UIEdgeInsets`):
/// positive values shrink the rectangle, negative ones grow it. Used by
/// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
public struct UIEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Insets with the four distances given.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge (UIKit's `UIEdgeInsets.zero`, `UIEdgeInsetsZero`).
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// "{top, left, bottom, right}", as `NSStringFromUIEdgeInsets` prints it.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// The rectangle with `insets` taken off its edges (UIKit's `inset(by:)`,
    /// `UIEdgeInsetsInsetRect`); standardized first, as UIKit does.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let rect = standardized
        return CGRect(x: rect.minX + insets.left, y: rect.minY + insets.top,
                      width: rect.width - insets.left - insets.right,
                      height: rect.height - insets.top - insets.bottom)
    }
}
