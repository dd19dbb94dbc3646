import Foundation

extension UIView {
    /// Which margins and dimensions of a view stretch when its superview's bounds
    /// change (UIKit's `UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin takes a share of a width change.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width takes a share of a width change.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin takes a share of a width change.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin takes a share of a height change.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height takes a share of a height change.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin takes a share of a height change.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Applies every subview's autoresizing mask after this view's bounds changed
    /// from `oldSize` (UIKit runs this when the size changes, before layout).
    ///
    /// On each axis the change is shared among the flexible parts (leading margin,
    /// size, trailing margin) in proportion to their current lengths, or equally when
    /// they are all zero, as UIKit does; with no flexible part the view keeps its
    /// leading margin and size. The result moves `center` and resizes `bounds`, so it
    /// also holds for a subview with a transform — except one turned (nearly)
    /// edge-on, a page mid-flip, whose frame has almost no width or height: it
    /// resizes as if it had no transform (ratios through its frame would blow its
    /// bounds up to absurd sizes).
    public func resizeSubviews(withOldSize oldSize: CGSize) {
        let newSize = bounds.size
        for subview in subviewList where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            var frame = subview.frame
            let size = subview.bounds.size
            if frame.width < size.width * 0.01 || frame.height < size.height * 0.01 {
                let anchor = subview.layer.anchorPoint
                frame = CGRect(x: subview.center.x - anchor.x * size.width, y: subview.center.y - anchor.y * size.height,
                               width: size.width, height: size.height)
            }
            let (dx, dw) = Self.share(delta: newSize.width - oldSize.width,
                                      leading: frame.minX - bounds.minX, size: frame.width,
                                      trailing: oldSize.width - (frame.maxX - bounds.minX),
                                      flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                 mask.contains(.flexibleRightMargin)))
            let (dy, dh) = Self.share(delta: newSize.height - oldSize.height,
                                      leading: frame.minY - bounds.minY, size: frame.height,
                                      trailing: oldSize.height - (frame.maxY - bounds.minY),
                                      flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                 mask.contains(.flexibleBottomMargin)))
            guard dx != 0 || dw != 0 || dy != 0 || dh != 0 else { continue }
            // The frame grows by dw, dh; keep the subview's anchor at the same place
            // in its frame.
            let scaleX = frame.width == 0 ? 0 : subview.bounds.width / frame.width
            let scaleY = frame.height == 0 ? 0 : subview.bounds.height / frame.height
            var newBounds = subview.bounds
            newBounds.size.width = max(0, newBounds.width + dw * (scaleX == 0 ? 1 : scaleX))
            newBounds.size.height = max(0, newBounds.height + dh * (scaleY == 0 ? 1 : scaleY))
            let anchor = subview.layer.anchorPoint
            subview.center = CGPoint(x: subview.center.x + dx + dw * anchor.x,
                                     y: subview.center.y + dy + dh * anchor.y)
            subview.bounds = newBounds
        }
    }

    /// How far the leading edge moves and how much the size grows on one axis.
    private static func share(delta: CGFloat, leading: CGFloat, size: CGFloat, trailing: CGFloat,
                              flexible: (leading: Bool, size: Bool, trailing: Bool)) -> (CGFloat, CGFloat) {
        guard delta != 0 else { return (0, 0) }
        let parts = [(flexible.leading, max(leading, 0)), (flexible.size, max(size, 0)), (flexible.trailing, max(trailing, 0))]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty else { return (0, 0) }
        let total = flexibleParts.reduce(0) { $0 + $1.1 }
        func portion(_ index: Int) -> CGFloat {
            guard parts[index].0 else { return 0 }
            return total > 0 ? delta * parts[index].1 / total : delta / CGFloat(flexibleParts.count)
        }
        return (portion(0), portion(1))
    }
}
