import Foundation

/// A font (UIKit's `UIFont`): a point size and a weight of the system face.
///
/// Segue draws text with one family, the system sans-serif (DejaVu Sans under the
/// SDL host, a built-in bitmap face headless); `fontName` and `familyName` say so.
public struct UIFont: Hashable, Sendable {
    /// The font's weight (UIKit's `UIFont.Weight`, a number from −1 to 1).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight of the given value, −1 (lightest) to 1 (heaviest).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// UIKit's ultra-light weight, −0.8.
        public static let ultraLight = Weight(-0.8)
        /// UIKit's thin weight, −0.6.
        public static let thin = Weight(-0.6)
        /// UIKit's light weight, −0.4.
        public static let light = Weight(-0.4)
        /// UIKit's regular weight, 0.
        public static let regular = Weight(0)
        /// UIKit's medium weight, 0.23.
        public static let medium = Weight(0.23)
        /// UIKit's semibold weight, 0.3: the lightest the SDL host draws bold.
        public static let semibold = Weight(0.3)
        /// UIKit's bold weight, 0.4.
        public static let bold = Weight(0.4)
        /// UIKit's heavy weight, 0.56.
        public static let heavy = Weight(0.56)
        /// UIKit's black weight, 0.62.
        public static let black = Weight(0.62)

        /// Whether the SDL host draws this weight with the bold face.
        public var isBold: Bool { rawValue >= Weight.semibold.rawValue }
    }

    /// The size in points (always positive and finite).
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight

    /// A font of a size and weight; a size that is not positive and finite becomes
    /// the system size (17 pt) with a diagnostic.
    public init(pointSize: CGFloat, weight: Weight = .regular) {
        if pointSize > 0 && pointSize.isFinite {
            self.pointSize = pointSize
        } else {
            SegueDiagnostics.report("UIFont: point size \(pointSize) is not positive and finite; using \(UIFont.systemFontSize)")
            self.pointSize = UIFont.systemFontSize
        }
        self.weight = weight
    }

    /// UIKit's default label font size, 17 pt.
    public static let systemFontSize: CGFloat = 17
    /// UIKit's small system font size, 12 pt.
    public static let smallSystemFontSize: CGFloat = 12
    /// UIKit's label font size, 17 pt.
    public static let labelFontSize: CGFloat = 17
    /// UIKit's button font size, 18 pt.
    public static let buttonFontSize: CGFloat = 18

    /// The regular system font at a size.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize)
    }

    /// The system font at a size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .bold)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// The family, always "System" (Segue has one face).
    public var familyName: String { "System" }
    /// "System-Bold" for weights drawn bold (`Weight.isBold`), "System" otherwise.
    public var fontName: String { weight.isBold ? "System-Bold" : "System" }
    /// The distance between baselines: 1.2 × the point size (close to the system
    /// faces' own line heights).
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }
}
