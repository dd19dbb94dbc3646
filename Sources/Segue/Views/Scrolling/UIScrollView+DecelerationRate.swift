import Foundation

extension UIScrollView {
    /// How quickly a flicked scroll view slows down (UIKit's
    /// `UIScrollView.DecelerationRate`): the fraction of its velocity the content
    /// keeps per millisecond. `.normal` is 0.998 (the velocity halves in about
    /// 0.35 s), `.fast` 0.99 (about 0.07 s). Any value in (0, 1) is accepted; see
    /// `UIScrollView.decelerationRate` for what happens to others.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The velocity kept per millisecond.
        public var rawValue: CGFloat
        /// A rate keeping `rawValue` of the velocity per millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// UIKit's default rate, 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's quick rate (paging, pickers), 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
